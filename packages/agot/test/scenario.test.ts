/**
 * Scenarios (SCENARIO.md): fixtures load and round-trip, omitted parts default from setup, any
 * self-play position (including mid-combat stacks) round-trips to the same state hash, and bad
 * scenarios are clear errors naming the field, never throws.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { stateHash } from "@kingsroad/core";
import { applyAction, start } from "../src/engine/driver.ts";
import { agotEngine } from "../src/index.ts";
import { fromScenario, toScenario } from "../src/scenario.ts";
import { describeFailure, playRandomGame } from "../src/selfplay.ts";
import { setupGame } from "../src/setup.ts";
import type { Game } from "../src/state.ts";
import { act, topFrame } from "./helpers.ts";

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "fixtures");
const fixtureNames = readdirSync(FIXTURES).filter((f) => f.endsWith(".json"));
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES, name), "utf8"));

function load(input: unknown): Game {
  const r = fromScenario(input);
  if (!r.ok) expect.fail(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

function expectRoundTrip(g: Game, why = ""): void {
  const s = JSON.parse(JSON.stringify(toScenario(g)));
  const back = fromScenario(s);
  if (!back.ok) expect.fail(`${why}: ${back.error.code} ${back.error.message}`);
  expect(stateHash(back.value), why).toBe(stateHash(g));
}

describe("fixtures", () => {
  it("there are start positions for 3-6 players and mid-game positions", () => {
    for (const n of [3, 4, 5, 6]) expect(fixtureNames).toContain(`start-${n}p.json`);
    expect(fixtureNames.length).toBeGreaterThanOrEqual(8);
  });

  it.each(fixtureNames)("%s loads, settles to a decision and round-trips", (name) => {
    const g = load(fixture(name));
    expect(agotEngine.pendingSeats(g).length).toBeGreaterThan(0);
    expectRoundTrip(g, name);
  });

  it.each(fixtureNames)("%s plays on to the end under random play with every invariant holding", (name) => {
    const g = load(fixture(name));
    const r = playRandomGame({ seed: `fixture-play-${name}`, playerCount: g.config.playerCount, from: g });
    if (r.failure) expect.fail(describeFailure(r.failure));
    expect(r.final.outcome).not.toBeNull();
  }, 60_000);

  it.each([3, 4, 5, 6] as const)("start-%ip.json is exactly a new game of the same config", (n) => {
    const g = load(fixture(`start-${n}p.json`));
    const fresh = agotEngine.createGame({ seed: `fixture-${n}`, playerCount: n, tidesOfBattle: false });
    expect(stateHash(g)).toBe(stateHash(fresh));
  });

  it("planning-short-of-orders: everyone places in turn order (p.12)", () => {
    const g = load(fixture("planning-short-of-orders.json"));
    expect(topFrame(g)).toMatchObject({ kind: "assign-orders", sequential: true });
    expect(agotEngine.pendingSeats(g).map((p) => p.seat)).toEqual(["baratheon"]);
    expect(g.areas["seagard"]!.powerToken).toBe("greyjoy");
    expect(g.areas["winterfell"]!.units).toHaveLength(2);
    expect(g.supply.stark).toBe(3);
  });

  it("action-phase-open: orders and a routed unit in place, Action phase asking", () => {
    const g = load(fixture("action-phase-open.json"));
    expect(g.stack.some((f) => f.kind === "action")).toBe(true);
    expect(g.areas["kingswood"]!.units[0]).toEqual({ type: "knight", routed: true });
    expect(g.houseCards.stark!.hand).toHaveLength(5);
    expect(g.houseCards.stark!.discard).toEqual(["robb-stark", "eddard-stark"]);
  });

  it("raven-looked: Lannister alone sees the top card and may keep or bury it (p.12)", () => {
    const g = load(fixture("raven-looked.json"));
    expect(agotEngine.view(g, "lannister").wildlings.topCard).toBe("a-king-beyond-the-wall");
    expect(agotEngine.view(g, "stark").wildlings.topCard).toBeNull();
    const buried = act(g, "lannister", { type: "raven-keep-wildling-card", bottom: true });
    expect(buried.wildlings.deck.at(-1)).toBe("a-king-beyond-the-wall");
  });

  it("westeros-round-5: the phase draws the chosen tops; Sea of Storms' icon takes the threat to 12: a wildling attack at once (p.7 step 3)", () => {
    const g = load(fixture("westeros-round-5.json"));
    expect(g.round).toBe(5);
    expect(g.westeros.revealed).toEqual(["mustering", "clash-of-kings", "sea-of-storms"]);
    expect(g.wildlings.threat).toBe(12);
    // Everyone bids against the wildlings before any card is resolved.
    expect(agotEngine.pendingSeats(g).map((p) => p.seat).sort()).toEqual([...g.houses].sort());
  });
});

describe("defaults and round trips", () => {
  it("omitted parts come from setup; listed areas change only what they list", () => {
    const g = load({ config: { seed: "d", playerCount: 4 }, areas: { karhold: { stark: ["footman"] } }, power: { stark: 9 } });
    const fresh = start(setupGame({ seed: "d", playerCount: 4, tidesOfBattle: false })).state;
    expect(g.areas["winterfell"]).toEqual(fresh.areas["winterfell"]);
    expect(g.areas["karhold"]!.units).toEqual([{ type: "footman", routed: false }]);
    expect(g.power).toEqual({ ...fresh.power, stark: 9 });
    expect(g.westeros.decks).toEqual(fresh.westeros.decks);
  });

  it("every position of self-play games round-trips, mid-combat and mid-Westeros included", () => {
    const kinds = new Set<string>();
    for (const [i, n] of ([3, 4, 5, 6] as const).entries()) {
      const r = playRandomGame({ seed: `scenario-rt-${i}`, playerCount: n, tidesOfBattle: i % 2 === 0, maxActions: 2500 });
      let g = start(setupGame(r.config)).state;
      for (const [k, { seat, action }] of r.log.entries()) {
        const res = applyAction(g, seat, action);
        if (!res.ok) break;
        g = res.value.state;
        if (k % 23 === 0) {
          for (const f of g.stack) kinds.add(f.kind);
          expectRoundTrip(g, `seed scenario-rt-${i} action #${k}`);
        }
      }
      expectRoundTrip(g, `seed scenario-rt-${i} final`);
    }
    expect(kinds.size).toBeGreaterThan(3);
  }, 120_000);

  it("a round-tripped game plays on exactly like the original", () => {
    const r = playRandomGame({ seed: "scenario-continue", playerCount: 4, maxActions: 200 });
    const half = r.log.slice(0, 100);
    let g = start(setupGame(r.config)).state;
    for (const { seat, action } of half) g = act(g, seat, action);
    let copy = load(JSON.parse(JSON.stringify(toScenario(g))));
    for (const { seat, action } of r.log.slice(100)) {
      g = act(g, seat, action);
      copy = act(copy, seat, action);
    }
    expect(stateHash(copy)).toBe(stateHash(g));
  });
});

describe("bad scenarios: a clear error naming the field, never a throw", () => {
  const base = { config: { seed: "bad", playerCount: 4 } };
  it.each<[string, unknown, RegExp]>([
    ["not an object", 42, /scenario/],
    ["no config", {}, /^config/],
    ["9 players", { config: { seed: "x", playerCount: 9 } }, /^config\.playerCount/],
    ["7 players without Mother of Dragons", { config: { seed: "x", playerCount: 7 } }, /^config: 7 or 8 players need the Mother of Dragons expansion/],
    ["an unknown area", { ...base, areas: { wintrefell: { stark: ["footman"] } } }, /areas\.wintrefell: unknown area/],
    ["a house not in play", { ...base, areas: { highgarden: { tyrell: ["footman"] } } }, /areas\.highgarden\.tyrell: tyrell is not in play/],
    ["two houses in one area", { ...base, areas: { riverrun: { stark: ["footman"], lannister: ["knight"] } } }, /areas\.riverrun: units of two houses/],
    ["an unknown unit", { ...base, areas: { riverrun: { stark: ["mammoth"] } } }, /areas\.riverrun\.stark\[0\]/],
    ["a dragon for a house without dragons (cards.md 6.6)", { ...base, areas: { riverrun: { stark: ["dragon"] } } }, /stark has 1 dragons, more than its 0/],
    ["more units than the house owns", { ...base, areas: { riverrun: { stark: Array(6).fill("knight") } } }, /stark has 7 knights, more than its 5/],
    ["power beyond 20", { ...base, power: { stark: 21 } }, /^power\.stark/],
    ["power on board and available beyond 20", { ...base, power: { stark: 18 }, areas: { karhold: { power: "stark" }, "castle-black": { power: "stark" }, "the-stony-shore": { power: "stark" } } }, /stark has 18 available and 3 on the board/],
    ["a bare order on an empty area", { ...base, areas: { karhold: { order: "march" } } }, /areas\.karhold\.order: a bare order kind needs units/],
    ["an order kind that does not exist", { ...base, areas: { winterfell: { order: "march+2" } } }, /^areas\.winterfell\.order/],
    ["a bad track", { ...base, tracks: { ironThrone: ["stark", "stark", "lannister", "greyjoy"], fiefdoms: ["stark", "lannister", "greyjoy", "baratheon"], kingsCourt: ["stark", "lannister", "greyjoy", "baratheon"] } }, /tracks\.ironThrone: must list each/],
    ["too many copies of a Westeros card", { ...base, westeros: { decks: [["supply", "supply", "supply", "supply"], [], []] } }, /westeros\.decks\[0\]\[3\]: too many copies of supply/],
    ["a card in the wrong deck", { ...base, westeros: { decks: [["clash-of-kings"], [], []] } }, /westeros\.decks\[0\]\[0\]: unknown card clash-of-kings/],
    ["a wildling card twice", { ...base, wildlings: { deck: ["crow-killers", "crow-killers"] } }, /wildlings\.deck\[1\]: too many copies/],
    ["an odd threat", { ...base, wildlings: { threat: 5 } }, /wildlings\.threat/],
    ["another house's card in hand", { ...base, houseCards: { stark: { hand: ["tywin-lannister"] } } }, /houseCards\.stark\.hand: tywin-lannister is not a stark house card/],
    ["a lost house card", { ...base, houseCards: { stark: { hand: ["robb-stark"], discard: [] } } }, /stark house cards are lost/],
    ["an unknown frame", { ...base, stack: [{ kind: "round", step: "planning" }, { kind: "marching" }] }, /stack\[1\]\.kind: unknown frame kind marching/],
    ["a stack without the round", { ...base, stack: [{ kind: "assign-orders", sequential: false, done: [] }] }, /stack\[0\]\.kind: the bottom frame must be the round/],
    ["phase and stack together", { ...base, phase: "action", stack: [{ kind: "round", step: "planning" }] }, /^phase: give either/],
    ["a ship on land", { ...base, areas: { karhold: { stark: ["ship"] } } }, /a ship stands on land in karhold/],
    ["an unknown field", { ...base, weather: "rain" }, /weather|Unrecognized/],
  ])("rejects %s", (_what, input, message) => {
    const r = fromScenario(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(["BAD_SCENARIO", "IMPOSSIBLE_POSITION"]).toContain(r.error.code);
      expect(r.error.message).toMatch(message);
    }
  });

  it("fuzz: never throws on arbitrary input or on a valid scenario with random changes", () => {
    const valid = toScenario(agotEngine.createGame({ seed: "fuzz", playerCount: 4, tidesOfBattle: true })) as Record<string, unknown>;
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(...Object.keys(valid)), (junk, key) => {
        expect(() => fromScenario(junk)).not.toThrow();
        expect(() => fromScenario({ ...valid, [key]: junk })).not.toThrow();
      }),
      { numRuns: 200, seed: 3 },
    );
  });
});
