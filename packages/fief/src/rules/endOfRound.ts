/**
 * Phase 8, end of round: region cards and tax markers go, victory is checked (8.1-8.3), the first
 * player card passes to the left.
 */
import { writableHouse } from "../draft.ts";
import type { House } from "../data/nobles.ts";
import { allyOf, controlledVillages, fiefsOf, houseOfTitle, houses, wardensOf } from "../query.ts";
import type { FiefState } from "../state.ts";
import { say, type Log } from "./types.ts";
import { discardRegionCards } from "./regionCards.ts";

/** 8: one VP per fief title, King, Hand, Lord Commander. */
export function victoryPoints(s: FiefState, h: House): number {
  let vp = fiefsOf(s, h).length;
  for (const t of ["king", "hand", "lordCommander"] as const) if (houseOfTitle(s, t) === h) vp++;
  return vp;
}

/** 8.3 tie-break keys, best first: King, Hand, Protector, fiefs, wardens, villages. */
function tieKey(s: FiefState, h: House): number[] {
  return [
    houseOfTitle(s, "king") === h ? 1 : 0,
    houseOfTitle(s, "hand") === h ? 1 : 0,
    houseOfTitle(s, "protector") === h ? 1 : 0,
    fiefsOf(s, h).length,
    wardensOf(s, h).length,
    controlledVillages(s, h).length,
  ];
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}

export function ranking(s: FiefState): House[] {
  return [...houses(s)].sort((a, b) => victoryPoints(s, b) - victoryPoints(s, a) || compareKeys(tieKey(s, a), tieKey(s, b)));
}

/**
 * 8.1-8.3: solo victory at 3 VP (never for an allied house); alliance victory at 4 VP together
 * (5 with the Night's Watch), only with 5+ players (SF-5); a solo victory beats an alliance.
 */
export function checkVictory(s: FiefState): { winners: House[]; reason: string } | null {
  const solo = houses(s).filter((h) => allyOf(s, h) === null && victoryPoints(s, h) >= 3);
  const need = s.config.options.nightsWatch ? 5 : 4;
  const pairs: House[][] = [];
  for (const h of houses(s)) {
    const a = allyOf(s, h);
    if (a && houses(s).indexOf(h) < houses(s).indexOf(a) && victoryPoints(s, h) + victoryPoints(s, a) >= need) pairs.push([h, a]);
  }
  if (solo.length) {
    const best = [...solo].sort((a, b) => compareKeys(tieKey(s, a), tieKey(s, b)));
    const top = best.filter((h) => compareKeys(tieKey(s, h), tieKey(s, best[0]!)) === 0);
    return { winners: top, reason: top.length > 1 ? "Solo victory, tied on every tie-break" : "Solo victory" };
  }
  if (pairs.length) {
    const key = (p: House[]) => tieKey(s, p[0]!).map((x, i) => x + tieKey(s, p[1]!)[i]!);
    const best = [...pairs].sort((a, b) => compareKeys(key(a), key(b)));
    return { winners: best[0]!, reason: "Alliance victory" };
  }
  return null;
}

export function endRound(s: FiefState, log: Log): boolean {
  discardRegionCards(s); // "all Fortune cards remaining on the map are discarded" (Phase 8)
  s.taxes = [];
  s.refusedMarriages = undefined; // SF-31 (not delete: the draft keeps its keys, draft.ts): the next Phase 1 starts with every couple open again
  const v = checkVictory(s);
  if (v) {
    s.outcome = { winners: v.winners, ranking: ranking(s), reason: v.reason, round: s.round };
    say(log, "victory", `${v.winners.join(" and ")} win${v.winners.length === 1 ? "s" : ""}: ${v.reason}.`);
    return true;
  }
  if (s.round >= s.roundCap) {
    s.outcome = { winners: [], ranking: ranking(s), reason: "Round limit reached", round: s.round };
    say(log, "roundCap", "The round limit is reached without a winner.");
    return true;
  }
  s.round++;
  s.firstPlayer = (s.firstPlayer + 1) % houses(s).length;
  const hs = houses(s);
  s.turnOrder = [...hs.slice(s.firstPlayer), ...hs.slice(0, s.firstPlayer)];
  for (const h of hs) writableHouse(s, h).usedRound = [];
  return false;
}
