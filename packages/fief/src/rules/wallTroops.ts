/**
 * 4.2.2 Reinforcing the Wall: "In turn order, each Player may pick Troops from the board and place
 * them in his hand. [...] Troops add gold to the bid equal to their price" (a Night's Watch Recruit
 * counts 2, 4.2.2 note), and they go back to the reserves once the bids are paid. Picking is open,
 * one troop at a time, before the secret gold bids; a recruit may leave his brother for this
 * (4.2.5 "unless sent to the Wall during the bid").
 */
import { VILLAGE } from "../data/board.ts";
import type { House } from "../data/nobles.ts";
import { TROOP } from "../data/rules.ts";
import { refreshControl, removeUnit } from "../lifecycle.ts";
import type { Action } from "../schema.ts";
import type { FiefState } from "../state.ts";
import { say, type Log } from "./types.ts";

/** What one troop adds to the Wall bid. */
export function troopValue(type: FiefState["units"][number]["type"]): number {
  return type === "recruit" ? 2 : TROOP[type].cost;
}

/** The house picking troops now (houses with none on the board pass); null once all have picked. Pure: prompts read it. */
function pickIndex(s: FiefState): number | null {
  if (s.step.kind !== "wallBid" || s.step.pickTurn === undefined) return null;
  for (let i = s.step.pickTurn; i < s.turnOrder.length; i++) {
    const h = s.turnOrder[i]!;
    if (s.units.some((u) => u.house === h)) return i;
  }
  return null;
}

export function pickingHouse(s: FiefState): House | null {
  const i = pickIndex(s);
  return i === null ? null : s.turnOrder[i]!;
}

export function troopPickActions(s: FiefState, seat: House): Action[] {
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const u of s.units) {
    const key = `${u.type}@${u.village}`;
    if (u.house !== seat || seen.has(key)) continue;
    seen.add(key);
    out.push({ type: "wallTroop", unit: u.type, village: u.village });
  }
  out.push({ type: "done" });
  return out;
}

export function applyTroopPick(s: FiefState, seat: House, a: Action, log: Log): void {
  if (s.step.kind !== "wallBid" || s.step.pickTurn === undefined) return;
  if (a.type === "done") {
    s.step.pickTurn = (pickIndex(s) ?? s.turnOrder.length) + 1;
    return;
  }
  if (a.type !== "wallTroop") return;
  const u = s.units.find((x) => x.house === seat && x.type === a.unit && x.village === a.village);
  if (!u) return;
  removeUnit(s, u.id);
  s.step.troops = { ...s.step.troops, [seat]: (s.step.troops?.[seat] ?? 0) + troopValue(u.type) };
  say(log, "wallTroop", `${seat} sends a ${u.type} from ${VILLAGE[u.village]!.name} to the Wall.`);
  refreshControl(s, u.village);
}
