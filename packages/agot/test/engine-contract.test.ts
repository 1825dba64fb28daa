/**
 * The engine contract (ENGINE.md): applyAction never throws and leaves the state untouched for
 * malformed input, an unknown seat, a seat not asked, or an illegal action; every error has a
 * stable code and a sentence.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { stateHash } from "@kingsroad/core";
import { agotEngine } from "../src/index.ts";
import { playRandomGame } from "../src/selfplay.ts";
import type { Game } from "../src/state.ts";
import { newGame } from "./helpers.ts";

const CODES = ["GAME_OVER", "UNKNOWN_SEAT", "MALFORMED_ACTION", "NO_DECISION", "NOT_YOUR_DECISION", "ILLEGAL_ACTION"];

/** A few positions from different phases of one game: its start and every 40th action after. */
function positions(): Game[] {
  const r = playRandomGame({ seed: "contract", playerCount: 5, maxActions: 400 });
  const out: Game[] = [newGame(5, "contract")];
  let g = out[0]!;
  for (const [i, { seat, action }] of r.log.entries()) {
    const res = agotEngine.applyAction(g, seat, action);
    if (!res.ok) break;
    g = res.value.state;
    if (i % 40 === 39) out.push(g);
  }
  return out;
}
const POSITIONS = positions();

function expectRefused(g: Game, seat: string, input: unknown, codes: readonly string[] = CODES): string {
  const before = stateHash(g);
  let r: ReturnType<typeof agotEngine.applyAction>;
  try {
    r = agotEngine.applyAction(g, seat, input);
  } catch (e) {
    throw new Error(`applyAction threw on ${JSON.stringify(input)}: ${(e as Error).message}`);
  }
  expect(r.ok).toBe(false);
  if (r.ok) return "";
  expect(codes).toContain(r.error.code);
  expect(r.error.message).toMatch(/^[A-Z0-9].*[.!?]$/s);
  expect(stateHash(g)).toBe(before);
  return r.error.code;
}

describe("applyAction refuses bad input without throwing or changing the state", () => {
  it("fuzz: arbitrary JSON values as actions", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: POSITIONS.length - 1 }), fc.jsonValue(), (i, input) => {
        const g = POSITIONS[i]!;
        const seat = agotEngine.pendingSeats(g)[0]?.seat ?? "stark";
        const legal = agotEngine.legalActions(g, seat);
        // An arbitrary value is almost never a legal action; when it is, it is accepted.
        if (legal.some((a) => JSON.stringify(a) === JSON.stringify(input))) return;
        expectRefused(g, seat, input);
      }),
      { numRuns: 300, seed: 42 },
    );
  });

  it("fuzz: well-typed actions with arbitrary fields are legal or refused as ILLEGAL_ACTION", () => {
    const field = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("winterfell", "lannisport", "pyke", "the-shivering-sea", "march", "defense", "stark", "done"));
    const action = fc.oneof(
      fc.record({ type: fc.constant("place-order"), area: field, order: fc.constantFrom("march", "raid", "defense-special") }),
      fc.record({ type: fc.constant("choose"), choice: fc.string({ minLength: 1, maxLength: 10 }) }),
      fc.record({ type: fc.constant("bid"), amount: fc.integer({ min: 0, max: 20 }) }),
      fc.record({ type: fc.constant("retreat"), to: field }),
      fc.record({ type: fc.constant("house-card"), card: fc.string({ minLength: 1, maxLength: 12 }) }),
      fc.constant({ type: "done" }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: POSITIONS.length - 1 }), action, (i, input) => {
        const g = POSITIONS[i]!;
        for (const p of agotEngine.pendingSeats(g)) {
          const legal = agotEngine.legalActions(g, p.seat);
          if (legal.some((a) => JSON.stringify(a) === JSON.stringify(input))) continue;
          expectRefused(g, p.seat, input, ["ILLEGAL_ACTION", "MALFORMED_ACTION"]);
        }
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it("a seat not in the game: UNKNOWN_SEAT", () => {
    const g = newGame(3);
    expect(expectRefused(g, "martell", { type: "done" })).toBe("UNKNOWN_SEAT");
    expect(expectRefused(g, "nobody", { type: "done" })).toBe("UNKNOWN_SEAT");
    expect(expectRefused(g, "", { type: "done" })).toBe("UNKNOWN_SEAT");
  });

  it("a seat that is not asked: NOT_YOUR_DECISION", () => {
    for (const g of POSITIONS) {
      const asked = new Set(agotEngine.pendingSeats(g).map((p) => p.seat));
      const idle = g.houses.find((h) => !asked.has(h));
      if (idle) expect(expectRefused(g, idle, { type: "done" })).toBe("NOT_YOUR_DECISION");
    }
  });

  it("an illegal action of the right seat: ILLEGAL_ACTION; a malformed one: MALFORMED_ACTION", () => {
    const g = newGame(6);
    expect(expectRefused(g, "stark", { type: "place-order", area: "sunspear", order: "march" })).toBe("ILLEGAL_ACTION");
    expect(expectRefused(g, "stark", { type: "place-order", area: "winterfell" })).toBe("MALFORMED_ACTION");
    expect(expectRefused(g, "stark", { type: "place-order", area: "winterfell", order: "march", extra: 1 })).toBe("MALFORMED_ACTION");
    expect(expectRefused(g, "stark", null)).toBe("MALFORMED_ACTION");
    expect(expectRefused(g, "stark", "done")).toBe("MALFORMED_ACTION");
  });

  it("after the game is over: GAME_OVER", () => {
    const r = playRandomGame({ seed: "contract-over", playerCount: 3 });
    expect(r.final.outcome).not.toBeNull();
    expect(expectRefused(r.final, "stark", { type: "done" })).toBe("GAME_OVER");
    expect(agotEngine.pendingSeats(r.final)).toEqual([]);
    expect(agotEngine.legalActions(r.final, "stark")).toEqual([]);
  }, 60_000);

  it("every listed legal action is accepted, in every sampled position", () => {
    for (const g of POSITIONS) {
      for (const p of agotEngine.pendingSeats(g)) {
        const legal = agotEngine.legalActions(g, p.seat);
        expect(legal.length).toBeGreaterThan(0);
        for (const a of legal.slice(0, 25)) {
          const before = stateHash(g);
          const r = agotEngine.applyAction(g, p.seat, a);
          if (!r.ok) expect.fail(`${p.seat} ${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
          expect(stateHash(g)).toBe(before);
        }
      }
    }
  });
});
