/**
 * The HTTP edge (issue 39 items 14, 17, 18), with real clients: `node:net` sockets for what a
 * browser would never send (a stalled or trickling body, headers too large, bytes that are not
 * HTTP, too many connections) and fetch for the rest.
 *
 * - 14: the request, header and idle timeouts close a slow request with a 408; a WebSocket stays
 *   open past them; one address may hold only so many connections.
 * - 17: text that is not text (raw invalid UTF-8, a lone surrogate) is refused in every free-text
 *   field, over HTTP and over the WebSocket.
 * - 18: every HTTP error, including those raised before routing, answers `{ code, message }`.
 */
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { Client, createGame, start, type Running } from "./helpers.ts";

let run: Running | null = null;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await run?.server.close();
  run = null;
});

const portOf = (r: Running) => Number(new URL(r.url).port);

/** A raw TCP client: what it received, and when the server closed it. */
interface Raw {
  socket: Socket;
  received: () => string;
  closed: Promise<number>;
}

function rawClient(r: Running): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect(portOf(r), "127.0.0.1");
    sockets.push(socket);
    let text = "";
    const opened = Date.now();
    socket.on("data", (d: Buffer) => (text += d.toString("latin1")));
    const closed = new Promise<number>((done) => socket.once("close", () => done(Date.now() - opened)));
    socket.once("connect", () => resolve({ socket, received: () => text, closed }));
    socket.once("error", reject);
  });
}

/** The status and JSON body of a raw HTTP answer. */
function answer(raw: string): { status: number; body: unknown } {
  const status = Number(/^HTTP\/1\.1 (\d+)/.exec(raw)?.[1] ?? 0);
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  return { status, body: body ? (JSON.parse(body) as unknown) : null };
}

const bodyHead = (length: number) =>
  `POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe("slow requests (issue 39 item 14)", () => {
  const timeouts = { requestMs: 600, headersMs: 600, idleMs: 1500 };

  it("closes a POST whose body stalls, with a 408 in our error shape", async () => {
    run = await start({ httpTimeouts: timeouts });
    const c = await rawClient(run);
    c.socket.write(bodyHead(200) + '{"engine":');
    const after = await c.closed;
    expect(after).toBeGreaterThanOrEqual(500);
    expect(after).toBeLessThan(3000);
    expect(answer(c.received())).toEqual({ status: 408, body: { code: "timeout", message: "The request did not arrive in time." } });
  });

  it("closes a body that trickles a byte every 100 ms, though the socket is never idle", async () => {
    run = await start({ httpTimeouts: timeouts });
    const c = await rawClient(run);
    c.socket.write(bodyHead(1000));
    const drip = setInterval(() => c.socket.writable && c.socket.write(" "), 100);
    try {
      const after = await c.closed;
      expect(after).toBeLessThan(3000);
    } finally {
      clearInterval(drip);
    }
    expect(answer(c.received()).status).toBe(408);
  });

  it("closes headers that never end", async () => {
    run = await start({ httpTimeouts: timeouts });
    const c = await rawClient(run);
    c.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
    expect(await c.closed).toBeLessThan(3000);
    expect(answer(c.received()).status).toBe(408);
  });

  it("keeps a game's WebSocket open past every timeout", async () => {
    run = await start({ httpTimeouts: { requestMs: 300, headersMs: 300, idleMs: 500 } });
    const created = await createGame(run.url);
    const client = await Client.open(run.wsUrl);
    await client.join(created.gameId);
    await new Promise((r) => setTimeout(r, 1500)); // silent, past the idle and the request timeouts
    expect(client.closed).toBeNull();
    client.send({ type: "ping", ref: 7 });
    expect(await client.next("pong")).toMatchObject({ ref: 7 });
    await client.close();
  });

  it("refuses the connection past MAX_HTTP_CONNECTIONS_PER_ADDRESS from one address, and takes one again once one closes", async () => {
    run = await start({ maxHttpConnectionsPerAddress: 3 });
    const held = [await rawClient(run), await rawClient(run), await rawClient(run)];
    const refused = await rawClient(run);
    expect(await refused.closed).toBeLessThan(2000);
    expect(refused.received()).toBe("");
    // The three held still work.
    held[0]!.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    await held[0]!.closed;
    expect(answer(held[0]!.received()).status).toBe(200);
    // One closed: there is room for one more.
    const next = await rawClient(run);
    next.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    await next.closed;
    expect(answer(next.received()).status).toBe(200);
  });
});

describe("one error shape (issue 39 item 18)", () => {
  const post = async (body: string | Uint8Array, contentType = "application/json") => {
    const res = await fetch(`${run!.url}/api/games`, { method: "POST", headers: { "content-type": contentType }, body });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it("answers bad JSON, a __proto__ key, a foreign content type and a body too large with { code, message } alone", async () => {
    run = await start();
    expect(await post("{")).toEqual({
      status: 400,
      body: { code: "bad_request", message: expect.stringMatching(/^The body is not valid JSON: .+\.$/) },
    });
    expect(await post('{"engine":"secret-bid","__proto__":{"admin":true}}')).toEqual({
      status: 400,
      body: { code: "bad_request", message: "The body is refused: a JSON key __proto__ is not allowed." },
    });
    // Written with an escape, it is the same key.
    expect((await post('{"\\u005f_proto__":{}}')).body).toMatchObject({ message: expect.stringContaining("__proto__ is not allowed") });
    expect((await post('{"constructor":{"prototype":{}}}')).body).toMatchObject({ code: "bad_request", message: expect.stringContaining("constructor") });
    expect(await post("")).toEqual({ status: 400, body: { code: "bad_request", message: "The body is empty; send a JSON document." } });
    expect(await post("<game/>", "text/xml")).toEqual({
      status: 415,
      body: { code: "unsupported_media_type", message: "Bodies are JSON here (content-type application/json)." },
    });
    expect(await post(JSON.stringify({ title: "x".repeat(70_000) }))).toEqual({
      status: 413,
      body: { code: "too_large", message: "The body is larger than 65536 bytes." },
    });
  });

  it("answers headers too large (431) and bytes that are not HTTP (400), raised before routing, the same way", async () => {
    run = await start();
    const big = await rawClient(run);
    big.socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    await big.closed;
    expect(answer(big.received())).toEqual({ status: 431, body: { code: "headers_too_large", message: "The request's headers are too large." } });
    const junk = await rawClient(run);
    junk.socket.write("HELLO THERE\r\n\r\n");
    await junk.closed;
    expect(answer(junk.received())).toEqual({ status: 400, body: { code: "bad_request", message: "The request is not valid HTTP." } });
  });
});

describe("text that is not text (issue 39 item 17)", () => {
  const players = [{ kind: "human" }, { kind: "human" }];
  const create = async (json: string | Uint8Array) => {
    const res = await fetch(`${run!.url}/api/games`, { method: "POST", headers: { "content-type": "application/json" }, body: json });
    return { status: res.status, body: (await res.json()) as { code: string; message: string } };
  };
  const LONE = "must be well-formed Unicode text (a lone surrogate is not a character)";

  it.each([
    ["a title", `{"engine":"secret-bid","title":"Friday \\ud800","players":${JSON.stringify(players)}}`, "title"],
    ["a title ending in a low surrogate", `{"engine":"secret-bid","title":"\\udc00 night","players":${JSON.stringify(players)}}`, "title"],
    ["a name", `{"engine":"secret-bid","players":[{"kind":"human","name":"Ned\\udbff"},{"kind":"human"}]}`, "players[0].name"],
    ["a seed", `{"engine":"secret-bid","seed":"\\ud800","players":${JSON.stringify(players)}}`, "seed"],
    ["a seat", `{"engine":"secret-bid","players":[{"kind":"human","seat":"re\\ud800d"},{"kind":"human"}]}`, "players[0].seat"],
  ])("refuses a lone surrogate in %s, naming the field", async (_what, json, field) => {
    run = await start();
    expect(await create(json)).toEqual({ status: 400, body: { code: "bad_request", message: `${field}: ${LONE}` } });
  });

  it("keeps a surrogate pair (an emoji) as it is", async () => {
    run = await start();
    const created = await createGame(run.url, { title: "Winter \u{1F43A}" });
    const summary = (await (await fetch(`${run.url}/api/games/${created.gameId}`)).json()) as { title: string };
    expect(summary.title).toBe("Winter \u{1F43A}");
  });

  it("refuses a body whose bytes are not UTF-8 instead of storing replacement characters", async () => {
    run = await start();
    const head = new TextEncoder().encode(`{"engine":"secret-bid","players":${JSON.stringify(players)},"title":"Fri`);
    const tail = new TextEncoder().encode(`day"}`);
    const body = new Uint8Array([...head, 0xff, 0xfe, ...tail]);
    expect(await create(body)).toEqual({ status: 400, body: { code: "bad_request", message: "The body is not valid UTF-8." } });
    // A lone surrogate encoded as bytes (CESU-8, ED A0 80) is not UTF-8 either.
    expect((await create(new Uint8Array([...head, 0xed, 0xa0, 0x80, ...tail]))).body.message).toBe("The body is not valid UTF-8.");
    const lobby = (await (await fetch(`${run.url}/api/games`)).json()) as unknown[];
    expect(lobby).toEqual([]);
  });

  it("refuses a lone surrogate in a chat line and in a ref over the WebSocket", async () => {
    run = await start();
    const created = await createGame(run.url);
    const client = await Client.open(run.wsUrl);
    await client.join(created.gameId);
    client.socket.send('{"type":"chat","text":"hello \\ud800"}');
    expect(await client.next("error")).toMatchObject({ code: "bad_message", message: `Malformed message: text: ${LONE}.` });
    client.socket.send('{"type":"ping","ref":"\\udfff"}');
    expect(await client.next("error", (m) => m.message.includes("ref"))).toMatchObject({ code: "bad_message" });
    client.send({ type: "chat", text: "hello \u{1F43A}" });
    expect((await client.next("chat")).entry.text).toBe("hello \u{1F43A}");
    const chat = (await (await fetch(`${run.url}/api/games/${created.gameId}/chat`)).json()) as Array<{ text: string }>;
    expect(chat.map((c) => c.text)).toEqual(["hello \u{1F43A}"]);
    await client.close();
  });
});
