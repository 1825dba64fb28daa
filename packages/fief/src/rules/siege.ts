/**
 * After the battles: sieges (6.4) and pillage (6.5), in turn order.
 */
import { writableVillage, writableGold } from "../draft.ts";
import type { VillageId } from "../data/board.ts";
import type { House } from "../data/nobles.ts";
import { allies, unitsAt, villageEntries } from "../query.ts";
import type { Action } from "../schema.ts";
import type { FiefState, VillageState } from "../state.ts";
import { say, type Log, type StepRules } from "./types.ts";
import { phaseOver } from "./signals.ts";

type Siege = NonNullable<VillageState["siege"]>;

/** The houses besieging a fortification: the besieger, then his allies with their own engines (6.4). */
export function besiegers(vs: VillageState): House[] {
  return vs.siege ? [vs.siege.besieger, ...(vs.siege.allies ?? []).map((a) => a.house)] : [];
}

/**
 * 4.2.2.1 and the Phase 6 notes: a house with a Brother of the Night's Watch present "cannot attack
 * nor join an attack", except against an army "besieging one of his family's Fortifications": the
 * house controls the besieged fortification of this village and the foe is one of its besiegers
 * (a sally, 6.4.1; its troops leave the fortification's protection).
 */
export function brotherMaySally(s: FiefState, v: VillageId, seat: House, foe: House): boolean {
  const vs = s.villages[v]!;
  return vs.stronghold && vs.controller === seat && besiegers(vs).includes(foe);
}

/**
 * 6.4: "If allies each have Troops and are besieging a Stronghold/Fortified City together, they may
 * each place a 1 Battle Die Siege Engine counter, to cancel up to 2 Dice of Attacker Penalties":
 * the engines of the besiegers on the attacking side add up (the penalty is at most 2 anyway).
 */
export function siegeEngines(vs: VillageState, side: readonly House[]): number {
  if (!vs.siege) return 0;
  const engines = [{ house: vs.siege.besieger, engine: vs.siege.engine }, ...(vs.siege.allies ?? [])];
  return Math.min(2, engines.filter((e) => side.includes(e.house)).reduce((a, e) => a + e.engine, 0));
}

/**
 * Sieges carried over: each engine flips to its 2-dice side; a besieger without troops loses his
 * engine (6.4.2); when the first besieger's goes, an ally still besieging carries the siege on.
 */
export function beginSieges(s: FiefState, log: Log): void {
  for (const [v, read] of villageEntries(s)) {
    if (!read.siege) continue;
    // the village's record (its siege) is shared with the state before: taken before it is written (draft.ts)
    const vs = writableVillage(s, v);
    const siege = vs.siege!;
    const engines: Siege[] = [siege, ...(siege.allies ?? []).map((a) => ({ besieger: a.house, engine: a.engine, round: a.round }))]
      .filter((e) => unitsAt(s, v, e.besieger).length > 0 && vs.controller !== e.besieger);
    if (!vs.stronghold || engines.length === 0) {
      vs.siege = null;
      continue;
    }
    for (const e of engines) if (e.engine === 1 && e.round < s.round) e.engine = 2;
    const [first, ...rest] = engines;
    vs.siege = { besieger: first!.besieger, engine: first!.engine, round: first!.round, ...(rest.length ? { allies: rest.map((e) => ({ house: e.besieger, engine: e.engine, round: e.round })) } : {}) };
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
    for (const [v, vs] of villageEntries(s)) {
      if (!vs.stronghold || !vs.controller || vs.controller === seat || unitsAt(s, v, seat).length === 0) continue;
      // 6.4: an ally of a besieger (8.2, SF-5) may place his own engine beside his
      if (!vs.siege || (!besiegers(vs).includes(seat) && besiegers(vs).some((h) => allies(s, seat, h)))) out.push({ type: "siege", village: v });
    }
    out.push({ type: "done" });
    return out;
  },
  apply(s, seat, a, log) {
    if (s.step.kind !== "siege") return;
    if (a.type === "siege") {
      const vs = writableVillage(s, a.village);
      if (vs.siege) {
        vs.siege.allies = [...(vs.siege.allies ?? []), { house: seat, engine: 1, round: s.round }];
        say(log, "siege", `${seat} joins the siege of ${a.village} with a siege engine.`);
        return;
      }
      vs.siege = { besieger: seat, engine: 1, round: s.round };
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
    for (const [v, vs] of villageEntries(s)) {
      if (vs.mills > 0 && (vs.controller === seat || besiegers(vs).includes(seat))) out.push({ type: "pillage", village: v });
    }
    out.push({ type: "done" });
    return out;
  },
  apply(s, seat, a, log) {
    if (s.step.kind !== "pillage") return;
    if (a.type === "pillage") {
      const vs = writableVillage(s, a.village);
      const gold = vs.mills * (seat === "greyjoy" ? 2 : 1); // Greyjoy takes 2 per mill
      vs.mills = 0;
      writableGold(s, seat).gold += gold;
      s.bankNet += gold;
      say(log, "pillage", `${seat} pillages the mills of ${a.village} for ${gold} Gold Dragons.`);
      return;
    }
    s.step.turn++;
    if (s.step.turn >= s.turnOrder.length) phaseOver(s);
  },
};
