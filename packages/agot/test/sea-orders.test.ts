/**
 * Mother of Dragons' sea order tokens (cards.md 6.8; summary "Sea order tokens"; AG-25): March -1,
 * Support +0 and the Iron Bank order, non-starred, the module `seaOrders`; removed without effect
 * from land areas once orders start to resolve.
 */
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import { ORDERS } from "../src/data/orders.ts";
import { placeableKinds } from "../src/rules/planning/orders.ts";
import type { GameConfig } from "../src/state.ts";
import { clearBoard, edit, editWithEvents, put, rawModGame } from "./helpers.ts";

const config = (partial: Partial<GameConfig> = {}): GameConfig => ({ seed: "s", playerCount: 8, tidesOfBattle: false, motherOfDragons: true, ...partial });

describe("sea order tokens (cards.md 6.8)", () => {
  it("every player has the three, non-starred, besides the 15 of the base game", () => {
    const g = agotEngine.createGame(config());
    expect(placeableKinds(g, "stark")).toEqual(expect.arrayContaining(["sea-march", "sea-support", "sea-iron-bank"]));
    expect(["sea-march", "sea-support", "sea-iron-bank"].map((k) => ORDERS[k as "sea-march"].special)).toEqual([false, false, false]);
    expect(ORDERS["sea-march"].strength).toBe(-1);
    expect(ORDERS["sea-support"].strength).toBe(0);
  });

  it("without the module only the Iron Bank token remains (with the Iron Bank, AG-20); a base game has none", () => {
    const kinds = placeableKinds(agotEngine.createGame(config({ seaOrders: false })), "stark");
    expect(kinds).toContain("sea-iron-bank");
    expect(kinds).not.toContain("sea-march");
    const seven = placeableKinds(agotEngine.createGame(config({ playerCount: 7, houses: ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "arryn"] })), "stark");
    expect(seven).toContain("sea-march");
    expect(seven).not.toContain("sea-iron-bank");
    const base = placeableKinds(agotEngine.createGame({ seed: "s", playerCount: 6, tidesOfBattle: false }), "stark");
    expect(base.some((k) => ORDERS[k].sea)).toBe(false);
  });

  it("Web of Lies (no Support orders) bars the sea Support token too", () => {
    const g = edit(agotEngine.createGame(config()), (d) => (d.restrictions = ["no-support"]));
    expect(placeableKinds(g, "stark")).not.toContain("sea-support");
    expect(placeableKinds(g, "stark")).toContain("sea-march");
  });

  it("sea orders on land are removed without effect when the Action phase begins; at sea they stay (AG-25)", () => {
    const { state, events } = editWithEvents(rawModGame(8), (d) => {
      clearBoard(d);
      d.stack = [{ kind: "round", step: "action" }];
      put(d, "winterfell", "stark", "footman");
      put(d, "bay-of-ice", "stark", "ship");
      put(d, "lannisport", "lannister", "footman");
      d.areas.winterfell!.order = { house: "stark", kind: "sea-support" };
      d.areas["bay-of-ice"]!.order = { house: "stark", kind: "sea-support" };
      d.areas.lannisport!.order = { house: "lannister", kind: "sea-iron-bank" };
    });
    expect(events.filter((e) => e.type === "sea-order-removed").map((e) => (e.data as { area: string }).area)).toEqual(["lannisport", "winterfell"]);
    expect(state.areas.winterfell!.order).toBeNull();
    expect(state.areas.lannisport!.order).toBeNull();
  });
});
