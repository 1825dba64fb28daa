/**
 * Wildling cards that cost or give units (cards.md 4.2): Mammoth Riders, The Horde Descends, Crow
 * Killers, Preemptive Raid. Three players; turn order Baratheon, Lannister, Stark.
 * `lose`: the wildlings win and Stark is the lowest bidder; `win`: the Night's Watch wins and Stark
 * is the highest bidder.
 */
import type { Draft } from "immer";
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import type { WildlingCardType } from "../src/data/westeros-cards.ts";
import type { Game } from "../src/state.ts";
import { act, put, refuse, topFrame } from "./helpers.ts";
import { bidAll, kinds, seats, unitsIn, wildlingAttack } from "./westeros-fixtures.ts";

type Recipe = (d: Draft<Game>) => void;
const lose = (card: WildlingCardType, recipe: Recipe = () => {}) => bidAll(wildlingAttack(12, card, recipe), { baratheon: 1, lannister: 1, stark: 0 });
const win = (card: WildlingCardType, recipe: Recipe = () => {}) => bidAll(wildlingAttack(2, card, recipe), { baratheon: 0, lannister: 1, stark: 3 });
const attackOver = (g: Game) => expect(g.stack.some((f) => f.kind === "wildling-attack")).toBe(false);
const count = (g: Game, house: string) => Object.values(g.areas).reduce((n, a) => n + (a.house === house ? a.units.length : 0), 0);

describe("Mammoth Riders", () => {
  const army: Recipe = (d) => {
    put(d, "winterfell", "stark", "footman", "knight");
    put(d, "white-harbor", "stark", "footman", "footman");
    put(d, "dragonstone", "baratheon", "footman", "knight", "footman");
    put(d, "lannisport", "lannister", "knight");
  };

  it("the lowest bidder destroys 3 units of its choice, one at a time", () => {
    let g = lose("mammoth-riders", army);
    expect(seats(g)).toEqual(["stark"]);
    expect(topFrame(g)).toMatchObject({ kind: "destroy-units", remaining: 3 });
    refuse(g, "stark", { type: "destroy-unit", area: "dragonstone", unit: "footman" }, "ILLEGAL_ACTION");
    g = act(g, "stark", { type: "destroy-unit", area: "winterfell", unit: "knight" });
    g = act(g, "stark", { type: "destroy-unit", area: "white-harbor", unit: "footman" });
    g = act(g, "stark", { type: "destroy-unit", area: "white-harbor", unit: "footman" });
    expect(count(g, "stark")).toBe(1);
    // Then Baratheon destroys 2; Lannister, with a single unit, loses it without a prompt.
    expect(seats(g)).toEqual(["baratheon"]);
    g = act(g, "baratheon", { type: "destroy-unit", area: "dragonstone", unit: "footman" });
    g = act(g, "baratheon", { type: "destroy-unit", area: "dragonstone", unit: "footman" });
    expect(unitsIn(g, "dragonstone")).toEqual(["knight"]);
    expect(count(g, "lannister")).toBe(0);
    attackOver(g);
  });

  it("a house with no more units than it must lose loses them all without a prompt", () => {
    const g = lose("mammoth-riders", (d) => put(d, "winterfell", "stark", "footman", "knight"));
    expect(count(g, "stark")).toBe(0);
    // Losing the units of Winterfell never leaves a power token there (p.24 "Important").
    expect(g.areas["winterfell"]!.powerToken).toBeNull();
    attackOver(g);
  });

  it("the highest bidder may take one House card back from its discard pile", () => {
    let g = win("mammoth-riders", (d) => {
      d.houseCards.stark = { hand: ["catelyn-stark"], discard: ["eddard-stark", "robb-stark"] };
    });
    expect(agotEngine.legalActions(g, "stark")).toEqual([
      { type: "take-house-card", card: "eddard-stark" },
      { type: "take-house-card", card: "robb-stark" },
      { type: "done" },
    ]);
    g = act(g, "stark", { type: "take-house-card", card: "eddard-stark" });
    expect(g.houseCards.stark).toEqual({ hand: ["catelyn-stark", "eddard-stark"], discard: ["robb-stark"] });
    attackOver(g);
  });

  it("the reward with an empty discard pile does nothing", () => {
    const g = win("mammoth-riders");
    attackOver(g);
  });
});

describe("The Horde Descends", () => {
  it("the lowest bidder destroys 2 units in one of its castle areas", () => {
    let g = lose("the-horde-descends", (d) => {
      put(d, "winterfell", "stark", "footman", "knight", "footman");
      put(d, "white-harbor", "stark", "footman", "footman");
      put(d, "castle-black", "stark", "footman", "footman");
    });
    const areas = new Set(agotEngine.legalActions(g, "stark").map((a) => (a.type === "destroy-unit" ? a.area : "")));
    expect([...areas].sort()).toEqual(["white-harbor", "winterfell"]);
    g = act(g, "stark", { type: "destroy-unit", area: "winterfell", unit: "knight" });
    // The second unit must come from the same area.
    refuse(g, "stark", { type: "destroy-unit", area: "white-harbor", unit: "footman" }, "ILLEGAL_ACTION");
    g = act(g, "stark", { type: "destroy-unit", area: "winterfell", unit: "footman" });
    expect(unitsIn(g, "winterfell")).toEqual(["footman"]);
    expect(unitsIn(g, "white-harbor")).toHaveLength(2);
  });

  it("without a castle area holding 2 of its units it destroys 2 anywhere (AG-10, cards.md 4.2 peer reading)", () => {
    const g = lose("the-horde-descends", (d) => {
      put(d, "winterfell", "stark", "footman");
      put(d, "castle-black", "stark", "footman", "footman");
    });
    const areas = new Set(agotEngine.legalActions(g, "stark").map((a) => (a.type === "destroy-unit" ? a.area : "")));
    expect([...areas].sort()).toEqual(["castle-black", "winterfell"]);
  });

  it("everyone else destroys 1 unit anywhere", () => {
    const g = lose("the-horde-descends", (d) => {
      put(d, "dragonstone", "baratheon", "footman");
      put(d, "kingswood", "baratheon", "knight");
    });
    expect(seats(g)).toEqual(["baratheon"]);
    expect(topFrame(g)).toMatchObject({ kind: "destroy-units", remaining: 1, scope: "anywhere" });
  });

  it("the highest bidder musters in one castle area of its choice", () => {
    let g = win("the-horde-descends", (d) => put(d, "white-harbor", "stark", "footman"));
    expect(agotEngine.legalActions(g, "stark")).toEqual([
      { type: "choose", choice: "white-harbor" },
      { type: "choose", choice: "winterfell" },
    ]);
    g = act(g, "stark", { type: "choose", choice: "winterfell" });
    expect(topFrame(g)).toMatchObject({ kind: "muster", points: { winterfell: 2 } });
    g = act(g, "stark", { type: "muster", castle: "winterfell", to: "winterfell", unit: "knight" });
    expect(unitsIn(g, "winterfell")).toEqual(["knight"]);
    attackOver(g);
  });
});

describe("Crow Killers", () => {
  it("the lowest bidder's knights all become footmen", () => {
    const g = lose("crow-killers", (d) => {
      put(d, "winterfell", "stark", "knight", "knight");
      put(d, "white-harbor", "stark", "knight", "footman");
    });
    expect(unitsIn(g, "winterfell")).toEqual(["footman", "footman"]);
    expect(unitsIn(g, "white-harbor")).toEqual(["footman", "footman"]);
  });

  it("knights without a footman in reserve to replace them are destroyed; the house picks which", () => {
    let g = lose("crow-killers", (d) => {
      put(d, "winterfell", "stark", "knight");
      put(d, "white-harbor", "stark", "knight");
      put(d, "castle-black", "stark", ...Array<"footman">(9).fill("footman"));
    });
    expect(seats(g)).toEqual(["stark"]);
    g = act(g, "stark", { type: "replace-unit", area: "white-harbor", unit: "knight" });
    expect(unitsIn(g, "white-harbor")).toEqual(["footman"]);
    expect(unitsIn(g, "winterfell")).toEqual([]);
  });

  it("everyone else replaces 2 knights of its choice", () => {
    let g = lose("crow-killers", (d) => {
      put(d, "dragonstone", "baratheon", "knight", "knight");
      put(d, "kingswood", "baratheon", "knight");
      put(d, "lannisport", "lannister", "knight");
    });
    expect(seats(g)).toEqual(["baratheon"]);
    g = act(g, "baratheon", { type: "replace-unit", area: "kingswood", unit: "knight" });
    // The second knight can only come from Dragonstone: no prompt.
    expect(unitsIn(g, "kingswood")).toEqual(["footman"]);
    expect(unitsIn(g, "dragonstone")).toEqual(["footman", "knight"]);
    // Lannister's single knight is replaced without a prompt.
    expect(unitsIn(g, "lannisport")).toEqual(["footman"]);
    attackOver(g);
  });

  it("the highest bidder may replace up to 2 footmen by knights", () => {
    let g = win("crow-killers", (d) => put(d, "winterfell", "stark", "footman", "footman", "footman"));
    expect(kinds(g)).toEqual(["replace-units"]);
    g = act(g, "stark", { type: "replace-unit", area: "winterfell", unit: "footman" });
    expect(agotEngine.legalActions(g, "stark")).toContainEqual({ type: "done" });
    g = act(g, "stark", { type: "done" });
    expect(unitsIn(g, "winterfell")).toEqual(["footman", "footman", "knight"]);
    attackOver(g);
  });
});

describe("Preemptive Raid", () => {
  it("the lowest bidder chooses to destroy 2 units", () => {
    let g = lose("preemptive-raid", (d) => put(d, "winterfell", "stark", "footman", "footman", "knight"));
    expect(agotEngine.legalActions(g, "stark")).toEqual([
      { type: "choose", choice: "destroy-units" },
      { type: "choose", choice: "drop-influence" },
    ]);
    g = act(g, "stark", { type: "choose", choice: "destroy-units" });
    g = act(g, "stark", { type: "destroy-unit", area: "winterfell", unit: "footman" });
    g = act(g, "stark", { type: "destroy-unit", area: "winterfell", unit: "footman" });
    expect(unitsIn(g, "winterfell")).toEqual(["knight"]);
    // Everyone else: nothing.
    attackOver(g);
  });

  it("or to drop 2 positions on the track where it is highest", () => {
    // Stark: Iron Throne 3rd, Fiefdoms 1st, King's Court 2nd.
    const g = act(lose("preemptive-raid"), "stark", { type: "choose", choice: "drop-influence" });
    expect(g.tracks.fiefdoms).toEqual(["baratheon", "lannister", "stark"]);
    attackOver(g);
  });

  it("equally high on two tracks: the Iron Throne holder picks the track (AG-10, cards.md 4.2 peer reading)", () => {
    let g = lose("preemptive-raid", (d) => {
      d.tracks.fiefdoms = ["baratheon", "stark", "lannister"];
      d.tracks.kingsCourt = ["lannister", "stark", "baratheon"];
    });
    g = act(g, "stark", { type: "choose", choice: "drop-influence" });
    expect(seats(g)).toEqual(["baratheon"]);
    expect(agotEngine.legalActions(g, "baratheon")).toEqual([
      { type: "choose", choice: "fiefdoms" },
      { type: "choose", choice: "kingsCourt" },
    ]);
    g = act(g, "baratheon", { type: "choose", choice: "kingsCourt" });
    expect(g.tracks.kingsCourt).toEqual(["lannister", "baratheon", "stark"]);
  });

  it("Night's Watch victory: the wildlings attack again at 6 without the highest bidder", () => {
    let g = win("preemptive-raid", (d) => {
      d.wildlings.deck = ["preemptive-raid", "skinchanger-scout", ...d.wildlings.deck.filter((c) => c !== "preemptive-raid" && c !== "skinchanger-scout")];
    });
    expect(topFrame(g)).toMatchObject({ kind: "wildling-attack", strength: 6, excluded: "stark" });
    expect(seats(g).sort()).toEqual(["baratheon", "lannister"]);
    refuse(g, "stark", { type: "bid", amount: 0 }, "NOT_YOUR_DECISION");
    // Baratheon 5, Lannister 4 left: 2 + 1 < 6, the wildlings win; Lannister is the lowest bidder.
    g = bidAll(g, { baratheon: 2, lannister: 1 });
    expect(g.power).toEqual({ baratheon: 1, lannister: 0, stark: 2 });
    expect(g.wildlings.threat).toBe(0);
    expect(g.wildlings.deck.slice(-2)).toEqual(["skinchanger-scout", "preemptive-raid"]);
    attackOver(g);
  });
});

describe("losing the units of an enemy home area (p.24, p.25; cards.md 4.1 step 7)", () => {
  it("the area reverts to its house, which may replace the loser's ships in its port", () => {
    let g = bidAll(
      wildlingAttack(
        12,
        "mammoth-riders",
        (d) => {
          put(d, "pyke", "stark", "footman");
          put(d, "port-of-pyke", "stark", "ship");
          put(d, "winterfell", "stark", "footman", "footman", "footman");
          put(d, "ironmans-bay", "greyjoy", "ship", "ship");
        },
        4,
      ),
      { baratheon: 1, lannister: 1, greyjoy: 1, stark: 0 },
    );
    g = act(g, "stark", { type: "destroy-unit", area: "pyke", unit: "footman" });
    // No power token is left behind: Pyke is Greyjoy's again, and Greyjoy decides about the port.
    expect(g.areas["pyke"]!.powerToken).toBeNull();
    expect(seats(g)).toEqual(["greyjoy"]);
    expect(agotEngine.legalActions(g, "greyjoy")).toEqual([
      { type: "replace-port-ships", count: 0 },
      { type: "replace-port-ships", count: 1 },
    ]);
    g = act(g, "greyjoy", { type: "replace-port-ships", count: 1 });
    expect(g.areas["port-of-pyke"]).toMatchObject({ house: "greyjoy", units: [{ type: "ship", routed: false }] });
    // Stark goes on destroying 2 more units.
    expect(seats(g)).toEqual(["stark"]);
    expect(topFrame(g)).toMatchObject({ kind: "destroy-units", remaining: 2 });
  });
});
