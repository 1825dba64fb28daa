// Kingsroad's service worker (issue 39 item 2): shows the "your turn" and "game over" notices the
// server pushes while no page of the seat is open (packages/server/src/notify/push.ts), and opens
// or focuses the game when one is clicked. It caches nothing: the game is played live.
/* global self, clients */

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { text: event.data ? event.data.text() : "" };
  }
  const title = message.title || "Kingsroad";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.text || "",
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      // One notice per game: a newer one replaces the older.
      tag: message.gameId ? `kingsroad-${message.gameId}` : "kingsroad",
      data: { gameId: message.gameId || null },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const gameId = event.notification.data && event.notification.data.gameId;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((open) => {
      // A page of this game is focused; else any page of the site; else the site is opened
      // (its "my games" list holds the seat link: the notice carries no token).
      const ofGame = gameId ? open.find((c) => new URL(c.url).pathname.includes(gameId)) : undefined;
      const page = ofGame || open[0];
      if (page) return page.focus();
      return self.clients.openWindow(gameId ? "/my-games" : "/");
    }),
  );
});
