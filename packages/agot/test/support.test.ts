import { describe, expect, it } from "vitest";
import { act, actWithEvents, refuse } from "./helpers.ts";
import { asked, combat, legal, position } from "./cards/combat-setup.ts";
import type { Draft } from "immer";
import type { Game } from "../src/state.ts";
import type { HouseId, UnitType } from "../src/data/houses.ts";
import type { OrderKind } from "../src/data/orders.ts";

const place = (d: Draft<Game>, area: string, house: HouseId, kind: OrderKind | null, ...types: UnitType[]) => {
  d.areas[area]!.house = house;
  d.areas[area]!.units = types.map((type) => ({ type, routed: false }));
  d.areas[area]!.order = kind === null ? null : { house, kind };
};

const initialOf = (events: { type: string; data?: unknown }[]) =>
  events.find((e) => e.type === "combat-strength" && (e.data as { stage: string }).stage === "Initial")!.data as {
    attacker: { support: number; total: number };
    defender: { support: number; total: number };
  };

describe("call for support (p.17-18)", () => {
  it("a third party may back attacker, defender or nobody; a combatant only itself or nobody", () => {
    const g = position({
      attacker: "tyrell",
      from: "the-reach",
      to: "blackwater",
      units: ["knight"],
      setup: (d) => {
        place(d, "blackwater", "lannister", null, "footman");
        place(d, "harrenhal", "baratheon", "support", "knight");
        place(d, "stoney-sept", "lannister", "support", "footman");
      },
    });
    expect(legal(g, "baratheon").map((a) => (a as { side: string }).side)).toEqual(["attacker", "defender", "none"]);
    const g2 = act(g, "baratheon", { type: "support", area: "harrenhal", side: "none" });
    expect(legal(g2, "lannister").map((a) => (a as { side: string }).side)).toEqual(["defender", "none"]);
    refuse(g2, "lannister", { type: "support", area: "stoney-sept", side: "attacker" }, "ILLEGAL_ACTION");
  });

  it("a house decides per Support order (cards.md 7 #26)", () => {
    let g = position({
      attacker: "tyrell",
      from: "the-reach",
      to: "blackwater",
      units: ["knight"],
      setup: (d) => {
        place(d, "blackwater", "lannister", null, "footman");
        place(d, "harrenhal", "baratheon", "support", "knight");
        place(d, "crackclaw-point", "baratheon", "support-special", "footman");
      },
    });
    g = act(g, "baratheon", { type: "support", area: "crackclaw-point", side: "defender" });
    expect(asked(g).seat).toBe("baratheon");
    const r = actWithEvents(g, "baratheon", { type: "support", area: "harrenhal", side: "none" });
    // Crackclaw Point: one footman + Support +1.
    expect(initialOf(r.events).defender.support).toBe(2);
    expect(initialOf(r.events).attacker.support).toBe(0);
  });

  it("land units never support a sea combat; ships support sea and land; a port only its own sea (p.18, p.25)", () => {
    const sea = position({
      attacker: "greyjoy",
      from: "ironmans-bay",
      to: "the-golden-sound",
      units: ["ship"],
      setup: (d) => {
        place(d, "the-golden-sound", "lannister", null, "ship");
        place(d, "lannisport", "lannister", "support", "knight");
        place(d, "port-of-lannisport", "lannister", "support", "ship");
      },
    });
    expect(combat(sea).decision?.options).toEqual(["port-of-lannisport"]);

    const land = position({
      attacker: "greyjoy",
      from: "the-golden-sound",
      to: "lannisport",
      units: ["footman"],
      setup: (d) => {
        place(d, "lannisport", "lannister", null, "footman");
        place(d, "port-of-lannisport", "lannister", "support", "ship");
        place(d, "stoney-sept", "lannister", "support", "footman");
      },
    });
    expect(combat(land).decision?.options).toEqual(["stoney-sept"]);
  });

  it("ships in a sea area support a land combat", () => {
    const g = position({
      attacker: "baratheon",
      from: "kingswood",
      to: "storms-end",
      units: ["footman"],
      setup: (d) => {
        place(d, "storms-end", "tyrell", null, "footman");
        place(d, "shipbreaker-bay", "baratheon", "support", "ship", "ship");
      },
    });
    const r = actWithEvents(g, "baratheon", { type: "support", area: "shipbreaker-bay", side: "attacker" });
    expect(initialOf(r.events).attacker.support).toBe(2);
  });

  it("siege engines support only an attack on a castle (p.18); routed units add nothing (p.21)", () => {
    const g = position({
      attacker: "lannister",
      from: "stoney-sept",
      to: "harrenhal",
      units: ["footman"],
      setup: (d) => {
        place(d, "harrenhal", "stark", null, "footman");
        place(d, "riverrun", "lannister", "support", "siege-engine");
        d.areas["riverrun"]!.units.push({ type: "footman", routed: true });
        place(d, "crackclaw-point", "baratheon", "support", "siege-engine");
      },
    });
    let s = act(g, "baratheon", { type: "support", area: "crackclaw-point", side: "defender" });
    const r = actWithEvents(s, "lannister", { type: "support", area: "riverrun", side: "attacker" });
    expect(initialOf(r.events).attacker.support).toBe(4);
    expect(initialOf(r.events).defender.support).toBe(0);
    s = r.state;
  });

  it("a Support order in the embattled area itself gives nothing (p.18)", () => {
    const g = position({
      attacker: "tyrell",
      from: "the-reach",
      to: "blackwater",
      units: ["knight"],
      setup: (d) => place(d, "blackwater", "lannister", "support", "footman"),
    });
    expect(combat(g).step).toBe("choose-cards");
  });
});
