/**
 * The rulebook examples of the Westeros phase written as scenarios (SCENARIO.md): the supply
 * example (p.8), the mustering example (p.9), the influence track bidding example (p.10) and the
 * example of port use (p.25). Each scenario stops at round 10's end, so the game ends when the
 * example is over.
 */
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import type { Game } from "../src/state.ts";
import { overSupply } from "../src/rules/supply.ts";
import { bladeHolder } from "../src/rules/tracks.ts";
import { act } from "./helpers.ts";
import { bidAll, seats, unitsIn } from "./westeros-fixtures.ts";

function scenario(json: Record<string, unknown>): Game {
  const r = agotEngine.fromScenario({ format: "agot-scenario/1", round: 10, board: "empty", ...json });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

const resolvingCard = (card: string, extra: Record<string, unknown>[] = []) => [
  { kind: "round", step: "end-of-round" },
  { kind: "westeros", step: "resolve", cards: [card], next: 0 },
  ...extra,
];

describe("SUPPLY EXAMPLE (p.8)", () => {
  const g0 = scenario({
    description: "Lannister lost Riverrun and Seagard to Greyjoy; a Supply card drops it from 5 to 3",
    config: { seed: "p8", playerCount: 6, tidesOfBattle: false },
    supply: { lannister: 5 },
    areas: {
      riverrun: { greyjoy: ["footman"] },
      seagard: { greyjoy: ["footman"] },
      "the-twins": { lannister: ["footman", "footman", "knight", "knight"] },
      harrenhal: { lannister: ["footman", "footman", "knight"] },
      "stoney-sept": { lannister: ["footman", "knight"] },
      lannisport: { lannister: ["footman", "footman"] },
      kingswood: { lannister: ["footman"] },
    },
    stack: resolvingCard("supply"),
  });

  it("Lannister's supply falls to 3 and it destroys a footman at The Twins and one at Harrenhal", () => {
    expect(g0.supply.lannister).toBe(3);
    expect(seats(g0)).toEqual(["lannister"]);
    let g = act(g0, "lannister", { type: "destroy-unit", area: "the-twins", unit: "footman" });
    g = act(g, "lannister", { type: "destroy-unit", area: "harrenhal", unit: "footman" });
    expect(overSupply(g, "lannister")).toBe(false);
    expect(g.outcome).not.toBeNull();
  });
});

describe("MUSTERING EXAMPLE (p.9)", () => {
  const g0 = scenario({
    description: "Lannister, supply 3, first in turn order, musters",
    config: { seed: "p9", playerCount: 6, tidesOfBattle: false },
    tracks: {
      ironThrone: ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"],
      fiefdoms: ["greyjoy", "tyrell", "martell", "stark", "baratheon", "lannister"],
      kingsCourt: ["lannister", "stark", "martell", "baratheon", "tyrell", "greyjoy"],
    },
    supply: { lannister: 3 },
    areas: {
      lannisport: { lannister: ["footman"] },
      harrenhal: { lannister: ["footman", "footman"] },
      riverrun: { lannister: ["knight", "knight", "knight"] },
      "stoney-sept": { lannister: ["footman"] },
      "ironmans-bay": { greyjoy: ["ship"] },
    },
    stack: resolvingCard("mustering"),
  });

  it("a footman at Lannisport, a ship in the Golden Sound, an upgrade at Harrenhal, a second ship from Riverrun; the last point is lost", () => {
    let g = act(g0, "lannister", { type: "muster", castle: "lannisport", to: "lannisport", unit: "footman" });
    g = act(g, "lannister", { type: "muster", castle: "lannisport", to: "the-golden-sound", unit: "ship" });
    g = act(g, "lannister", { type: "upgrade", castle: "harrenhal", at: "harrenhal", unit: "knight" });
    g = act(g, "lannister", { type: "muster", castle: "riverrun", to: "the-golden-sound", unit: "ship" });
    expect(unitsIn(g, "lannisport")).toEqual(["footman", "footman"]);
    expect(unitsIn(g, "harrenhal")).toEqual(["footman", "knight"]);
    expect(unitsIn(g, "the-golden-sound")).toEqual(["ship", "ship"]);
    expect(unitsIn(g, "riverrun")).toEqual(["knight", "knight", "knight"]);
    expect(unitsIn(g, "stoney-sept")).toEqual(["footman"]);
    // Supply met: Lannister's mustering is over, Baratheon's begins.
    expect(seats(g)).toEqual(["baratheon"]);
  });
});

describe("INFLUENCE TRACK BIDDING EXAMPLE (p.10)", () => {
  const g0 = scenario({
    description: "Five players; Greyjoy has won the Iron Throne; bidding for the Fiefdoms track",
    config: { seed: "p10", playerCount: 5, tidesOfBattle: false },
    board: "setup",
    tracks: {
      ironThrone: ["greyjoy", "lannister", "stark", "baratheon", "tyrell"],
      fiefdoms: ["greyjoy", "tyrell", "stark", "baratheon", "lannister"],
      kingsCourt: ["lannister", "stark", "baratheon", "tyrell", "greyjoy"],
    },
    stack: [
      { kind: "round", step: "end-of-round" },
      { kind: "westeros", step: "resolve", cards: ["clash-of-kings"], next: 1 },
      { kind: "clash-of-kings", track: 1, bids: {}, revealed: false, placed: [] },
    ],
  });

  it("Lannister 1st, Greyjoy puts Baratheon 2nd and Stark 3rd, Tyrell 4th, Greyjoy 5th; Lannister takes the blade", () => {
    let g = bidAll(g0, { lannister: 4, baratheon: 3, stark: 3, tyrell: 2, greyjoy: 0 });
    expect(seats(g)).toEqual(["greyjoy"]);
    g = act(g, "greyjoy", { type: "break-tie", house: "baratheon" });
    expect(g.tracks.fiefdoms).toEqual(["lannister", "baratheon", "stark", "tyrell", "greyjoy"]);
    expect(bladeHolder(g)).toBe("lannister");
  });
});

describe("EXAMPLE OF PORT USE (p.25)", () => {
  const g0 = scenario({
    description: "Martell, first in turn order, musters at Sunspear; Tyrell holds the East Summer Sea",
    config: { seed: "p25", playerCount: 6, tidesOfBattle: false },
    tracks: {
      ironThrone: ["martell", "baratheon", "lannister", "stark", "greyjoy", "tyrell"],
      fiefdoms: ["greyjoy", "tyrell", "martell", "stark", "baratheon", "lannister"],
      kingsCourt: ["lannister", "stark", "martell", "baratheon", "tyrell", "greyjoy"],
    },
    areas: { "east-summer-sea": { tyrell: ["ship"] } },
    stack: resolvingCard("mustering"),
  });

  it("a footman and a ship in the Port of Sunspear; the Sea of Dorne was open too, the East Summer Sea was not", () => {
    const ships = agotEngine
      .legalActions(g0, "martell")
      .flatMap((a) => (a.type === "muster" && a.unit === "ship" ? [a.to] : []))
      .sort();
    expect(ships).toEqual(["port-of-sunspear", "sea-of-dorne"]);
    let g = act(g0, "martell", { type: "muster", castle: "sunspear", to: "sunspear", unit: "footman" });
    g = act(g, "martell", { type: "muster", castle: "sunspear", to: "port-of-sunspear", unit: "ship" });
    expect(unitsIn(g, "port-of-sunspear")).toEqual(["ship"]);
    expect(seats(g)).toEqual(["baratheon"]);
  });
});
