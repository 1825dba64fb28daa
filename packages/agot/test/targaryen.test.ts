/**
 * Targaryen's rules (Mother of Dragons): loyalty tokens, Pentos and the loyalty victory
 * (cards.md 6.5, summary "Loyalty tokens"), the hand-out of its Clash of Kings bid (summary "Power
 * tokens", AG-26), and the drawing of Westeros deck IV (cards.md 6.7). The cards themselves are in
 * cards/westeros-iv.test.ts.
 */
import { produce, type Draft } from "immer";
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import type { HouseId } from "../src/data/houses.ts";
import { loyaltyInBox, loyaltyUpkeep, placeLoyalty } from "../src/rules/loyalty.ts";
import { victoryPoints } from "../src/rules/victory.ts";
import { Ctx } from "../src/engine/context.ts";
import type { Game } from "../src/state.ts";
import { viewFor } from "../src/view.ts";
import { act, edit, put, rawModGame, topFrame } from "./helpers.ts";

const CLASH = { kind: "clash-of-kings", track: 0, bids: {}, revealed: false, placed: [] } as const;

/**
 * An 8-player game in round 10 whose round frame is at its end, with `frames` above it (by default a
 * Clash of Kings waiting for bids, so that the game waits and later edits still settle).
 */
function position(recipe: (d: Draft<Game>) => void, frames: Game["stack"] = [{ ...CLASH, bids: {}, placed: [] }]): Game {
  return edit(rawModGame(8), (d) => {
    d.round = 10;
    d.stack = [{ kind: "round", step: "end-of-round" }, ...(frames as Draft<Game>["stack"])];
    recipe(d);
  });
}

describe("loyalty tokens (cards.md 6.5, summary 'Loyalty tokens')", () => {
  it("King's Landing holds 1 token at setup; Targaryen starts at 1 on the Victory track for Pentos", () => {
    const g = rawModGame(8);
    expect(g.mod!.loyalty).toEqual({ "kings-landing": 1 });
    expect(victoryPoints(g, "targaryen")).toBe(1);
  });

  it("Targaryen gains the tokens of an area it controls by units: they leave the board and count on its track", () => {
    const g = position((d) => {
      d.areas["kings-landing"]!.neutralForce = null;
      d.mod!.loyalty = { "kings-landing": 2 };
      put(d, "kings-landing", "targaryen", "dragon");
    });
    expect(g.mod!.loyalty).toEqual({});
    expect(g.mod!.loyaltyCollected).toBe(2);
    expect(victoryPoints(g, "targaryen")).toBe(3);
    // Gained tokens go back to the box, to be placed again (summary "Loyalty tokens").
    expect(loyaltyInBox(g)).toBe(20);
  });

  it("a Targaryen power token is control too; another house's control gains nothing", () => {
    const g = position((d) => {
      d.mod!.loyalty = { blackwater: 1, "the-reach": 1 };
      d.areas.blackwater!.powerToken = "targaryen";
      put(d, "the-reach", "tyrell", "footman");
    });
    expect(g.mod!.loyalty).toEqual({ "the-reach": 1 });
    expect(g.mod!.loyaltyCollected).toBe(1);
  });

  it("tokens are not gained during a combat (summary: 'outside of combat')", () => {
    const g = produce(position(() => {}), (d) => {
      d.mod!.loyalty = { blackwater: 1 };
      d.areas.blackwater!.powerToken = "targaryen";
      // Any frame of kind combat on the stack stops the upkeep; its contents do not matter here.
      d.stack.push({ kind: "combat" } as unknown as Draft<Game>["stack"][number]);
      loyaltyUpkeep(d as Game, new Ctx());
    });
    expect(g.mod!.loyalty).toEqual({ blackwater: 1 });
    const after = produce(g, (d) => {
      d.stack.pop();
      loyaltyUpkeep(d as Game, new Ctx());
    });
    expect(after.mod!.loyalty).toEqual({});
  });

  it("losing Pentos costs its point and its garrison; retaking it gives both back (summary 'Pentos')", () => {
    const lost = position((d) => {
      d.areas.pentos!.units = [];
      d.areas.pentos!.garrison = null;
      put(d, "pentos", "lannister", "footman");
    });
    expect(victoryPoints(lost, "targaryen")).toBe(0);
    expect(lost.areas.pentos!.garrison).toBeNull();
    const back = edit(lost, (d) => {
      d.areas.pentos!.units = [];
      put(d, "pentos", "targaryen", "knight");
    });
    expect(victoryPoints(back, "targaryen")).toBe(1);
    expect(back.areas.pentos!.garrison).toEqual({ house: "targaryen", strength: 2 });
  });

  it("collected tokens are never lost: losing Pentos only costs Pentos' point", () => {
    const g = position((d) => {
      d.mod!.loyaltyCollected = 4;
      d.areas.pentos!.units = [];
      put(d, "pentos", "lannister", "footman");
    });
    expect(victoryPoints(g, "targaryen")).toBe(4);
  });

  it("reaching 7 wins at once, with Pentos counting (summary: 'immediately win the game')", () => {
    const g = position((d) => {
      d.mod!.loyaltyCollected = 5;
      d.mod!.loyalty = { blackwater: 1 };
      d.areas.blackwater!.powerToken = "targaryen";
    });
    expect(g.outcome).toMatchObject({ winner: "targaryen", reason: "loyalty" });
    expect(agotEngine.outcome(g)?.reason).toContain("loyalty");
  });

  it("6 is not enough", () => {
    const g = position((d) => {
      d.mod!.loyaltyCollected = 5;
    });
    expect(g.outcome?.reason).not.toBe("loyalty");
  });

  it("no token is placed once the box of 20 is empty (cards.md 6.5)", () => {
    const g = edit(rawModGame(8), (d) => {
      d.mod!.loyalty = { "the-reach": 20 };
      const ctx = new Ctx();
      expect(placeLoyalty(d as Game, "oldtown", ctx)).toBe(false);
      d.mod!.loyalty = { "the-reach": 19 };
      expect(placeLoyalty(d as Game, "oldtown", ctx)).toBe(true);
    });
    expect(g.mod!.loyalty).toEqual({ "the-reach": 19, oldtown: 1 });
  });
});

describe("Targaryen hands out its bid (summary 'Power tokens', AG-26)", () => {
  const bidAll = (g: Game, bids: Partial<Record<HouseId, number>>): Game => {
    let s = g;
    for (const h of s.houses) s = act(s, h, { type: "bid", amount: bids[h] ?? 0 });
    return s;
  };
  const clash = () => position(() => {});

  it("after the reveal Targaryen gives its whole bid, one token at a time, to other houses; each adds 1 to that house's bid", () => {
    const start = clash();
    const powerBefore = { ...start.power };
    let g = bidAll(start, { targaryen: 3, stark: 1, lannister: 2 });
    expect(agotEngine.pendingSeats(g).map((p) => [p.seat, p.kind])).toEqual([["targaryen", "hand-out-bid"]]);
    const legal = agotEngine.legalActions(g, "targaryen").filter((a) => a.type === "choose");
    // Any other house, never itself (AG-26).
    expect(legal.map((a) => (a as { choice: string }).choice).sort()).toEqual(["arryn", "baratheon", "greyjoy", "lannister", "martell", "stark", "tyrell"]);
    g = act(g, "targaryen", { type: "choose", choice: "stark" });
    g = act(g, "targaryen", { type: "choose", choice: "stark" });
    g = act(g, "targaryen", { type: "choose", choice: "arryn" });
    // Stark 1+2 = 3 beats Lannister's 2; Arryn 0+1 = 1 is third; the rest tie on 0.
    expect(topFrame(g)).toMatchObject({ kind: "clash-of-kings", placed: ["stark", "lannister", "arryn"] });
    for (const h of ["martell", "baratheon", "greyjoy"] as const) g = act(g, g.tracks.ironThrone[0]!, { type: "break-tie", house: h });
    // Targaryen stays last.
    expect(g.tracks.ironThrone).toEqual(["stark", "lannister", "arryn", "martell", "baratheon", "greyjoy", "tyrell", "targaryen"]);
    // The bid goes to the pool; the recipients' own power is untouched.
    expect(g.power.targaryen).toBe(powerBefore.targaryen! - 3);
    expect(g.power.stark).toBe(powerBefore.stark! - 1);
    expect(g.power.arryn).toBe(powerBefore.arryn);
  });

  it("a bid of 0 hands nothing out, and Targaryen is never in a tie", () => {
    const g = bidAll(clash(), { stark: 1 });
    expect(agotEngine.pendingSeats(g).some((p) => p.kind === "hand-out-bid")).toBe(false);
    // Six houses tied on 0, Targaryen among the bidders: it is not one of the tied.
    const tie = agotEngine.pendingSeats(g).find((p) => p.kind === "break-tie");
    expect((tie?.detail as { tied: string[] }).tied).not.toContain("targaryen");
  });
});

describe("Westeros deck IV is drawn with decks I-III and resolved after deck III (cards.md 6.7)", () => {
  it("is shuffled at setup with Targaryen, and absent without it", () => {
    expect(rawModGame(8).mod!.westerosIV!.deck).toHaveLength(10);
    expect(rawModGame(7).mod!.westerosIV).toBeUndefined();
  });

  it("reveals one card with the others, resolves it last, and never reuses it", () => {
    let g = position(
      (d) => {
        d.westeros.decks = [["last-days-of-summer"], ["last-days-of-summer"], ["web-of-lies"]];
        d.mod!.westerosIV = { deck: ["southron-ambitions", "the-long-plan"], discard: [] };
      },
      [{ kind: "westeros", step: "draw", cards: [], next: 0 }],
    );
    expect(g.mod!.westerosIV).toEqual({ deck: ["the-long-plan"], discard: ["southron-ambitions"] });
    // Web of Lies (deck III) already resolved: the deck IV card is resolving now, its banner tokens placed.
    expect(g.restrictions).toContain("no-support");
    expect(topFrame(g)).toMatchObject({ kind: "westeros-iv", card: "southron-ambitions", step: "area" });
    expect(g.mod!.loyalty).toMatchObject({ "searoad-marches": 1, "dornish-marches": 1 });
    g = act(g, "targaryen", { type: "choose", choice: "nothing" });
    expect(g.stack.some((f) => f.kind === "westeros-iv")).toBe(false);
  });

  it("a seat's view hides the deck's order, not which cards are left", () => {
    const g = edit(rawModGame(8), (d) => {
      d.mod!.westerosIV = { deck: ["word-spreads-quickly", "domestic-disputes"], discard: ["fire-made-flesh"] };
    });
    const v = viewFor(g, "stark");
    expect(v.mod!.westerosIV).toEqual({ deck: ["domestic-disputes", "word-spreads-quickly"], discard: ["fire-made-flesh"] });
  });
});

describe("scenarios describe loyalty tokens, Targaryen's track and deck IV (SCENARIO.md)", () => {
  const scenario = (mod: unknown) => ({
    format: "agot-scenario/1",
    config: { seed: "t", playerCount: 8, tidesOfBattle: false, motherOfDragons: true },
    round: 3,
    board: "empty",
    areas: { "the-reach": { loyalty: 2 }, "kings-landing": { loyalty: 0 }, pentos: { targaryen: ["knight"] } },
    mod,
    phase: "action",
  });

  it("sets tokens, collected loyalty and the deck IV order", () => {
    const r = agotEngine.fromScenario(scenario({ loyaltyCollected: 3, westerosIV: { deck: ["the-long-plan", "fire-made-flesh"], discard: ["empty-promises"] } }));
    if (!r.ok) expect.fail(r.error.message);
    // An empty board plays through to round 4's Westeros phase: deck IV's top card is drawn.
    expect(r.value.mod!.loyalty).toMatchObject({ "the-reach": 2 });
    expect(r.value.mod!.loyalty["kings-landing"]).toBeUndefined();
    expect(victoryPoints(r.value, "targaryen")).toBe(4);
    expect(r.value.mod!.westerosIV).toEqual({ deck: ["fire-made-flesh"], discard: ["empty-promises", "the-long-plan"] });
  });

  it("refuses a deck IV card twice or an unknown one", () => {
    const twice = agotEngine.fromScenario(scenario({ westerosIV: { deck: ["the-long-plan"], discard: ["the-long-plan"] } }));
    expect(twice.ok ? "" : twice.error.message).toContain("too many copies of the-long-plan");
    const unknown = agotEngine.fromScenario(scenario({ westerosIV: { deck: ["dragon-dance"] } }));
    expect(unknown.ok ? "" : unknown.error.message).toContain("unknown card dragon-dance");
  });
});
