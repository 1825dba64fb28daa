/**
 * The few frame fields the heuristic reads from `view.stack` (already redacted for its seat).
 * The engine does not export its frame types, and the bot must survive frames it does not know,
 * so each shape is checked structurally and anything unexpected reads as "unknown".
 */
import type { AreaId, GameView, HouseId, OrderKind } from "@kingsroad/agot";

export interface CombatSeen {
  attacker: HouseId;
  defender: HouseId | null;
  from: AreaId;
  to: AreaId;
  marchOrder: OrderKind | null;
  attackers: { type: string; routed: boolean }[];
  neutral: number | null;
  /** Support declared so far: area, house, side. */
  support: { area: AreaId; house: HouseId; side: string }[];
}

export interface MarchSeen {
  house: HouseId;
  from: AreaId;
  order: OrderKind | null;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null;
const str = (x: unknown): string | null => (typeof x === "string" ? x : null);

/** The innermost frame of a kind, searching from the top of the stack. */
function innermost(view: GameView, kind: string): Record<string, unknown> | null {
  for (let i = view.stack.length - 1; i >= 0; i--) {
    const f = view.stack[i];
    if (isObj(f) && f.kind === kind) return f;
  }
  return null;
}

export function combatOf(view: GameView): CombatSeen | null {
  const f = innermost(view, "combat");
  if (!f || !isObj(f.start)) return null;
  const start = f.start;
  const attacker = str(start.attacker);
  const from = str(start.from);
  const to = str(start.to);
  if (!attacker || !from || !to) return null;
  const sides = isObj(f.sides) ? f.sides : {};
  const defender = isObj(sides.defender) ? str(sides.defender.house) : null;
  const units = Array.isArray(f.attackers) ? f.attackers : Array.isArray(start.units) ? start.units : [];
  return {
    attacker: attacker as HouseId,
    defender: defender as HouseId | null,
    from,
    to,
    marchOrder: (str(start.marchOrder) as OrderKind | null) ?? null,
    attackers: units.filter(isObj).map((u) => ({ type: String(u.type), routed: u.routed === true })),
    neutral: typeof f.neutral === "number" ? f.neutral : null,
    support: Array.isArray(f.support)
      ? f.support.filter(isObj).map((s) => ({ area: String(s.area), house: String(s.house) as HouseId, side: String(s.side) }))
      : [],
  };
}

export function marchOf(view: GameView): MarchSeen | null {
  const f = innermost(view, "march");
  if (!f) return null;
  const house = str(f.house);
  const from = str(f.from);
  if (!house || !from) return null;
  return { house: house as HouseId, from, order: (str(f.order) as OrderKind | null) ?? null };
}

/** The kind of the top frame, to tell e.g. a wildling bid from a Clash of Kings bid. */
export function topKind(view: GameView): string | null {
  const f = view.stack[view.stack.length - 1];
  return isObj(f) ? str(f.kind) : null;
}

/** The Clash of Kings track being bid on (0 Iron Throne, 1 Fiefdoms, 2 King's Court), if any. */
export function clashTrack(view: GameView): 0 | 1 | 2 | null {
  const f = innermost(view, "clash-of-kings");
  return f && (f.track === 0 || f.track === 1 || f.track === 2) ? f.track : null;
}
