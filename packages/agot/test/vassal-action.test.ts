/**
 * Vassals in the Action phase (Mother of Dragons; rules summary "Ordering vassals" and
 * "Additional vassal rules"; cards.md 6.4.2; AG-23, AG-24, AG-35). Base-board positions with houses
 * marked as vassals; every vassal's decisions go to its commander's seat.
 */
import { describe, expect, it } from "vitest";
import type { Draft } from "immer";
import type { HouseId } from "../src/data/houses.ts";
import type { OrderKind } from "../src/data/orders.ts";
import { agotEngine } from "../src/index.ts";
import type { Game } from "../src/state.ts";
import { act, actionPhase, actWithEvents, put, refuse, topFrame } from "./helpers.ts";
import { vassalize } from "./vassal-setup.ts";

const order = (d: Draft<Game>, area: string, house: HouseId, kind: OrderKind) => {
  d.areas[area]!.order = { house, kind };
};
const legal = (g: Game, h: HouseId) => agotEngine.legalActions(g, h);
const seats = (g: Game) => agotEngine.pendingSeats(g).map((p) => p.seat);
/** Keeps the phase waiting after the step under test: a Greyjoy Special Consolidate Power at Pyke (two choices). */
const hold = (d: Draft<Game>) => {
  put(d, "pyke", "greyjoy", "footman");
  order(d, "pyke", "greyjoy", "consolidate-power-special");
};
const moves = (g: Game, seat: HouseId) => legal(g, seat).flatMap((a) => (a.type === "move" ? [a.to] : []));

describe("Raid/Support +1 (summary 'Ordering vassals'; AG-24)", () => {
  const position = () =>
    actionPhase((d) => {
      vassalize(d, { tyrell: "stark" });
      hold(d);
      put(d, "highgarden", "tyrell", "footman");
      order(d, "highgarden", "tyrell", "vassal-raid-support");
      put(d, "the-reach", "lannister", "footman");
      order(d, "the-reach", "lannister", "support");
      put(d, "oldtown", "stark", "footman");
      order(d, "oldtown", "stark", "consolidate-power");
    });

  it("the commander raids with it, or keeps it on the board as a Support +1 order; never raids its own commander", () => {
    const g = position();
    expect(seats(g)).toEqual(["stark"]);
    expect(agotEngine.pendingSeats(g)[0]!.detail).toMatchObject({ vassal: "tyrell" });
    expect(legal(g, "stark")).toEqual([
      { type: "raid", from: "highgarden", target: "the-reach" },
      { type: "raid", from: "highgarden", target: null },
      { type: "choose", choice: "keep-as-support" },
    ]);
    const kept = act(g, "stark", { type: "choose", choice: "keep-as-support" });
    expect(kept.areas["highgarden"]!.order).toEqual({ house: "tyrell", kind: "vassal-support" });
    const raided = act(g, "stark", { type: "raid", from: "highgarden", target: "the-reach" });
    expect(raided.areas["highgarden"]!.order).toBeNull();
    expect(raided.areas["the-reach"]!.order).toBeNull();
  });

  it("a commander's raid never targets its vassal's orders", () => {
    const g = actionPhase((d) => {
      vassalize(d, { tyrell: "stark" });
      hold(d);
      put(d, "highgarden", "tyrell", "footman");
      order(d, "highgarden", "tyrell", "vassal-defense");
      put(d, "dornish-marches", "tyrell", "footman");
      order(d, "dornish-marches", "tyrell", "vassal-support");
      put(d, "the-reach", "stark", "footman");
      order(d, "the-reach", "stark", "raid-special");
      put(d, "blackwater", "lannister", "footman");
      order(d, "blackwater", "lannister", "support");
    });
    expect(legal(g, "stark")).toEqual([
      { type: "raid", from: "the-reach", target: "blackwater" },
      { type: "raid", from: "the-reach", target: null },
    ]);
  });

  it("pillaging with a vassal gives the token to its commander (AG-23)", () => {
    const { state, events } = actWithEvents(
      actionPhase((d) => {
        vassalize(d, { tyrell: "stark" });
        hold(d);
        put(d, "highgarden", "tyrell", "footman");
        order(d, "highgarden", "tyrell", "vassal-raid-support");
        put(d, "the-reach", "lannister", "footman");
        order(d, "the-reach", "lannister", "consolidate-power");
      }),
      "stark",
      { type: "raid", from: "highgarden", target: "the-reach" },
    );
    expect(state.power.stark).toBe(6);
    expect(state.power.tyrell).toBe(0);
    expect(state.power.lannister).toBe(4);
    expect(events.some((e) => e.type === "raid")).toBe(true);
  });
});

describe("vassal marches (summary 'Ordering vassals', 'Additional vassal rules'; AG-35)", () => {
  it("a vassal never enters a port nor an area of its commander; the commander never enters its vassals' areas", () => {
    let g = actionPhase((d) => {
      vassalize(d, { tyrell: "stark", martell: "stark" });
      d.tracks.ironThrone = ["tyrell", "martell", "stark", "lannister", "baratheon", "greyjoy"];
      hold(d);
      put(d, "redwyne-straights", "tyrell", "ship");
      order(d, "redwyne-straights", "tyrell", "vassal-march");
      put(d, "oldtown", "tyrell", "footman");
      put(d, "dornish-marches", "martell", "footman");
      order(d, "dornish-marches", "martell", "vassal-march");
      put(d, "highgarden", "stark", "footman");
      order(d, "highgarden", "stark", "march");
    });
    // Tyrell's ship: the open sea, never the port of Oldtown though Tyrell holds Oldtown.
    expect(moves(g, "stark")).toEqual(["west-summer-sea"]);
    g = act(g, "stark", { type: "done" });
    // Martell's footman: not into Highgarden, its commander's.
    const martell = moves(g, "stark");
    expect(martell).toContain("the-reach");
    expect(martell).not.toContain("highgarden");
    g = act(g, "stark", { type: "done" });
    // Stark's own march: neither into Oldtown nor Dornish Marches (its vassals'), though it may go to The Reach.
    const stark = moves(g, "stark");
    expect(stark).toContain("the-reach");
    expect(stark).not.toContain("oldtown");
    expect(stark).not.toContain("dornish-marches");
  });

  it("nor into an area its vassal holds with a power token alone", () => {
    const g = actionPhase((d) => {
      vassalize(d, { tyrell: "stark" });
      hold(d);
      d.areas["dornish-marches"]!.powerToken = "tyrell";
      put(d, "highgarden", "stark", "footman");
      order(d, "highgarden", "stark", "march");
    });
    expect(moves(g, "stark")).not.toContain("dornish-marches");
    expect(moves(g, "stark")).toContain("the-reach");
  });

  it("a vassal vacating a land area leaves a power token there without being asked, for free", () => {
    let g = actionPhase((d) => {
      vassalize(d, { tyrell: "stark" });
      hold(d);
      put(d, "dornish-marches", "tyrell", "footman");
      order(d, "dornish-marches", "tyrell", "vassal-march");
    });
    g = act(g, "stark", { type: "move", to: "the-reach", units: { footman: 1, knight: 0, ship: 0, "siege-engine": 0 } });
    expect(g.areas["dornish-marches"]!.powerToken).toBe("tyrell");
    expect(g.power.tyrell).toBe(0);
  });
});

describe("Defense +1/Muster (summary 'Ordering vassals')", () => {
  const position = (area: string) =>
    actionPhase((d) => {
      vassalize(d, { tyrell: "stark" });
      hold(d);
      d.tracks.ironThrone = ["tyrell", "stark", "lannister", "baratheon", "greyjoy", "martell"];
      put(d, area, "tyrell", "footman");
      order(d, area, "tyrell", "vassal-defense-muster");
    });

  it("musters in the Consolidate Power step like a Special Consolidate Power order, in a castle area", () => {
    const g = position("oldtown");
    expect(seats(g)).toEqual(["stark"]);
    expect(legal(g, "stark")).toEqual([
      { type: "consolidate-power", area: "oldtown", muster: false },
      { type: "consolidate-power", area: "oldtown", muster: true },
    ]);
    let m = act(g, "stark", { type: "consolidate-power", area: "oldtown", muster: true });
    expect(topFrame(m).kind).toBe("muster");
    m = act(m, "stark", { type: "muster", castle: "oldtown", to: "oldtown", unit: "footman" });
    expect(m.areas["oldtown"]!.units.map((u) => u.type)).toEqual(["footman", "footman"]);
    expect(m.areas["oldtown"]!.house).toBe("tyrell");
  });

  it("outside a castle it does nothing in that step (and gives a vassal no power)", () => {
    const g = position("dornish-marches");
    // The single choice resolves alone; Greyjoy's order is next.
    expect(seats(g)).toEqual(["greyjoy"]);
    expect(g.areas["dornish-marches"]!.order).toBeNull();
    expect(g.power.tyrell).toBe(0);
  });
});

describe("a vassal's decisions belong to its commander", () => {
  it("the vassal's own seat may not act, and the commander acts with the vassal's legal actions", () => {
    const g = actionPhase((d) => {
      vassalize(d, { tyrell: "stark" });
      hold(d);
      put(d, "highgarden", "tyrell", "footman");
      order(d, "highgarden", "tyrell", "vassal-raid-support");
      put(d, "the-reach", "lannister", "footman");
      order(d, "the-reach", "lannister", "support");
    });
    refuse(g, "tyrell", { type: "raid", from: "highgarden", target: null }, "NOT_YOUR_DECISION");
    refuse(g, "lannister", { type: "raid", from: "highgarden", target: null }, "NOT_YOUR_DECISION");
    expect(legal(g, "tyrell")).toEqual([]);
  });
});
