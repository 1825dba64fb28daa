/**
 * Planning phase, Assign Orders and Reveal Orders (rulebook p.11-12 "THE PLANNING PHASE",
 * "Not Enough Order Tokens?"; order tokens p.13; special orders p.11 King's Court).
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../src/actions.ts";
import { ORDERS, ORDER_KINDS, type OrderKind } from "../src/data/orders.ts";
import type { HouseId } from "../src/data/houses.ts";
import { agotEngine } from "../src/index.ts";
import { specialOrderStars } from "../src/rules/tracks.ts";
import type { Game, OrderRestriction } from "../src/state.ts";
import { act, actWithEvents, clearBoard, edit, newGame, put, rawGame, refuse, topFrame } from "./helpers.ts";

const kindsOffered = (g: Game, h: HouseId, area: string): OrderKind[] =>
  agotEngine
    .legalActions(g, h)
    .filter((a): a is Extract<Action, { type: "place-order" }> => a.type === "place-order" && a.area === area)
    .map((a) => a.order);

/** A 6-player game where Stark (King's Court 2: 3 stars) holds `n` land areas and Lannister one. */
function starkWithAreas(n: number, restrictions: OrderRestriction[] = []): Game {
  const lands = ["winterfell", "white-harbor", "karhold", "castle-black", "the-stony-shore", "widows-watch", "moat-cailin", "greywater-watch", "seagard", "the-twins", "the-fingers", "the-mountains-of-the-moon", "flints-finger", "riverrun", "harrenhal", "crackclaw-point"];
  // Built before the Assign Orders frame exists: the frame decides at its start whether anyone is short.
  return edit(rawGame(6), (d) => {
    clearBoard(d);
    d.restrictions = restrictions;
    for (const id of lands.slice(0, n)) put(d, id, "stark", "footman");
    put(d, "lannisport", "lannister", "footman");
  });
}

describe("Assign Orders (p.11)", () => {
  it("all houses with units are asked at once, each for every area holding its units", () => {
    const g = newGame(6);
    const prompts = agotEngine.pendingSeats(g);
    expect(prompts.map((p) => p.seat).sort()).toEqual([...g.houses].sort());
    const stark = prompts.find((p) => p.seat === "stark")!;
    expect((stark.detail as { areas: string[] }).areas.sort()).toEqual(["the-shivering-sea", "white-harbor", "winterfell"]);
    // Simultaneous: Martell (last in turn order) may place before Baratheon (first).
    const g2 = act(g, "martell", { type: "place-order", area: "sunspear", order: "defense" });
    expect(agotEngine.pendingSeats(g2).map((p) => p.seat)).toContain("baratheon");
  });

  it("an order only on an area holding the house's units, one per area", () => {
    const g = newGame(6);
    refuse(g, "stark", { type: "place-order", area: "the-eyrie", order: "march" }, "ILLEGAL_ACTION");
    refuse(g, "stark", { type: "place-order", area: "lannisport", order: "march" }, "ILLEGAL_ACTION");
    const g2 = act(g, "stark", { type: "place-order", area: "winterfell", order: "march" });
    expect(g2.areas["winterfell"]!.order).toEqual({ house: "stark", kind: "march" });
    refuse(g2, "stark", { type: "place-order", area: "winterfell", order: "defense" }, "ILLEGAL_ACTION");
  });

  it("each house owns 15 tokens of fixed kinds (p.13): a single March +0 cannot be placed twice, Defense +1 twice", () => {
    let g = starkWithAreas(4);
    g = act(g, "stark", { type: "place-order", area: "winterfell", order: "march" });
    expect(kindsOffered(g, "stark", "karhold")).not.toContain("march");
    g = act(g, "stark", { type: "place-order", area: "white-harbor", order: "defense" });
    expect(kindsOffered(g, "stark", "karhold")).toContain("defense");
    g = act(g, "stark", { type: "place-order", area: "karhold", order: "defense" });
    expect(kindsOffered(g, "stark", "castle-black")).not.toContain("defense");
    expect(ORDER_KINDS.filter((k) => !ORDERS[k].vassal && !ORDERS[k].sea).reduce((s, k) => s + ORDERS[k].count, 0)).toBe(15);
  });

  it("special orders are limited by King's Court stars (p.11: position 2 of 6 has 3 stars)", () => {
    let g = starkWithAreas(5);
    expect(kindsOffered(g, "stark", "winterfell")).toEqual(expect.arrayContaining(["march-special", "defense-special", "raid-special"]));
    g = act(g, "stark", { type: "place-order", area: "winterfell", order: "march-special" });
    g = act(g, "stark", { type: "place-order", area: "white-harbor", order: "defense-special" });
    g = act(g, "stark", { type: "place-order", area: "karhold", order: "raid-special" });
    const left = kindsOffered(g, "stark", "castle-black");
    expect(left.filter((k) => ORDERS[k].special)).toEqual([]);
    refuse(g, "stark", { type: "place-order", area: "castle-black", order: "support-special" }, "ILLEGAL_ACTION");
  });

  it("rulebook example (Assign Orders, p.11): six players, position 1 may use 3 specials, position 4 one, position 5 none", () => {
    const g = newGame(6);
    const [first, , , fourth, fifth] = g.tracks.kingsCourt;
    expect([first, fourth, fifth].map((h) => specialOrderStars(g, h!))).toEqual([3, 1, 0]);
    // Baratheon (position 4) may place one special order only; Tyrell (position 5) none.
    expect(fourth).toBe("baratheon");
    let b = act(g, "baratheon", { type: "place-order", area: "dragonstone", order: "march-special" });
    expect(kindsOffered(b, "baratheon", "kingswood").filter((k) => ORDERS[k].special)).toEqual([]);
    expect(fifth).toBe("tyrell");
    expect(kindsOffered(g, "tyrell", "highgarden").filter((k) => ORDERS[k].special)).toEqual([]);
    b = act(b, "baratheon", { type: "place-order", area: "kingswood", order: "support" });
    expect(b.areas["kingswood"]!.order).toEqual({ house: "baratheon", kind: "support" });
  });

  it("a house at King's Court position 6 of 6 (no stars) is offered no special order", () => {
    const g = newGame(6);
    expect(g.tracks.kingsCourt[5]).toBe("greyjoy");
    expect(kindsOffered(g, "greyjoy", "pyke").filter((k) => ORDERS[k].special)).toEqual([]);
  });

  it.each([
    ["no-raid", ["raid", "raid-special"]],
    ["no-support", ["support", "support-special"]],
    ["no-defense", ["defense", "defense-special"]],
    ["no-consolidate-power", ["consolidate-power", "consolidate-power-special"]],
    ["no-march-special", ["march-special"]],
  ] as const)("Westeros III restriction %s removes %j (cards.md 3.4)", (r, gone) => {
    const g = starkWithAreas(2, [r]);
    const offered = kindsOffered(g, "stark", "winterfell");
    for (const k of gone) expect(offered).not.toContain(k);
    expect(offered.length).toBe(11 - gone.length);
  });
});

describe("Not Enough Order Tokens? (p.12)", () => {
  // Only the three marches remain eligible; Stark holds five areas: it is short by two.
  const short = () => starkWithAreas(5, ["no-defense", "no-support", "no-raid", "no-consolidate-power"]);

  it("everyone places in turn order instead of simultaneously", () => {
    const g = short();
    expect(topFrame(g)).toMatchObject({ kind: "assign-orders", sequential: true });
    // Turn order of six players: Baratheon, Lannister, Stark, ...; Baratheon has no units here.
    expect(agotEngine.pendingSeats(g).map((p) => p.seat)).toEqual(["lannister"]);
    refuse(g, "stark", { type: "place-order", area: "winterfell", order: "march" }, "NOT_YOUR_DECISION");
    const g2 = act(g, "lannister", { type: "place-order", area: "lannisport", order: "march" });
    expect(agotEngine.pendingSeats(g2).map((p) => p.seat)).toEqual(["stark"]);
  });

  it("the short house places all its eligible tokens and leaves areas of its choice empty", () => {
    let g = act(short(), "lannister", { type: "place-order", area: "lannisport", order: "march" });
    g = act(g, "stark", { type: "place-order", area: "karhold", order: "march-special" });
    g = act(g, "stark", { type: "place-order", area: "castle-black", order: "march" });
    expect(agotEngine.pendingSeats(g).map((p) => p.seat)).toEqual(["stark"]);
    const { state, events } = actWithEvents(g, "stark", { type: "place-order", area: "the-stony-shore", order: "march-weak" });
    // Three marches placed, Winterfell and White Harbor left without orders; the step is over.
    expect(events.some((e) => e.type === "orders-revealed")).toBe(true);
    const revealed = events.find((e) => e.type === "orders-revealed")!.data as { orders: { area: string }[] };
    expect(revealed.orders.map((o) => o.area).sort()).toEqual(["castle-black", "karhold", "lannisport", "the-stony-shore"]);
    expect(state.stack.some((f) => f.kind === "assign-orders")).toBe(false);
  });

  it("never more special orders than the stars allow, even when short (p.12)", () => {
    // Stark at King's Court position 5: no stars, so only two marches are eligible.
    const g = edit(short(), (d) => {
      d.tracks.kingsCourt = ["lannister", "martell", "baratheon", "tyrell", "stark", "greyjoy"];
    });
    const g2 = act(g, "lannister", { type: "place-order", area: "lannisport", order: "march" });
    expect(kindsOffered(g2, "stark", "winterfell").sort()).toEqual(["march", "march-weak"]);
  });

  it("enough tokens: the step stays simultaneous", () => {
    expect(topFrame(starkWithAreas(5))).toMatchObject({ kind: "assign-orders", sequential: false });
  });
});

describe("Reveal Orders (p.12)", () => {
  it("once every order is placed all are revealed together, then the raven holder may act", () => {
    let g = edit(newGame(4), (d) => {
      clearBoard(d);
      put(d, "winterfell", "stark", "footman");
      put(d, "lannisport", "lannister", "footman");
      put(d, "dragonstone", "baratheon", "footman");
      put(d, "pyke", "greyjoy", "footman");
    });
    g = act(g, "stark", { type: "place-order", area: "winterfell", order: "defense" });
    g = act(g, "lannister", { type: "place-order", area: "lannisport", order: "raid" });
    g = act(g, "baratheon", { type: "place-order", area: "dragonstone", order: "support" });
    expect(g.areas["winterfell"]!.order).toEqual({ house: "stark", kind: "defense" });
    const { state, events } = actWithEvents(g, "greyjoy", { type: "place-order", area: "pyke", order: "march" });
    const revealed = events.find((e) => e.type === "orders-revealed")!;
    expect(revealed.visibleTo).toBeUndefined();
    expect((revealed.data as { orders: unknown[] }).orders).toHaveLength(4);
    expect(topFrame(state)).toMatchObject({ kind: "messenger-raven", house: "lannister", step: "choose" });
  });

  it("placing an order tells nobody which one (no public event names it)", () => {
    const r = agotEngine.applyAction(newGame(6), "stark", { type: "place-order", area: "winterfell", order: "march-special" });
    expect(r.ok).toBe(true);
    if (r.ok) for (const e of r.value.events) if (!e.visibleTo) expect(JSON.stringify(e)).not.toContain("march-special");
  });
});
