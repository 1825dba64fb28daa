/**
 * What a seat may see (ENGINE.md, hidden information for A Song of Ice and Fief): hands are
 * counted for others, disaster cards on the track stay face down, deck orders are hidden (only the
 * back of the top Fortune card shows), vote markers until flipped, secret bids until revealed.
 */
import type { Seat } from "@kingsroad/core";
import { isDisaster, type Card } from "./data/rules.ts";
import type { CaptiveChoice, FiefState, StandingAnswers } from "./state.ts";
import { phaseKey } from "./rules/window.ts";

export interface FiefView {
  readonly seat: Seat | null;
  readonly round: number;
  readonly phase: FiefState["phase"];
  readonly step: unknown;
  readonly turnOrder: readonly string[];
  /** `hand` and `standing` (SF-22 D2: the house's standing answers, `phase` only while it is that phase) for the seat's own house only. */
  readonly houses: Record<string, { gold: number; handSize: number; hand?: Card[]; standing?: StandingAnswers; diplomacy: number; lordsLeft: number; ladiesLeft: number }>;
  readonly nobles: FiefState["nobles"];
  readonly units: FiefState["units"];
  readonly villages: FiefState["villages"];
  readonly titles: FiefState["titles"];
  readonly regions: FiefState["regions"]; // the Fortune cards in effect on the map, face up (2.3, 2.4.4, 2.4.5; `copies`: WiC markers)
  readonly taxes: FiefState["taxes"];
  readonly disasterTrack: number; // face-down cards
  readonly courtDeckSize: number;
  readonly fortuneDeckSize: number;
  readonly fortuneTop: "bounty" | "disaster" | null; // the back of the top card
  readonly courtDiscard: FiefState["courtDiscard"];
  readonly fortuneDiscard: FiefState["fortuneDiscard"];
  readonly season: FiefState["season"];
  readonly wall: FiefState["wall"];
  readonly battle: FiefState["battle"];
  readonly uprising: FiefState["uprising"];
  readonly losses: FiefState["losses"];
  readonly placements: FiefState["placements"];
  readonly request: FiefState["request"];
  readonly escape: FiefState["escape"]; // the escaping captive's player choosing his companions (public)
  readonly captiveChoice: CaptiveChoice | null; // 6.2.3: a won battle's captives waiting for the leader's choice of army
  readonly refusedMarriages: NonNullable<FiefState["refusedMarriages"]>; // SF-31: couples refused this Phase 1 (public: proposals and answers are open)
  readonly peek: FiefState["peek"];
  readonly options: FiefState["config"]["options"];
  readonly outcome: FiefState["outcome"];
}

function redactStep(s: FiefState, seat: Seat | null): unknown {
  const st = s.step;
  if (st.kind === "election" && st.election.stage === "votes") {
    // markers are face down: others see that a house voted, not where
    return { ...st, election: { ...st.election, markers: st.election.markers.map((m) => (m.house === seat ? m : { house: m.house, forNoble: "hidden", decoy: "hidden" })) } };
  }
  if (st.kind === "councilBid") return { ...st, bids: st.bids.map((b) => (b.house === seat ? b : { house: b.house, amount: -1 })) };
  if (st.kind === "wallBid") return { ...st, bids: st.bids.map((b) => (b.house === seat ? b : { house: b.house, gold: -1, black: false })) }; // the named lord is hidden too
  if (st.kind === "discardDraw") return { ...st, lastDrawn: st.turn < s.turnOrder.length && s.turnOrder[st.turn] === seat ? st.lastDrawn : null };
  return st;
}

export function view(s: FiefState, seat: Seat | null): FiefView {
  const houses: FiefView["houses"] = {};
  // asked for every decision of every seat: no entries list, no spread of a record per house
  for (const h in s.houses) {
    const hs = s.houses[h]!;
    const rec: FiefView["houses"][string] = { gold: hs.gold, handSize: hs.hand.length, diplomacy: hs.diplomacy, lordsLeft: hs.lordDeck.length, ladiesLeft: hs.ladyDeck.length };
    if (h === seat) {
      rec.hand = hs.hand.slice();
      const st = hs.standing ?? {};
      // a "pass to the end of this phase" given in another phase is spent
      rec.standing = st.phase !== undefined && st.phase !== phaseKey(s) ? { ...st, phase: undefined } : st;
    }
    houses[h] = rec;
  }
  const top = s.fortuneDeck[0];
  // the split of a Greyjoy theft is seen by the victim only (ENGINE.md)
  const request = s.request && s.request.kind === "greyjoy-pick" && s.request.from !== seat ? { ...s.request, data: {} } : s.request;
  return {
    seat, round: s.round, phase: s.phase, step: redactStep(s, seat), turnOrder: s.turnOrder, houses,
    nobles: s.nobles, units: s.units, villages: s.villages, titles: s.titles, regions: s.regions, taxes: s.taxes,
    disasterTrack: s.disasterTrack.length, courtDeckSize: s.courtDeck.length, fortuneDeckSize: s.fortuneDeck.length,
    fortuneTop: top === undefined ? null : isDisaster(top) ? "disaster" : "bounty",
    courtDiscard: s.courtDiscard, fortuneDiscard: s.fortuneDiscard, season: s.season, wall: s.wall, battle: s.battle, uprising: s.uprising, losses: s.losses,
    placements: s.placements, request, escape: s.escape ?? null, captiveChoice: s.captiveChoice ?? null, refusedMarriages: s.refusedMarriages ?? [],
    peek: s.peek, options: s.config.options, outcome: s.outcome,
  };
}
