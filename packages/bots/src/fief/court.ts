/**
 * Phases 1 and 2 and the 2.4 windows: marriages, elections, drawing and playing cards, house
 * abilities. Titles that give VP (King, Hand) or votes for them (Wardens, Small Council) are
 * sought for our own lords; our votes go to our own candidate, then our ally's, never to a rival
 * closing in on victory.
 */
import type { Action, Election } from "@kingsroad/fief";
import type { Reading } from "./read.ts";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

export function electionOf(r: Reading): Election | null {
  const st = r.view.step as { kind?: string; election?: Election } | null;
  return st?.kind === "election" && st.election ? st.election : null;
}

const VP_TITLES = new Set(["king", "hand", "lordCommander"]);

export function scoreCandidate(r: Reading, a: Of<"candidate">): number {
  if (a.noble === null) return 0;
  const n = r.view.nobles[a.noble];
  if (!n) return -1;
  // the lord with the fewest titles keeps slots free; a captive-prone lord alone is fine too
  return 5 - r.titlesOf(n.id).length * 0.5;
}

function candidateHouse(e: Election | null, noble: string | null): string | null {
  if (!e || noble === null) return null;
  return e.candidates.find((c) => c.noble === noble)?.house ?? null;
}

export function scoreVote(r: Reading, a: Of<"vote">): number {
  const e = electionOf(r);
  const forHouse = candidateHouse(e, a.forNoble);
  let s = 0;
  if (forHouse === r.me) s = 10;
  else if (forHouse !== null && r.friendly(forHouse)) s = 8;
  else if (forHouse !== null) {
    const vpTitle = e ? VP_TITLES.has(e.title) : false;
    // a Warden elsewhere costs us little; a VP title for a rival is a step to his victory
    s = vpTitle ? -3 - r.vp(forHouse) : 1 - r.vp(forHouse);
  }
  // the decoy marker stays home: it only matters to human eyes
  if (a.decoy !== null) s -= 0.1;
  return s;
}

export function scoreBreakTie(r: Reading, a: Of<"breakTie">): number {
  const n = r.view.nobles[a.noble];
  if (!n) return 0;
  return n.house === r.me ? 10 : r.friendly(n.house) ? 8 : -r.vp(n.house);
}

/** Phase 2: more nobles first (more armies, more candidates), then fortune cards. */
export function scoreDraw(r: Reading, a: Of<"draw">): number {
  const h = r.view.houses[r.me]!;
  const nobles = r.myNobles().length;
  if (a.deck === "court") return nobles < 4 && h.lordsLeft + h.ladiesLeft > 0 ? 5 : 2;
  // Stark's discard of a disaster on top unseen (house ability): worth it whenever offered
  return a.starkDiscard ? 4.5 : 4;
}

export function scoreDiscard(r: Reading, a: Of<"discard">): number {
  const useless = a.card === "Mother of Dragons" && !r.myNobles().some((n) => n.sex === "lady");
  return useless ? 0.5 : -1;
}

/** The cards of 2.4, whenever a window or the Play Cards subphase offers them. */
export function scorePlay(r: Reading, a: Of<"play">): number {
  const me = r.me;
  const nobles = r.myNobles().length;
  switch (a.card) {
    case "A new Lord in the Court":
    case "A new Lady in the Court":
      return nobles < 4 ? 10 + (a.heir ? 1 : 0) : -1;
    case "Mother of Dragons": {
      const t = r.view.nobles[a.target ?? ""];
      return t?.house === me ? 8 : -5;
    }
    case "Join the Small Council":
    case "Bribed Appointment": {
      const t = r.view.nobles[a.target ?? ""];
      const office = a.office === "master:coin" ? 0.2 : a.office === "master:laws" ? 0.1 : 0;
      return (t?.house === me ? 10 : t && r.friendly(t.house) ? 6 : -10) + office;
    }
    case "Taxes":
      if (a.all) return 7;
      if (a.fief) return 6;
      return 5;
    case "Bountiful Harvest":
    case "Good Weather": {
      const rg = a.region ?? 0;
      let mills = 0;
      for (const v of r.villagesOf(me)) if (r.regionOf(v) === rg) mills += r.view.villages[v]!.mills + (r.view.villages[v]!.sept ? 1 : 0) + 0.3;
      const cancels = (r.view.regions[String(rg)]?.disasters.length ?? 0) > 0;
      return mills > 0.5 ? 2 + mills + (cancels ? 2 : 0) : -1;
    }
    case "Uprising": {
      if (a.target) {
        const t = r.view.nobles[a.target];
        if (!t || r.friendly(t.house)) return -10;
        // SF-28: on a noble both tyrant and Gods cursed, the cursed reach also takes his house's other nobles there
        const kin = a.attribute === "godsCursed" ? Object.values(r.view.nobles).filter((n) => n.house === t.house && n.id !== t.id && n.village === t.village && n.captor === null).length : 0;
        return 3 + r.vp(t.house) + kin;
      }
      const v = a.village ?? "";
      if (r.mine(v) > 0 || r.friendly(r.controller(v))) return -10;
      const foe = r.hostile(v);
      return foe > 0 ? 3 + (r.wanted().has(v) ? 3 : 0) + (r.controller(v) ? r.vp(r.controller(v)!) : 0) : -2;
    }
    case "Secret Passage": {
      if (a.noble) return r.view.nobles[a.noble]?.house === me ? 7 : -5; // an escape
      const v = a.village ?? "";
      const b = r.view.battle;
      if (b && b.village === v) return (b.attackers as readonly string[]).includes(me) ? 6 : -5;
      const u = r.view.uprising;
      if (u && u.village === v) return r.mine(v) === 0 && r.hostile(v) > 0 ? 3 : -5;
      return -2;
    }
    case "Assassination":
    case "Justice":
    case "Abduction": {
      const t = r.view.nobles[a.target ?? ""];
      if (!t || r.friendly(t.house)) return -10;
      const w = r.worth(t);
      return w >= 3 ? w + r.vp(t.house) : -1;
    }
    default:
      return -1;
  }
}

/** House abilities and title privileges: only the ones that plainly help us. */
export function scoreAbility(r: Reading, a: Of<"ability">): number {
  switch (a.name) {
    case "shadowEscape":
      return 6;
    case "tyrell": {
      const mine = r.villagesOf(r.me).some((v) => r.regionOf(v) === a.region);
      return mine ? 3 : -1;
    }
    case "greyjoy": {
      const g = r.view.houses[a.target ?? ""]?.gold ?? 0;
      return g >= 8 ? 2 : -1;
    }
    case "arryn": {
      const t = r.view.nobles[a.target ?? ""];
      return t && r.worth(t) >= 3 && !r.friendly(t.house) ? 2 : -1;
    }
    default:
      return -1;
  }
}

/** 1.1.1: at five or more players a marriage is an alliance (4 VP together, 8.2); below, it gives nothing we need. */
export function scorePropose(r: Reading, a: Of<"propose">): number {
  if (r.players < 5 || r.allyOf(r.me) !== null) return -1;
  const lord = r.view.nobles[a.lord];
  const lady = r.view.nobles[a.lady];
  if (!lord || !lady) return -1;
  const other = lord.house === r.me ? lady.house : lord.house;
  // 1.1.1: a "hard to marry" noble's house pays 2 Gold Dragons, or the accepted marriage does not happen
  const unpaid = [lord, lady].some((n) => n.attributes.includes("hard to marry") && (r.view.houses[n.house]?.gold ?? 0) < 2);
  if (unpaid) return -1;
  if (!wantsAlliance(r, r.me, other) || !wantsAlliance(r, other, r.me)) return -1; // asked only where it would be taken
  return 1 + r.vp(other) + r.villagesOf(other).length * 0.05;
}

/**
 * Whether `h` gains from an alliance with `partner`, as we judge it for ourselves and (to ask only
 * what will be accepted) for the other house: not when close to a solo win it would forbid (8.2),
 * nor when either is allied already.
 */
function wantsAlliance(r: Reading, h: string, partner: string): boolean {
  if (r.allyOf(h) !== null || r.allyOf(partner) !== null) return false;
  return r.vp(h) <= 1 || r.vp(h) + r.vp(partner) >= 3;
}

export function acceptMarriage(r: Reading, from: string): boolean {
  if (r.players < 5) return false;
  return wantsAlliance(r, r.me, from);
}

export function scoreOutlaw(r: Reading, a: Of<"outlaw">): number {
  const t = r.view.nobles[a.noble];
  return t && !r.friendly(t.house) && r.worth(t) >= 3 ? r.worth(t) : -1;
}

export function scorePardon(r: Reading, a: Of<"pardon">): number {
  const t = r.view.nobles[a.noble];
  return t && r.friendly(t.house) ? 5 : -1;
}
