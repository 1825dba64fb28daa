/**
 * The wire protocol between a Kingsroad client and the server: zod schemas for everything a client
 * sends (validated before any handler runs) and TypeScript types for everything the server sends.
 * Free of Node imports so the web client can import it as it is.
 *
 * ```ts
 * import { ClientMessage, type ServerMessage } from "@kingsroad/server/protocol";
 * ws.send(JSON.stringify({ type: "join", gameId, token } satisfies ClientMessage));
 * ws.onmessage = (m) => { const msg = JSON.parse(m.data) as ServerMessage; ... };
 * ```
 */
export * from "./protocol/basics.ts";
export * from "./protocol/client-messages.ts";
export * from "./protocol/lobby.ts";
export * from "./protocol/chat.ts";
export * from "./protocol/server-messages.ts";
