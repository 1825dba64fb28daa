/**
 * Phase 1.1 announcements, in turn order: marriages (1.1.1), R'hllor (1.1.2), pardons (1.1.3),
 * outlaws (1.1.4), title concession (10.5). A marriage is a request the other house answers.
 */
import type { House } from "../data/nobles.ts";
import { own, writableNoble, writableHouse, writableVillage, writableGold } from "../draft.ts";
import { kill, refreshControl } from "../lifecycle.ts";
import { has, houseOfTitle, housesNobles, isRoyal, married, noble, titleHolder, titlesOf, titleKind, nobleList } from "../query.ts";
import type { Action } from "../schema.ts";
import type { FiefState, Noble, NobleId, TitleId, WindowResume } from "../state.ts";
import { rollD6 } from "../dice.ts";
import { declareOutlaw, freeSlot, grantTitle, removeTitle } from "../titles.ts";
import { opportunityActions } from "./cards/play.ts";
import { blackCandidates, hasBrother, takeTheBlack } from "./wall.ts";
import { say, type Log, type StepRules } from "./types.ts";
import { gameEvent, phaseOver } from "./signals.ts";

function active(s: FiefState): House | null {
  return s.step.kind === "announce" ? (s.turnOrder[s.step.turn] ?? null) : null;
}

/** 1.1.1 and 11.1: who may marry. Without the NWE a night's watch noble cannot marry. */
export function canMarry(s: FiefState, n: Noble): boolean {
  // 11.1 "Night's Watch Brother": without the NWE the lord is considered "cannot marry"; with it,
  // only a sworn Brother never marries (4.2.2.1), so a lord who did not take the black (his house
  // had a member already) or who renounced his vows (1.2.1) may.
  const nightsWatchBars = has(n, "night's watch") && !s.config.options.nightsWatch;
  return n.village !== null && n.spouse === null && !n.brother && !has(n, "cannot marry") && !nightsWatchBars;
}

const free = (n: Noble) => n.captor === null && !n.outlaw;

function proposals(s: FiefState, seat: House): Action[] {
  if (married(s, seat)) return [];
  const out: Action[] = [];
  for (const mine of housesNobles(s, seat).filter((n) => canMarry(s, n))) {
    for (const other of nobleList(s)) {
      if (other.house === seat || other.sex === mine.sex || !canMarry(s, other) || married(s, other.house)) continue;
      const [lord, lady] = mine.sex === "lord" ? [mine, other] : [other, mine];
      if (has(mine, "hard to marry") && s.houses[seat]!.gold < 2) continue;
      if (wasRefused(s, seat, lord.id, lady.id)) continue;
      out.push({ type: "propose", lord: lord.id, lady: lady.id });
    }
  }
  return out;
}

/**
 * SF-31: in one Phase 1 a house may not propose again a couple (the same Lord and Lady) that was
 * refused; other couples stay open. A repeated refused offer is not a new offer (1.1.1 sets no
 * number of proposals).
 */
function wasRefused(s: FiefState, by: House, lord: NobleId, lady: NobleId): boolean {
  return (s.refusedMarriages ?? []).some((m) => m.by === by && m.lord === lord && m.lady === lady);
}

/** The asked house refused the couple: its proposer may not offer it again this phase (SF-31). */
export function refuseMarriage(s: FiefState, by: House, lord: NobleId, lady: NobleId): void {
  (own(s, "refusedMarriages") ?? (s.refusedMarriages = [])).push({ by, lord, lady });
}

function hold(s: FiefState, seat: House, t: TitleId): boolean {
  const n = titleHolder(s, t);
  return n !== null && n.house === seat;
}

export const announce: StepRules = {
  prompts(s) {
    const h = active(s);
    return h ? [{ seat: h, kind: "announce", text: "Make your announcements (marriage, outlaw, pardon), then done." }] : [];
  },
  legal(s, seat) {
    if (active(s) !== seat) return [];
    const used = s.houses[seat]!.usedRound;
    const out: Action[] = [...proposals(s, seat)];
    const inPlay = nobleList(s).filter((n) => n.village !== null);
    // 1.1.4 / 1.4: the Hand outlaws one noble per round, never the Master of Laws.
    if (hold(s, seat, "hand") && !used.includes("outlaw")) {
      for (const n of inPlay) if (!n.outlaw && s.titles["master:laws"] !== n.id) out.push({ type: "outlaw", noble: n.id });
    }
    // 1.1.3: the Master of Laws, the King and the Protector of the Realm may each lift one outlaw
    // status: one pardon per outlaw, whichever of his titles a house uses (apply picks the first unused)
    if ((["master:laws", "king", "protector"] as TitleId[]).some((t) => hold(s, seat, t) && !used.includes(`pardon:${t}`))) {
      for (const n of inPlay) if (n.outlaw) out.push({ type: "pardon", noble: n.id });
    }
    // 1.1.2: the Protector of the Realm may embrace R'hllor.
    const prot = titleHolder(s, "protector");
    if (prot && prot.house === seat && !prot.godsCursed) out.push({ type: "rhllor" });
    // the converted Hand's sacrifice: any untitled noble, even his own or a captive
    if (s.houses[seat]!.usedRound.includes("sacrifice")) {
      for (const n of inPlay) if (titlesOf(s, n.id).length === 0) out.push({ type: "ability", name: "sacrifice", target: n.id });
    }
    if (s.config.options.titleConcession) out.push(...concessions(s, seat));
    // 1.2.1 (NWE): a brother may break his oath
    // 1.2.2: "The Lord Commander may renounce his vows as any other Brother", from the Wall too
    const lc = s.titles.lordCommander ? s.nobles[s.titles.lordCommander] : undefined;
    const brothers = [...housesNobles(s, seat), ...(lc && lc.house === seat && lc.village === null ? [lc] : [])];
    for (const n of brothers) if (n.brother) out.push({ type: "ability", name: "oathbreak", noble: n.id });
    out.push(...opportunityActions(s, seat));
    out.push({ type: "done" });
    // each part above lists distinct actions of its own types (the pardons once however many
    // titles may pardon): no list of the announcements holds one action twice (no dedupe by JSON
    // here: a JSON.stringify per action was 2-3% of a sim's time; test/legal-lists.test.ts checks it)
    return out;
  },
  apply(s, seat, a, log) {
    const used = s.houses[seat]!.usedRound; // read only: a write takes the record first (writableHouse)
    switch (a.type) {
      case "propose": {
        const other = noble(s, a.lord).house === seat ? noble(s, a.lady).house : noble(s, a.lord).house;
        s.request = { kind: "marriage", from: seat, to: other, data: { lord: a.lord, lady: a.lady } };
        say(log, "propose", `${seat} proposes the marriage of ${a.lord} and ${a.lady}.`);
        return;
      }
      case "outlaw": {
        writableHouse(s, seat).usedRound.push("outlaw");
        const n = noble(s, a.noble);
        // 1.1.4 (NWE): an unmarried Lord of a house without a brother takes the black instead
        if (s.config.options.nightsWatch && blackCandidates(s, n.house).some((x) => x.id === n.id) && !hasBrother(s, n.house)) {
          takeTheBlack(s, n, log);
          return;
        }
        declareOutlaw(s, a.noble);
        say(log, "outlaw", `The Hand of the King declares ${a.noble} an outlaw.`);
        return;
      }
      case "pardon": {
        const t = (["master:laws", "king", "protector"] as TitleId[]).find((x) => hold(s, seat, x) && !used.includes(`pardon:${x}`))!;
        writableHouse(s, seat).usedRound.push(`pardon:${t}`);
        writableNoble(s, a.noble).outlaw = false;
        say(log, "pardon", `${a.noble} is pardoned.`);
        return;
      }
      case "rhllor":
        embraceRhllor(s, log);
        return;
      case "concede": {
        const t = a.title as TitleId;
        delete own(s, "titles")[t];
        grantTitle(s, t, a.to);
        say(log, "concede", `${a.noble} concedes ${t} to ${a.to}.`);
        return;
      }
      case "done":
        if (s.step.kind !== "announce") return;
        s.step.turn++;
        if (s.step.turn >= s.turnOrder.length) phaseOver(s);
        return;
    }
  },
};

/** 10.5: a noble without a High Title gives one of his titles to another free noble of his house. */
function concessions(s: FiefState, seat: House): Action[] {
  const out: Action[] = [];
  const mine = housesNobles(s, seat).filter((n) => n.captor === null);
  for (const n of mine) {
    const ts = titlesOf(s, n.id);
    if (ts.some((t) => titleKind(t) === "high")) continue;
    for (const t of ts) {
      if (t === "protector" || t === "motherOfDragons") continue; // royal titles never move; MoD is the lady's
      for (const o of mine) {
        if (o.id === n.id || o.brother || !freeSlot(s, o.id, t)) continue;
        if (t.startsWith("warden:") && o.sex !== "lord") continue;
        out.push({ type: "concede", noble: n.id, title: t, to: o.id });
      }
    }
  }
  return out;
}

/** 1.1.2: the Protector pillages every Sept (2 Gold Dragons each) and becomes Gods cursed. */
function embraceRhllor(s: FiefState, log: Log): void {
  const p = titleHolder(s, "protector")!;
  let septs = 0;
  for (const [id, v] of Object.entries(s.villages)) if (v.sept) { writableVillage(s, id).sept = false; septs++; }
  writableGold(s, p.house).gold += 2 * septs;
  s.bankNet += 2 * septs;
  writableNoble(s, p.id).godsCursed = true;
  s.septsForbidden = true;
  say(log, "rhllor", `${p.name} embraces R'hllor and pillages ${septs} Septs.`);
  // the Hand may convert at that moment, share the pillage and offer a sacrifice
  const hand = titleHolder(s, "hand");
  if (hand && hand.house !== p.house && !hand.godsCursed) s.request = { kind: "rhllor", from: p.house, to: hand.house, data: { gold: 2 * septs, hand: hand.id } };
  else if (hand && hand.house === p.house && !hand.godsCursed) handConverts(s, hand.id, 0, p.house, log);
  godsCursedRoll(s, p.id, log);
}

/** 1.1.2: the converted Hand takes half the pillage, is Gods cursed and may burn an untitled noble. */
export function handConverts(s: FiefState, handId: string, gold: number, protectorHouse: House, log: Log): void {
  const hand = noble(s, handId);
  const half = Math.floor(gold / 2);
  writableGold(s, protectorHouse).gold -= half;
  writableGold(s, hand.house).gold += half;
  writableNoble(s, handId).godsCursed = true;
  writableHouse(s, hand.house).usedRound.push("sacrifice");
  say(log, "rhllor", `${hand.name}, Hand of the King, also embraces R'hllor.`);
  godsCursedRoll(s, handId, log);
}

/**
 * 1.1.2: a Gods cursed noble rolls 1d6; on a 1 he dies. The roll is a game event (2.4): a window
 * follows, from the first player (Phase 1); `then` is the round's next roll, if any.
 */
export function godsCursedRoll(s: FiefState, id: string, log: Log, then: WindowResume | null = null): void {
  const r = rollD6(s);
  if (r === 1) {
    say(log, "godsCursed", `${id} rolls a 1 and dies, cursed by the gods.`);
    const where = s.nobles[id]?.village ?? null;
    kill(s, id);
    // 5.1: his house may have left the village with him; nobody caused it, so the previous controller names (SF-17)
    if (where) refreshControl(s, where);
  }
  gameEvent(s, s.turnOrder[0]!, `${id}'s Gods cursed roll`, then);
}

/** The rolls of the round's start (1.1.2), one at a time; a noble dead or gone since does not roll. */
export function rollGodsCursed(s: FiefState, ids: NobleId[], log: Log): void {
  const [id, ...rest] = ids.filter((x) => s.nobles[x]?.godsCursed && s.nobles[x]!.village);
  if (id) godsCursedRoll(s, id, log, rest.length ? { kind: "godsCursed", nobles: rest } : null);
}

/** Answer to a marriage proposal (1.1.1). */
export function applyMarriage(s: FiefState, lordId: string, ladyId: string, log: Log): void {
  const lord = writableNoble(s, lordId), lady = writableNoble(s, ladyId);
  for (const n of [lord, lady]) {
    if (has(n, "hard to marry")) {
      const other = n === lord ? lady.house : lord.house;
      writableGold(s, n.house).gold -= 2;
      writableGold(s, other).gold += 2;
    }
  }
  lord.spouse = lady.id;
  lady.spouse = lord.id;
  if (s.titles.king === lord.id) {
    own(s, "titles").queen = lady.id; // 1.5.1
    const prev = titlesOf(s, lady.id).find((t) => titleKind(t) === "high" && t !== "queen");
    if (prev) removeTitle(s, prev);
  }
  say(log, "marriage", `${lord.name} marries ${lady.name}.`);
  gameEvent(s, s.turnOrder[0]!, `the wedding of ${lord.name} and ${lady.name}`); // 2.4: a Wedding is a game event (Phase 1: the first player starts)
  void isRoyal; void houseOfTitle; void free;
}
