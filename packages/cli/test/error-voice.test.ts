/**
 * Every place that turns a schema error into words says it the same way: one line naming the field
 * and what was expected (core's describeInvalid). The server's side is in
 * packages/server/test/error-messages.test.ts, over a real WebSocket.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agotEngine } from "@kingsroad/agot";
import { fiefEngine } from "@kingsroad/fief";
import { readReplay } from "../src/index.ts";

const refusal = (r: { ok: boolean; error?: { message: string } } | { ok: true }): string => {
  if (r.ok || !("error" in r) || !r.error) throw new Error("expected a refusal");
  expect(r.error.message).not.toContain("\n");
  return r.error.message;
};

describe("one voice for bad input", () => {
  it("AGoT refuses a malformed action and scenario in one line", () => {
    const g = agotEngine.createGame({ seed: "voice", playerCount: 3, tidesOfBattle: false });
    expect(refusal(agotEngine.applyAction(g, "stark", { type: "place-order", area: "winterfell" }))).toBe(
      "That action is malformed: order: expected one of march-weak, march, march-special, defense, defense-special, support, support-special, raid (or 12 more).",
    );
    expect(refusal(agotEngine.fromScenario!({ seed: 1 }))).toMatch(/^[\w.[\]]+: /);
  });

  it("Fief refuses a malformed action and scenario in one line", () => {
    const s = fiefEngine.createGame({ seed: 1, houses: ["stark", "lannister", "tyrell"] });
    expect(refusal(fiefEngine.applyAction(s, "stark", { type: "bid", amount: "ten" }))).toBe("That is not a valid action: amount: expected number, got string.");
    expect(refusal(fiefEngine.fromScenario!({ seed: 1, houses: "stark" }))).toBe("The scenario is not valid: houses: expected array, got string.");
  });

  it("the CLI names the field of a bad replay file", () => {
    const path = join(mkdtempSync(join(tmpdir(), "kingsroad-voice-")), "bad.json");
    writeFileSync(path, JSON.stringify({ format: "kingsroad-replay/1", game: "agot", config: {}, actions: [], hash: "abc" }));
    expect(() => readReplay(path)).toThrow(`${path} is not a Kingsroad replay file: hash: must match pattern /^[0-9a-f]{64}$/`);
  });
});
