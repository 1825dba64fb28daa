/** The lobby's HTTP calls (packages/server/src/http.ts). */
import type { CreateGameRequest, CreateGameResponse, GameSummary, ReissuedSeat, WebhookDelivery } from "./types.ts";

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, { ...init, headers: { "content-type": "application/json", ...init?.headers } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const e = (body ?? {}) as { code?: string; message?: string };
    throw new ApiError(e.code ?? String(response.status), e.message ?? `The server answered ${response.status}.`);
  }
  return body as T;
}

export const listGames = (): Promise<GameSummary[]> => call("/api/games");

export const getGame = (id: string): Promise<GameSummary> => call(`/api/games/${encodeURIComponent(id)}`);

/** Several games' summaries in one request (at most MAX_BATCH_IDS ids); games the server does not have are absent. */
export const getGames = (ids: readonly string[]): Promise<GameSummary[]> => call(`/api/games?ids=${ids.map(encodeURIComponent).join(",")}`);

/** The server's bound on one `getGames` (packages/server/src/http.ts). */
export const MAX_BATCH_IDS = 200;

/** Sends a test notice to our seat's webhook and tells how it went (ApiError `too_soon`, `no_webhook`...). */
export const testWebhook = async (gameId: string, seat: string, token: string): Promise<WebhookDelivery> =>
  (await call<{ delivery: WebhookDelivery }>(`/api/games/${encodeURIComponent(gameId)}/seats/${encodeURIComponent(seat)}/webhook-test`, { method: "POST", body: JSON.stringify({ token }) })).delivery;

/** The server's VAPID public key (base64url), for a push subscription. */
export const getPushKey = (): Promise<{ publicKey: string }> => call("/api/push/key");

const pushPath = (gameId: string, seat: string): string => `/api/games/${encodeURIComponent(gameId)}/seats/${encodeURIComponent(seat)}/push`;

/** Gives the server this browser's push subscription for our seat. */
export const savePush = async (gameId: string, seat: string, token: string, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<void> => {
  await call(pushPath(gameId, seat), { method: "POST", body: JSON.stringify({ token, subscription }) });
};

/** Takes this browser's push subscription back for our seat. */
export const forgetPush = async (gameId: string, seat: string, token: string, endpoint: string): Promise<void> => {
  await call(pushPath(gameId, seat), { method: "DELETE", body: JSON.stringify({ token, endpoint }) });
};

export const listEngines = (): Promise<{ id: string; botLevels: string[] }[]> => call("/api/engines");

/** A new link for a seat of a game we created (the old one stops working). */
export const reissueSeat = (gameId: string, seat: string, creator: string): Promise<ReissuedSeat> =>
  call(`/api/games/${encodeURIComponent(gameId)}/seats/${encodeURIComponent(seat)}/link`, { method: "POST", body: JSON.stringify({ creator }) });

export const createGame = (request: CreateGameRequest): Promise<CreateGameResponse> =>
  call("/api/games", { method: "POST", body: JSON.stringify(request) });
