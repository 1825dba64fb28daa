/**
 * Shutdown with a deadline: SIGTERM ends the real server process within 10 s even while a client
 * that stopped reading holds a WebSocket open, and every acknowledged action is still there when
 * the server starts again.
 */
import type { ChildProcess } from "node:child_process";
import { connect, type Socket } from "node:net";
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { Client, createGame, tempDir, tokenOf } from "./helpers.ts";
import { exited, killed, launch } from "./spawn.ts";

const children: ChildProcess[] = [];
const sockets: Socket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

/**
 * A WebSocket client that completes the upgrade, joins a game as a spectator and then never reads
 * again: it answers no ping and no close frame, and the server's writes pile up in its buffers.
 */
async function stuckSpectator(url: string, gameId: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("error", reject);
  });
  socket.write(
    [
      "GET /ws HTTP/1.1",
      `Host: ${hostname}:${port}`,
      "Upgrade: websocket",
      "Connection: Upgrade",
      `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}`,
      "Sec-WebSocket-Version: 13",
      "",
      "",
    ].join("\r\n"),
  );
  await new Promise<void>((resolve) => {
    let head = "";
    const onData = (d: Buffer) => {
      head += d.toString("latin1");
      if (head.includes("\r\n\r\n")) {
        socket.off("data", onData);
        resolve();
      }
    };
    socket.on("data", onData);
  });
  // One masked text frame (clients must mask): join as a spectator, so updates come its way.
  const payload = Buffer.from(JSON.stringify({ type: "join", gameId }));
  const mask = randomBytes(4);
  const masked = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!));
  socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]));
  socket.pause(); // from here on nothing is read
  return socket;
}

describe("shutdown", () => {
  it("SIGTERM ends the process within 10 s with a client that stopped reading, and no acknowledged action is lost", { timeout: 120_000 }, async () => {
    const dataDir = tempDir();
    const first = await launch(dataDir, children);
    const created = await createGame(first.url, { options: { rounds: 5, coins: 9 } });
    const wsUrl = `${first.url.replace("http", "ws")}/ws`;
    const red = await Client.open(wsUrl);
    const blue = await Client.open(wsUrl);
    await red.join(created.gameId, tokenOf(created, "red"));
    await blue.join(created.gameId, tokenOf(created, "blue"));
    await stuckSpectator(first.url, created.gameId);

    let acked = 0;
    for (const [client, amount] of [[red, 2], [blue, 1], [red, 1], [blue, 3]] as const) {
      client.send({ type: "action", action: { type: "bid", amount } });
      acked = (await client.next("ack")).seq as number;
    }
    // The last action goes out with the signal: if it is acknowledged, it must be stored.
    red.send({ type: "action", ref: "last", action: { type: "bid", amount: 0 } });
    const t0 = performance.now();
    first.child.kill("SIGTERM");
    const code = await exited(first.child);
    const seconds = (performance.now() - t0) / 1000;
    const lastAck = red.received.find((m) => m.type === "ack" && m.ref === "last");
    if (lastAck && lastAck.type === "ack") acked = lastAck.seq;

    expect(seconds, first.output()).toBeLessThan(10);
    expect(code, first.output()).toBe(0);
    expect(first.output()).toContain("SIGTERM: closing");

    const second = await launch(dataDir, children);
    const again = await Client.open(`${second.url.replace("http", "ws")}/ws`);
    const welcome = await again.join(created.gameId, tokenOf(created, "red"));
    expect(welcome.seq).toBeGreaterThanOrEqual(acked);
    expect(welcome.seq).toBeGreaterThanOrEqual(4);
    await again.close();
    await killed(second.child);
    console.log(`shutdown with a stuck client: ${seconds.toFixed(2)} s`);
  });
});
