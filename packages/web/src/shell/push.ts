/**
 * Push notifications on this device (issue 39 item 2): the server pushes "your turn" and "game
 * over" to the browsers subscribed for a seat while no page of it is open; the service worker
 * (/sw.js, served by the server) shows them. Turning it on registers the worker, asks the
 * browser's permission, subscribes with the server's VAPID key and gives the server the
 * subscription, with the seat's token; turning it off takes it back for this seat only (the
 * browser's one subscription may serve other seats too). The choice is remembered per seat.
 */
import { forgetPush, getPushKey, savePush } from "../api/http.ts";

export interface PushDevice {
  /** Whether this browser can be pushed to (service workers, the Push API, notifications). */
  readonly supported: boolean;
  /** Whether this seat was last turned on here. */
  wanted(): boolean;
  /** Subscribes this browser for the seat; rejects with a sentence saying why not. */
  enable(): Promise<void>;
  disable(): Promise<void>;
}

const wantedKey = (gameId: string, seat: string): string => `kingsroad:push:${gameId}:${seat}`;

function remember(key: string, on: boolean): void {
  try {
    if (on) localStorage.setItem(key, "1");
    else localStorage.removeItem(key);
  } catch {
    // Storage blocked: the choice lasts as long as the page.
  }
}

/** A base64url key (the server's VAPID public key) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export function pushDevice(gameId: string, seat: string, token: string): PushDevice {
  const key = wantedKey(gameId, seat);
  const supported = typeof navigator !== "undefined" && "serviceWorker" in navigator && typeof PushManager !== "undefined" && typeof Notification !== "undefined";
  return {
    supported,
    wanted: () => {
      try {
        return localStorage.getItem(key) === "1";
      } catch {
        return false;
      }
    },
    async enable() {
      if (!supported) throw new Error("This browser cannot receive push notifications.");
      const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
      if (permission !== "granted") throw new Error("Notifications are blocked for this site: allow them in the browser's site settings, then try again.");
      const { publicKey } = await getPushKey();
      const ready = await navigator.serviceWorker.ready.catch(() => registration);
      const subscription =
        (await ready.pushManager.getSubscription()) ?? (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const json = subscription.toJSON();
      if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error("The browser gave an incomplete push subscription.");
      await savePush(gameId, seat, token, { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } });
      remember(key, true);
    },
    async disable() {
      remember(key, false);
      if (!supported) return;
      const registration = await navigator.serviceWorker.getRegistration("/");
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) await forgetPush(gameId, seat, token, subscription.endpoint);
    },
  };
}
