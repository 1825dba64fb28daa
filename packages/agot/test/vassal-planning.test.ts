/**
 * Vassals in the Planning phase (Mother of Dragons; rules summary "Choosing vassals" and "Ordering
 * vassals"; AG-24, AG-28; cards.md 6.4.2). Positions on the base board with houses marked as vassals.
 */
import { describe, expect, it } from "vitest";
import type { HouseId } from "../src/data/houses.ts";
import { ORDERS } from "../src/data/orders.ts";
import { agotEngine } from "../src/index.ts";
import type { Game, OrderRestriction } from "../src/state.ts";
import { act, clearBoard, edit, put, rawGame, refuse, topFrame } from "./helpers.ts";
import { vassalize } from "./vassal-setup.ts";

const seatsAsked = (g: Game): HouseId[] => agotEngine.pendingSeats(g).map((p) => p.seat as HouseId);
const commanders = (g: Game) => g.mod!.vassals!.commanders;

/** The start of a Planning phase in a six-house game where the houses named are vassals (no commanders yet). */
function planning(vassals: HouseId[], recipe?: Parameters<typeof edit>[1]): Game {
  return edit(rawGame(6), (d) => {
    vassalize(d, Object.fromEntries(vassals.map((h) => [h, null])));
    d.stack = [{ kind: "round", step: "planning" }];
    recipe?.(d);
  });
}

describe("choosing vassals (summary 'Choosing vassals'; AG-28)", () => {
  it("the players claim in Iron Throne order, vassals skipped, one set each for the first V mod P", () => {
    // Iron Throne: Baratheon, Lannister, Stark, Martell, Greyjoy, Tyrell; vassals Martell and Tyrell.
    let g = planning(["martell", "tyrell"]);
    expect(topFrame(g)).toMatchObject({ kind: "claim-vassals", sets: [{ house: "baratheon", count: 1 }, { house: "lannister", count: 1 }, { house: "stark", count: 0 }, { house: "greyjoy", count: 0 }] });
    expect(seatsAsked(g)).toEqual(["baratheon"]);
    expect(agotEngine.legalActions(g, "baratheon")).toEqual([
      { type: "choose", choice: "martell" },
      { type: "choose", choice: "tyrell" },
      { type: "choose", choice: "pass" },
    ]);
    refuse(g, "lannister", { type: "choose", choice: "tyrell" }, "NOT_YOUR_DECISION");
    g = act(g, "baratheon", { type: "choose", choice: "tyrell" });
    expect(seatsAsked(g)).toEqual(["lannister"]);
    g = act(g, "lannister", { type: "choose", choice: "martell" });
    expect(commanders(g)).toEqual({ tyrell: "baratheon", martell: "lannister" });
    expect(topFrame(g).kind).toBe("assign-orders");
  });

  it("a pass hands the set to the next player, who may then claim twice", () => {
    let g = planning(["martell", "tyrell"]);
    g = act(g, "baratheon", { type: "choose", choice: "pass" });
    expect(topFrame(g)).toMatchObject({ kind: "claim-vassals", at: 1, sets: [{ count: 0 }, { house: "lannister", count: 2 }, { count: 0 }, { count: 0 }] });
    g = act(g, "lannister", { type: "choose", choice: "martell" });
    g = act(g, "lannister", { type: "choose", choice: "tyrell" });
    expect(commanders(g)).toEqual({ martell: "lannister", tyrell: "lannister" });
  });

  it("the last player cannot pass: it commands every vassal left", () => {
    let g = planning(["martell", "tyrell"]);
    g = act(g, "baratheon", { type: "choose", choice: "pass" });
    g = act(g, "lannister", { type: "choose", choice: "pass" });
    g = act(g, "lannister", { type: "choose", choice: "pass" });
    g = act(g, "stark", { type: "choose", choice: "pass" });
    g = act(g, "stark", { type: "choose", choice: "pass" });
    // Greyjoy is the last player on the Iron Throne track (Tyrell, below it, is a vassal).
    expect(commanders(g)).toEqual({ martell: "greyjoy", tyrell: "greyjoy" });
    expect(topFrame(g).kind).toBe("assign-orders");
  });

  it("with more vassals than players each player gets ⌊V/P⌋ sets, the first V mod P one more (mod-setup.md 1.1)", () => {
    const g = planning(["greyjoy", "martell", "tyrell", "stark"]);
    // Players Baratheon and Lannister; four vassals: two sets each.
    expect(topFrame(g)).toMatchObject({ sets: [{ house: "baratheon", count: 2 }, { house: "lannister", count: 2 }] });
    const three = planning(["greyjoy", "martell", "tyrell"]);
    expect(topFrame(three)).toMatchObject({ sets: [{ house: "baratheon", count: 1 }, { house: "lannister", count: 1 }, { house: "stark", count: 1 }] });
  });

  it("commanders serve until the next Planning phase: claiming frees every vassal first", () => {
    const g = planning(["martell", "tyrell"], (d) => (d.mod!.vassals!.commanders = { martell: "stark", tyrell: "stark" }));
    expect(commanders(g)).toEqual({});
  });
});

/** Orders placed: players done; the vassals' commanders place next. */
function ordering(restrictions: OrderRestriction[] = []): Game {
  return edit(rawGame(6), (d) => {
    clearBoard(d);
    // Stark holds the Messenger Raven.
    d.tracks.kingsCourt = ["stark", "lannister", "martell", "baratheon", "tyrell", "greyjoy"];
    vassalize(d, { tyrell: "stark", martell: "baratheon" });
    d.restrictions = restrictions;
    put(d, "winterfell", "stark", "footman");
    put(d, "highgarden", "tyrell", "footman");
    put(d, "oldtown", "tyrell", "knight");
    put(d, "dornish-marches", "tyrell", "footman");
    put(d, "sunspear", "martell", "footman");
    put(d, "dragonstone", "baratheon", "footman");
    d.stack = [{ kind: "round", step: "action" }, { kind: "assign-orders", sequential: false, done: [] }];
  });
}

describe("ordering vassals (summary 'Ordering vassals'; AG-24)", () => {
  it("players place their own orders first; vassals are not asked meanwhile", () => {
    const g = ordering();
    expect(seatsAsked(g).sort()).toEqual(["baratheon", "stark"]);
    expect(agotEngine.legalActions(g, "stark").every((a) => a.type === "place-order" && !ORDERS[a.order].vassal)).toBe(true);
  });

  it("then commanders place up to two of the four vassal tokens per vassal, in turn order, and may stop early", () => {
    let g = ordering();
    g = act(g, "stark", { type: "place-order", area: "winterfell", order: "defense" });
    g = act(g, "baratheon", { type: "place-order", area: "dragonstone", order: "defense" });
    // Baratheon is first on the Iron Throne track: its vassal Martell places first.
    const [p] = agotEngine.pendingSeats(g);
    expect(p).toMatchObject({ seat: "baratheon", kind: "assign-vassal-orders", detail: { vassal: "martell" } });
    expect(agotEngine.legalActions(g, "baratheon")).toEqual([
      { type: "place-order", area: "sunspear", order: "vassal-march" },
      { type: "place-order", area: "sunspear", order: "vassal-raid-support" },
      { type: "place-order", area: "sunspear", order: "vassal-defense-muster" },
      { type: "place-order", area: "sunspear", order: "vassal-defense" },
      { type: "done" },
    ]);
    refuse(g, "martell", { type: "done" }, "NOT_YOUR_DECISION");
    g = act(g, "baratheon", { type: "done" });
    g = act(g, "stark", { type: "place-order", area: "highgarden", order: "vassal-defense" });
    g = act(g, "stark", { type: "place-order", area: "oldtown", order: "vassal-march" });
    // Two placed: Tyrell is finished though Dornish Marches has no order; the raven comes next.
    expect(g.areas["dornish-marches"]!.order).toBeNull();
    expect(g.areas["highgarden"]!.order).toEqual({ house: "tyrell", kind: "vassal-defense" });
    expect(topFrame(g).kind).toBe("messenger-raven");
  });

  it("vassal orders are face down to everyone but the commander until the reveal", () => {
    let g = ordering();
    g = act(g, "stark", { type: "place-order", area: "winterfell", order: "defense" });
    g = act(g, "baratheon", { type: "place-order", area: "dragonstone", order: "defense" });
    g = act(g, "baratheon", { type: "place-order", area: "sunspear", order: "vassal-defense" });
    expect(agotEngine.view(g, "baratheon").areas["sunspear"]!.order).toEqual({ house: "martell", kind: "vassal-defense" });
    expect(agotEngine.view(g, "stark").areas["sunspear"]!.order).toEqual({ house: "martell", kind: null });
  });

  it("Web of Lies (no support) bars the Raid/Support token, which is a Support order too (cards.md 7 #27)", () => {
    let g = ordering(["no-support"]);
    g = act(g, "stark", { type: "place-order", area: "winterfell", order: "defense" });
    g = act(g, "baratheon", { type: "place-order", area: "dragonstone", order: "defense" });
    const kinds = agotEngine.legalActions(g, "baratheon").flatMap((a) => (a.type === "place-order" ? [a.order] : []));
    expect(kinds).toEqual(["vassal-march", "vassal-defense-muster", "vassal-defense"]);
  });

  it("the Messenger Raven cannot swap a vassal's order, even the holder's own vassal's", () => {
    let g = ordering();
    g = act(g, "stark", { type: "place-order", area: "winterfell", order: "defense" });
    g = act(g, "baratheon", { type: "place-order", area: "dragonstone", order: "defense" });
    g = act(g, "baratheon", { type: "place-order", area: "sunspear", order: "vassal-defense" });
    g = act(g, "stark", { type: "place-order", area: "highgarden", order: "vassal-defense" });
    g = act(g, "stark", { type: "done" });
    expect(topFrame(g)).toMatchObject({ kind: "messenger-raven", house: "stark" });
    const swapped = agotEngine.legalActions(g, "stark").flatMap((a) => (a.type === "raven-replace-order" ? [a.area] : []));
    expect(swapped.length).toBeGreaterThan(0);
    expect(new Set(swapped)).toEqual(new Set(["winterfell"]));
    refuse(g, "stark", { type: "raven-replace-order", area: "highgarden", order: "vassal-march" }, "ILLEGAL_ACTION");
  });
});
