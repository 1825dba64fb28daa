/**
 * Phase 2.1-2.3: discard and draw in turn order, then disasters are revealed and resolved.
 */
import { REGION, VILLAGE, type RegionId, type VillageId } from "../data/board.ts";
import { own, writableHouse } from "../draft.ts";
import type { House } from "../data/nobles.ts";
import { isDisaster, type Card, type DisasterCard, type FortuneCard } from "../data/rules.ts";
import { rollBattleDie, rollD6, shuffleDraft } from "../dice.ts";
import { kill } from "../lifecycle.ts";
import { has, houses, unitsAt, nobleList } from "../query.ts";
import type { Action } from "../schema.ts";
import type { FiefState } from "../state.ts";
import { opportunityActions } from "./cards/play.ts";
import { say, type Log, type StepRules } from "./types.ts";
import { gameEvent, phaseOver } from "./signals.ts";
import { discardCard } from "./cards/discard.ts";
import { quarantine } from "./quarantine.ts";
import { markPlagued } from "./plagueMarks.ts";
import { placeDisaster } from "./regionCards.ts";

export const HAND_LIMIT = 3;

function active(s: FiefState): House | null {
  return s.step.kind === "discardDraw" ? (s.turnOrder[s.step.turn] ?? null) : null;
}

/** 2.2.1: an empty deck is replenished from its discard pile; WiC advances the season. */
function replenish(s: FiefState, deck: "fortune" | "court", log: Log): void {
  if (deck === "court" && s.courtDeck.length === 0 && s.courtDiscard.length) {
    s.courtDeck = shuffleDraft(s, s.courtDiscard);
    s.courtDiscard = [];
  }
  if (deck === "fortune" && s.fortuneDeck.length === 0 && s.fortuneDiscard.length) {
    s.fortuneDeck = shuffleDraft(s, s.fortuneDiscard);
    s.fortuneDiscard = [];
    if (s.config.options.winterIsComing && s.season !== "winter") {
      s.season = s.season === "summer" ? "autumn" : "winter";
      say(log, "season", `The season turns to ${s.season}.`);
    }
  }
}

export function canDraw(s: FiefState, deck: "fortune" | "court"): boolean {
  if (deck === "court") return s.courtDeck.length + s.courtDiscard.length > 0;
  return [...s.fortuneDeck, ...s.fortuneDiscard].some((c) => !isDisaster(c));
}

/**
 * 2.2: draws Fortune cards, putting Disasters face down on the track (or discarding them when
 * the track is full) until a Bounty card comes. Returns the card drawn into the hand.
 */
export function drawFortune(s: FiefState, seat: House, log: Log, starkDiscard = false): FortuneCard | null {
  let discardNext = starkDiscard;
  for (;;) {
    replenish(s, "fortune", log);
    const c = own(s, "fortuneDeck").shift();
    if (!c) return null;
    if (isDisaster(c)) {
      if (discardNext) {
        discardNext = false;
        writableHouse(s, seat).usedRound.push("stark");
        own(s, "fortuneDiscard").push(c);
        say(log, "starkDiscard", `Stark discards a Disaster card unseen: ${c}.`);
      } else if (s.disasterTrack.length < 3) {
        own(s, "disasterTrack").push(c);
        say(log, "disasterDrawn", `${seat} places a Disaster card face down on the track.`);
      } else {
        own(s, "fortuneDiscard").push(c);
        say(log, "disasterDiscarded", `The disaster track is full: ${c} is discarded.`);
      }
      continue;
    }
    writableHouse(s, seat).hand.push(c);
    return c;
  }
}

export const discardDraw: StepRules = {
  prompts(s) {
    const h = active(s);
    return h ? [{ seat: h, kind: "discardDraw", text: "Discard cards, then draw two Fortune cards or one Court Event and one Fortune." }] : [];
  },
  legal(s, seat) {
    if (active(s) !== seat || s.step.kind !== "discardDraw") return [];
    const st = s.step;
    const hs = s.houses[seat]!;
    const out: Action[] = [];
    if (!st.drew) for (const c of new Set(hs.hand)) out.push({ type: "discard", card: c });
    // 2.1 note: "Players may play opportunity cards instead of discarding them during this Subphase"
    // (and, as on every own turn, abilities and privileges); none once he draws (2.2 note)
    if (!st.drew) out.push(...opportunityActions(s, seat));
    const drawn = st.drawnFortune + st.drawnCourt;
    if (hs.hand.length < HAND_LIMIT && drawn < 2) {
      if (canDraw(s, "fortune")) {
        out.push({ type: "draw", deck: "fortune" });
        const top = s.fortuneDeck[0];
        if (seat === "stark" && top && isDisaster(top) && !hs.usedRound.includes("stark")) out.push({ type: "draw", deck: "fortune", starkDiscard: true });
      }
      if (st.drawnCourt === 0 && canDraw(s, "court")) out.push({ type: "draw", deck: "court" });
    }
    if (seat === "stark" && st.drew && !hs.usedRound.includes("stark") && st.lastDrawn) out.push({ type: "starkDiscard", card: st.lastDrawn });
    out.push({ type: "done" });
    return out;
  },
  apply(s, seat, a, log) {
    if (s.step.kind !== "discardDraw") return;
    const st = s.step;
    const hs = writableHouse(s, seat);
    if (a.type === "discard") {
      hs.hand.splice(hs.hand.indexOf(a.card as Card), 1);
      discardCard(s, a.card as Card);
      say(log, "discard", `${seat} discards ${a.card}.`);
    } else if (a.type === "draw") {
      st.drew = true;
      if (a.deck === "court") {
        replenish(s, "court", log);
        const c = own(s, "courtDeck").shift()!;
        hs.hand.push(c);
        st.drawnCourt++;
        st.lastDrawn = c;
        say(log, "draw", `${seat} draws a Court Event card.`);
        say(log, "drawSeen", `You draw ${c}.`, { card: c }, [seat]);
      } else {
        const c = drawFortune(s, seat, log, a.starkDiscard === true);
        st.drawnFortune++;
        st.lastDrawn = c;
        say(log, "draw", `${seat} draws a Fortune card.`);
        if (c) say(log, "drawSeen", `You draw ${c}.`, { card: c }, [seat]);
      }
    } else if (a.type === "starkDiscard") {
      hs.hand.splice(hs.hand.lastIndexOf(a.card as Card), 1);
      discardCard(s, a.card as Card);
      hs.usedRound.push("stark");
      st.lastDrawn = null;
      say(log, "starkDiscard", `Stark discards the card just drawn: ${a.card}.`);
    } else if (a.type === "done") {
      st.turn++;
      st.drawnFortune = 0;
      st.drawnCourt = 0;
      st.drew = false;
      st.lastDrawn = null;
      // 2.4: the Discard Subphase of one player is a game event; no effect may come during his draws
      // (2.2), so the window is held once he is done, from him (Phase 2: the player in phase). After
      // the last player's, the Disasters are revealed and resolved one by one (2.3).
      gameEvent(s, seat, `${seat}'s discards`, st.turn >= s.turnOrder.length ? { kind: "disasters", revealed: null } : null);
    }
  },
};


/**
 * 2.3 and 11.1 The Cursed, SF-8: one Battle Die per region holding a cursed noble (one on the Wall
 * has none), never one per noble. With one such region the Disaster goes there on two hits or
 * more; with several, to the region of the unique highest roll (always two hits or more); a tie
 * for highest ignores the curse and the 1d6 decides.
 */
function disasterRegion(s: FiefState): RegionId | null {
  const d6 = rollD6(s);
  const cursed = new Set(nobleList(s).filter((n) => n.village !== null && has(n, "cursed")).map((n) => VILLAGE[n.village!]!.region));
  if (cursed.size) {
    const rolls = [...cursed].sort((a, b) => a - b).map((region) => ({ region, hits: rollBattleDie(s) }));
    const best = Math.max(...rolls.map((r) => r.hits));
    const top = rolls.filter((r) => r.hits === best);
    if (best >= 2 && top.length === 1) return top[0]!.region;
  }
  return d6 === 6 ? null : (d6 as RegionId);
}

/**
 * 2.3, one game event at a time (2.4): "revealing a Disaster" turns the next card of the track face
 * up, "resolving a Disaster" places it (`revealed`: the card turned up and not yet resolved); each
 * is followed by a window from the first player (nobody is in phase). An empty track ends 2.3; in
 * round 1 the cards go back into the deck instead, unrevealed.
 */
export function nextDisaster(s: FiefState, revealed: DisasterCard | null, log: Log): void {
  if (revealed) {
    resolveDisaster(s, revealed, log);
    return gameEvent(s, s.turnOrder[0]!, `the resolution of ${revealed}`, { kind: "disasters", revealed: null });
  }
  const card = s.round === 1 ? undefined : own(s, "disasterTrack").shift();
  if (!card) {
    resolveDisasters(s, log); // round 1: back into the deck
    return phaseOver(s);
  }
  say(log, "disasterRevealed", `A Disaster card is turned face up: ${card}.`, { card });
  gameEvent(s, s.turnOrder[0]!, `the revealing of ${card}`, { kind: "disasters", revealed: card });
}

/** Resolves the whole track at once, in order (2.3); in round 1 disasters go back into the deck instead. */
export function resolveDisasters(s: FiefState, log: Log): void {
  const track = s.disasterTrack;
  s.disasterTrack = [];
  if (s.round === 1) {
    if (track.length) s.fortuneDeck = shuffleDraft(s, [...s.fortuneDeck, ...track]);
    return;
  }
  for (const card of track) resolveDisaster(s, card, log);
}

/**
 * 2.3: one Disaster card rolls for its region (and its extra regions in Autumn and Winter, WiC). It
 * stays on the map until Phase 8 (regionCards.ts), or is discarded at once when it strikes nowhere.
 *
 * SF-32 (Winter is Coming): the card's place is settled by its own roll, the first: beside the
 * region struck, or onto the discard pile at once on a false alarm (a 6) or when that region
 * already has a card of its type ("discard the Disaster card or do not place the special Disaster
 * cards respectively", 2.3). Each extra roll strikes with the usual criteria whatever the first
 * did, and is marked with a copy card only (10.1): the card never moves to an extra region.
 */
function resolveDisaster(s: FiefState, card: DisasterCard, log: Log): void {
  const extra = !s.config.options.winterIsComing ? 0 : s.season === "autumn" ? 1 : s.season === "winter" ? 2 : 0;
  for (let i = 0; i <= extra; i++) {
    const copy = i > 0; // the first roll is the card's, the extra rolls the copies'
    const r = disasterRegion(s);
    if (r === null) say(log, "falseAlarm", `${card}: a false alarm.`);
    if (r === null || s.regions[String(r)]!.disasters.includes(card)) { // no duplicate type per region
      if (!copy) own(s, "fortuneDiscard").push(card);
      continue;
    }
    placeDisaster(s, r, card, copy);
    say(log, "disaster", `${card} strikes region ${r}.`, { card, region: r });
    if (card === "Plague") plague(s, r, log);
  }
}

/**
 * 2.3.3: each noble rolls (1-3 dies, blessed immune); each army loses half its troops, rounded down.
 * In a village with a Maester the controller first says, house by house, whom he exempts (4.3.4
 * Healing); those houses are struck only if he refuses (`healingRules`).
 */
export function plague(s: FiefState, r: RegionId, log: Log): void {
  for (const v of REGION[r].villages) {
    const vs = s.villages[v]!;
    for (const h of houses(s)) {
      const here = unitsAt(s, v, h).length > 0 || nobleList(s).some((n) => n.house === h && n.village === v);
      if (!here) continue;
      if (vs.maester && vs.controller) (own(s, "healing") ?? (s.healing = [])).push({ village: v, house: h, controller: vs.controller });
      else plagueStrikes(s, v, h, log);
    }
  }
}

/** The plague on one house's pieces in one village (2.3.3). */
export function plagueStrikes(s: FiefState, v: VillageId, h: House, log: Log): void {
  markPlagued(
    s,
    nobleList(s).filter((n) => n.village === v && n.house === h).map((n) => n.id),
    unitsAt(s, v, h).map((u) => u.id),
  );
  for (const n of nobleList(s)) {
    if (n.village !== v || n.house !== h || has(n, "blessed")) continue;
    const d = rollD6(s);
    if (d <= 3) {
      say(log, "plagueDeath", `${n.name} dies of the plague.`);
      kill(s, n.id);
    }
  }
  const n = unitsAt(s, v, h).length;
  if (n >= 2) own(s, "losses").push({ house: h, village: v, remaining: Math.floor(n / 2), mode: "units", reason: "the Plague", nobles: false });
}

/**
 * 4.3.4 "If the fortification changes hands, the Maester will serve the new Controller": a pending
 * healing choice passes to him; with no controller left there is nobody to spare them and the
 * plague strikes.
 */
export function reassignHealing(s: FiefState, log: Log): void {
  const q = s.healing ?? [];
  for (let i = 0; i < q.length; i++) {
    const now = s.villages[q[i]!.village]!.controller;
    if (now === q[i]!.controller) continue;
    if (now) q[i] = { ...q[i]!, controller: now };
    else {
      const [gone] = q.splice(i--, 1);
      plagueStrikes(s, gone!.village, gone!.house, log);
    }
  }
}

/** 4.3.4 Healing: the controller of a Maester's village exempts a house from the Plague, or not. */
export const healingRules: StepRules = {
  prompts(s) {
    const q = s.healing?.[0];
    return q ? [{ seat: q.controller, kind: "heal", text: `The Plague reaches ${VILLAGE[q.village]!.name}: does your Maester spare ${q.house}'s troops and nobles?` }] : [];
  },
  legal(s, seat) {
    const q = s.healing?.[0];
    return q && q.controller === seat ? [{ type: "answer", accept: true }, { type: "answer", accept: false }] : [];
  },
  apply(s, _seat, a, log) {
    const q = own(s, "healing")?.shift();
    if (!q || a.type !== "answer") return;
    if (a.accept) {
      say(log, "healed", `The Maester at ${VILLAGE[q.village]!.name} spares ${q.house}.`);
      quarantine(s, q.village, q.house); // spared only while they stay in the village (quarantine.ts)
    } else plagueStrikes(s, q.village, q.house, log);
  },
};

export type { DisasterCard };
