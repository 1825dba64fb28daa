/** The raid example of p.14 written as a scenario (SCENARIO.md), played through the public engine. */
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import type { Game } from "../src/state.ts";
import { act } from "./helpers.ts";

const RAID_EXAMPLE = {
  format: "agot-scenario/1",
  description: "Rulebook p.14: five Raid orders; turn order Greyjoy, Stark, Lannister, Baratheon, Tyrell",
  config: { seed: "p14", playerCount: 6 },
  round: 10,
  board: "empty",
  tracks: {
    ironThrone: ["greyjoy", "stark", "lannister", "baratheon", "tyrell", "martell"],
    fiefdoms: ["greyjoy", "tyrell", "martell", "stark", "baratheon", "lannister"],
    kingsCourt: ["lannister", "stark", "martell", "baratheon", "tyrell", "greyjoy"],
  },
  areas: {
    "the-reach": { lannister: ["footman"], order: "raid" },
    "sunset-sea": { lannister: ["ship"], order: "raid" },
    lannisport: { lannister: ["footman"], order: "defense" },
    "west-summer-sea": { greyjoy: ["ship"], order: "raid" },
    "dornish-marches": { tyrell: ["footman"], order: "raid" },
    highgarden: { tyrell: ["footman"], order: "consolidate-power" },
    "stoney-sept": { baratheon: ["footman"], order: "raid-special" },
  },
  phase: "action",
};

describe("raid example as a scenario (p.14)", () => {
  it("plays the five steps and leaves no Raid order", () => {
    const r = agotEngine.fromScenario(RAID_EXAMPLE);
    if (!r.ok) expect.fail(`${r.error.code}: ${r.error.message}`);
    let g: Game = r.value;
    g = act(g, "greyjoy", { type: "raid", from: "west-summer-sea", target: "highgarden" });
    g = act(g, "lannister", { type: "raid", from: "the-reach", target: "dornish-marches" });
    g = act(g, "baratheon", { type: "raid", from: "stoney-sept", target: "lannisport" });
    // Tyrell's raid is gone; Lannister's Sunset Sea raid resolves without effect on its own.
    expect(Object.values(g.areas).filter((a) => a.order?.kind.startsWith("raid"))).toEqual([]);
    expect(g.power).toMatchObject({ greyjoy: 6, tyrell: 4 });
  });
});
