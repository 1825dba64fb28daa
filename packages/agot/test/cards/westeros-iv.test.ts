/**
 * The ten Westeros IV cards (cards.md 6.7; summary "Loyalty tokens": banner tokens first, then the
 * card's text), each with who chooses and what each option does.
 */
import type { Draft } from "immer";
import { describe, expect, it } from "vitest";
import { agotEngine } from "../../src/index.ts";
import type { HouseId } from "../../src/data/houses.ts";
import type { WesterosIVCardId } from "../../src/data/mod.ts";
import { dragonStrength } from "../../src/rules/dragons.ts";
import { loyaltyMoves } from "../../src/rules/loyalty.ts";
import { newWesterosIVFrame } from "../../src/rules/westeros/frames.ts";
import type { Game } from "../../src/state.ts";
import { act, edit, put, rawModGame, refuse, topFrame } from "../helpers.ts";

/**
 * Round 5 of an 8-player game, the card about to resolve; the loyalty board emptied unless `recipe`
 * fills it. A Clash of Kings waits below the card, so the game stops when the card is done.
 */
function resolving(card: WesterosIVCardId, recipe: (d: Draft<Game>) => void = () => {}): Game {
  return edit(rawModGame(8), (d) => {
    d.round = 5;
    d.mod!.loyalty = {};
    d.stack = [{ kind: "round", step: "end-of-round" }, { kind: "clash-of-kings", track: 0, bids: {}, revealed: false, placed: [] }, newWesterosIVFrame(card)];
    recipe(d);
  });
}

const choices = (g: Game, house: HouseId): string[] => agotEngine
    .legalActions(g, house)
    .filter((a) => a.type !== "gift-power")
    .map((a) => (a as { choice: string }).choice);
const seat = (g: Game): HouseId => agotEngine.pendingSeats(g)[0]!.seat as HouseId;
const done = (g: Game): boolean => !g.stack.some((f) => f.kind === "westeros-iv");

describe("either/or cards: pay 1 power for 1 token on one of two areas", () => {
  it.each([
    ["empty-promises", ["the-stony-shore"], ["the-mountains-of-the-moon", "moat-cailin"]],
    ["southron-ambitions", ["searoad-marches", "dornish-marches"], ["blackwater", "the-boneway"]],
    ["strongholds-of-resistance", ["seagard"], ["harrenhal", "white-harbor"]],
  ] as const)("%s: banner %j, then Targaryen picks one of %j or nothing", (card, banner, either) => {
    const g = resolving(card);
    expect(Object.keys(g.mod!.loyalty).sort()).toEqual([...banner].sort());
    expect(seat(g)).toBe("targaryen");
    expect(choices(g, "targaryen")).toEqual([...either, "nothing"]);
    refuse(g, "stark", { type: "choose", choice: either[0] }, "NOT_YOUR_DECISION");
    const paid = act(g, "targaryen", { type: "choose", choice: either[1] });
    expect(paid.mod!.loyalty[either[1]]).toBe(1);
    expect(paid.power.targaryen).toBe(g.power.targaryen! - 1);
    expect(done(paid)).toBe(true);
    const none = act(g, "targaryen", { type: "choose", choice: "nothing" });
    expect(none.power.targaryen).toBe(g.power.targaryen);
    expect(none.mod!.loyalty).toEqual(g.mod!.loyalty);
  });

  it("without power only the banner tokens are placed", () => {
    const g = resolving("empty-promises", (d) => (d.power.targaryen = 0));
    expect(done(g)).toBe(true);
    expect(g.mod!.loyalty).toEqual({ "the-stony-shore": 1 });
  });
});

describe("Domestic Disputes", () => {
  it("banner Storm's End; 1 power once, then up to 4 other houses get a token on their home area", () => {
    let g = resolving("domestic-disputes");
    expect(g.mod!.loyalty).toEqual({ "storms-end": 1 });
    expect(choices(g, "targaryen")).not.toContain("targaryen");
    const power = g.power.targaryen!;
    for (const h of ["stark", "lannister", "greyjoy"]) g = act(g, "targaryen", { type: "choose", choice: h });
    expect(choices(g, "targaryen")).toEqual(["tyrell", "baratheon", "martell", "arryn", "done"]);
    g = act(g, "targaryen", { type: "choose", choice: "arryn" });
    expect(done(g)).toBe(true);
    expect(g.power.targaryen).toBe(power - 1);
    expect(g.mod!.loyalty).toEqual({ "storms-end": 1, winterfell: 1, lannisport: 1, pyke: 1, "the-eyrie": 1 });
  });

  it("may stop after fewer houses", () => {
    let g = resolving("domestic-disputes");
    g = act(g, "targaryen", { type: "choose", choice: "martell" });
    g = act(g, "targaryen", { type: "choose", choice: "done" });
    expect(done(g)).toBe(true);
    expect(g.mod!.loyalty).toEqual({ "storms-end": 1, sunspear: 1 });
  });
});

describe("Fire Made Flesh", () => {
  it("banner The Reach; destroying a dragon moves a future dragon-strength token into the box", () => {
    let g = resolving("fire-made-flesh");
    expect(g.mod!.loyalty).toEqual({ "the-reach": 1 });
    // Round 5: tokens of rounds 2 and 4 are in; no dragon destroyed yet, so no return option.
    expect(dragonStrength(g)).toBe(2);
    expect(choices(g, "targaryen")).toEqual(["destroy-dragon", "nothing"]);
    g = act(g, "targaryen", { type: "choose", choice: "destroy-dragon" });
    expect(choices(g, "targaryen")).toEqual(["norvos", "the-rhoyne"]);
    g = act(g, "targaryen", { type: "choose", choice: "norvos" });
    expect(choices(g, "targaryen")).toEqual(["round-6", "round-8", "round-10"]);
    g = act(g, "targaryen", { type: "choose", choice: "round-10" });
    expect(done(g)).toBe(true);
    expect(g.areas.norvos!.units).toEqual([]);
    expect(g.mod!.dragonTrack).toEqual([2, 4, 6, 8]);
    expect(dragonStrength(g)).toBe(3);
  });

  it("a destroyed dragon can come back to Pentos", () => {
    let g = resolving("fire-made-flesh", (d) => {
      d.areas.norvos!.units = [];
      d.areas.norvos!.house = null;
    });
    expect(choices(g, "targaryen")).toEqual(["destroy-dragon", "return-dragon", "nothing"]);
    g = act(g, "targaryen", { type: "choose", choice: "return-dragon" });
    expect(g.areas.pentos!.units.filter((u) => u.type === "dragon")).toHaveLength(1);
  });

  it("not while Pentos is lost", () => {
    const g = resolving("fire-made-flesh", (d) => {
      d.areas.norvos!.units = [];
      d.areas.norvos!.house = null;
      d.areas.pentos!.units = [];
      d.areas.pentos!.garrison = null;
      put(d, "pentos", "lannister", "footman");
    });
    expect(choices(g, "targaryen")).toEqual(["destroy-dragon", "nothing"]);
  });
});

describe("Playing with Fire", () => {
  it("banner Riverrun and The Arbor; 1 power: a token on an uncontrolled Westeros land area and another player's land unit there", () => {
    let g = resolving("playing-with-fire");
    expect(g.mod!.loyalty).toEqual({ riverrun: 1, "the-arbor": 1 });
    const areas = choices(g, "targaryen");
    // Uncontrolled and empty only: not Winterfell (Stark's), not King's Landing (neutral force), not Essos.
    expect(areas).toContain("the-twins");
    expect(areas).not.toContain("winterfell");
    expect(areas).not.toContain("kings-landing");
    expect(areas).not.toContain("the-disputed-lands");
    g = act(g, "targaryen", { type: "choose", choice: "the-twins" });
    expect(choices(g, "targaryen")).not.toContain("targaryen");
    g = act(g, "targaryen", { type: "choose", choice: "stark" });
    expect(seat(g)).toBe("stark");
    expect(choices(g, "stark")).toEqual(["footman", "knight", "siege-engine"]);
    g = act(g, "stark", { type: "choose", choice: "knight" });
    expect(done(g)).toBe(true);
    expect(g.areas["the-twins"]).toMatchObject({ house: "stark", units: [{ type: "knight", routed: false }] });
    expect(g.mod!.loyalty["the-twins"]).toBe(1);
  });
});

describe("The Long Plan", () => {
  it("banner Castle Black and Yronwood; 1 power: another player places a token in 2 different Westeros land areas", () => {
    let g = resolving("the-long-plan");
    expect(g.mod!.loyalty).toEqual({ "castle-black": 1, yronwood: 1 });
    g = act(g, "targaryen", { type: "choose", choice: "greyjoy" });
    expect(seat(g)).toBe("greyjoy");
    expect(choices(g, "greyjoy")).not.toContain("pentos");
    g = act(g, "greyjoy", { type: "choose", choice: "the-reach" });
    expect(choices(g, "greyjoy")).not.toContain("the-reach");
    g = act(g, "greyjoy", { type: "choose", choice: "riverrun" });
    expect(done(g)).toBe(true);
    expect(g.mod!.loyalty).toMatchObject({ "the-reach": 1, riverrun: 1 });
  });
});

describe("Watering the Seed", () => {
  it("no banner; pays Targaryen's Victory track place for tokens in 2 river areas it does not control", () => {
    let g = resolving("watering-the-seed", (d) => {
      d.mod!.loyaltyCollected = 2;
      put(d, "starfall", "targaryen", "dragon");
    });
    expect(g.mod!.loyalty).toEqual({});
    const options = choices(g, "targaryen");
    expect(options).toContain("seagard");
    expect(options).not.toContain("starfall");
    expect(options).not.toContain("the-reach");
    const power = g.power.targaryen!;
    g = act(g, "targaryen", { type: "choose", choice: "seagard" });
    g = act(g, "targaryen", { type: "choose", choice: "harrenhal" });
    expect(done(g)).toBe(true);
    expect(g.power.targaryen).toBe(power - 3);
    expect(g.mod!.loyalty).toEqual({ seagard: 1, harrenhal: 1 });
  });

  it("cannot be used without the power", () => {
    const g = resolving("watering-the-seed", (d) => (d.power.targaryen = 0));
    expect(done(g)).toBe(true);
  });
});

describe("token moves: Scattering Dissent (reverse order, undo 1) and Word Spreads Quickly (turn order, undo 2)", () => {
  it("Scattering Dissent: banner Karhold and Oldtown; players move a token each in reverse turn order, Targaryen first", () => {
    const g = resolving("scattering-dissent");
    expect(g.mod!.loyalty).toEqual({ karhold: 1, oldtown: 1 });
    expect(topFrame(g)).toMatchObject({ queue: [...g.tracks.ironThrone].reverse() });
    expect(seat(g)).toBe("targaryen");
    expect(choices(g, "targaryen")).toEqual(["karhold", "oldtown"]);
  });

  it("Targaryen may pay 1 to undo another player's move", () => {
    let g = resolving("scattering-dissent");
    g = act(g, "targaryen", { type: "choose", choice: "oldtown" });
    expect(choices(g, "targaryen")).toContain("dornish-marches");
    g = act(g, "targaryen", { type: "choose", choice: "dornish-marches" });
    // Its own move is never offered for undoing: the next player (Arryn, 7th) moves.
    expect(seat(g)).toBe("arryn");
    g = act(g, "arryn", { type: "choose", choice: "dornish-marches" });
    g = act(g, "arryn", { type: "choose", choice: "oldtown" });
    expect(seat(g)).toBe("targaryen");
    expect(choices(g, "targaryen")).toEqual(["undo", "keep"]);
    const power = g.power.targaryen!;
    g = act(g, "targaryen", { type: "choose", choice: "undo" });
    expect(g.power.targaryen).toBe(power - 1);
    expect(g.mod!.loyalty).toEqual({ karhold: 1, "dornish-marches": 1 });
    expect(seat(g)).toBe(g.tracks.ironThrone[5]);
  });

  it("Word Spreads Quickly: banner Crackclaw Point and Three Towers; turn order, and an undo costs 2", () => {
    let g = resolving("word-spreads-quickly");
    expect(g.mod!.loyalty).toEqual({ "crackclaw-point": 1, "three-towers": 1 });
    const first = g.tracks.ironThrone[0]!;
    expect(seat(g)).toBe(first);
    g = act(g, first, { type: "choose", choice: "three-towers" });
    g = act(g, first, { type: "choose", choice: choices(g, first)[0]! });
    const power = g.power.targaryen!;
    g = act(g, "targaryen", { type: "choose", choice: "undo" });
    expect(g.power.targaryen).toBe(power - 2);
    expect(g.mod!.loyalty).toEqual({ "crackclaw-point": 1, "three-towers": 1 });
  });

  it("a token moved into an area Targaryen controls is gained", () => {
    const to = loyaltyMoves(rawModGame(8), "three-towers").find((id) => rawModGame(8).areas[id]!.units.length === 0)!;
    let g = resolving("word-spreads-quickly", (d) => {
      d.areas[to]!.powerToken = null;
      put(d, to, "targaryen", "dragon");
    });
    const first = g.tracks.ironThrone[0]!;
    g = act(g, first, { type: "choose", choice: "three-towers" });
    g = act(g, first, { type: "choose", choice: to });
    expect(g.mod!.loyaltyCollected).toBe(1);
    // Nothing left to undo: the next player moves.
    expect(seat(g)).toBe(g.tracks.ironThrone[1]);
  });
});
