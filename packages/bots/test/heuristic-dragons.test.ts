/**
 * The heuristic sends Targaryen's dragons out once they are strong (issue 14; cards.md 6.6: every
 * dragon has the dragon strength, 0 in round 1, 1 from round 2, 3 from round 6; an army of dragons
 * alone may fly to any land area, AG-33). Positions in the scenario format (packages/agot/SCENARIO.md).
 */
import { describe, expect, it } from "vitest";
import { agotEngine, boardOf, type Action, type Game } from "@kingsroad/agot";
import { seedRng } from "@kingsroad/core";
import { agotHeuristicBot } from "../src/index.ts";

function scenario(round: number, phase: "planning" | "action", areas: Record<string, unknown>): Game {
  const r = agotEngine.fromScenario({
    format: "agot-scenario/1",
    config: { seed: "dragons", playerCount: 8, tidesOfBattle: false, motherOfDragons: true },
    round,
    board: "empty",
    phase,
    areas,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays the heuristic for `seat` until it is no longer asked, or `stop` says so; returns the actions it chose. */
function play(g: Game, seat: "targaryen", stop: (g: Game) => boolean): { g: Game; chosen: Action[] } {
  const chosen: Action[] = [];
  for (let i = 0; i < 40 && !stop(g); i++) {
    const prompt = agotEngine.pendingSeats(g).find((p) => p.seat === seat);
    if (prompt === undefined) break;
    const legal = agotEngine.legalActions(g, seat);
    const { action } = agotHeuristicBot.decide({ view: agotEngine.view(g, seat), legal, prompt, rng: seedRng(`d${i}`) });
    chosen.push(action);
    const r = agotEngine.applyAction(g, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    g = r.value.state;
  }
  return { g, chosen };
}

const isFlight = (g: Game, from: string, a: Action): boolean =>
  a.type === "move" && (a.units.dragon ?? 0) > 0 && Object.entries(a.units).every(([t, n]) => t === "dragon" || n === 0) && !boardOf(g).adjacent[from]!.includes(a.to);

describe("AGoT heuristic with dragons (Mother of Dragons)", () => {
  // Two dragons with a March order in Norvos, far from Harrenhal: a lone Lannister footman there
  // guards two loyalty tokens, which Targaryen would take by controlling the area (cards.md 6.5).
  const marching = (round: number) =>
    scenario(round, "action", {
      norvos: { targaryen: ["dragon", "dragon"], order: "march" },
      pentos: { targaryen: ["footman"] },
      harrenhal: { lannister: ["footman"], loyalty: 2 },
    });

  it("once strong (round 6: 3 each), flies dragons alone to attack the weakly held area with loyalty tokens", () => {
    const { chosen } = play(marching(6), "targaryen", () => false);
    const attack = chosen.find((a) => a.type === "move" && a.to === "harrenhal");
    expect(attack).toBeDefined();
    expect(isFlight(marching(6), "norvos", attack!)).toBe(true);
  });

  it("in round 1 (strength 0) it does not throw its dragons at the defended area", () => {
    const { chosen } = play(marching(1), "targaryen", () => false);
    expect(chosen.some((a) => a.type === "move" && a.to === "harrenhal")).toBe(false);
  });

  // Dragons in The Rhoyne with Targaryen's footmen on every side: nothing to take next door, so
  // only a flight makes a March order worth placing there.
  const planning = (round: number) =>
    scenario(round, "planning", {
      "the-rhoyne": { targaryen: ["dragon", "dragon"] },
      myr: { targaryen: ["footman"] },
      norvos: { targaryen: ["footman"] },
      volantis: { targaryen: ["footman"] },
      harrenhal: { lannister: ["footman"], loyalty: 2 },
    });
  const rhoyneOrder = (g: Game) => play(g, "targaryen", (s) => s.areas["the-rhoyne"]!.order !== null).g.areas["the-rhoyne"]!.order?.kind ?? null;

  it("places a March order on strong dragons that can only fly to their prize, and not on weak ones", () => {
    expect(rhoyneOrder(planning(6))).toMatch(/^march/);
    expect(rhoyneOrder(planning(1)) ?? "").not.toMatch(/^march/);
  });
});
