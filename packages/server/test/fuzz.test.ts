/**
 * Arbitrary junk over the WebSocket: every frame gets an answer, the server stays up, and the game
 * changes only by actions the server acknowledged.
 */
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseClientMessage } from "../src/protocol.ts";
import { Client, createGame, start, tokenOf, type Running } from "./helpers.ts";

let run: Running;
beforeAll(async () => {
  run = await start({ connection: { messages: { capacity: 1e6, refillPerSecond: 1e6 } } });
});
afterAll(async () => {
  await run.server.close();
});

const junk = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 3 }),
  fc.record({ type: fc.constantFrom("join", "action", "chat", "ping", "nope"), action: fc.anything({ maxDepth: 2 }) }),
  fc.record(
    { type: fc.constant("action"), action: fc.record({ type: fc.constantFrom("bid", "fold"), amount: fc.oneof(fc.integer(), fc.double(), fc.string()) }), ref: fc.integer() },
    { requiredKeys: ["type", "action"] },
  ),
);

describe("fuzzing", () => {
  it("parseClientMessage never throws and only accepts the protocol's shapes", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json().map((j) => j)), (raw) => {
        const parsed = parseClientMessage(raw);
        if (parsed.ok) expect(["join", "action", "chat", "ping"]).toContain(parsed.value.type);
        else expect(parsed.error.code).toBe("bad_message");
      }),
      { numRuns: 500 },
    );
  });

  it("junk from a seated player changes nothing that was not acknowledged", async () => {
    const created = await createGame(run.url, { options: { rounds: 1000, coins: 100 } });
    const red = await Client.open(run.wsUrl);
    await red.join(created.gameId, tokenOf(created, "red"));
    const game = (await run.server.hub.get(created.gameId))!;
    await fc.assert(
      fc.asyncProperty(junk, async (message) => {
        const before = game.stateHash;
        const seqBefore = game.seq;
        const count = red.received.length;
        red.send(typeof message === "string" ? message : JSON.stringify(message));
        red.send({ type: "ping", ref: "fence" });
        await red.next("pong", (p) => p.ref === "fence");
        const replies = red.received.slice(count);
        const acked = replies.some((m) => m.type === "ack");
        if (!acked) {
          expect(game.stateHash).toBe(before);
          expect(game.seq).toBe(seqBefore);
        }
        // Every frame got an answer: an error, an ack, a chat line, a pong or (a second join) an error.
        expect(replies.length).toBeGreaterThanOrEqual(2);
      }),
      { numRuns: 300 },
    );
    await red.close();
  });
});

describe("protocol module", () => {
  it("imports nothing from Node, so the web client can use it", () => {
    const read = (file: string) => readFileSync(fileURLToPath(new URL(`../src/${file}`, import.meta.url)), "utf8");
    const fromOf = (source: string) => [...source.matchAll(/^(?:import|export)\s+(?:type\s+)?.*?from\s+"([^"]+)";/gms)].map((m) => m[1] as string);
    // protocol.ts gathers its parts, each a file of src/protocol/.
    const parts = fromOf(read("protocol.ts"));
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) expect(part).toMatch(/^\.\/protocol\/[a-z-]+\.ts$/);
    // @kingsroad/core is plain TypeScript for browsers and Node alike (it imports no node: module).
    const outside = new Set(parts.flatMap((part) => fromOf(read(part)).filter((from) => !from.startsWith("./"))));
    expect([...outside].sort()).toEqual(["@kingsroad/core", "zod"]);
    for (const part of parts) for (const from of fromOf(read(part))) if (from.startsWith("./")) expect(parts).toContain(`./protocol/${from.slice(2)}`);
  });
});
