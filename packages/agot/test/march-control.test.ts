/** Establishing control when a march vacates an area (rulebook p.24 "Controlling Areas", "Controlling Home Areas"). */
import { describe, expect, it } from "vitest";
import { produce, type Draft } from "immer";
import type { Action } from "../src/actions.ts";
import type { HouseId } from "../src/data/houses.ts";
import type { OrderKind } from "../src/data/orders.ts";
import { Ctx } from "../src/engine/context.ts";
import { rulesFor } from "../src/engine/registry.ts";
import { agotEngine } from "../src/index.ts";
import { checkInvariants } from "../src/invariants.ts";
import { controller } from "../src/rules/control.ts";
import { powerPool } from "../src/rules/power.ts";
import { emptyCounts } from "../src/rules/units.ts";
import type { Game } from "../src/state.ts";
import { act, actionPhase, actWithEvents, put, topFrame } from "./helpers.ts";

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
const hold = (d: Draft<Game>) => {
  d.tracks.ironThrone = ["lannister", "stark", "greyjoy", "tyrell", "baratheon", "martell"];
  put(d, "salt-shore", "martell", "footman");
  order(d, "salt-shore", "martell", "march");
};
const marchFrom = (area: string, ...rest: ((d: Draft<Game>) => void)[]) =>
  actionPhase((d) => {
    hold(d);
    put(d, area, "lannister", "footman");
    order(d, area, "lannister", "march");
    for (const r of rest) r(d);
  });

describe("leaving a power token (p.24)", () => {
  it("vacating a land area asks whether to leave a power token; leaving one keeps control", () => {
    let g = marchFrom("stoney-sept");
    g = act(g, "lannister", { type: "move", to: "harrenhal", units: units({ footman: 1 }) });
    expect(legal(g, "lannister")).toEqual([
      { type: "leave-power-token", leave: true },
      { type: "leave-power-token", leave: false },
    ]);
    const r = actWithEvents(g, "lannister", { type: "leave-power-token", leave: true });
    g = r.state;
    expect(g.areas["stoney-sept"]!.powerToken).toBe("lannister");
    expect(g.power.lannister).toBe(4);
    expect(controller(g, "stoney-sept")).toBe("lannister");
    expect(r.events.map((e) => e.text)).toContain("Lannister leaves a power token in Stoney Sept to establish control.");
    expect(checkInvariants(g)).toEqual([]);
    // The march is over: nothing is left to move.
    expect(topFrame(g)).toMatchObject({ kind: "march", house: "martell" });
  });

  it("without a token the area is no longer controlled", () => {
    let g = marchFrom("stoney-sept");
    g = act(g, "lannister", { type: "move", to: "harrenhal", units: units({ footman: 1 }) });
    g = act(g, "lannister", { type: "leave-power-token", leave: false });
    expect(g.areas["stoney-sept"]!.powerToken).toBeNull();
    expect(g.power.lannister).toBe(5);
    expect(controller(g, "stoney-sept")).toBeNull();
  });

  it("a house with no available power cannot establish control and is not asked", () => {
    let g = marchFrom("stoney-sept", (d) => {
      d.power.lannister = 0;
    });
    g = act(g, "lannister", { type: "move", to: "harrenhal", units: units({ footman: 1 }) });
    expect(topFrame(g)).toMatchObject({ kind: "march", house: "martell" });
    expect(g.areas["stoney-sept"]!.powerToken).toBeNull();
  });

  it("is not asked while units stay behind", () => {
    let g = actionPhase((d) => {
      hold(d);
      put(d, "stoney-sept", "lannister", "footman", "footman");
      order(d, "stoney-sept", "lannister", "march");
    });
    g = act(g, "lannister", { type: "move", to: "harrenhal", units: units({ footman: 1 }) });
    expect(legal(g, "lannister")).not.toContainEqual({ type: "leave-power-token", leave: true });
  });

  it("a power token already there stays and needs no new decision (p.24)", () => {
    let g = marchFrom("stoney-sept", (d) => {
      d.areas["stoney-sept"]!.powerToken = "lannister";
      d.power.lannister = 4;
    });
    g = act(g, "lannister", { type: "move", to: "harrenhal", units: units({ footman: 1 }) });
    expect(topFrame(g)).toMatchObject({ kind: "march", house: "martell" });
    expect(g.areas["stoney-sept"]!.powerToken).toBe("lannister");
    expect(g.power.lannister).toBe(4);
  });

  it("a sea area never takes a power token (p.24)", () => {
    let g = actionPhase((d) => {
      hold(d);
      put(d, "the-golden-sound", "lannister", "ship");
      order(d, "the-golden-sound", "lannister", "march");
    });
    g = act(g, "lannister", { type: "move", to: "sunset-sea", units: units({ ship: 1 }) });
    expect(topFrame(g)).toMatchObject({ kind: "march", house: "martell" });
  });

  it("the decision comes before a combat starts (p.24)", () => {
    let g = marchFrom("stoney-sept", (d) => {
      put(d, "riverrun", "stark", "footman");
    });
    g = act(g, "lannister", { type: "move", to: "riverrun", units: units({ footman: 1 }) });
    // No combat yet: the footman is still home while Lannister decides.
    expect(topFrame(g)).toMatchObject({ kind: "march", step: "establish-control", pendingAttack: { to: "riverrun" } });
    expect(g.areas["stoney-sept"]!.units).toHaveLength(1);
    const attacked = applyOnly(g, "lannister", { type: "leave-power-token", leave: true });
    expect(attacked.areas["stoney-sept"]!.powerToken).toBe("lannister");
    expect(attacked.areas["stoney-sept"]!.units).toHaveLength(0);
    expect(topFrame(attacked).kind).toBe("combat");
  });
});

describe("home areas (p.24 'Controlling Home Areas')", () => {
  it("leaving the house's own home area needs no token: the shield keeps control", () => {
    let g = marchFrom("lannisport");
    g = act(g, "lannister", { type: "move", to: "stoney-sept", units: units({ footman: 1 }) });
    expect(topFrame(g)).toMatchObject({ kind: "march", house: "martell" });
    expect(controller(g, "lannisport")).toBe("lannister");
  });

  it("another house's home area left without a token reverts to its owner", () => {
    let g = marchFrom("winterfell");
    g = act(g, "lannister", { type: "move", to: "castle-black", units: units({ footman: 1 }) });
    const r = actWithEvents(g, "lannister", { type: "leave-power-token", leave: false });
    expect(controller(r.state, "winterfell")).toBe("stark");
    expect(r.events.map((e) => e.text)).toContain("Lannister leaves Winterfell; control of it reverts to Stark.");
  });

  it("with a token placed over the shield, the home area stays with the occupier", () => {
    let g = marchFrom("winterfell");
    g = act(g, "lannister", { type: "move", to: "castle-black", units: units({ footman: 1 }) });
    g = act(g, "lannister", { type: "leave-power-token", leave: true });
    expect(controller(g, "winterfell")).toBe("lannister");
  });
});

describe("enemy power tokens (p.24)", () => {
  it("marching into an area with only an enemy power token is no combat and sends the token to its pool", () => {
    const g0 = actionPhase((d) => {
      hold(d);
      put(d, "stoney-sept", "lannister", "footman", "footman");
      order(d, "stoney-sept", "lannister", "march");
      d.areas["harrenhal"]!.powerToken = "stark";
      d.power.stark = 4;
    });
    const poolBefore = powerPool(g0, "stark");
    const r = actWithEvents(g0, "lannister", { type: "move", to: "harrenhal", units: units({ footman: 1 }) });
    expect(r.state.areas["harrenhal"]!.powerToken).toBeNull();
    expect(r.state.areas["harrenhal"]!.house).toBe("lannister");
    expect(powerPool(r.state, "stark")).toBe(poolBefore + 1);
    expect(r.state.power.stark).toBe(4);
    expect(checkInvariants(r.state)).toEqual([]);
    expect(r.events.map((e) => e.text)).toContain("Lannister marches 1 Footman from Stoney Sept to Harrenhal and removes Stark's power token there.");
    // Still Lannister's march: the move was not its one attack.
    expect(topFrame(r.state)).toMatchObject({ kind: "march", house: "lannister", step: "moving" });
  });

  it("the house's own power token stays when its units come back (p.24)", () => {
    let g = actionPhase((d) => {
      hold(d);
      put(d, "stoney-sept", "lannister", "footman", "footman");
      order(d, "stoney-sept", "lannister", "march");
      d.areas["harrenhal"]!.powerToken = "lannister";
    });
    g = act(g, "lannister", { type: "move", to: "harrenhal", units: units({ footman: 1 }) });
    expect(g.areas["harrenhal"]!.powerToken).toBe("lannister");
  });
});
