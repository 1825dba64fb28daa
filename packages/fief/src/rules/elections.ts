/**
 * Elections (C. Elections and Voting; 1.2.2, 1.3, 1.4, 1.5): candidates declared in turn order,
 * FOR and DECOY markers placed face down in turn order, flipped together and counted.
 */
import { REGION, REGIONS, type RegionId } from "../data/board.ts";
import type { House } from "../data/nobles.ts";
import { controlledVillages, houses, isCouncil, isRoyal, titlesOf, nobleList, wardenTitle } from "../query.ts";
import type { Action } from "../schema.ts";
import type { Election, FiefState, Noble, TitleId } from "../state.ts";
import { grantTitle } from "../titles.ts";
import { goToTheWall } from "./wall.ts";
import { tieBreaker } from "./bidTies.ts";
import { say, type Log, type StepRules } from "./types.ts";
import { gameEvent, phaseOver } from "./signals.ts";

const canStand = (n: Noble) => n.village !== null && n.captor === null && !n.outlaw;

/** The order titles are elected in (Phase 1). */
export function electionOrder(s: FiefState): TitleId[] {
  const out: TitleId[] = [];
  if (s.config.options.nightsWatch) out.push("lordCommander");
  for (const r of REGIONS) out.push(wardenTitle(r));
  out.push("hand", "king");
  return out;
}

/** Nobles a house may declare for a title. */
export function eligible(s: FiefState, t: TitleId, h: House): Noble[] {
  const mine = nobleList(s).filter((n) => n.house === h && canStand(n));
  if (t === "lordCommander") return mine.filter((n) => n.brother);
  if (t.startsWith("warden:")) {
    // 1.3: any Lord (no Brother of the Night's Watch); the Protector's military slot is royal and cannot be freed.
    return mine.filter((n) => n.sex === "lord" && !n.brother && s.titles.protector !== n.id && !titlesOf(s, n.id).some((x) => x.startsWith("warden:")));
  }
  if (t === "hand") return mine.filter((n) => titlesOf(s, n.id).some((x) => x.startsWith("warden:")) && !isRoyal(s, n.id));
  if (t === "king") return mine.filter((n) => n.sex === "lord" && titlesOf(s, n.id).some((x) => x.startsWith("fief:")));
  return [];
}

/** A house's votes in an election (1.2.2, 1.3 with SF-1, 1.4, 1.5). */
export function votesOf(s: FiefState, t: TitleId, h: House): number {
  const voters = nobleList(s).filter((n) => n.house === h && canStand(n)); // captives and outlaws never vote (C.)
  if (t === "lordCommander") return voters.filter((n) => n.brother).length;
  if (t.startsWith("warden:")) {
    const r = Number(t.slice(7)) as RegionId;
    const mine = controlledVillages(s, h).filter((v) => REGION[r].villages.includes(v));
    const villages = mine.length + (mine.includes(REGION[r].principal) ? 1 : 0); // SF-1
    return villages + 2 * (s.startTitles.wardens[h] ?? 0) + (s.startTitles.council[h] ?? 0);
  }
  if (t === "hand") return voters.filter((n) => titlesOf(s, n.id).some(isCouncil)).length;
  if (t === "king") {
    const n = voters.filter((x) => titlesOf(s, x.id).some((y) => y.startsWith("fief:") || y.startsWith("warden:") || y === "queen")).length;
    return n + (h === "arryn" ? 1 : 0); // Arryn: one additional vote for the King
  }
  return 0;
}

/** Titles held at the start of the round count for the Warden elections (1.3). */
export function snapshotTitles(s: FiefState): void {
  const w: Record<string, number> = {}, c: Record<string, number> = {};
  for (const [t, id] of Object.entries(s.titles) as [TitleId, string][]) {
    const n = s.nobles[id];
    if (!n || !canStand(n)) continue;
    if (t.startsWith("warden:")) w[n.house] = (w[n.house] ?? 0) + 1;
    if (isCouncil(t)) c[n.house] = (c[n.house] ?? 0) + 1;
  }
  s.startTitles = { wardens: w, council: c };
}

function conditionHolds(s: FiefState, t: TitleId): boolean {
  if (s.titles[t] !== undefined) return false;
  if (t.startsWith("warden:")) {
    const r = Number(t.slice(7)) as RegionId;
    if (!REGION[r].villages.every((v) => s.villages[v]!.controller !== null)) return false; // 1.3: every village controlled
  }
  return houses(s).some((h) => eligible(s, t, h).length > 0);
}

/** Starts the next election after `after` whose condition holds, or ends Phase 1. */
export function beginElections(s: FiefState, log: Log, after: TitleId | null = null): void {
  const order = electionOrder(s);
  for (let i = after === null ? 0 : order.indexOf(after) + 1; i < order.length; i++) {
    const t = order[i]!;
    if (conditionHolds(s, t)) {
      s.step = { kind: "election", election: { title: t, stage: "candidates", turn: 0, candidates: [], markers: [], tied: [] } };
      skipIdle(s);
      if (s.step.kind === "election" && s.step.election.title === t) return;
      return;
    }
  }
  phaseOver(s);
}

function el(s: FiefState): Election | null {
  return s.step.kind === "election" ? s.step.election : null;
}

function activeSeat(s: FiefState): House | null {
  const e = el(s);
  if (!e) return null;
  if (e.stage === "tie") return tieBreaker(s);
  return s.turnOrder[e.turn] ?? null;
}

/** Seats with nothing to decide are passed over. */
function skipIdle(s: FiefState): void {
  const e = el(s);
  if (!e || e.stage === "tie") return;
  while (e.turn < s.turnOrder.length) {
    const h = s.turnOrder[e.turn]!;
    if (e.stage === "candidates" && eligible(s, e.title, h).length > 0) return;
    if (e.stage === "votes" && votesOf(s, e.title, h) > 0) return;
    e.turn++;
  }
}

export const election: StepRules = {
  prompts(s) {
    const e = el(s), h = activeSeat(s);
    if (!e || !h) return [];
    const text = e.stage === "candidates" ? `Declare a candidate for ${e.title}, or pass.` : e.stage === "votes" ? `Place your vote markers for ${e.title}.` : `Break the tie for ${e.title}.`;
    return [{ seat: h, kind: e.stage === "candidates" ? "candidate" : e.stage === "votes" ? "vote" : "breakTie", text }];
  },
  legal(s, seat) {
    const e = el(s);
    if (!e || activeSeat(s) !== seat) return [];
    if (e.stage === "candidates") return [...eligible(s, e.title, seat).map((n) => ({ type: "candidate" as const, noble: n.id })), { type: "candidate", noble: null }];
    if (e.stage === "tie") return e.tied.map((noble) => ({ type: "breakTie" as const, noble }));
    const opts = [null, ...e.candidates.map((c) => c.noble)];
    const out: Action[] = [];
    for (const f of opts) for (const d of opts) out.push({ type: "vote", forNoble: f, decoy: d });
    return out;
  },
  apply(s, seat, a, log) {
    const e = el(s);
    if (!e) return;
    if (a.type === "candidate") {
      if (a.noble) {
        e.candidates.push({ noble: a.noble, house: seat });
        say(log, "candidate", `${seat} declares ${a.noble} a candidate for ${e.title}.`);
      }
      e.turn++;
      skipIdle(s);
      if (e.turn >= s.turnOrder.length) {
        if (e.candidates.length === 0) return electionHeld(s, e.title);
        e.stage = "votes";
        e.turn = 0;
        skipIdle(s);
        if (e.turn >= s.turnOrder.length) return count(s, e, log);
      }
    } else if (a.type === "vote") {
      e.markers.push({ house: seat, forNoble: a.forNoble, decoy: a.decoy });
      say(log, "vote", `${seat} places vote markers face down.`);
      e.turn++;
      skipIdle(s);
      if (e.turn >= s.turnOrder.length) count(s, e, log);
    } else if (a.type === "breakTie") {
      award(s, e, a.noble, log);
    }
  },
};

/** Flips every marker and counts (C.): FOR gives all a house's votes; DECOY counts for nothing. */
export function tally(s: FiefState, e: Election): Map<string, number> {
  const totals = new Map<string, number>(e.candidates.map((c) => [c.noble, 0]));
  for (const m of e.markers) if (m.forNoble) totals.set(m.forNoble, (totals.get(m.forNoble) ?? 0) + votesOf(s, e.title, m.house));
  return totals;
}

const MINIMUM: Partial<Record<string, number>> = { hand: 2, king: 3, lordCommander: 2 };

function count(s: FiefState, e: Election, log: Log): void {
  const totals = tally(s, e);
  say(log, "reveal", `Vote markers for ${e.title} are flipped: ${[...totals].map(([n, v]) => `${n} ${v}`).join(", ")}.`, { markers: e.markers, totals: Object.fromEntries(totals) });
  const best = Math.max(0, ...totals.values());
  const top = [...totals].filter(([, v]) => v === best && v > 0).map(([n]) => n);
  if (top.length === 1) return award(s, e, top[0]!, log);
  if (top.length > 1 && tieBreaker(s)) {
    e.stage = "tie"; // the Protector of the Realm breaks ties (1.5), a captive one or one off the board too (SF-11, D10)
    e.tied = top;
    return;
  }
  say(log, "noElection", `Nobody is elected ${e.title}.`);
  electionHeld(s, e.title);
}

/**
 * 2.4: "one Election (the complete process)" is a game event. Once a title's election is over
 * (elected, not elected, or no candidate declared), a window opens from the first player (Phase
 * 1) and the next election begins only when it closes: what is declared there may change who can
 * stand or vote, or whether a region's villages are all controlled (1.3).
 */
function electionHeld(s: FiefState, t: TitleId): void {
  gameEvent(s, s.turnOrder[0]!, `the election of ${t}`, { kind: "elections", after: t });
}

/** Checks the minimum and the King's required sources, then gives the title. */
function award(s: FiefState, e: Election, winner: string, log: Log): void {
  const votes = tally(s, e).get(winner) ?? 0;
  const min = MINIMUM[e.title] ?? 1;
  let ok = votes >= min;
  if (ok && e.title === "king") {
    // 1.5: the votes must include those of two Wardens or of one Member of the Small Council.
    let wardens = 0, council = 0;
    for (const m of e.markers) {
      if (m.forNoble !== winner) continue;
      for (const n of nobleList(s)) {
        if (n.house !== m.house || !canStand(n)) continue;
        const ts = titlesOf(s, n.id);
        wardens += ts.filter((t) => t.startsWith("warden:")).length;
        council += ts.filter(isCouncil).length;
      }
    }
    ok = wardens >= 2 || council >= 1;
  }
  if (ok) {
    grantTitle(s, e.title, winner);
    say(log, "elected", `${winner} is elected ${e.title}.`, { title: e.title, noble: winner });
    if (e.title === "lordCommander") goToTheWall(s, winner, log);
  } else {
    say(log, "noElection", `${winner} lacks the votes required for ${e.title}.`);
  }
  electionHeld(s, e.title);
}
