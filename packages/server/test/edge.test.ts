/**
 * The edge of the server, with real HTTP and WebSocket clients: health turns 503 when the store
 * cannot write; WebSocket upgrades from a foreign page's Origin are refused unless ALLOWED_ORIGINS
 * lists it; control and bidirectional characters are refused in names, titles and chat; with
 * TRUST_PROXY the per-address limits count the client behind the proxy.
 */
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { SqliteStore } from "../src/store/sqlite.ts";
import { Client, createGame, start, tempDir, tokenOf, type Running } from "./helpers.ts";

let run: Running | null = null;
afterEach(async () => {
  await run?.server.close();
  run = null;
});

/** The upgrade's answer: "open", or the HTTP status and body it was refused with. */
function upgrade(url: string, origin?: string): Promise<{ status: number; body: string } | "open"> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, origin === undefined ? {} : { origin });
    socket.once("open", () => (socket.close(), resolve("open")));
    socket.once("unexpected-response", (_req, res) => {
      let body = "";
      res.on("data", (d: Buffer) => (body += d.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    socket.once("error", reject);
  });
}

describe("the edge", () => {
  it("health is 503 while the store cannot write, and 200 again after", async () => {
    run = await start({ dataDir: tempDir() });
    expect((await fetch(`${run.url}/api/health`)).status).toBe(200);
    const created = await createGame(run.url);
    const store = run.server.store as SqliteStore;
    // SQLite's max_page_count: the file cannot grow, exactly as on a full disk (SQLITE_FULL).
    store.limitPages(0);
    await new Promise((r) => setTimeout(r, 1100)); // the probe runs once a second at most
    const full = await fetch(`${run.url}/api/health`);
    expect(full.status).toBe(503);
    expect(await full.json()).toMatchObject({ ok: false, code: "store_unwritable", message: expect.stringMatching(/^The server cannot store games: .*full/) });
    store.limitPages(null);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await fetch(`${run.url}/api/health`)).status).toBe(200);
    // And the games go on.
    const red = await Client.open(run.wsUrl);
    await red.join(created.gameId, tokenOf(created, "red"));
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    expect(await red.next("ack")).toMatchObject({ seq: 1 });
    await red.close();
  });

  it("accepts WebSocket upgrades from its own pages and ALLOWED_ORIGINS only", async () => {
    run = await start({ allowedOrigins: ["https://kingsroad.example"] });
    const own = run.url; // http://127.0.0.1:port
    expect(await upgrade(run.wsUrl, own)).toBe("open");
    expect(await upgrade(run.wsUrl)).toBe("open"); // not a browser: no Origin
    expect(await upgrade(run.wsUrl, "https://kingsroad.example")).toBe("open");
    const refused = await upgrade(run.wsUrl, "https://evil.example");
    expect(refused).toMatchObject({ status: 403 });
    expect(JSON.parse((refused as { body: string }).body)).toMatchObject({
      code: "forbidden_origin",
      message: expect.stringContaining("https://evil.example are not accepted"),
    });
    expect(await upgrade(run.wsUrl, "http://127.0.0.1:1")).toMatchObject({ status: 403 }); // another port is another origin
  });

  it.each([
    ["a title", { title: "Friday\u202Egame" }, "title"],
    ["a name", { players: [{ kind: "human", name: "Ned\u2066" }, { kind: "human" }] }, "players[0].name"],
    ["a name with a control character", { players: [{ kind: "human", name: "Ned\u0007" }, { kind: "human" }] }, "players[0].name"],
  ])("refuses control and bidirectional characters in %s", async (_what, body, field) => {
    run = await start();
    const res = await fetch(`${run.url}/api/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ engine: "secret-bid", players: [{ kind: "human" }, { kind: "human" }], ...body }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(`${field}: must not contain control or bidirectional-override characters`);
  });

  it("refuses them in chat, and keeps ordinary accents and scripts", async () => {
    run = await start();
    const created = await createGame(run.url, { title: "Château d'Hiver — 冬", players: [{ kind: "human", name: "Zoë" }, { kind: "human", name: "עדי" }] });
    const client = await Client.open(run.wsUrl);
    await client.join(created.gameId);
    client.send({ type: "chat", text: "hello\u202Edlrow" });
    expect(await client.next("error")).toMatchObject({ code: "bad_message", message: "Malformed message: text: must not contain control or bidirectional-override characters." });
    client.send({ type: "chat", text: "bonne nuit, שלום" });
    expect((await client.next("chat")).entry.text).toBe("bonne nuit, שלום");
    await client.close();
  });

  it("with TRUST_PROXY, the limits count the client's address from X-Forwarded-For", async () => {
    run = await start({ trustProxy: true, createPerMinute: 1 });
    const create = (client: string) =>
      fetch(`${run!.url}/api/games`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": client },
        body: JSON.stringify({ engine: "secret-bid", players: [{ kind: "human" }, { kind: "human" }] }),
      });
    expect((await create("203.0.113.1")).status).toBe(201);
    expect((await create("203.0.113.1")).status).toBe(429);
    expect((await create("203.0.113.2")).status).toBe(201);
  });
});

describe("security headers", () => {
  it("sends a CSP, nosniff, frame and referrer policies on pages and API answers", async () => {
    run = await start();
    for (const path of ["/", "/api/health", "/api/games/nope"]) {
      const res = await fetch(`${run.url}${path}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    }
  });
});

describe("caching of the web client", () => {
  it("serves hashed assets immutable for a year and revalidates index.html and page routes", async () => {
    const { mkdirSync, writeFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const dist = tempDir();
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>K</title>");
    writeFileSync(join(dist, "assets", "index-AUN9IUZp.js"), "export {};");
    writeFileSync(join(dist, "favicon.txt"), "not hashed");
    run = await start({ webDist: dist });
    const cache = async (path: string) => (await fetch(`${run!.url}${path}`)).headers.get("cache-control");
    expect(await cache("/assets/index-AUN9IUZp.js")).toBe("public, max-age=31536000, immutable");
    expect(await cache("/")).toBe("no-cache");
    expect(await cache("/game/abc")).toBe("no-cache"); // a client-side route: index.html
    expect(await cache("/favicon.txt")).toBe("no-cache");
  });

  it("sends the build's brotli or gzip copy to a browser that accepts it, still cached for a year", async () => {
    const { mkdirSync, writeFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { brotliCompressSync, brotliDecompressSync, gzipSync } = await import("node:zlib");
    const dist = tempDir();
    mkdirSync(join(dist, "assets"));
    const js = `export const text = "${"winter is coming ".repeat(200)}";`;
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>K</title>");
    writeFileSync(join(dist, "assets", "index-AUN9IUZp.js"), js);
    writeFileSync(join(dist, "assets", "index-AUN9IUZp.js.br"), brotliCompressSync(js));
    writeFileSync(join(dist, "assets", "index-AUN9IUZp.js.gz"), gzipSync(js));
    run = await start({ webDist: dist });
    const { request } = await import("node:http");
    // fetch would decode the body and hide the encoding: a raw request shows what travels.
    const get = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request(`${run!.url}/assets/index-AUN9IUZp.js`, { headers: { "accept-encoding": encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on("error", reject);
        req.end();
      });
    const br = await get("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["vary"]).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(js.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(js);
    expect((await get("gzip")).headers["content-encoding"]).toBe("gzip");
    const plain = await get("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(js);
  });
});

describe("spectators' chat", () => {
  it("is limited per address over all its sockets, not per socket; players keep their own allowance", async () => {
    run = await start({ connection: { spectatorChat: { capacity: 3, refillPerSecond: 0.001 } } });
    const created = await createGame(run.url);
    const watchers = await Promise.all([1, 2, 3, 4].map(() => Client.open(run!.wsUrl)));
    for (const w of watchers) await w.join(created.gameId);
    // Four sockets, one line each, then more: only three lines in all get through.
    for (const [i, w] of watchers.entries()) w.send({ type: "chat", text: `line ${i}` });
    const refused = await Promise.any(watchers.map((w) => w.next("error")));
    expect(refused).toMatchObject({ code: "rate_limited", message: expect.stringContaining("Spectators from your address") });
    // Reconnecting does not refill it.
    await watchers[0]!.close();
    await new Promise((r) => setTimeout(r, 100)); // every line before is stored
    const again = await Client.open(run.wsUrl);
    await again.join(created.gameId);
    again.send({ type: "chat", text: "again" });
    expect(await again.next("error")).toMatchObject({ code: "rate_limited" });
    const red = await Client.open(run.wsUrl);
    await red.join(created.gameId, tokenOf(created, "red"));
    red.send({ type: "chat", text: "a player" });
    expect((await red.next("chat", (m) => m.entry.text === "a player")).entry.seat).toBe("red");
    const chat = (await (await fetch(`${run.url}/api/games/${created.gameId}/chat`)).json()) as Array<{ text: string }>;
    expect(chat.map((c) => c.text).filter((t) => t.startsWith("line"))).toHaveLength(3);
    await Promise.all([...watchers.slice(1), again, red].map((c) => c.close()));
    expect(refused.code).toBe("rate_limited");
  });
});
