/**
 * The heuristic's judgement on hand-made positions. Views are built from a real game's view and
 * edited (a view is plain data), so the bot reads exactly the shape the engine produces.
 */
import { describe, expect, it } from "vitest";
import { agotEngine, type Action, type GameView } from "@kingsroad/agot";
import { seedRng } from "@kingsroad/core";
import { agotHeuristicBot } from "../src/index.ts";

const base = (): GameView => structuredClone(agotEngine.view(agotEngine.createGame({ seed: "h", playerCount: 6, tidesOfBattle: false }), "stark"));
const decide = (view: GameView, legal: Action[], kind = "test"): Action =>
  agotHeuristicBot.decide({ view, legal, prompt: { seat: "stark", kind, text: "" }, rng: seedRng("d") }).action;

function combatView(attackers: number, defenders: number): GameView {
  const v = base();
  v.areas["karhold"] = { ...v.areas["karhold"]!, house: "lannister", units: Array.from({ length: defenders }, () => ({ type: "footman", routed: false })), order: null, garrison: null, neutralForce: null, powerToken: null };
  const units = Array.from({ length: attackers }, () => ({ type: "footman" as const, routed: false }));
  v.stack = [
    ...v.stack,
    {
      kind: "combat",
      start: { attacker: "stark", from: "winterfell", to: "karhold", marchOrder: "march", units },
      attackers: units,
      neutral: null,
      sides: { attacker: { house: "stark", card: null, chosen: false }, defender: { house: "lannister", card: null, chosen: false } },
      support: [],
    },
  ];
  v.houseCards["lannister"] = { hand: ["tywin-lannister", "ser-gregor-clegane", "the-hound", "ser-jaime-lannister", "tyrion-lannister", "ser-kevan-lannister", "cersei-lannister"], discard: [] };
  return v;
}

const starkCards: Action[] = ["eddard-stark", "robb-stark", "roose-bolton", "greatjon-umber", "ser-rodrick-cassel", "the-blackfish", "catelyn-stark"].map((card) => ({ type: "house-card", card }));

describe("AGoT heuristic judgement", () => {
  it("defends a home stronghold an enemy army stands next to", () => {
    const v = base();
    v.areas["moat-cailin"] = { ...v.areas["moat-cailin"]!, house: "lannister", units: [{ type: "knight", routed: false }, { type: "knight", routed: false }, { type: "knight", routed: false }], neutralForce: null };
    const legal: Action[] = [];
    for (const area of ["winterfell", "white-harbor"]) for (const order of ["defense-special", "march", "consolidate-power", "support"] as const) legal.push({ type: "place-order", area, order });
    expect(decide(v, legal)).toEqual({ type: "place-order", area: "winterfell", order: "defense-special" });
  });

  it("plays a cheap card when it wins anyway and its best card only when that wins", () => {
    const easy = decide(combatView(8, 0), starkCards) as { card: string };
    expect(["catelyn-stark", "the-blackfish", "ser-rodrick-cassel"]).toContain(easy.card);
    const close = decide(combatView(4, 4), starkCards) as { card: string };
    expect(close.card).toBe("eddard-stark");
    // Two ahead, Lannister likely plays 3: a strength-2 card wins, the cheapest of them with a sword.
    expect((decide(combatView(4, 2), starkCards) as { card: string }).card).toBe("greatjon-umber");
  });

  it("throws its weakest card into a fight it cannot win", () => {
    const hopeless = decide(combatView(0, 12), starkCards) as { card: string };
    expect(hopeless.card).toBe("catelyn-stark");
  });

  it("takes casualties weakest first", () => {
    const legal: Action[] = [
      { type: "casualty", unit: "knight" },
      { type: "casualty", unit: "footman" },
    ];
    expect(decide(combatView(3, 3), legal)).toEqual({ type: "casualty", unit: "footman" });
  });

  it("retreats toward its own land rather than away from home", () => {
    const v = base();
    const legal: Action[] = [
      { type: "retreat", to: "the-twins" },
      { type: "retreat", to: "white-harbor" },
    ];
    expect(decide(v, legal)).toEqual({ type: "retreat", to: "white-harbor" });
  });

  it("bids more against the wildlings when they are close", () => {
    const bids: Action[] = Array.from({ length: 11 }, (_, amount) => ({ type: "bid", amount }));
    const low = base();
    low.power["stark"] = 10;
    low.wildlings.threat = 2;
    const high = structuredClone(low);
    high.wildlings.threat = 10;
    const a = decide(low, bids, "wildling-bid") as { amount: number };
    const b = decide(high, bids, "wildling-bid") as { amount: number };
    expect(b.amount).toBeGreaterThan(a.amount);
    expect(b.amount).toBeLessThanOrEqual(10);
  });

  it("musters knights in a threatened castle before anything else", () => {
    const v = base();
    v.areas["moat-cailin"] = { ...v.areas["moat-cailin"]!, house: "lannister", units: [{ type: "knight", routed: false }, { type: "knight", routed: false }], neutralForce: null };
    const legal: Action[] = [
      { type: "done" },
      { type: "muster", castle: "winterfell", to: "winterfell", unit: "footman" },
      { type: "muster", castle: "winterfell", to: "winterfell", unit: "knight" },
      { type: "muster", castle: "winterfell", to: "bay-of-ice", unit: "ship" },
    ];
    expect(decide(v, legal)).toEqual({ type: "muster", castle: "winterfell", to: "winterfell", unit: "knight" });
  });

  it("raids a consolidate power order before a support order", () => {
    const v = base();
    v.areas["karhold"] = { ...v.areas["karhold"]!, house: "lannister", units: [{ type: "footman", routed: false }], order: { house: "lannister", kind: "consolidate-power" } };
    v.areas["the-stony-shore"] = { ...v.areas["the-stony-shore"]!, house: "greyjoy", units: [{ type: "footman", routed: false }], order: { house: "greyjoy", kind: "support" } };
    const legal: Action[] = [
      { type: "raid", from: "winterfell", target: "the-stony-shore" },
      { type: "raid", from: "winterfell", target: "karhold" },
      { type: "raid", from: "winterfell", target: null },
    ];
    expect(decide(v, legal)).toEqual({ type: "raid", from: "winterfell", target: "karhold" });
  });

  it("makes the named Westeros and wildling choices a beginner would", () => {
    const v = base();
    const options = (...choices: string[]): Action[] => choices.map((choice) => ({ type: "choose", choice }));
    const choose = (kind: string, legal: Action[], subject?: string) =>
      agotHeuristicBot.decide({ view: v, legal, prompt: { seat: "stark", kind, text: "", detail: { subject } }, rng: seedRng("c") }).action;
    expect(choose("a-throne-of-blades", options("supply", "mustering", "nothing"))).toEqual({ type: "choose", choice: "mustering" });
    expect(choose("preemptive-raid-penalty", options("destroy-units", "drop-influence"))).toEqual({ type: "choose", choice: "drop-influence" });
    // Choosing where a house drops: spare our own King's Court, take away a rival's.
    expect(choose("preemptive-raid-track", options("kingsCourt", "fiefdoms"), "stark")).toEqual({ type: "choose", choice: "fiefdoms" });
    expect(choose("preemptive-raid-track", options("kingsCourt", "fiefdoms"), "lannister")).toEqual({ type: "choose", choice: "kingsCourt" });
  });

  it("marches on a castle it can take and refuses a fight it would lose", () => {
    const v = base();
    const knights = (n: number) => Array.from({ length: n }, () => ({ type: "knight" as const, routed: false }));
    v.areas["winterfell"] = { ...v.areas["winterfell"]!, house: "stark", units: knights(3), order: { house: "stark", kind: "march" } };
    v.areas["white-harbor"] = { ...v.areas["white-harbor"]!, house: "lannister", units: [{ type: "footman", routed: false }], order: null, powerToken: null };
    v.areas["karhold"] = { ...v.areas["karhold"]!, house: null, units: [], order: null, powerToken: null };
    v.stack = [...v.stack, { kind: "march", house: "stark", from: "winterfell", order: "march", step: "moving", pendingAttack: null }];
    const units = { footman: 0, knight: 3, ship: 0, "siege-engine": 0 };
    const legal: Action[] = [
      { type: "done" },
      { type: "move", to: "karhold", units: { ...units, knight: 1 } },
      { type: "move", to: "white-harbor", units },
    ];
    expect(decide(v, legal)).toEqual({ type: "move", to: "white-harbor", units });
    v.areas["white-harbor"]!.units = knights(6);
    expect(decide(v, legal)).toEqual({ type: "move", to: "karhold", units: { ...units, knight: 1 } });
  });
});
