/**
 * The Action phase (rulebook p.14-16): raids, marches one move at a time, consolidate power.
 * A march is judged by comparing visible strengths: our moving units, the March bonus and our
 * visible support against the defenders, their garrison, defense order and visible support.
 */
import { boardOf, ORDERS, unitStrength, UNIT_TYPES, type AreaId, type GameView, type HouseId, type OrderKind } from "@kingsroad/agot";
import type { MarchSeen } from "./frames.ts";
import { areaValue, controllerOf, defenseStrength, supportAvailable, threatTo } from "./read.ts";

type Counts = Readonly<Partial<Record<(typeof UNIT_TYPES)[number], number>>>;

/** Raid the order that hurts the victim most: consolidate power first, then support, raid, defense. */
export function scoreRaid(view: GameView, target: AreaId | null): number {
  if (target === null) return 0;
  const kind = view.areas[target]?.order?.kind ?? null;
  if (kind === null) return 0.5;
  switch (ORDERS[kind].type) {
    case "consolidate-power":
      return 5 + (ORDERS[kind].special ? 1 : 0);
    case "support":
      return 4;
    case "raid":
      return 2;
    case "defense":
      return 3;
    default:
      return 1;
  }
}

/** Bigger armies march first: they decide the shape of the turn. */
export function scoreResolveMarch(view: GameView, area: AreaId): number {
  return view.areas[area]?.units.length ?? 0;
}

function movingStrength(view: GameView, units: Counts, castle: boolean): number {
  let s = 0;
  for (const t of UNIT_TYPES) if (t !== "siege-engine" || castle) s += (units[t] ?? 0) * unitStrength(view, t);
  return s;
}

export function scoreMove(view: GameView, me: HouseId, to: AreaId, units: Counts, march: MarchSeen | null): number {
  const def = boardOf(view).areas[to];
  const a = view.areas[to];
  if (!def || !a) return 0;
  const count = UNIT_TYPES.reduce((n, t) => n + (units[t] ?? 0), 0);
  const value = areaValue(view, to, me);
  const enemyUnits = a.house !== null && a.house !== me && a.units.length > 0;
  const hostile = enemyUnits || a.neutralForce !== null || (a.garrison !== null && a.garrison.house !== me);
  const from = march?.from ?? null;
  // Emptying a threatened castle of ours invites the enemy in; a beginner still feels that.
  const leaving =
    from !== null && boardOf(view).areas[from]?.castle != null && (view.areas[from]?.units.length ?? 0) <= count ? threatTo(view, from, me) * 0.8 : 0;
  if (hostile) {
    const bonus = march?.order ? ORDERS[march.order as OrderKind].strength : 0;
    const mine = movingStrength(view, units, def.castle !== null) + bonus + supportAvailable(view, to, me);
    const owner = enemyUnits ? a.house! : null;
    const theirs = defenseStrength(view, to) + (owner ? supportAvailable(view, to, owner) : 0);
    // Neutral forces have no cards: we must simply match them (p.26).
    if (a.neutralForce !== null && !enemyUnits) return mine >= theirs ? 4 + value - leaving : -5;
    const margin = mine - theirs;
    if (margin >= 2) return 6 + value * 1.5 - leaving;
    if (margin >= 0) return 1 + value * 0.5 - leaving; // the house cards will decide
    return -4 + margin;
  }
  const owner = controllerOf(view, to);
  if (owner === me || a.house === me) {
    // Reinforce only where it matters: a threatened area of ours.
    return threatTo(view, to, me) > 0 ? 1 + value * 0.2 - count * 0.1 : 0.2 - count * 0.1;
  }
  // An empty area: one unit is enough to take it, keep the rest to take another.
  return 3 + value - (count - 1) * 0.6 - leaving;
}

/** Staying put is the baseline every move is compared against. */
export const SCORE_DONE_MARCHING = 0.5;

/** Keep control of an area we leave when it is worth something and we can spare the token. */
export function scoreLeavePowerToken(view: GameView, me: HouseId, march: MarchSeen | null, leave: boolean): number {
  if (!leave) return 0;
  const from = march?.from;
  if (!from) return 0.1;
  const def = boardOf(view).areas[from];
  const worth = (def?.power ?? 0) + (def?.supply ?? 0) + (def?.castle ? 2 : 0);
  const power = view.power[me] ?? 0;
  return boardOf(view).homeArea[me] === from ? -1 : worth >= 1 && power >= 2 ? 1 : -0.5;
}

/** Muster in a castle under threat or when short of units; otherwise take the power. */
export function scoreConsolidate(view: GameView, me: HouseId, area: AreaId, muster: boolean): number {
  const crowns = boardOf(view).areas[area]?.power ?? 0;
  if (!muster) return 2 + crowns;
  return 2.5 + threatTo(view, area, me) * 0.5;
}
