/**
 * The heuristic commands vassals to its own ends (Mother of Dragons): it claims the vassal whose
 * armies stand next to its own, and gives a vassal orders that keep the vassal's home and back the
 * commander's armies. Views come from a real three-player MoD game (four vassals).
 */
import { describe, expect, it } from "vitest";
import { agotEngine, type Action, type GameView, type HouseId } from "@kingsroad/agot";
import { seedRng } from "@kingsroad/core";
import { agotHeuristicBot } from "../src/index.ts";

const config = { seed: "hv", playerCount: 3 as const, tidesOfBattle: false, motherOfDragons: true, houses: ["stark", "lannister", "greyjoy"] as HouseId[] };
const decide = (view: GameView, legal: Action[], kind: string, detail?: unknown): Action =>
  agotHeuristicBot.decide({ view, legal, prompt: { seat: view.seat!, kind, text: "", detail }, rng: seedRng("d") }).action;

describe("AGoT heuristic with vassals", () => {
  it("claims the vassal whose armies neighbour its own, and never passes while it may claim", () => {
    const g = agotEngine.createGame(config);
    // Lannister claims first (Iron Throne 1). Give it an army in King's Landing, next to Baratheon's Kingswood and Blackwater Bay.
    const view = structuredClone(agotEngine.view(g, "lannister"));
    view.areas["kings-landing"] = { ...view.areas["kings-landing"]!, neutralForce: null, house: "lannister", units: [{ type: "footman", routed: false }] };
    const legal = agotEngine.legalActions(g, "lannister");
    expect(legal).toContainEqual({ type: "choose", choice: "pass" });
    expect(decide(view, legal, "claim-vassal")).toEqual({ type: "choose", choice: "baratheon" });
  });

  it("a vassal's orders: defense at its home, Raid/Support next to the commander's army, not a pointless march", () => {
    const view = structuredClone(agotEngine.view(agotEngine.createGame(config), "lannister"));
    // Lannister commands Tyrell; a Lannister army stands next to Dornish Marches.
    view.areas["the-reach"] = { ...view.areas["the-reach"]!, house: "lannister", units: [{ type: "knight", routed: false }] };
    const legal: Action[] = [];
    for (const area of ["highgarden", "dornish-marches"]) for (const order of ["vassal-march", "vassal-raid-support", "vassal-defense-muster", "vassal-defense"] as const) legal.push({ type: "place-order", area, order });
    legal.push({ type: "done" });
    const first = decide(view, legal, "assign-vassal-orders", { vassal: "tyrell" });
    expect(["vassal-defense", "vassal-raid-support"]).toContain((first as { order: string }).order);
    if ((first as { order: string }).order === "vassal-defense") expect(first).toMatchObject({ area: "highgarden" });
    else expect(first).toMatchObject({ area: "dornish-marches" });
  });
  it("declares a vassal's support for its banner's side, and for nobody in a fight of no concern (AG-29 refined, D13)", () => {
    const view = structuredClone(agotEngine.view(agotEngine.createGame(config), "lannister"));
    view.mod!.vassals!.commanders = { tyrell: "lannister", arryn: "lannister" };
    const fight = (attacker: HouseId, defender: HouseId): GameView => ({
      ...view,
      stack: [
        ...view.stack,
        {
          kind: "combat",
          start: { attacker, from: "dornish-marches", to: "the-reach", marchOrder: "march", units: [] },
          attackers: [{ type: "footman", routed: false }],
          neutral: null,
          sides: { attacker: { house: attacker, card: null, chosen: false }, defender: { house: defender, card: null, chosen: false } },
          support: [],
        },
      ],
    });
    const offer = (sides: string[]): Action[] => sides.map((side) => ({ type: "support", area: "highgarden", side }) as Action);
    // Its commander attacks, a fellow vassal defends: the bot backs them though it may refuse.
    expect(decide(fight("lannister", "stark"), offer(["attacker", "none"]), "combat-support", { vassal: "tyrell" })).toMatchObject({ side: "attacker" });
    expect(decide(fight("stark", "arryn"), offer(["defender", "none"]), "combat-support", { vassal: "tyrell" })).toMatchObject({ side: "defender" });
    // And the commander's own order next to its vassal's fight backs the vassal.
    expect(decide(fight("arryn", "stark"), offer(["attacker", "defender", "none"]), "combat-support")).toMatchObject({ side: "attacker" });
    // Two other houses: it holds back.
    expect(decide(fight("stark", "greyjoy"), offer(["attacker", "defender", "none"]), "combat-support", { vassal: "tyrell" })).toMatchObject({ side: "none" });
  });
});
