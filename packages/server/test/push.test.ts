/**
 * Web Push (issue 39 item 2): a seat's browser subscribes with the server's VAPID key
 * (`GET /api/push/key`, `POST /api/games/:id/seats/:seat/push`); while no page of the seat is
 * open, "your turn" and "game over" reach the push service with a VAPID Authorization header and
 * an aes128gcm body; a 410 from the push service deletes the subscription. A local HTTPS
 * stand-in (127.0.0.1, a throwaway self-signed certificate) plays the push service.
 */
import { execFileSync } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { join as inDir } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MemoryStore } from "../src/store/memory.ts";
import { Client, createGame, start, tempDir, tokenOf, type Running } from "./helpers.ts";

interface Pushed {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let tls: { key: Buffer; cert: Buffer };
beforeAll(() => {
  const dir = tempDir();
  execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", inDir(dir, "key.pem"), "-out", inDir(dir, "cert.pem")], { stdio: "ignore" });
  tls = { key: readFileSync(inDir(dir, "key.pem")), cert: readFileSync(inDir(dir, "cert.pem")) };
});

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A push service answering `status` to every message, keeping what it got. */
async function pushService(status: number): Promise<{ url: string; got: Pushed[]; count: (n: number) => Promise<void> }> {
  const got: Pushed[] = [];
  const server: Server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const count = async (n: number): Promise<void> => {
    for (let i = 0; i < 200 && got.length < n; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(got.length).toBe(n);
  };
  return { url, got, count };
}

/** A browser's subscription: its own P-256 key and auth secret, as PushSubscription.toJSON() gives them. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") } };
}

async function server(store = new MemoryStore()): Promise<{ r: Running; store: MemoryStore }> {
  // The stand-in is on loopback (allowed as for webhooks' tests) with a certificate only this agent trusts.
  const agent = new Agent({ ca: tls.cert });
  const r = await start({ store, notify: { webhook: { allowPrivate: true }, push: { agent } } });
  cleanups.push(() => r.server.close());
  return { r, store };
}

const subscribe = (r: Running, gameId: string, seat: string, token: string, subscription: unknown) =>
  fetch(`${r.url}/api/games/${gameId}/seats/${seat}/push`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token, subscription }) });

async function join(r: Running, gameId: string, token: string): Promise<Client> {
  const c = await Client.open(r.wsUrl);
  cleanups.push(() => c.close());
  await c.join(gameId, token);
  return c;
}

describe("Web Push", () => {
  it("pushes 'your turn' to a closed seat, VAPID-signed and aes128gcm-encrypted", async () => {
    const service = await pushService(201);
    const { r, store } = await server();
    const key = (await (await fetch(`${r.url}/api/push/key`)).json()) as { publicKey: string };
    // A P-256 public key, uncompressed: 65 bytes.
    expect(Buffer.from(key.publicKey, "base64url")).toHaveLength(65);
    const created = await createGame(r.url, { title: "Tuesday", options: { rounds: 2, coins: 5 } });
    const gameId = created.gameId;
    const red = await join(r, gameId, tokenOf(created, "red"));
    const blue = await join(r, gameId, tokenOf(created, "blue"));

    // Only with the seat's token, and only to an https endpoint.
    expect((await subscribe(r, gameId, "blue", tokenOf(created, "red"), browserSubscription(`${service.url}/push/blue`))).status).toBe(403);
    expect((await subscribe(r, gameId, "blue", tokenOf(created, "blue"), browserSubscription("http://127.0.0.1:1/push"))).status).toBe(400);
    expect((await subscribe(r, gameId, "blue", tokenOf(created, "blue"), browserSubscription(`${service.url}/push/blue`))).status).toBe(204);
    expect(await store.pushSubscriptions(gameId, "blue")).toHaveLength(1);

    // Blue moves, closes the tab; red's move makes it blue's turn again: pushed.
    blue.send({ type: "action", action: { type: "bid", amount: 1 } });
    await blue.next("ack");
    await blue.close();
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    await red.next("ack");
    await service.count(1);
    const pushed = service.got[0]!;
    expect(pushed.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key.publicKey}$`));
    expect(pushed.headers["content-encoding"]).toBe("aes128gcm");
    expect(pushed.headers.ttl).toBeDefined();
    // aes128gcm (RFC 8188/8291): salt (16), record size (4), key id length 65, the sender's key, then the cipher text.
    expect(pushed.body[20]).toBe(65);
    expect(pushed.body.length).toBeGreaterThan(16 + 4 + 1 + 65 + 16);
    // The payload is encrypted: the game's title is not readable on the way.
    expect(pushed.body.toString("latin1")).not.toContain("Tuesday");
  });

  it("does not push while a page of the seat is open, pushes 'game over' to a closed one, and deletes a subscription answered 410", async () => {
    const gone = await pushService(410);
    const { r, store } = await server();
    const created = await createGame(r.url, { title: "Wednesday", options: { rounds: 2, coins: 5 } });
    const gameId = created.gameId;
    const red = await join(r, gameId, tokenOf(created, "red"));
    const blue = await join(r, gameId, tokenOf(created, "blue"));
    expect((await subscribe(r, gameId, "blue", tokenOf(created, "blue"), browserSubscription(`${gone.url}/push/blue`))).status).toBe(204);

    // Blue's page is open: its turn is shown there, nothing is pushed.
    blue.send({ type: "action", action: { type: "bid", amount: 1 } });
    await blue.next("ack");
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    await red.next("ack");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(gone.got).toHaveLength(0);

    // The last round: blue bids and closes the tab, red's bid ends the game: "game over" is pushed.
    blue.send({ type: "action", action: { type: "bid", amount: 1 } });
    await blue.next("ack");
    await blue.close();
    red.send({ type: "action", action: { type: "bid", amount: 1 } });
    await red.next("ack");
    await gone.count(1);
    for (let i = 0; i < 100 && (await store.pushSubscriptions(gameId, "blue")).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await store.pushSubscriptions(gameId, "blue")).toEqual([]);
  });
});

describe("the installable site", () => {
  it("serves the manifest, the service worker and the icons with their content types, links the manifest from the page, and the CSP allows them", async () => {
    const { r } = await server();
    const manifest = await fetch(`${r.url}/manifest.webmanifest`);
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as { name: string; start_url: string; display: string; icons: Array<{ src: string; sizes: string; type: string }> };
    expect(body).toMatchObject({ name: "Kingsroad", start_url: "/", display: "standalone" });
    for (const icon of body.icons) {
      const res = await fetch(`${r.url}${icon.src}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(icon.type);
      if (icon.type === "image/png") {
        // A PNG of the size the manifest says.
        const png = Buffer.from(await res.arrayBuffer());
        expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
      }
    }
    const sw = await fetch(`${r.url}/sw.js`);
    expect(sw.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(sw.headers.get("service-worker-allowed")).toBe("/");
    expect(await sw.text()).toContain('addEventListener("push"');
    const page = await fetch(`${r.url}/`);
    expect(await page.text()).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    // The built client's page links it too.
    expect(readFileSync(new URL("../../web/index.html", import.meta.url), "utf8")).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});
