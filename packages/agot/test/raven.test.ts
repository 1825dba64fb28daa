/**
 * Use Messenger Raven (rulebook p.12 step 3 and the King's Court sidebar p.11; cards.md 7 #28:
 * never a restricted order). The peek is secret: only the holder sees the card (ENGINE.md).
 */
import { describe, expect, it } from "vitest";
import { eventsFor } from "@kingsroad/core";
import type { Action } from "../src/actions.ts";
import { ORDERS } from "../src/data/orders.ts";
import type { HouseId } from "../src/data/houses.ts";
import { agotEngine } from "../src/index.ts";
import type { Game, OrderRestriction } from "../src/state.ts";
import { act, actWithEvents, clearBoard, edit, newGame, put, rawGame, refuse, topFrame } from "./helpers.ts";

/** Six players; Lannister (King's Court 1, 3 stars) holds the raven and three placed orders. */
function ravenPosition(restrictions: OrderRestriction[] = [], lannisterOrders: [string, string, string] = ["march", "defense", "support"]): Game {
  return edit(rawGame(6), (d) => {
    clearBoard(d);
    d.restrictions = restrictions;
    const areas = ["lannisport", "stoney-sept", "searoad-marches"];
    areas.forEach((id, i) => {
      put(d, id, "lannister", "footman");
      d.areas[id]!.order = { house: "lannister", kind: lannisterOrders[i] as never };
    });
    put(d, "winterfell", "stark", "footman");
    d.areas["winterfell"]!.order = { house: "stark", kind: "march" };
    d.stack = [
      { kind: "round", step: "action" },
      { kind: "messenger-raven", house: "lannister", step: "choose" },
    ];
  });
}

const replacements = (g: Game) =>
  agotEngine.legalActions(g, "lannister").filter((a): a is Extract<Action, { type: "raven-replace-order" }> => a.type === "raven-replace-order");

describe("Messenger Raven: replace an order (p.12)", () => {
  it("only the holder decides; pass, look, or a swap of one of his orders for an unused token", () => {
    const g = ravenPosition();
    expect(agotEngine.pendingSeats(g).map((p) => p.seat)).toEqual(["lannister"]);
    refuse(g, "stark", { type: "raven-pass" }, "NOT_YOUR_DECISION");
    const legal = agotEngine.legalActions(g, "lannister");
    expect(legal).toContainEqual({ type: "raven-pass" });
    expect(legal).toContainEqual({ type: "raven-look-at-wildlings" });
    expect(legal).toContainEqual({ type: "raven-replace-order", area: "lannisport", order: "raid" });
    // Never a token of the same kind, never on another house's order.
    expect(replacements(g).some((a) => a.area === "lannisport" && a.order === "march")).toBe(false);
    expect(replacements(g).some((a) => a.area === "winterfell")).toBe(false);
    // March +0 is on the board: it is not unused, so no other area may receive it.
    expect(replacements(g).some((a) => a.area === "stoney-sept" && a.order === "march")).toBe(false);
  });

  it("the swap replaces the order, flips the raven, and ends the step", () => {
    const { state, events } = actWithEvents(ravenPosition(), "lannister", { type: "raven-replace-order", area: "stoney-sept", order: "march-special" });
    const e = events.find((x) => x.type === "raven")!;
    expect(e.data).toEqual({ area: "stoney-sept", order: "march-special" });
    expect(state.stack.some((f) => f.kind === "messenger-raven")).toBe(false);
    expect(state.ravenUsed).toBe(true);
    // The Action phase now waits on the marches: the swapped order is on the board, the others untouched.
    expect(state.areas["stoney-sept"]!.order).toEqual({ house: "lannister", kind: "march-special" });
    expect(state.areas["lannisport"]!.order).toEqual({ house: "lannister", kind: "march" });
    expect(state.areas["winterfell"]!.order).toEqual({ house: "stark", kind: "march" });
  });

  it("never to a restricted order (cards.md 7 #28)", () => {
    const g = ravenPosition(["no-raid", "no-consolidate-power"]);
    const kinds = new Set(replacements(g).map((a) => a.order));
    for (const k of ["raid", "raid-special", "consolidate-power", "consolidate-power-special"]) expect(kinds.has(k as never)).toBe(false);
    refuse(g, "lannister", { type: "raven-replace-order", area: "lannisport", order: "raid" }, "ILLEGAL_ACTION");
  });

  it("never exceeding the stars: with all 3 specials placed, only a special may become another special", () => {
    const g = ravenPosition([], ["march-special", "defense-special", "support-special"]);
    // Swapping a special for a regular one is fine; a special for another special too (the count stays 3).
    expect(replacements(g)).toContainEqual({ type: "raven-replace-order", area: "lannisport", order: "raid-special" });
    expect(replacements(g)).toContainEqual({ type: "raven-replace-order", area: "lannisport", order: "raid" });
    const g2 = edit(ravenPosition([], ["march-special", "defense-special", "support"]), (d) => {
      // Lannister at position 4 of 6 (one star) with two specials already placed (the track moved
      // after planning); the frame is forced to Lannister: no swap may add a third special.
      d.tracks.kingsCourt = ["stark", "martell", "baratheon", "lannister", "tyrell", "greyjoy"];
      (d.stack[1] as { house: string }).house = "lannister";
    });
    expect(replacements(g2).filter((a) => a.area === "searoad-marches" && ORDERS[a.order].special)).toEqual([]);
  });

  it("pass: nothing changes and the raven stays available", () => {
    const { state, events } = actWithEvents(ravenPosition(), "lannister", { type: "raven-pass" });
    expect(events.some((e) => e.type === "raven")).toBe(true);
    expect(state.stack.some((f) => f.kind === "messenger-raven")).toBe(false);
    expect(state.wildlings.deck).toEqual(ravenPosition().wildlings.deck);
  });

  it("a used raven is not offered again this round (p.12: flipped to its faded side)", () => {
    let g = edit(rawGame(4), (d) => {
      clearBoard(d);
      d.ravenUsed = true;
      put(d, "winterfell", "stark", "footman");
    });
    g = act(g, "stark", { type: "place-order", area: "winterfell", order: "defense" });
    expect(g.stack.some((f) => f.kind === "messenger-raven")).toBe(false);
  });
});

describe("Messenger Raven: look at the top wildling card (p.12)", () => {
  it("the holder alone sees the card, in his view and in the events; that he looked is public (AG-18)", () => {
    const g = ravenPosition();
    const top = g.wildlings.deck[0]!;
    const { state, events } = actWithEvents(g, "lannister", { type: "raven-look-at-wildlings" });
    expect(state.ravenUsed).toBe(true);
    expect(topFrame(state)).toMatchObject({ kind: "messenger-raven", step: "looked" });
    const peek = events.find((e) => e.type === "raven-peek")!;
    expect(peek.visibleTo).toEqual(["lannister"]);
    expect(peek.data).toEqual({ card: top });
    expect(eventsFor(events, "lannister").some((e) => JSON.stringify(e).includes(top))).toBe(true);
    for (const seat of ["stark", null]) expect(JSON.stringify(eventsFor(events, seat))).not.toContain(top);
    expect(agotEngine.view(state, "lannister").wildlings.topCard).toBe(top);
    expect(agotEngine.view(state, "stark").wildlings.topCard).toBeNull();
    expect(agotEngine.view(state, null).wildlings.topCard).toBeNull();
    expect(agotEngine.view(state, "stark").wildlings.topKnownBy).toBe("lannister");
  });

  it("keep it on top: the holder goes on knowing it (AG-18)", () => {
    const g = act(ravenPosition(), "lannister", { type: "raven-look-at-wildlings" });
    const after = act(g, "lannister", { type: "raven-keep-wildling-card", bottom: false });
    expect(after.wildlings.deck).toEqual(g.wildlings.deck);
    expect(after.wildlings.topKnownBy).toBe("lannister");
  });

  it("bury it: the card goes to the bottom and nobody knows the new top", () => {
    const g = act(ravenPosition(), "lannister", { type: "raven-look-at-wildlings" });
    const [top, ...rest] = g.wildlings.deck;
    const after = act(g, "lannister", { type: "raven-keep-wildling-card", bottom: true });
    expect(after.wildlings.deck).toEqual([...rest, top]);
    expect(after.wildlings.topKnownBy).toBeNull();
    expect(agotEngine.view(after, "lannister").wildlings.topCard).toBeNull();
  });

  it("after looking, only keep or bury is offered", () => {
    const g = act(ravenPosition(), "lannister", { type: "raven-look-at-wildlings" });
    expect(agotEngine.legalActions(g, "lannister").map((a) => a.type)).toEqual(["raven-keep-wildling-card", "raven-keep-wildling-card"]);
    refuse(g, "lannister", { type: "raven-pass" }, "ILLEGAL_ACTION");
  });
});

describe("the raven holder is King's Court position 1 at the reveal (p.11)", () => {
  it("a full round-1 planning ends with the raven holder deciding", () => {
    let g = newGame(3);
    while (topFrame(g).kind === "assign-orders") {
      const seat = agotEngine.pendingSeats(g)[0]!.seat as HouseId;
      g = act(g, seat, agotEngine.legalActions(g, seat)[0]!);
    }
    expect(topFrame(g)).toMatchObject({ kind: "messenger-raven", house: g.tracks.kingsCourt[0] });
  });
});
