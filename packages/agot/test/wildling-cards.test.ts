/**
 * Wildling cards that move power, supply, House cards and influence (cards.md 4.2): Silence at the
 * Wall, Skinchanger Scout, Rattleshirt's Raiders, Massing on the Milkwater, A King Beyond the Wall.
 * Three players; turn order Baratheon, Lannister, Stark. `lose`: the wildlings win and Stark is the
 * lowest bidder; `win`: the Night's Watch wins and Stark is the highest bidder.
 */
import type { Draft } from "immer";
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import type { WildlingCardType } from "../src/data/westeros-cards.ts";
import type { Game } from "../src/state.ts";
import { bladeHolder, ironThroneHolder, ravenHolder } from "../src/rules/tracks.ts";
import { act, put, refuse, topFrame } from "./helpers.ts";
import { bidAll, seats, wildlingAttack } from "./westeros-fixtures.ts";

type Recipe = (d: Draft<Game>) => void;
const lose = (card: WildlingCardType, recipe: Recipe = () => {}) => bidAll(wildlingAttack(12, card, recipe), { baratheon: 1, lannister: 1, stark: 0 });
const win = (card: WildlingCardType, recipe: Recipe = () => {}) => bidAll(wildlingAttack(2, card, recipe), { baratheon: 0, lannister: 1, stark: 3 });
const attackOver = (g: Game) => expect(g.stack.some((f) => f.kind === "wildling-attack")).toBe(false);

describe("Silence at the Wall", () => {
  it("nothing happens on a wildling victory", () => {
    const g = lose("silence-at-the-wall");
    expect(g.power).toEqual({ baratheon: 4, lannister: 4, stark: 5 });
    attackOver(g);
  });
  it("nothing happens on a Night's Watch victory", () => {
    const g = win("silence-at-the-wall");
    expect(g.power).toEqual({ baratheon: 5, lannister: 4, stark: 2 });
    attackOver(g);
  });
});

describe("Skinchanger Scout", () => {
  it("the lowest bidder discards all its available power; everyone else 2", () => {
    const g = lose("skinchanger-scout");
    expect(g.power).toEqual({ baratheon: 2, lannister: 2, stark: 0 });
  });
  it("everyone else loses only what it has", () => {
    const g = lose("skinchanger-scout", (d) => {
      d.power.lannister = 2;
    });
    expect(g.power.lannister).toBe(0);
  });
  it("the highest bidder takes back the power it bid", () => {
    const g = win("skinchanger-scout");
    expect(g.power.stark).toBe(5);
  });
});

describe("Rattleshirt's Raiders", () => {
  it("supply -2 for the lowest bidder, -1 for everyone else, never below 0", () => {
    const g = lose("rattleshirts-raiders", (d) => {
      d.supply = { baratheon: 2, lannister: 4, stark: 1 };
    });
    expect(g.supply).toEqual({ baratheon: 1, lannister: 3, stark: 0 });
    attackOver(g);
  });

  it("then every house over its new limit reconciles (p.8)", () => {
    let g = lose("rattleshirts-raiders", (d) => {
      d.supply = { baratheon: 2, lannister: 2, stark: 2 };
      put(d, "winterfell", "stark", "footman", "footman", "footman");
    });
    // Stark at 0 allows armies of 2 and 2: the army of 3 must shrink.
    expect(topFrame(g).kind).toBe("supply-reconcile");
    expect(seats(g)).toEqual(["stark"]);
    g = act(g, "stark", { type: "destroy-unit", area: "winterfell", unit: "footman" });
    attackOver(g);
  });

  it("the highest bidder's supply +1, at most 6", () => {
    expect(win("rattleshirts-raiders", (d) => (d.supply.stark = 1)).supply.stark).toBe(2);
    expect(win("rattleshirts-raiders", (d) => (d.supply.stark = 6)).supply.stark).toBe(6);
  });
});

describe("Massing on the Milkwater", () => {
  it("the lowest bidder discards every card of the highest strength in its hand", () => {
    let g = lose("massing-on-the-milkwater", (d) => {
      d.houseCards.stark = { hand: ["robb-stark", "roose-bolton", "greatjon-umber", "catelyn-stark"], discard: ["eddard-stark"] };
    });
    expect(g.houseCards.stark!.hand).toEqual(["roose-bolton", "greatjon-umber", "catelyn-stark"]);
    expect(g.houseCards.stark!.discard).toEqual(["eddard-stark", "robb-stark"]);
    // Everyone else discards one card of its choice.
    expect(seats(g)).toEqual(["baratheon"]);
    expect(agotEngine.legalActions(g, "baratheon")).toHaveLength(7);
    g = act(g, "baratheon", { type: "discard-house-card", card: "patchface" });
    expect(g.houseCards.baratheon!.discard).toEqual(["patchface"]);
    expect(seats(g)).toEqual(["lannister"]);
  });

  it("two cards of equal top strength both go", () => {
    const g = lose("massing-on-the-milkwater", (d) => {
      d.houseCards.stark = { hand: ["roose-bolton", "greatjon-umber", "the-blackfish"], discard: [] };
    });
    expect(g.houseCards.stark!.hand).toEqual(["the-blackfish"]);
  });

  it("all cards of the same strength: none is discarded, the hand never empties (AG-10, cards.md 4.2 peer reading)", () => {
    const g = lose("massing-on-the-milkwater", (d) => {
      d.houseCards.stark = { hand: ["roose-bolton", "greatjon-umber"], discard: [] };
    });
    expect(g.houseCards.stark!.hand).toEqual(["roose-bolton", "greatjon-umber"]);
  });

  it("a single card in hand is never discarded", () => {
    const g = lose("massing-on-the-milkwater", (d) => {
      d.houseCards.stark = { hand: ["eddard-stark"], discard: [] };
      d.houseCards.baratheon = { hand: ["patchface"], discard: [] };
    });
    expect(g.houseCards.stark!.hand).toEqual(["eddard-stark"]);
    expect(seats(g)).toEqual(["lannister"]);
    refuse(g, "baratheon", { type: "discard-house-card", card: "patchface" }, "NOT_YOUR_DECISION");
  });

  it("the highest bidder takes its whole discard pile back", () => {
    const g = win("massing-on-the-milkwater", (d) => {
      d.houseCards.stark = { hand: ["catelyn-stark"], discard: ["eddard-stark", "robb-stark"] };
    });
    expect(g.houseCards.stark).toEqual({ hand: ["catelyn-stark", "eddard-stark", "robb-stark"], discard: [] });
    attackOver(g);
  });
});

describe("A King Beyond the Wall", () => {
  it("the lowest bidder goes to the last position of every track", () => {
    const g = lose("a-king-beyond-the-wall");
    expect(g.tracks.ironThrone.at(-1)).toBe("stark");
    expect(g.tracks.fiefdoms.at(-1)).toBe("stark");
    expect(g.tracks.kingsCourt.at(-1)).toBe("stark");
    // Stark held the Valyrian Steel Blade: it goes with position 1, in its used state (p.28).
    expect(bladeHolder(g)).toBe("baratheon");
  });

  it("everyone else chooses Fiefdoms or King's Court, never the Iron Throne", () => {
    let g = lose("a-king-beyond-the-wall");
    expect(agotEngine.legalActions(g, "baratheon")).toEqual([
      { type: "choose", choice: "fiefdoms" },
      { type: "choose", choice: "kingsCourt" },
    ]);
    refuse(g, "baratheon", { type: "choose", choice: "ironThrone" }, "ILLEGAL_ACTION");
    g = act(g, "baratheon", { type: "choose", choice: "fiefdoms" });
    g = act(g, "lannister", { type: "choose", choice: "kingsCourt" });
    expect(g.tracks.fiefdoms.at(-1)).toBe("baratheon");
    expect(g.tracks.kingsCourt.at(-1)).toBe("lannister");
    expect(ironThroneHolder(g)).toBe("baratheon");
    attackOver(g);
  });

  it("the highest bidder takes position 1 of a track of its choice and its dominance token", () => {
    let g = win("a-king-beyond-the-wall", (d) => {
      d.ravenUsed = true;
    });
    expect(agotEngine.legalActions(g, "stark")).toHaveLength(3);
    g = act(g, "stark", { type: "choose", choice: "kingsCourt" });
    expect(g.tracks.kingsCourt).toEqual(["stark", "lannister", "baratheon"]);
    expect(ravenHolder(g)).toBe("stark");
    expect(g.ravenUsed).toBe(true);
    attackOver(g);
  });

  it("a tie for the highest bid goes to the Iron Throne holder first", () => {
    let g = bidAll(wildlingAttack(2, "a-king-beyond-the-wall"), { baratheon: 0, lannister: 3, stark: 3 });
    expect(seats(g)).toEqual(["baratheon"]);
    g = act(g, "baratheon", { type: "break-tie", house: "lannister" });
    g = act(g, "lannister", { type: "choose", choice: "ironThrone" });
    expect(ironThroneHolder(g)).toBe("lannister");
  });
});
