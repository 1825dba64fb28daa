/**
 * Mother of Dragons' gifting of power tokens (cards.md 6.11, RULINGS.md AG-37): a free action of any
 * player seat, prompted or not, one token per action (rules/gifting.ts).
 */
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import { powerPool } from "../src/rules/power.ts";
import { POWER_TOKENS_PER_HOUSE, type HouseId } from "../src/data/houses.ts";
import type { Game } from "../src/state.ts";
import type { Draft } from "immer";
import { act, actionPhase, actWithEvents, edit, put, rawModGame, refuse } from "./helpers.ts";
import { combat, declineAllSupport, legal, position } from "./cards/combat-setup.ts";

const gift = (to: HouseId) => ({ type: "gift-power" as const, to });
const gifts = (g: Game, seat: HouseId) => legal(g, seat).filter((a) => a.type === "gift-power");

const place = (d: Draft<Game>, area: string, house: HouseId, support: boolean, type: "footman" | "knight") => {
  d.areas[area]!.house = house;
  d.areas[area]!.units = [{ type, routed: false }];
  d.areas[area]!.order = support ? { house, kind: "support" } : null;
};

/** An 8-player MoD combat in its call-for-support step: Tyrell attacks Lannister, Baratheon is asked to support. */
function supportStep(recipe: (d: Draft<Game>) => void = () => {}): Game {
  return position({
    mod: 8,
    attacker: "tyrell",
    from: "the-reach",
    to: "blackwater",
    units: ["knight"],
    setup: (d) => {
      place(d, "blackwater", "lannister", false, "footman");
      place(d, "harrenhal", "baratheon", true, "knight");
      for (const h of d.houses) d.power[h] = 5;
      recipe(d);
    },
  });
}

describe("gifting power tokens (cards.md 6.11, AG-37)", () => {
  it("an unprompted seat may give one available token to any other player; nothing else changes, and everyone sees it", () => {
    const g = supportStep();
    expect(combat(g).step).toBe("support");
    expect(agotEngine.pendingSeats(g).map((p) => p.seat)).toEqual(["baratheon"]);
    // Stark is not asked anything: its legal actions are its gifts alone, one per other player.
    expect(legal(g, "stark")).toEqual(g.houses.filter((h) => h !== "stark").map(gift));
    const { state, events } = actWithEvents(g, "stark", gift("greyjoy"));
    expect(state.power.stark).toBe(4);
    expect(state.power.greyjoy).toBe(6);
    expect(events).toEqual([{ type: "power-gift", text: "Stark gives a power token to Greyjoy.", data: { from: "stark", to: "greyjoy" } }]);
    // No frame moved: the same seat is asked the same question.
    expect(state.stack).toEqual(g.stack);
    expect(agotEngine.pendingSeats(state)).toEqual(agotEngine.pendingSeats(g));
  });

  it("the prompted seat's list holds its decision and its gifts", () => {
    const g = supportStep();
    const list = legal(g, "baratheon");
    expect(list.filter((a) => a.type === "support").length).toBeGreaterThan(0);
    expect(gifts(g, "baratheon")).toHaveLength(7);
  });

  it("during a combat, only in the call-for-support step", () => {
    const g = declineAllSupport(supportStep());
    expect(combat(g).step).not.toBe("support");
    expect(gifts(g, "stark")).toEqual([]);
    expect(gifts(g, "tyrell")).toEqual([]);
    refuse(g, "stark", gift("greyjoy"), "ILLEGAL_ACTION");
    const r = agotEngine.applyAction(g, "tyrell", gift("greyjoy"));
    expect(!r.ok && r.error.message).toContain("call-for-support step");
  });

  it("never to oneself; no available token, no gift", () => {
    const g = supportStep((d) => (d.power.stark = 0));
    refuse(g, "greyjoy", gift("greyjoy"), "ILLEGAL_ACTION");
    expect(gifts(g, "greyjoy")).not.toContainEqual(gift("greyjoy"));
    expect(gifts(g, "stark")).toEqual([]);
    refuse(g, "stark", gift("greyjoy"), "ILLEGAL_ACTION");
  });

  it("the receiver's 20-token cap counts its available tokens and those on the board", () => {
    // Greyjoy holds 18 behind its screen and 2 on the board: its pool is empty.
    const g = supportStep((d) => {
      d.power.greyjoy = POWER_TOKENS_PER_HOUSE - 2;
      d.areas["pyke"]!.powerToken = "greyjoy";
      d.areas["seagard"]!.powerToken = "greyjoy";
    });
    expect(powerPool(g, "greyjoy")).toBe(0);
    expect(gifts(g, "stark")).not.toContainEqual(gift("greyjoy"));
    refuse(g, "stark", gift("greyjoy"), "ILLEGAL_ACTION");
    // One token back on the pool and the gift fits.
    const h = edit(g, (d) => (d.areas["seagard"]!.powerToken = null));
    expect(gifts(h, "stark")).toContainEqual(gift("greyjoy"));
  });

  it("tokens bid and not yet revealed are in the bidder's hand, not available", () => {
    const g = supportStep();
    const bidding = edit(g, (d) => {
      d.stack = [{ kind: "round", step: "planning" }, { kind: "clash-of-kings", track: 0, placed: [], bids: { stark: 5 }, revealed: false }];
    });
    expect(bidding.power.stark).toBe(5);
    expect(gifts(bidding, "stark")).toEqual([]);
    expect(gifts(bidding, "greyjoy")).toHaveLength(7);
  });

  it("never to a vassal, and a vassal never gives", () => {
    const g = agotEngine.createGame({
      seed: "gift",
      playerCount: 6,
      tidesOfBattle: false,
      motherOfDragons: true,
      houses: ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "targaryen"],
    });
    const withPower = edit(g, (d) => {
      for (const h of d.houses) d.power[h] = 5;
    });
    expect(gifts(withPower, "stark").map((a) => (a as { to: string }).to).sort()).toEqual(["baratheon", "greyjoy", "lannister", "targaryen", "tyrell"]);
    refuse(withPower, "stark", gift("martell"), "ILLEGAL_ACTION");
    expect(agotEngine.applyAction(withPower, "stark", gift("martell"))).toMatchObject({ ok: false, error: { message: expect.stringContaining("vassal") } });
    expect(legal(withPower, "martell")).toEqual([]);
    refuse(withPower, "martell", gift("stark"), "NOT_YOUR_DECISION");
  });

  it("refused when the module is off, and in a base game", () => {
    const off = agotEngine.createGame({ seed: "gift", playerCount: 8, tidesOfBattle: false, motherOfDragons: true, giftingPower: false });
    const seat = agotEngine.pendingSeats(off)[0]!.seat as HouseId;
    expect(off.power[seat]).toBeGreaterThan(0);
    expect(gifts(off, seat)).toEqual([]);
    refuse(off, seat, gift(seat === "stark" ? "greyjoy" : "stark"), "ILLEGAL_ACTION");
    const base = agotEngine.createGame({ seed: "gift", playerCount: 6, tidesOfBattle: false });
    expect(gifts(base, "stark")).toEqual([]);
    refuse(base, "stark", gift("greyjoy"), "ILLEGAL_ACTION");
    // On by default in Mother of Dragons (cards.md 6.1's modules).
    const on = agotEngine.createGame({ seed: "gift", playerCount: 8, tidesOfBattle: false, motherOfDragons: true });
    expect(gifts(on, seat).length).toBeGreaterThan(0);
  });

  it("a house that gave away its last token while asked to establish control can no longer leave one (p.24)", () => {
    let g = actionPhase(
      (d) => {
        put(d, "stoney-sept", "lannister", "footman");
        d.areas["stoney-sept"]!.order = { house: "lannister", kind: "march" };
        d.power.lannister = 1;
      },
      6,
      rawModGame(8, "gift"),
    );
    g = act(g, "lannister", { type: "move", to: "harrenhal", units: { footman: 1, knight: 0, ship: 0, "siege-engine": 0 } });
    expect(legal(g, "lannister")).toContainEqual({ type: "leave-power-token", leave: true });
    // The one answer left needs nobody: the march goes on without a token in Stoney Sept.
    g = act(g, "lannister", gift("stark"));
    expect(g.power.lannister).toBe(0);
    expect(g.areas["stoney-sept"]!.powerToken).toBeNull();
    expect(agotEngine.pendingSeats(g).some((p) => p.kind === "establish-control")).toBe(false);
  });

  it("a malformed gift is refused as malformed, and the state is unchanged", () => {
    refuse(supportStep(), "stark", { type: "gift-power", to: "dorne" }, "MALFORMED_ACTION");
    refuse(supportStep(), "stark", { type: "gift-power", to: "greyjoy", count: 2 }, "MALFORMED_ACTION");
  });
});
