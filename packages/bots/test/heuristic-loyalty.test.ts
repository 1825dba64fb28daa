/**
 * The heuristic with Targaryen's loyalty tokens (Mother of Dragons): as Targaryen it places tokens
 * where it can take them and hands its bid to the house furthest behind; as anyone else it moves
 * tokens away from Targaryen. Views come from a real 8-player MoD game.
 */
import { describe, expect, it } from "vitest";
import { agotEngine, type Action, type GameView } from "@kingsroad/agot";
import { seedRng } from "@kingsroad/core";
import { agotHeuristicBot } from "../src/index.ts";

const g = agotEngine.createGame({ seed: "hl", playerCount: 8, tidesOfBattle: false, motherOfDragons: true });
const decide = (view: GameView, choices: string[], kind: string): string =>
  (agotHeuristicBot.decide({ view, legal: choices.map((choice): Action => ({ type: "choose", choice })), prompt: { seat: view.seat!, kind, text: "" }, rng: seedRng("d") }).action as { choice: string }).choice;

describe("AGoT heuristic with loyalty tokens", () => {
  it("Targaryen pays for a token next to its armies rather than far away", () => {
    const view = structuredClone(agotEngine.view(g, "targaryen"));
    // A Targaryen army in Blackwater: The Boneway is far from it.
    view.areas.blackwater = { ...view.areas.blackwater!, house: "targaryen", units: [{ type: "dragon", routed: false }] };
    expect(decide(view, ["blackwater", "the-boneway", "nothing"], "westeros-iv-area")).toBe("blackwater");
  });

  it("another player moves a token away from Targaryen", () => {
    const view = structuredClone(agotEngine.view(g, "stark"));
    view.areas.blackwater = { ...view.areas.blackwater!, house: "targaryen", units: [{ type: "dragon", routed: false }] };
    // Crackclaw Point borders Targaryen's Blackwater; The Eyrie does not.
    expect(decide(view, ["crackclaw-point", "the-eyrie"], "westeros-iv-to")).toBe("the-eyrie");
  });

  it("Targaryen hands its bid to the house with the fewest castles", () => {
    const view = structuredClone(agotEngine.view(g, "targaryen"));
    for (const id of ["harrenhal", "riverrun"]) view.areas[id] = { ...view.areas[id]!, house: "lannister", units: [{ type: "footman", routed: false }] };
    expect(decide(view, ["lannister", "stark"], "hand-out-bid")).toBe("stark");
  });
});
