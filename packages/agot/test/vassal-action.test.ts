/**
 * Vassals in the Action phase (Mother of Dragons; rules summary "Ordering vassals" and
 * "Additional vassal rules"; cards.md 6.4.2; AG-23, AG-24, AG-35, AG-44). Base-board positions
 * with houses marked as vassals; every vassal's decisions go to its commander's seat.
 */
import { describe, expect, it } from "vitest";
import type { Draft } from "immer";
import type { HouseId } from "../src/data/houses.ts";
import type { OrderKind } from "../src/data/orders.ts";
import { agotEngine } from "../src/index.ts";
import type { Game } from "../src/state.ts";
import { act, actionPhase, actWithEvents, put, refuse, topFrame } from "./helpers.ts";
import { vassalize } from "./vassal-setup.ts";
import { duel, finalTotals, playCardsWithEvents } from "./cards/combat-setup.ts";

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

  // AG-44 (RULINGS.md; summary "Ordering vassals" "Defense 1/Muster": "The defense order functions as
  // normal"; rulebook p.16, 4. Clean Up: "All remaining Support and Defense Orders are now removed").
  // Before AG-44 the token left the board in the Consolidate Power step whether it mustered or not.
  const cleanUpOrders = (events: readonly { type: string; data?: unknown }[]): number =>
    (events.find((e) => e.type === "clean-up")!.data as { orders: number }).orders;
  /** Greyjoy resolves its Special Consolidate Power at Pyke without mustering: the step ends, Clean Up runs. */
  const finish = (g: Game) => actWithEvents(g, "greyjoy", { type: "consolidate-power", area: "pyke", muster: false });

  it("AG-44: outside a castle it is not asked about, stays a Defense +1 order to Clean Up and gives no power", () => {
    const g = position("dornish-marches");
    // Tyrell comes first on the Iron Throne track, yet nobody is asked about its token: Greyjoy's order is next.
    expect(seats(g)).toEqual(["greyjoy"]);
    expect(legal(g, "stark")).toEqual([]);
    expect(g.areas["dornish-marches"]!.order).toEqual({ house: "tyrell", kind: "vassal-defense-muster" });
    // Every seat sees it on the board, its commander and the others.
    for (const seat of ["stark", "lannister", null] as const) expect(agotEngine.view(g, seat).areas["dornish-marches"]!.order).toEqual({ house: "tyrell", kind: "vassal-defense-muster" });
    expect(g.power.tyrell).toBe(0);
    const { state, events } = finish(g);
    // Clean Up removes it (with Greyjoy's resolved order gone, it is the one order left).
    expect(cleanUpOrders(events)).toBe(1);
    expect(state.areas["dornish-marches"]!.order).toBeNull();
    expect(state.power.tyrell).toBe(0);
  });

  it("AG-44: in a castle, the commander who declines to muster sees it stay as a Defense +1 order until Clean Up", () => {
    const g = position("oldtown");
    const power = g.power.stark;
    const { state: kept, events } = actWithEvents(g, "stark", { type: "consolidate-power", area: "oldtown", muster: false });
    expect(kept.areas["oldtown"]!.order).toEqual({ house: "tyrell", kind: "vassal-defense-kept" });
    expect(agotEngine.view(kept, "stark").areas["oldtown"]!.order).toEqual({ house: "tyrell", kind: "vassal-defense-kept" });
    expect(agotEngine.view(kept, "lannister").areas["oldtown"]!.order).toEqual({ house: "tyrell", kind: "vassal-defense-kept" });
    expect(events.find((e) => e.type === "consolidate-power")!.data).toMatchObject({ house: "tyrell", area: "oldtown", gained: 0, kept: true });
    // No power for the vassal nor its commander, and the token is not offered again.
    expect(kept.power.tyrell).toBe(0);
    expect(kept.power.stark).toBe(power);
    expect(seats(kept)).toEqual(["greyjoy"]);
    expect(legal(kept, "stark")).toEqual([]);
    const { state, events: end } = finish(kept);
    expect(cleanUpOrders(end)).toBe(1);
    expect(state.areas["oldtown"]!.order).toBeNull();
  });
});

describe("a kept Defense +1/Muster token is a Defense +1 order (AG-44)", () => {
  it("it adds 1 to its area's defense, as the token did before the step", () => {
    // No combat follows the Consolidate Power step in a real round; a position with the kept token
    // in a fight checks that the kind means a Defense +1 order, nothing more or less.
    const fight = (kind: OrderKind) =>
      duel({
        attacker: "stark",
        defender: "tyrell",
        att: ["footman"],
        def: ["footman"],
        setup: (d) => {
          vassalize(d, { tyrell: "lannister" }, ["janos-slynt", "varys", "bronn"]);
          d.areas["stoney-sept"]!.order = { house: "tyrell", kind };
        },
      });
    for (const kind of ["vassal-defense-kept", "vassal-defense-muster"] as const) {
      const { events } = playCardsWithEvents(fight(kind), "catelyn-stark", "varys");
      // Tyrell: footman 1 + Varys 0 + the order's 1.
      expect(finalTotals(events).defender).toBe(2);
    }
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
