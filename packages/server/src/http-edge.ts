/**
 * The HTTP server's edge, before any route runs: how long a client may take to send a request,
 * how many connections one address may hold, how a JSON body is read, and the one shape of every
 * error (`{ code, message }`, as the routes and the WebSocket answer), including the errors Node
 * raises before Fastify routes anything (a request too slow, headers too large, bytes that are not
 * HTTP).
 *
 * Without the timeouts, a POST whose body stalls or trickles holds its socket and its request for
 * ever (Fastify sets Node's requestTimeout to 0); without the cap, one address may open sockets
 * until the process runs out of descriptors. WebSockets live on the same server: ws takes the
 * socket off the idle timeout at the upgrade, and the request timeout counts only until the
 * request is received, so a game's socket stays open for as long as it is used.
 */
import type { FastifyError, FastifyInstance, FastifyServerOptions } from "fastify";
import type { Server, ServerOptions } from "node:http";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { LogFn } from "./log.ts";
import { LIMITS } from "./protocol.ts";

export interface HttpTimeouts {
  /** The whole request, headers and body, must arrive within this (ms); Node then answers 408. */
  requestMs: number;
  /** The headers must arrive within this (ms; at most `requestMs`). */
  headersMs: number;
  /** A socket that sends and receives nothing for this long is closed (ms; WebSockets excepted). */
  idleMs: number;
}

/** A 64 KiB body in 30 s is 2 KiB/s, slower than any phone; headers are a few hundred bytes. */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { requestMs: 30_000, headersMs: 15_000, idleMs: 60_000 };

/**
 * Open TCP connections per remote address (HTTP keep-alive and WebSockets together): a browser
 * opens 6 per host, a household or a school behind one address some tens. 0: no cap. Behind a
 * proxy (TRUST_PROXY) every connection comes from the proxy, so there the default is no cap.
 */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 64;

/** Fastify's options for the timeouts and the pre-routing errors. */
export function edgeOptions(timeouts: HttpTimeouts): Pick<FastifyServerOptions, "requestTimeout" | "connectionTimeout" | "clientErrorHandler"> & { http: ServerOptions } {
  const headersMs = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: headersMs,
      // Node looks for requests past their time this often (30 s by default): a timeout is kept
      // to within a quarter of itself, and to within a second.
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(headersMs / 4))),
    },
    clientErrorHandler,
  };
}

/** The code of an HTTP error status: what a client may branch on. */
function codeOf(status: number): string {
  if (status === 408) return "timeout";
  if (status === 413) return "too_large";
  if (status === 415) return "unsupported_media_type";
  if (status === 429) return "rate_limited";
  if (status === 431) return "headers_too_large";
  return status >= 500 ? "internal" : "bad_request";
}

/**
 * Node's `clientError` (Fastify's `clientErrorHandler`): a request too slow (408), headers too
 * large (431), or bytes that are not HTTP (400), raised before any route. Answered in our shape
 * when no answer has begun on the socket, then the socket is closed.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const message =
    status === 408
      ? "The request did not arrive in time."
      : status === 431
        ? "The request's headers are too large."
        : "The request is not valid HTTP.";
  const body = JSON.stringify({ code: codeOf(status), message });
  // As Node's own handler: never write into an answer already begun on this socket.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Every error a route, a hook or a plugin raises leaves as `{ code, message }`. */
export function shapeErrors(app: FastifyInstance, log: LogFn): void {
  app.setErrorHandler((error: FastifyError & { code?: string }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) log("request failed", error);
    // Our own parsers and plugins already name their error (rate_limited...).
    const own = typeof error.code === "string" && /^[a-z_]+$/.test(error.code) ? error.code : null;
    const code = status < 500 && own ? own : codeOf(status);
    const message =
      status >= 500
        ? "The server failed on this request."
        : status === 415
          ? "Bodies are JSON here (content-type application/json)."
          : status === 413
            ? `The body is larger than ${LIMITS.maxBodyBytes} bytes.`
            : error.message;
    return reply.code(status).send({ code, message });
  });
}

/** A body refused by the parser: a 400 `bad_request`, its message saying why. */
function bodyError(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400, code: "bad_request" });
}

const fatalUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * JSON bodies: the bytes must be UTF-8 (a replacement character silently stored in a title is a
 * corrupted title), and no key may be `__proto__` or a `constructor` holding `prototype` (the
 * prototype-poisoning shapes Fastify's own parser refuses, with a message saying so here).
 */
export function strictJsonBodies(app: FastifyInstance): void {
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body: Buffer, done) => {
    let text: string;
    try {
      text = fatalUtf8.decode(body);
    } catch {
      return done(bodyError("The body is not valid UTF-8."), undefined);
    }
    if (text.trim() === "") return done(bodyError("The body is empty; send a JSON document."), undefined);
    let refused: string | null = null;
    let value: unknown;
    try {
      value = JSON.parse(text, function (this: unknown, key: string, v: unknown) {
        if (key === "__proto__") refused = "a JSON key __proto__ is not allowed";
        else if (key === "constructor" && v !== null && typeof v === "object" && Object.hasOwn(v, "prototype")) {
          refused = "a JSON key constructor holding prototype is not allowed";
        }
        return v;
      });
    } catch (e) {
      return done(bodyError(`The body is not valid JSON: ${(e as Error).message.replace(/\.$/, "")}.`), undefined);
    }
    if (refused) return done(bodyError(`The body is refused: ${refused}.`), undefined);
    done(null, value);
  });
}

/**
 * At most `max` open connections per remote address (the TCP peer); the next one is closed at
 * once, before it is read. 0: no cap.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
