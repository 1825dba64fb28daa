/**
 * Winning the game (rulebook p.16 "WINNING THE GAME"; ruling AG-6 for the tie chain): at once on a
 * seventh castle or stronghold area; otherwise after round 10 by castles, strongholds, supply,
 * available power, Iron Throne position.
 */
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import { castleCounts, ranking } from "../src/rules/victory.ts";
import { fromScenario } from "../src/scenario.ts";
import type { Game } from "../src/state.ts";
import { act, clearBoard, edit, newGame, put, rawGame } from "./helpers.ts";

const load = (input: unknown): Game => {
  const r = fromScenario(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe("seven castles end the game at once (p.16)", () => {
  it("a house controlling its seventh castle area wins immediately, whatever the round", () => {
    const castles = ["winterfell", "moat-cailin", "white-harbor", "flints-finger", "riverrun", "seagard", "harrenhal"];
    const g = edit(rawGame(4), (d) => {
      clearBoard(d);
      for (const id of castles) put(d, id, "stark", "footman");
    });
    expect(castleCounts(g).stark!.castles).toBe(7);
    expect(g.outcome).toMatchObject({ winner: "stark", reason: "seven-castles" });
    expect(g.round).toBe(1);
    expect(agotEngine.pendingSeats(g)).toEqual([]);
    expect(agotEngine.outcome(g)?.winners).toEqual(["stark"]);
  });

  it("six castles is not enough", () => {
    const g = edit(rawGame(4), (d) => {
      clearBoard(d);
      for (const id of ["winterfell", "moat-cailin", "white-harbor", "flints-finger", "riverrun", "seagard"]) put(d, id, "stark", "footman");
    });
    expect(g.outcome).toBeNull();
  });

  it("power tokens count as control (p.24): six castles with units and one with a token win", () => {
    const g = edit(rawGame(4), (d) => {
      clearBoard(d);
      for (const id of ["winterfell", "moat-cailin", "white-harbor", "flints-finger", "riverrun", "seagard"]) put(d, id, "stark", "footman");
      d.areas["harrenhal"]!.powerToken = "stark";
      d.power.stark = 4;
    });
    expect(g.outcome?.winner).toBe("stark");
  });
});

describe("after round 10 (p.16, AG-6)", () => {
  /** A round-10 Planning position where every house places one order, then the Action phase ends the game. */
  function finalRound(extra: Record<string, unknown>): Game {
    return load({
      config: { seed: "final", playerCount: 3 },
      round: 10,
      board: "empty",
      areas: {
        "the-stony-shore": { stark: ["footman"] },
        "stoney-sept": { lannister: ["footman"] },
        kingswood: { baratheon: ["footman"] },
        ...((extra.areas as object | undefined) ?? {}),
      },
      ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== "areas")),
    });
  }

  function playOut(g: Game): Game {
    let s = g;
    for (let i = 0; i < 200 && !s.outcome; i++) {
      const p = agotEngine.pendingSeats(s)[0]!;
      const legal = agotEngine.legalActions(s, p.seat);
      // Quiet orders and no tricks: defense where possible, else the first legal action.
      const quiet = legal.find((a) => a.type === "place-order" && a.order === "defense") ?? legal.find((a) => a.type === "raven-pass") ?? legal.find((a) => a.type === "done") ?? legal[0]!;
      s = act(s, p.seat as never, quiet);
    }
    return s;
  }

  it("the game ends after the Action phase of round 10; most castles wins", () => {
    const g = playOut(finalRound({ areas: { riverrun: { lannister: ["footman"] } } }));
    expect(g.outcome).toMatchObject({ reason: "round-ten", winner: "lannister" });
    expect(g.round).toBe(10);
  });

  it("tie on castles: more strongholds wins", () => {
    // Home areas count for their houses (p.24): each holds one stronghold. Lannister adds a castle, Stark a stronghold.
    const g = playOut(finalRound({ areas: { harrenhal: { lannister: ["footman"] }, riverrun: { stark: ["footman"] } } }));
    expect(g.outcome?.winner).toBe("stark");
  });

  it("then the higher Supply track position", () => {
    const g = playOut(finalRound({ supply: { stark: 1, lannister: 2, baratheon: 4 } }));
    expect(g.outcome?.ranking[0]).toBe("baratheon");
  });

  it("then the most available power", () => {
    const g = playOut(finalRound({ supply: { stark: 2, lannister: 2, baratheon: 2 }, power: { stark: 9, lannister: 2, baratheon: 3 } }));
    expect(ranking(g)[0]).toBe("stark");
    expect(g.outcome?.winner).toBe("stark");
  });

  it("then the higher Iron Throne position", () => {
    const g = playOut(
      finalRound({
        supply: { stark: 2, lannister: 2, baratheon: 2 },
        power: { stark: 5, lannister: 5, baratheon: 5 },
        tracks: { ironThrone: ["lannister", "stark", "baratheon"], fiefdoms: ["stark", "lannister", "baratheon"], kingsCourt: ["stark", "lannister", "baratheon"] },
      }),
    );
    expect(g.outcome?.ranking).toEqual(["lannister", "stark", "baratheon"]);
  });

  it("a game never goes past round 10", () => {
    expect(newGame(3).round).toBe(1);
    const g = playOut(finalRound({}));
    expect(g.round).toBe(10);
    expect(g.outcome).not.toBeNull();
  });
});
