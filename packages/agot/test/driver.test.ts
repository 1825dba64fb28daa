/**
 * The interpreter's performance shortcuts must not change what it accepts: prompts and legal
 * actions are remembered per (immutable) state, and an action object handed back from
 * `legalActions` skips the shape check.
 */
import { describe, expect, it } from "vitest";
import { stateHash } from "@kingsroad/core";
import { agotEngine } from "../src/index.ts";
import { newGame } from "./helpers.ts";

describe("engine driver", () => {
  it("hands out a fresh list each time, so a caller cannot corrupt what the engine remembers", () => {
    const g = newGame(3);
    const first = agotEngine.legalActions(g, "stark");
    const count = first.length;
    first.length = 0;
    expect(agotEngine.legalActions(g, "stark")).toHaveLength(count);
    const prompts = agotEngine.pendingSeats(g);
    prompts.length = 0;
    expect(agotEngine.pendingSeats(g).length).toBeGreaterThan(0);
  });

  it("accepts the same action as the listed object or as a copy, with the same result", () => {
    const g = newGame(4);
    const listed = agotEngine.legalActions(g, "lannister")[3]!;
    const a = agotEngine.applyAction(g, "lannister", listed);
    const b = agotEngine.applyAction(g, "lannister", JSON.parse(JSON.stringify(listed)));
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(stateHash(a.value.state)).toBe(stateHash(b.value.state));
  });

  it("never changes the state it was given", () => {
    const g = newGame(5);
    const before = JSON.stringify(g);
    const seat = agotEngine.pendingSeats(g)[0]!.seat;
    const r = agotEngine.applyAction(g, seat, agotEngine.legalActions(g, seat)[0]);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(g)).toBe(before);
  });

  it("checks another seat's listed action against the acting seat", () => {
    const g = newGame(3);
    const starkAction = agotEngine.legalActions(g, "stark")[0]!;
    const r = agotEngine.applyAction(g, "lannister", starkAction);
    expect(r.ok).toBe(false);
  });
});

describe("events", () => {
  it("carry copies, never objects of the state that produced them", () => {
    // The web client found events holding objects a later step revoked or rewrote.
    let g = newGame(3);
    for (let i = 0; i < 200 && !agotEngine.outcome(g); i++) {
      const seat = agotEngine.pendingSeats(g)[0]!.seat;
      const r = agotEngine.applyAction(g, seat, agotEngine.legalActions(g, seat)[0]);
      if (!r.ok) throw new Error(r.error.message);
      const frozen = JSON.stringify(r.value.events);
      g = r.value.state;
      const next = agotEngine.pendingSeats(g)[0];
      if (next) agotEngine.applyAction(g, next.seat, agotEngine.legalActions(g, next.seat)[0]);
      expect(JSON.stringify(r.value.events)).toBe(frozen);
    }
  });
});

describe("states are never written after they are returned", () => {
  // engine/clone.ts shares unit lists, units, orders and garrisons between a state and the next:
  // this holds only while no rule writes to them in place. Frozen states turn any such write
  // into a thrown TypeError (strict mode), which the driver reports as INTERNAL_ERROR.
  function deepFreeze<T>(v: T): T {
    if (typeof v === "object" && v !== null && !Object.isFrozen(v)) {
      Object.freeze(v);
      for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
    }
    return v;
  }

  it("plays random games on deep-frozen states, every player count, with and without Tides", () => {
    for (const [players, tides] of [[3, false], [4, true], [5, false], [6, true]] as const) {
      let g = deepFreeze(agotEngine.createGame({ seed: `frozen-${players}`, playerCount: players, tidesOfBattle: tides }));
      let pick = 0;
      for (let i = 0; i < 3000 && !agotEngine.outcome(g); i++) {
        const seat = agotEngine.pendingSeats(g)[0]!.seat;
        const legal = agotEngine.legalActions(g, seat);
        pick = (pick * 1103515245 + 12345) % 2147483648;
        const r = agotEngine.applyAction(g, seat, legal[pick % legal.length]);
        if (!r.ok) expect.fail(`${players} players, action ${i}: ${r.error.code} ${r.error.message}`);
        g = deepFreeze(r.value.state);
      }
      expect(agotEngine.outcome(g)).not.toBeNull();
    }
  }, 120_000);

  it("plays Mother of Dragons games on deep-frozen states: 8 players, and 7 and 5 with vassals, gifts included", () => {
    // engine/clone.ts shares Mother of Dragons' records too (loyalty tokens, decks, loans...),
    // which holds only while rules replace them rather than write them in place.
    for (const players of [8, 7, 5] as const) {
      let g = deepFreeze(agotEngine.createGame({ seed: `frozen-mod-${players}`, playerCount: players, tidesOfBattle: false, motherOfDragons: true }));
      let pick = 0;
      for (let i = 0; i < 4000 && !agotEngine.outcome(g); i++) {
        pick = (pick * 1103515245 + 12345) % 2147483648;
        const prompts = agotEngine.pendingSeats(g);
        const seat = prompts[pick % prompts.length]!.seat;
        const legal = agotEngine.legalActions(g, seat);
        // Mostly the decision's own actions; a gift one step in ten.
        const decisions = legal.filter((a) => a.type !== "gift-power");
        const from = pick % 10 === 0 || decisions.length === 0 ? legal : decisions;
        const r = agotEngine.applyAction(g, seat, from[(pick >> 4) % from.length]);
        if (!r.ok) expect.fail(`${players} players, action ${i}: ${r.error.code} ${r.error.message}`);
        g = deepFreeze(r.value.state);
      }
      expect(agotEngine.outcome(g)).not.toBeNull();
    }
  }, 120_000);
});
