/** The pages and their URLs: `/` the lobby, `/game/:id` a game, `#token=` the secret seat, `/my-games`. */
export type Route = { page: "lobby" } | { page: "my-games" } | { page: "game"; gameId: string; token: string | null };

export function parseRoute(pathname: string, hash: string): Route {
  if (/^\/my-games\/?$/.test(pathname)) return { page: "my-games" };
  const m = /^\/game\/([A-Za-z0-9_-]{1,64})\/?$/.exec(pathname);
  if (!m) return { page: "lobby" };
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return { page: "game", gameId: m[1]!, token: token && /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : null };
}
