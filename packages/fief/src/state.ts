/**
 * The game state: one plain JSON object, never mutated by the engine (rules work on a copy).
 */
import type { RngState } from "@kingsroad/core";
import type { Attribute, House, Sex } from "./data/nobles.ts";
import type { Card, CourtCard, DisasterCard, FortuneCard, TroopType } from "./data/rules.ts";
import type { FiefId, RegionId, VillageId } from "./data/board.ts";
import type { Action } from "./schema.ts";

export type NobleId = string;

export interface Options {
  readonly winterIsComing: boolean; // 10.1 seasons
  readonly tactics: boolean; // TE: archers, champions, Whitecloaks
  readonly nightsWatch: boolean; // NWE (partial, see README)
  readonly assassinationVariant: boolean; // 10.2
  readonly diplomacyVariant: boolean; // 10.3
  readonly oneMillPerVillage: boolean; // 10.4
  readonly titleConcession: boolean; // 10.5
}

export interface FiefConfig {
  readonly seed: string | number;
  /**
   * Houses at the table in clockwise seating order, 3 to 6 of the nine. With `playerCount`, some of
   * them (or none, or the list left out): the engine deals the other seats from the seed (P-2).
   */
  readonly houses?: readonly House[];
  /** 3 to 6 players; unset: one per house in `houses`. */
  readonly playerCount?: number;
  readonly options?: Partial<Options>;
  /** Index in `houses` of the first player when Targaryen is not playing; random if omitted. */
  readonly firstPlayer?: number;
  /**
   * SF-22 (D2): the houses played by people, which start with the standing answers "pass while
   * none of my cards can be played" and "do not stop for my gifts" on (bots answer at once).
   */
  readonly people?: readonly House[];
}

export interface Noble {
  readonly id: NobleId; // the card name (unique), or "Bannerman 1", "Heir 1"
  name: string;
  house: House; // the house the noble belongs to
  sex: Sex;
  attributes: Attribute[]; // printed attributes plus "prince of westeros" for an heir
  village: VillageId | null; // where the avatar stands (null while off the board)
  captor: House | null; // the house holding this noble captive
  outlaw: boolean; // 1.1.4.1
  assassin: boolean; // carries the bloody knife (2.4.9)
  spouse: NobleId | null; // 1.1.1
  brother: boolean; // Brother of the Night's Watch (NWE)
  godsCursed: boolean; // embraced R'hllor (1.1.2)
  courtCard: CourtCard | null; // the Court Event card under the noble, discarded when he dies
}

export interface Unit {
  readonly id: number;
  house: House;
  type: TroopType;
  village: VillageId;
  steps: number; // steps taken this Movement phase (troops may take 2, 3 with a swift noble or the Mother of Dragons)
  /**
   * The road it occupies (5, FAQ Phase 5, SF-15): the village it came from when, during this
   * movement, it arrived by that road in a village another house controlled; it guards that road
   * only. null: on no road (in its own house's village, at rest, or landed by the Master of Ships).
   */
  road: VillageId | null;
}

export interface VillageState {
  controller: House | null; // 5.1
  stronghold: boolean; // 4.3.1
  fortified: boolean; // the Stronghold flipped to its Fortified City side (4.4.1)
  mills: number; // 0..2 (4.3.2)
  sept: boolean; // 4.3.3
  maester: boolean; // 4.3.4
  siege: { besieger: House; engine: 1 | 2; round: number; allies?: { house: House; engine: 1 | 2; round: number }[] } | null; // 6.4; `round` the siege was declared; `allies` besieging with him, each with his own engine (optional: older states)
}

/** Every title token on the board or beside a noble; null = on the board (available). */
export type TitleId =
  | `fief:${FiefId}`
  | `warden:${RegionId}`
  | "hand" | "master:ships" | "master:laws" | "master:whisperers" | "master:coin"
  | "king" | "queen" | "protector" | "motherOfDragons" | "lordCommander";

export type MasterTitle = "master:ships" | "master:laws" | "master:whisperers" | "master:coin";

export interface TaxMarker {
  readonly house: House;
  readonly kind: "tallage" | "warden";
  readonly fief?: FiefId; // tallage
  readonly region?: RegionId; // warden tax
  readonly by: NobleId; // the titled noble who levied it
  readonly title: TitleId; // the title under which it was levied
  readonly order: number; // play order, for priority between council members (2.4.6.2)
  readonly all?: boolean; // the Hand's tax on every governed region at once
}

export interface HouseState {
  gold: number;
  hand: Card[]; // secret (ENGINE.md)
  lordDeck: string[]; // remaining lords' card names, random order (secret)
  ladyDeck: string[];
  diplomacy: number; // diplomacy markers left (9)
  usedOnce: string[]; // once-per-game abilities spent ("baratheon", "greyjoy", "lannister-exchange")
  usedRound: string[]; // once-per-round abilities spent this round ("stark", "arryn", "shadow:<noble>", "tyrell", "lannister", "whisperers")
  /** SF-22 (D2): the house's standing answers to the pass rounds (secret, like the hand; absent = none). */
  standing?: StandingAnswers;
}

/**
 * SF-22, refined 2026-12-01 (D2): a house's passes given in advance, applied for it by the pass
 * round (rules/window.ts `passesStanding`). Set by the house's `standing` action at any time.
 */
export interface StandingAnswers {
  /** "Pass while none of my cards can be played now", judged on the real hand. */
  readonly cards?: true;
  /** "Do not stop for my marker gifts or gifts of control". */
  readonly gifts?: true;
  /** "Pass to the end of this phase": the round and phase it was given in (`${round}:${phase}`). */
  readonly phase?: string;
  /** "I want to act": the other answers are suspended until the next window closes. */
  readonly act?: true;
}

export interface RegionCards {
  disasters: DisasterCard[]; // Heavy Rain / Famine / Plague in effect (2.3)
  bounty: ("Bountiful Harvest" | "Good Weather")[]; // bonus cards in effect (2.4.4-2.4.5)
  /** WiC 10.1: the disasters of `disasters` marked by a copy card (the card itself lies elsewhere); absent = none (rules/regionCards.ts). */
  copies?: DisasterCard[];
}

export type Phase = "setup" | "announcements" | "elections" | "cards" | "income" | "purchase" | "movement" | "battles" | "wall" | "endOfRound" | "over";

/** An election in progress (C. Elections and Voting). */
export interface Election {
  title: TitleId; // warden:n, hand, king, lordCommander
  stage: "candidates" | "votes" | "tie";
  turn: number; // index into the turn order
  candidates: { noble: NobleId; house: House }[];
  /** Secret until every voter has placed (ENGINE.md hidden information). */
  markers: { house: House; forNoble: NobleId | null; decoy: NobleId | null }[];
  tied: NobleId[]; // candidates tied for the protector to choose among
}

export interface MoveGroup {
  leader: NobleId; // the noble who leads the march
  at: VillageId;
  nobles: NobleId[]; // nobles (own and captives) travelling with the leader, leader included
  units: number[]; // unit ids travelling
  fresh: number[]; // units that start their movement with this march (a third step with the Mother of Dragons or a swift noble)
  setOut?: number[]; // units loaded before the first step: only they may raid (5.2; optional: older states, where any may)
  taken: number; // steps the march has taken
  granted?: House[]; // houses that let the march pass the current village (5), or lost its raid there (5.2); optional: older states
  denied?: House[]; // houses that refused it (5): only a Secret Passage or a raid gets past them
  asking: House[]; // houses still to be asked for the permission being asked, in turn order
  road?: VillageId | null; // the road (the next village) the pending passage request or raid is for (SF-15)
  raided: boolean; // just won a raid and must move on (5.2)
  from: VillageId | null; // the village of the previous step
}

export interface Battle {
  village: VillageId;
  attacker: House; // offensive leader
  defender: House;
  attackers: House[]; // the attacker's side (circumstantial allies included)
  defenders: House[];
  raid: boolean; // a raid during movement (5.2)
  round: number; // battle rounds fought
  quietRounds: number; // rounds in a row without losses (6.3.4)
  secretPassage: boolean; // attacker penalties cancelled (2.4.8.2)
  stage: "join" | "persuade" | "prebattle" | "roll" | "reroll" | "losses" | "decide" | "truce";
  /** The round's dice while Champions may still reroll (4.2.6); `rerolls` left per side. */
  roll?: { attacker: { faces: number[]; bonus: number; rerolls: number }; defender: { faces: number[]; bonus: number; rerolls: number } } | null;
  persuaders?: NobleId[]; // 11.1: persuasive nobles still to say whether they convert a Man at Arms
  pendingHits: { house: House; hits: number }[]; // hits each side's leader must assign
  decideTurn: House | null; // who decides continue / truce / surrender now
  lostThisRound: boolean;
  invited: House[]; // other houses present still to be asked to join
  before: number; // pieces in the village before the round's losses (6.3.4 three quiet rounds)
}

export interface Request {
  readonly kind: "marriage" | "passage" | "truce" | "ransom" | "consent" | "greyjoy-split" | "greyjoy-pick" | "annul" | "landing" | "join" | "rhllor" | "dodge" | "abduction" | "ships";
  readonly from: House;
  readonly to: House;
  readonly data: Record<string, unknown>; // details; the split of a Greyjoy theft is hidden (view.ts)
}

/** A tie for highest bid the Protector of the Realm breaks (1.5 "Breaks any tie in elections and bids"). */
export interface BidTie {
  readonly tied: House[]; // the tied highest bidders, in turn order
  readonly amount: number; // the highest bid
  readonly chooser: House; // the Protector's house
}

export type Step =
  | { kind: "chooseStart"; turn: number }
  | { kind: "announce"; turn: number }
  | { kind: "election"; election: Election }
  | { kind: "discardDraw"; turn: number; drawnFortune: number; drawnCourt: number; drew: boolean; lastDrawn: Card | null }
  | { kind: "playCards"; turn: number }
  | { kind: "ransom"; queue: NobleId[] }
  | { kind: "councilBid"; bids: { house: House; amount: number }[]; tie?: BidTie }
  | { kind: "councilAward"; house: House; amount: number }
  | {
      kind: "wallBid";
      bids: { house: House; gold: number; black: boolean; noble?: NobleId }[]; // secret until all have bid
      pickTurn?: number; // 4.2.2: index in turn order of the house picking troops; absent once picking is over
      troops?: Partial<Record<House, number>>; // value of the troops each house sent (public: they left the board)
      tie?: BidTie; // bids revealed and paid; the Protector chooses the highest bidder who draws (1.5)
      reward?: { house: House; drawn?: boolean }; // the highest bidder holding 3 cards may discard or play opportunity cards before drawing (4.2.2); `drawn`: Stark may discard the card just drawn (the last of his hand, never shown here)
    }
  | { kind: "purchase"; turn: number; placed: Record<VillageId, number> }
  | { kind: "martell" }
  | {
      kind: "movement"; turn: number; order: House[]; group: MoveGroup | null; moved: NobleId[];
      // 1.3.1, SF-25 refined 2026-12-01 (D3): the Master of Ships' voyage is the title's, once a round in
      // all: `voyage` the noble who made this round's (absent: none yet); `designations` the nobles
      // designated this round, each with the Master of Ships who designated him (only the present
      // holder's count). Set when first made (absent: older states and rounds without them).
      voyage?: NobleId;
      designations?: { master: NobleId; noble: NobleId }[];
    }
  | { kind: "battleDeclare"; turn: number; fought: string[] }
  | { kind: "battle"; battle: Battle; turn: number; fought: string[] }
  | { kind: "siege"; turn: number }
  | { kind: "pillage"; turn: number }
  | { kind: "over" };

/**
 * What the game does once a 2.4 pass round closes, when the phase goes on to its next game event
 * without anyone deciding (window.ts): the round's next Gods cursed roll, the next election, the
 * next Disaster (`revealed`: the card turned face up, still to be resolved), the battle (or raid)
 * going on, the end of the round after the Attack on the Wall roll.
 */
/**
 * SF-22 (D2): one house's answer in the pass round open now (an effect it declares, or `done`),
 * given while every house is asked at once; secret until it is applied (rules/window.ts).
 */
export interface WindowAnswer {
  readonly house: House;
  readonly action: Action;
}

export type WindowResume =
  | { kind: "godsCursed"; nobles: NobleId[] }
  | { kind: "elections"; after: TitleId }
  | { kind: "disasters"; revealed: DisasterCard | null }
  | { kind: "battle" }
  | { kind: "endOfRound" };

/**
 * What a rule tells the round's sequencer (rules/round.ts) instead of calling the next phase
 * itself: its phase is over; a game event of the 2.4 list happened (the sequencer opens the pass
 * round after it, from `first`, `then` being what the phase does once it closes); the persuasive
 * nobles have spoken and the battle proper begins (11.1). Recorded by rules/signals.ts.
 */
export type Signal =
  | { kind: "phaseOver" }
  | { kind: "event"; first: House; event: string; then: WindowResume | null }
  | { kind: "fight" };

/** 6.2.3: a won battle's captives, waiting for the winning leader to name, captive by captive, the army of his side that takes each one (SF-33, rules/captives.ts). */
export interface CaptiveChoice {
  readonly village: VillageId;
  readonly chooser: House; // the winning leader
  readonly armies: House[]; // the winning side's armies present (houses with troops there), in turn order
  readonly lone: NobleId[]; // the losers' lone nobles still to be captured, one by one after the held ones (SF-33)
  readonly held: NobleId[]; // the captives the beaten captors held there still to change hands, the first being named now (SF-33)
  readonly losers?: House[]; // the beaten side, whose controller the winner replaces once the captives are taken (5.1)
}

/** Losses someone must choose now (plague, uprising, battle); preempts the step. */
export interface LossOrder {
  readonly house: House;
  readonly village: VillageId;
  remaining: number; // hits (or troops for the plague) still to take
  readonly mode: "hits" | "units";
  readonly reason: string;
  readonly nobles: boolean; // nobles take the hits left once troops are gone (battle)
  readonly side?: House[]; // a circumstantial alliance: the leader (`house`) allocates the losses of every house on his side (6)
  readonly only?: number[]; // the troops the losses must come from (healed troops leaving their quarantine, 4.3.4); absent = any of the house's troops there
}

export interface FiefState {
  readonly game: "fief";
  /** The table as played: every house, dealt ones included (P-2), in seating order; every option. */
  config: { seed: string | number; houses: House[]; options: Options };
  round: number;
  phase: Phase;
  step: Step;
  turnOrder: House[]; // this round's order, first player first
  firstPlayer: number; // index in config.houses of this round's first player (8: passes to the left)
  rng: RngState;
  /** Test hook: d6 faces (1..6) used before the RNG, in order; battle dice map faces through SF-6. */
  forcedRolls: number[];
  houses: Record<string, HouseState>; // by House
  nobles: Record<NobleId, Noble>;
  units: Unit[];
  nextUnitId: number;
  villages: Record<VillageId, VillageState>;
  titles: Partial<Record<TitleId, NobleId>>; // absent = on the board
  courtDeck: CourtCard[]; // secret order
  courtDiscard: CourtCard[];
  fortuneDeck: FortuneCard[]; // secret order; the back of the top card is public
  fortuneDiscard: FortuneCard[];
  disasterTrack: DisasterCard[]; // face down until resolved (2.2)
  regions: Record<string, RegionCards>; // by region number
  taxes: TaxMarker[];
  season: "summer" | "autumn" | "winter"; // WiC 10.1
  bannermenUsed: number;
  heirsUsed: number;
  heirPlayed: boolean;
  septsForbidden: boolean; // after R'hllor no Sept may be built (1.1.2)
  councilSource: Partial<Record<MasterTitle, "card" | "bid">>; // how each Master took office: a Join the Small Council card goes to the discard when he leaves it (1.3)
  wall: { value: number; fallen: number; supplies: number }; // NWE: the Wall track (-12..12), castles fallen, gold stored at Castle Black
  transfers: { title: TitleId; from: NobleId }[]; // titles that overflowed a noble's slots, awaiting transfer or return (B.)
  revivals: { noble: Noble; titles: TitleId[] }[]; // deaths Baratheon may still cancel (once per game)
  placements: NobleId[];
  peek: { by: House; target: House } | null; // Lannister just looked at this hand and may exchange now (house ability) // nobles waiting to be placed as newly played (2.4.1), their owner chooses where // an Heir to the Iron Throne was ever played (Master of Laws cannot annul)
  startTitles: { wardens: Record<string, number>; council: Record<string, number> }; // titles held at round start, per house (1.3 votes)
  losses: LossOrder[];
  /** 5.1 note: villages whose controller is gone with several houses present; `chooser` names the new one (SF-17: the single cause, else the previous controller; optional: older states). */
  controlChoices?: { village: VillageId; chooser: House }[];
  /** SF-31: the couples refused this Phase 1, by proposing house; none may be proposed again by it before the next round (optional: older states). */
  refusedMarriages?: { by: House; lord: NobleId; lady: NobleId }[];
  /** 4.4.1: a Fortified City taken with its fief title; its new house chooses the noble who holds it (optional: older states). */
  fiefTitleChoices?: { title: TitleId; house: House }[];
  /** 4.3.4 Healing: houses in a plagued Maester's village the controller has still to spare or not (optional: older states). */
  healing?: { village: VillageId; house: House; controller: House }[];
  /** 4.3.4 Healing: pieces a Maester spared from the Plague in `round`, exempt only "as long as they remain inside the Village" (optional: older states). */
  quarantine?: { village: VillageId; round: number; nobles: NobleId[]; units: number[] }[];
  /** 2.3.3: nobles and troops a Plague has affected in `round`, "not affected again" (rules/plagueMarks.ts; optional: older states). */
  plagueStruck?: { round: number; nobles: NobleId[]; units: number[] };
  battle: Battle | null; // the battle (or raid) being fought
  /** 6.2.3: the winning leader still to name the armies that take the captives, one by one (SF-33; optional: older states). */
  captiveChoice?: CaptiveChoice | null;
  /** An Uprising striking the armies of a village one after the other (2.4.7). */
  strike: {
    village: VillageId; only: House | null; victims: House[]; struck: House[]; hits: number;
    causedBy?: House; // SF-17: the card's player when no other house added a card; he names the village's new controller
    tyrant?: NobleId; // played on this tyrant: he alone falls with his troops, his house's other nobles are spared (SF-28)
  } | null;
  /** An Uprising being boosted and calmed before it strikes (2.4.7). */
  uprising: {
    village: VillageId; only: House | null; cards: number; secretPassage: boolean; by: House;
    stage: "boost" | "calm" | "order"; queue: House[]; calmers: { house: House; noble: NobleId; paid: boolean }[];
    first?: House; // the army the card's player chose to strike first (2.4.7)
    uncalmable?: boolean; // the Shadow Tower's uprising "cannot be calmed, but can be boosted normally" (Phase 7)
    joint?: boolean; // another house added a card: several houses cause what it does (5.1 note, SF-17)
    tyrant?: NobleId; // played on this noble as a tyrant (a Gods cursed one too only if its player named the tyrant: SF-28, D5)
  } | null;
  /** Phase 7: the Shadow Tower's uprisings still to come, one per house, each boosted and resolved in turn (optional: older states). */
  wallUprisings?: { house: House; village: VillageId }[];
  request: Request | null;
  /** 2.4.8.3 an escape by Secret Passage whose player is choosing, captive by captive, who goes with him (SF-29; optional: older states). */
  escape?: { noble: NobleId; house: House; ask: NobleId[]; taking: NobleId[] } | null;
  /**
   * 2.4 the effect/pass round opened after a game event: `queue` in turn order from the player in
   * phase (after an effect: from the house after the one that acted), `answers` the answers given
   * to the question put to every house at once (SF-22 D2; none yet: absent); `turn` and `passes`
   * are kept at 0 (states saved before D2 carry them).
   * Optional so that states saved before it existed still load. `received`: villages given in
   * this pass round, each with the house that received it, which may not give it on (SF-16).
   */
  window?: { queue: House[]; turn: number; passes: number; event: string; then?: WindowResume | null; received?: { village: VillageId; house: House }[]; answers?: WindowAnswer[] } | null;
  /** Signals still to be read by the sequencer; only ever present while an action is applied. */
  signals?: Signal[];
  /** Gold paid out by the bank minus gold paid in; with starting gold it gives the gold in play (invariant). */
  bankNet: number;
  outcome: { winners: House[]; ranking: House[]; reason: string; round: number } | null;
  roundCap: number; // the game stops (no winner) after this round
}
