/**
 * A local webhook receiver for the notice tests: an HTTP server on 127.0.0.1 that records every
 * request and answers as `answer` says (by how many came before, and the parsed body).
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  method: string | undefined;
  type: string | undefined;
  body: unknown;
}

export interface Receiver {
  url: string;
  port: number;
  bodies: Received[];
  /** Waits until `k` requests came (fails after `timeoutMs`). */
  count(k: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function receiver(answer: (n: number, res: ServerResponse, body: unknown) => void = (_n, res) => res.end()): Promise<Receiver> {
  const bodies: Received[] = [];
  const waiters: Array<() => void> = [];
  let n = 0;
  const server: Server = createHttpServer((req: IncomingMessage, res) => {
    let text = "";
    req.on("data", (c: Buffer) => (text += c.toString()));
    req.on("end", () => {
      const body = JSON.parse(text) as unknown;
      bodies.push({ method: req.method, type: req.headers["content-type"], body });
      answer(n++, res, body);
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const count = async (k: number, timeoutMs = 5000): Promise<void> => {
    const until = Date.now() + timeoutMs;
    while (bodies.length < k) {
      if (Date.now() > until) throw new Error(`the receiver got ${bodies.length} requests, not ${k}`);
      await new Promise<void>((resolve) => (waiters.push(resolve), setTimeout(resolve, 100)));
    }
  };
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `http://127.0.0.1:${port}/hook`, port, bodies, count, close };
}

/**
 * Discord's answer to a message without content or embeds (its webhooks refuse one with code
 * 50006); a notice whose `content` is a non-empty string gets 204, as Discord answers without `?wait`.
 */
export function discordShaped(_n: number, res: ServerResponse, body: unknown): void {
  const content = (body as { content?: unknown } | null)?.content;
  if (typeof content === "string" && content.trim() !== "") return void res.writeHead(204).end();
  res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ message: "Cannot send an empty message", code: 50006 }));
}
