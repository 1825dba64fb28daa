/**
 * After the battles: sieges (6.4) and pillage (6.5), in turn order.
 */
import type { House } from "../data/nobles.ts";
import { unitsAt } from "../query.ts";
import type { Action } from "../schema.ts";
import type { FiefState } from "../state.ts";
import { nextPhase } from "./round.ts";
import { say, type Log, type StepRules } from "./types.ts";

/** Sieges carried over: the engine flips to its 2-dice side; a besieger without troops lifts it (6.4, 6.4.2). */
export function beginSieges(s: FiefState, log: Log): void {
  for (const [v, vs] of Object.entries(s.villages)) {
    if (!vs.siege) continue;
    if (unitsAt(s, v, vs.siege.besieger).length === 0 || vs.controller === vs.siege.besieger || !vs.stronghold) vs.siege = null;
    else if (vs.siege.engine === 1 && vs.siege.round < s.round) vs.siege.engine = 2;
  }
  s.step = { kind: "siege", turn: 0 };
  void log;
}

function active(s: FiefState, kind: "siege" | "pillage"): House | null {
  return s.step.kind === kind ? (s.turnOrder[s.step.turn] ?? null) : null;
}

export const siege: StepRules = {
  prompts(s) {
    const h = active(s, "siege");
    return h ? [{ seat: h, kind: "siege", text: "Declare sieges, then done." }] : [];
  },
  legal(s, seat) {
    if (active(s, "siege") !== seat) return [];
    const out: Action[] = [];
    for (const [v, vs] of Object.entries(s.villages)) {
      if (vs.stronghold && !vs.siege && vs.controller && vs.controller !== seat && unitsAt(s, v, seat).length > 0) out.push({ type: "siege", village: v });
    }
    out.push({ type: "done" });
    return out;
  },
  apply(s, seat, a, log) {
    if (s.step.kind !== "siege") return;
    if (a.type === "siege") {
      s.villages[a.village]!.siege = { besieger: seat, engine: 1, round: s.round };
      say(log, "siege", `${seat} lays siege to ${a.village}.`);
      return;
    }
    s.step.turn++;
    if (s.step.turn >= s.turnOrder.length) s.step = { kind: "pillage", turn: 0 };
  },
};

export const pillage: StepRules = {
  prompts(s) {
    const h = active(s, "pillage");
    return h ? [{ seat: h, kind: "pillage", text: "Pillage mills, then done." }] : [];
  },
  legal(s, seat) {
    if (active(s, "pillage") !== seat) return [];
    const out: Action[] = [];
    for (const [v, vs] of Object.entries(s.villages)) {
      if (vs.mills > 0 && (vs.controller === seat || vs.siege?.besieger === seat)) out.push({ type: "pillage", village: v });
    }
    out.push({ type: "done" });
    return out;
  },
  apply(s, seat, a, log) {
    if (s.step.kind !== "pillage") return;
    if (a.type === "pillage") {
      const vs = s.villages[a.village]!;
      const gold = vs.mills * (seat === "greyjoy" ? 2 : 1); // Greyjoy takes 2 per mill
      vs.mills = 0;
      s.houses[seat]!.gold += gold;
      s.bankNet += gold;
      say(log, "pillage", `${seat} pillages the mills of ${a.village} for ${gold} Gold Dragons.`);
      return;
    }
    s.step.turn++;
    if (s.step.turn >= s.turnOrder.length) nextPhase(s, log);
  },
};
