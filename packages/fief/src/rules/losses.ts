/**
 * Taking losses (6.2.2): as many hits as possible must be taken; a troop needs its full hit points;
 * nobles only once every troop is dead. The leader chooses, one casualty at a time, among the
 * choices that still absorb the most hits; the plague counts troops instead of hits (2.3.3).
 */
import type { VillageId } from "../data/board.ts";
import { own } from "../draft.ts";
import type { House } from "../data/nobles.ts";
import { TROOP, type TroopType } from "../data/rules.ts";
import { kill, refreshControl, removeUnit } from "../lifecycle.ts";
import { noblesAt, unitsAt } from "../query.ts";
import type { Action } from "../schema.ts";
import type { FiefState, LossOrder } from "../state.ts";
import { say, type Log, type StepRules } from "./types.ts";

/** The most hits a set of troops can absorb out of `hits` (a small knapsack over hit points). */
export function maxAbsorb(hps: readonly number[], hits: number): number {
  const can = Array<boolean>(hits + 1).fill(false);
  can[0] = true;
  for (const hp of hps) for (let h = hits; h >= hp; h--) if (can[h - hp]) can[h] = true;
  for (let h = hits; h >= 0; h--) if (can[h]) return h;
  return 0;
}

/** Troop types that may be the next casualty without wasting absorbable hits. */
export function lossChoices(s: FiefState, o: LossOrder): TroopType[] {
  return lossOptions(s, o).map((x) => x.type).filter((t, i, a) => a.indexOf(t) === i);
}

const sideOf = (o: LossOrder): House[] => o.side ?? [o.house];

/**
 * The casualty choices' order: by house, then troop type, comparing code units. House ids are
 * lower-case words none of which begins another and troop types are distinct camel-case words,
 * so this is the order localeCompare gave on house + type (the order of the legal actions, which
 * replays and seeded games depend on), without the collator's cost (about 5% of the first
 * thousand actions of a run: test/losses.test.ts checks the two orders agree).
 */
export function byOwnerThenType(a: { owner: House; type: TroopType }, b: { owner: House; type: TroopType }): number {
  if (a.owner !== b.owner) return a.owner < b.owner ? -1 : 1;
  return a.type < b.type ? -1 : a.type > b.type ? 1 : 0;
}

/** Casualty choices as (owner, type) pairs: a leader picks among his whole side's troops. */
export function lossOptions(s: FiefState, o: LossOrder): { owner: House; type: TroopType }[] {
  const units = unitsAt(s, o.village).filter((u) => sideOf(o).includes(u.house) && (!o.only || o.only.includes(u.id)));
  const pairs = [...new Map(units.map((u) => [`${u.house}/${u.type}`, { owner: u.house, type: u.type }])).values()].sort(byOwnerThenType);
  if (o.mode === "units") return pairs;
  const hps = units.map((u) => TROOP[u.type].hp);
  const best = maxAbsorb(hps, o.remaining);
  return pairs.filter(({ type: t }) => {
    const hp = TROOP[t].hp;
    if (hp > o.remaining) return false;
    const rest = [...hps];
    rest.splice(rest.indexOf(hp), 1);
    return hp + maxAbsorb(rest, o.remaining - hp) === best;
  });
}

/** Drops orders that can take nothing more; nobles take what troops cannot once troops are gone. */
export function settleLosses(s: FiefState, log: Log): void {
  while (s.losses.length) {
    let o = s.losses[0]!;
    if (o.remaining > 0 && lossChoices(s, o).length > 0) return;
    if (o.remaining > 0 && o.nobles && unitsAt(s, o.village).every((u) => !sideOf(o).includes(u.house))) {
      const ns = noblesAt(s, o.village).filter((n) => sideOf(o).includes(n.house));
      if (ns.length > 0 && o.remaining >= ns.length) {
        for (const n of ns) { say(log, "nobleFalls", `${n.name} falls in battle.`); kill(s, n.id); }
        o = own(s, "losses")[0]!;
        o.remaining = 0;
      } else if (ns.length > 0) return; // the leader chooses which nobles fall
    }
    own(s, "losses").shift();
    // hits an uprising could not place on a wiped-out army fall on the next one
    if (o.reason === "an uprising" && s.strike && unitsAt(s, o.village, o.house).length === 0) own(s, "strike")!.hits = o.remaining;
    // an uprising's strike names the new controller once all its hits have fallen (strike.ts aftermath, SF-17)
    if (!(o.reason === "an uprising" && s.strike)) refreshControl(s, o.village);
  }
}

export const losses: StepRules = {
  prompts(s) {
    const o = s.losses[0];
    return o ? [{ seat: o.house, kind: "losses", text: `Remove ${o.remaining} ${o.mode} at ${o.village} (${o.reason}).` }] : [];
  },
  legal(s, seat) {
    const o = s.losses[0];
    if (!o || o.house !== seat) return [];
    const troops = lossOptions(s, o);
    const allied = sideOf(o).length > 1;
    if (troops.length) return troops.map(({ owner, type: unit }) => (allied ? { type: "lose" as const, unit, owner } : { type: "lose" as const, unit }));
    return noblesAt(s, o.village).filter((n) => sideOf(o).includes(n.house)).map((n) => ({ type: "lose" as const, noble: n.id }));
  },
  apply(s, _seat, a, log) {
    const o = own(s, "losses")[0];
    if (!o || a.type !== "lose") return;
    if (a.unit) {
      const u = unitsAt(s, o.village, (a.owner as House | undefined) ?? o.house).find((x) => x.type === a.unit && (!o.only || o.only.includes(x.id)))!;
      removeUnit(s, u.id);
      o.remaining -= o.mode === "units" ? 1 : TROOP[u.type].hp;
      say(log, "loss", `${u.house} loses a ${a.unit} at ${o.village}.`);
    } else if (a.noble) {
      kill(s, a.noble);
      o.remaining -= 1;
      say(log, "nobleFalls", `${a.noble} falls.`);
    }
    settleLosses(s, log);
  },
};

export function lossActionsFor(s: FiefState, seat: House): Action[] {
  return losses.legal(s, seat);
}
