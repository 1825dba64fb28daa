/**
 * Builds combat positions for the combat tests: a cleared six-player board, a recipe placing
 * units and orders, then a combat frame pushed as a march would (its units already out of `from`).
 */
import type { Draft } from "immer";
import { expect } from "vitest";
import type { Action } from "../../src/actions.ts";
import type { HouseId, UnitType } from "../../src/data/houses.ts";
import type { OrderKind } from "../../src/data/orders.ts";
import { legalActionsFor, pendingPrompts } from "../../src/engine/driver.ts";
import type { CombatFrame } from "../../src/rules/combat/frames.ts";
import { newCombatFrame } from "../../src/rules/combat/frames.ts";
import type { Game } from "../../src/state.ts";
import type { GameEvent } from "@kingsroad/core";
import { act, actWithEvents, clearBoard, edit, rawGame, rawModGame } from "../helpers.ts";
import { deciderOf } from "../../src/rules/commanders.ts";

export interface FightSpec {
  attacker: HouseId;
  from: string;
  to: string;
  units: UnitType[];
  march?: OrderKind;
  /** Places the rest of the position (defenders, supports, garrisons, tracks). */
  setup?: (d: Draft<Game>) => void;
  tides?: boolean;
  seed?: string;
  /** A Mother of Dragons game of 7 or 8 players instead of the six-player base game. */
  mod?: 7 | 8;
  /** A game just set up to fight in instead (a table with vassals, say); `mod` and `seed` are then unused. */
  base?: Game;
}

/** The position before the combat frame runs: board cleared, no garrisons or neutral forces unless `setup` puts them. */
export function position(spec: FightSpec): Game {
  const g = spec.base ?? (spec.mod ? rawModGame(spec.mod, spec.seed ?? "combat", spec.tides ?? false) : rawGame(6, spec.seed ?? "combat", spec.tides ?? false));
  return edit(g, (d) => {
    clearBoard(d);
    for (const a of Object.values(d.areas)) {
      a.garrison = null;
      a.neutralForce = null;
    }
    // Only the round frame lies under the combat: once it pops, the next Planning phase asks for orders.
    d.stack = [{ kind: "round", step: "planning" }];
    spec.setup?.(d);
    d.areas[spec.from]!.order ??= { house: spec.attacker, kind: spec.march ?? "march" };
    d.stack.push(
      newCombatFrame(d as Game, {
        attacker: spec.attacker,
        from: spec.from,
        to: spec.to,
        marchOrder: spec.march ?? "march",
        units: spec.units.map((type) => ({ type, routed: false })),
      }),
    );
  });
}

export function combat(g: Game): CombatFrame {
  const f = [...g.stack].reverse().find((x) => x.kind === "combat");
  if (!f) throw new Error("no combat under way");
  return f as CombatFrame;
}

export const inCombat = (g: Game): boolean => g.stack.some((x) => x.kind === "combat");

/** The one seat asked now (fails if several or none). */
export function asked(g: Game): { seat: HouseId; kind: string } {
  const p = pendingPrompts(g);
  expect(p.length).toBe(1);
  return { seat: p[0]!.seat, kind: p[0]!.kind };
}

export const legal = (g: Game, seat: HouseId): Action[] => legalActionsFor(g, seat);

/** Both combatants play their cards (attacker first); a vassal's commander plays for it. */
export function playCards(g: Game, attackerCard: string, defenderCard: string): Game {
  const f = combat(g);
  let s = act(g, deciderOf(g, f.sides.attacker.house), { type: "house-card", card: attackerCard });
  s = act(s, deciderOf(s, f.sides.defender!.house), { type: "house-card", card: defenderCard });
  return s;
}

/** Answers every support question with `side` for the asking house's own side when it has one, else "none". */
export function declineAllSupport(g: Game): Game {
  let s = g;
  while (inCombat(s) && combat(s).decision?.kind === "support") {
    const d = combat(s).decision!;
    s = act(s, d.house, { type: "support", area: d.options![0]!, side: "none" });
  }
  return s;
}

/** Declines the blade when asked. */
export function declineBlade(g: Game): Game {
  let s = g;
  while (inCombat(s) && (combat(s).decision?.kind === "blade" || combat(s).decision?.kind === "blade-redraw")) {
    s = act(s, combat(s).decision!.house, { type: "use-blade", use: false });
  }
  return s;
}

export const units = (g: Game, area: string): string[] => g.areas[area]!.units.map((u) => (u.routed ? `${u.type}*` : u.type)).sort();

export function setHand(d: Draft<Game>, house: HouseId, hand: string[], discard: string[] = []): void {
  d.houseCards[house] = { hand: [...hand], discard: [...discard] };
}

export interface DuelSpec {
  attacker: HouseId;
  defender: HouseId;
  att?: UnitType[];
  def?: UnitType[];
  /** Default: Harrenhal into Stoney Sept (no castle); Stoney Sept into Harrenhal for a castle. */
  from?: string;
  to?: string;
  march?: OrderKind;
  setup?: (d: Draft<Game>) => void;
  tides?: boolean;
  /** Leave the blade unused (default: used, so nobody is asked). */
  blade?: boolean;
  mod?: 7 | 8;
  base?: Game;
}

/** A two-house combat on a cleared board, ready for house cards (no supports unless `setup` adds them). */
export function duel(o: DuelSpec): Game {
  const to = o.to ?? "stoney-sept";
  return position({
    attacker: o.attacker,
    from: o.from ?? "harrenhal",
    to,
    units: o.att ?? ["knight", "footman"],
    march: o.march,
    tides: o.tides,
    mod: o.mod,
    base: o.base,
    setup: (d) => {
      d.areas[to]!.house = o.defender;
      d.areas[to]!.units = (o.def ?? ["footman", "footman"]).map((type) => ({ type, routed: false }));
      d.bladeUsed = !o.blade;
      o.setup?.(d);
    },
  });
}

export function placeUnits(d: Draft<Game>, area: string, house: HouseId, order: OrderKind | null, ...types: UnitType[]): void {
  d.areas[area]!.house = house;
  d.areas[area]!.units = types.map((type) => ({ type, routed: false }));
  d.areas[area]!.order = order === null ? null : { house, kind: order };
}

/** The final strengths announced by the last combat-strength event of `events`. */
export function finalTotals(events: readonly { type: string; data?: unknown }[]): { attacker: number; defender: number } {
  const e = events.filter((x) => x.type === "combat-strength" && (x.data as { stage: string }).stage === "Final").at(-1);
  if (!e) throw new Error("no final strength announced yet");
  const d = e.data as { attacker: { total: number }; defender: { total: number } };
  return { attacker: d.attacker.total, defender: d.defender.total };
}

/** Both combatants play their cards; returns the state and the events of the second card (when the combat runs). */
export function playCardsWithEvents(g: Game, attackerCard: string, defenderCard: string): { state: Game; events: GameEvent[] } {
  const f = combat(g);
  const s = act(g, deciderOf(g, f.sides.attacker.house), { type: "house-card", card: attackerCard });
  return actWithEvents(s, deciderOf(s, f.sides.defender!.house), { type: "house-card", card: defenderCard });
}
