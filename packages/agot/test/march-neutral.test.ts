/**
 * Marching against neutral forces (rulebook p.26 "Neutral Force Tokens" and "Attacking a Neutral
 * Force"; cards.md 7 #35). Only whether the attack may be tried is the march's business; the fight
 * itself belongs to combat.
 */
import { describe, expect, it } from "vitest";
import { produce, type Draft } from "immer";
import type { Action } from "../src/actions.ts";
import type { HouseId } from "../src/data/houses.ts";
import type { OrderKind } from "../src/data/orders.ts";
import { Ctx } from "../src/engine/context.ts";
import { rulesFor } from "../src/engine/registry.ts";
import { agotEngine } from "../src/index.ts";
import { emptyCounts } from "../src/rules/units.ts";
import type { Game } from "../src/state.ts";
import { act, actionPhase, put, refuse, topFrame } from "./helpers.ts";

const order = (d: Draft<Game>, area: string, house: HouseId, kind: OrderKind) => {
  d.areas[area]!.order = { house, kind };
};
const units = (c: Partial<ReturnType<typeof emptyCounts>>) => ({ ...emptyCounts(), ...c });
const legal = (g: Game, h: HouseId) => agotEngine.legalActions(g, h);
const applyOnly = (g: Game, house: HouseId, action: Action): Game =>
  produce(g, (d) => {
    const f = d.stack[d.stack.length - 1]!;
    rulesFor(f).apply(d, f as never, house, action, new Ctx());
  });

/** Five players: Sunspear holds a neutral force of 5 (p.28); Tyrell already took Yronwood. */
const yronwood = (march: OrderKind, types: ("footman" | "knight" | "siege-engine")[], more: (d: Draft<Game>) => void = () => {}) =>
  actionPhase((d) => {
    d.tracks.ironThrone = ["tyrell", "stark", "lannister", "baratheon", "greyjoy"];
    put(d, "castle-black", "stark", "footman");
    order(d, "castle-black", "stark", "march");
    d.areas["yronwood"]!.neutralForce = null;
    put(d, "yronwood", "tyrell", ...types);
    order(d, "yronwood", "tyrell", march);
    more(d);
  }, 5);
const dorneSupport = (house: HouseId) => (d: Draft<Game>) => {
  put(d, "sea-of-dorne", house, "ship");
  order(d, "sea-of-dorne", house, "support");
};
const attack = { type: "move", to: "sunspear", units: units({ knight: 1, footman: 1 }) } as const;

describe("neutral force example (p.26)", () => {
  it("Knight, Footman, March +1 and one supporting ship reach Sunspear's 5", () => {
    const g = yronwood("march-special", ["knight", "footman"], dorneSupport("tyrell"));
    expect(g.areas["sunspear"]!.neutralForce).toBe(5);
    expect(legal(g, "tyrell")).toContainEqual(attack);
    // The attempt is the march's one attack: after the power token question for Yronwood, combat.
    const asked = act(g, "tyrell", attack);
    expect(topFrame(asked)).toMatchObject({ kind: "march", step: "establish-control" });
    expect(topFrame(applyOnly(asked, "tyrell", { type: "leave-power-token", leave: true })).kind).toBe("combat");
  });

  it("without the support the same army falls short and may not try (AG-11)", () => {
    const g = yronwood("march-special", ["knight", "footman"]);
    expect(legal(g, "tyrell").some((a) => a.type === "move" && a.to === "sunspear")).toBe(false);
    refuse(g, "tyrell", attack, "ILLEGAL_ACTION");
  });

  it("with the March +0 order it falls short even with the support", () => {
    const g = yronwood("march", ["knight", "footman"], dorneSupport("tyrell"));
    refuse(g, "tyrell", attack, "ILLEGAL_ACTION");
  });

  it("another house's Support order counts too: it could be declared for the attacker (cards.md 7 #35, AG-11)", () => {
    const g = yronwood("march-special", ["knight", "footman"], dorneSupport("baratheon"));
    expect(legal(g, "tyrell")).toContainEqual(attack);
  });

  it("siege engines count only against a castle or stronghold (p.26)", () => {
    const g = yronwood("march-special", ["siege-engine", "footman"]);
    // Sunspear is a stronghold: 4 + 1 + 1 = 6 >= 5.
    expect(legal(g, "tyrell")).toContainEqual({ type: "move", to: "sunspear", units: units({ "siege-engine": 1, footman: 1 }) });
    // Salt Shore (3) has no castle: 0 + 1 + 1 = 2.
    expect(legal(g, "tyrell").some((a) => a.type === "move" && a.to === "salt-shore")).toBe(false);
  });

  it("areas marked '-' in a three-player game can never be entered (p.26, p.28)", () => {
    const g = actionPhase((d) => {
      d.tracks.ironThrone = ["baratheon", "lannister", "stark"];
      put(d, "kingswood", "baratheon", "knight", "knight", "knight");
      order(d, "kingswood", "baratheon", "march-special");
    }, 3);
    expect(g.blocked).toContain("storms-end");
    expect(legal(g, "baratheon").some((a) => a.type === "move" && a.to === "storms-end")).toBe(false);
  });
});
