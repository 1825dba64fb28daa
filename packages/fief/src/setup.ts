/**
 * Game setup (rulebook "Game setup" 1-10): houses (the ones not named dealt, P-2), decks, initial
 * noble draw, first player.
 * The starting villages are then chosen in turn order (step "chooseStart", rules/start.ts).
 */
import { seedRng, shuffle } from "@kingsroad/core";
import { COASTAL_VILLAGES, FIEF, VILLAGE, type VillageId } from "./data/board.ts";
import { HOUSE_FACTS, HOUSES, NOBLE_CARD, type House } from "./data/nobles.ts";
import { BOUNTY_DECK, COURT_DECK, DISASTER_DECK, PER_PLAYER, type CourtCard, type FortuneCard } from "./data/rules.ts";
import { randomIndex, shuffleDraft } from "./dice.ts";
import { sameLayout } from "./draft.ts";
import type { FiefConfig, FiefState, Noble, Options } from "./state.ts";

export const DEFAULT_OPTIONS: Options = {
  winterIsComing: false, tactics: false, nightsWatch: false, assassinationVariant: false,
  diplomacyVariant: false, oneMillPerVillage: false, titleConcession: false,
};

function expand<K extends string>(counts: Readonly<Record<K, number>>): K[] {
  return (Object.entries(counts) as [K, number][]).flatMap(([k, n]) => Array<K>(n).fill(k));
}

export function newNoble(id: string, house: House, card = NOBLE_CARD[id]): Noble {
  return {
    id, name: card?.name ?? id, house, sex: card?.sex ?? "lord", attributes: [...(card?.attributes ?? [])],
    village: null, captor: null, outlaw: false, assassin: false, spouse: null, brother: false, godsCursed: false, courtCard: null,
  };
}

/** Rejects a config no game can start from; a sentence for the player. */
export function validateConfig(config: FiefConfig): string | null {
  const hs = config.houses ?? [];
  const n = config.playerCount ?? hs.length;
  if (!Number.isInteger(n) || n < 3 || n > 6) return "A Song of Ice and Fief is played by 3 to 6 players.";
  if (hs.length > n) return `Name at most ${n} houses for ${n} players (the houses not named are dealt).`;
  if (new Set(hs).size !== hs.length) return "Each house can be played by one player only.";
  for (const h of hs) if (!(HOUSES as readonly string[]).includes(h)) return `Unknown house ${h}.`;
  return null;
}

/**
 * The houses at the table (P-2): the ones named, in their order, then the seats left dealt from
 * the houses not named, any of the nine (setup 10: "Players pick a House", with no house left out
 * at any player count). The deal draws from a stream of its own, derived from the game's seed, not
 * from the game's RNG: the state's config lists the whole table, and that config must make the
 * same game again (a stored game never deals again, P-2), so the deal may not move the RNG the rest
 * of the setup draws from.
 */
function dealHouses(config: FiefConfig): House[] {
  const named = [...(config.houses ?? [])];
  const seats = (config.playerCount ?? named.length) - named.length;
  if (seats === 0) return named;
  const [dealt] = shuffle(seedRng(`${config.seed}:houses`), HOUSES.filter((h) => !named.includes(h)));
  return [...named, ...dealt.slice(0, seats)];
}

export function createGame(config: FiefConfig): FiefState {
  const problem = validateConfig(config);
  if (problem) throw new Error(problem); // a bad config is a programmer error (hosts check it first: configProblem)
  const hs = dealHouses(config);
  const rng = seedRng(config.seed);
  const options: Options = { ...DEFAULT_OPTIONS, ...config.options };
  const s: FiefState = {
    game: "fief",
    config: { seed: config.seed, houses: hs, options },
    round: 1, phase: "setup", step: { kind: "chooseStart", turn: 0 }, turnOrder: hs, firstPlayer: 0,
    rng, forcedRolls: [],
    houses: {}, nobles: {}, units: [], nextUnitId: 1, villages: {}, titles: {},
    courtDeck: [], courtDiscard: [], fortuneDeck: [], fortuneDiscard: [], disasterTrack: [],
    regions: Object.fromEntries([1, 2, 3, 4, 5].map((r) => [String(r), { disasters: [], bounty: [] }])),
    taxes: [], season: "summer", bannermenUsed: 0, heirsUsed: 0, heirPlayed: false, septsForbidden: false, councilSource: {}, transfers: [], revivals: [], placements: [], peek: null, wall: { value: 0, fallen: 0, supplies: 0 },
    startTitles: { wardens: {}, council: {} }, losses: [], healing: [], controlChoices: [], fiefTitleChoices: [], battle: null, uprising: null, strike: null, request: null, window: null, bankNet: 0, outcome: null, roundCap: 30,
  };
  for (const v of Object.keys(VILLAGE)) s.villages[v] = { controller: null, stronghold: false, fortified: false, mills: 0, sept: false, maester: false, siege: null };

  // Setup 10: the first player; Targaryen starts if in play.
  const first = hs.includes("targaryen") ? hs.indexOf("targaryen") : (config.firstPlayer ?? randomIndex(s, hs.length));
  s.firstPlayer = first;
  s.turnOrder = [...hs.slice(first), ...hs.slice(0, first)];

  // Setup 2-4: the decks (WiC removes one Plague).
  const fortune: FortuneCard[] = [...expand(BOUNTY_DECK), ...expand(DISASTER_DECK)];
  if (options.winterIsComing) fortune.splice(fortune.indexOf("Plague"), 1);
  s.fortuneDeck = shuffleDraft(s, fortune);
  let court = shuffleDraft(s, expand(COURT_DECK));

  // in the table's order, not the turn order: every game of the same houses then has one hidden
  // class of houses' map (a turn order of its own gave each game its own, and the rules' optimized
  // code was thrown away at every new game). The rules never read the map in its order; a seat's
  // view lists the houses in it in this order, each by its id.
  for (const h of hs) {
    const f = HOUSE_FACTS[h];
    s.houses[h] = {
      gold: 0, hand: [], diplomacy: PER_PLAYER.diplomacyMarkers, usedOnce: [], usedRound: [],
      lordDeck: f.lords.map((c) => c.name), ladyDeck: f.ladies.map((c) => c.name),
      // SF-22 (D2): people start with "pass while none of my cards can be played" and "do not stop for my gifts"
      standing: config.people?.includes(h) ? { cards: true, gifts: true } : undefined,
    };
  }
  // Initial noble: draw Court Event cards until a Lord or Lady card; Targaryen takes a Lady card (setup 10).
  for (const h of s.turnOrder) {
    const f = HOUSE_FACTS[h];
    let card: CourtCard;
    if (h === "targaryen") {
      card = "A new Lady in the Court";
      court.splice(court.indexOf(card), 1);
    } else {
      const idx = court.findIndex((c) => c === "A new Lord in the Court" || c === "A new Lady in the Court");
      card = court[idx]!;
      court.splice(idx, 1);
      court = shuffleDraft(s, court); // "reshuffling the rest"
    }
    // Baratheon's "lady" is Renly (facts.json initial.lady); a house with no initial lord takes its lady.
    const name = card === "A new Lord in the Court" && f.initialLord ? f.initialLord : f.initialLady;
    const hst = s.houses[h]!;
    hst.lordDeck = shuffleDraft(s, hst.lordDeck.filter((n) => n !== name));
    hst.ladyDeck = shuffleDraft(s, hst.ladyDeck.filter((n) => n !== name));
    s.nobles[name] = { ...newNoble(name, h), courtCard: card };
  }
  if (hs.includes("targaryen")) {
    court.splice(court.indexOf("Mother of Dragons"), 1);
    s.titles.motherOfDragons = HOUSE_FACTS.targaryen.initialLady; // Targaryen starts with Mother of Dragons played on Daenerys
  }
  s.courtDeck = court;
  // Setup: choose starting villages in turn order, Targaryen last.
  s.turnOrder = [...s.turnOrder.filter((h) => h !== "targaryen"), ...s.turnOrder.filter((h) => h === "targaryen")];
  // the layout of every state the engine makes (draft.ts): a new game's state has their hidden class
  return sameLayout(s);
}

/** Villages a house may start in: its fief's free villages; Targaryen a coastal village of a fief nobody started in. */
export function startOptions(s: FiefState, h: House): VillageId[] {
  const taken = new Set(Object.keys(s.villages).filter((v) => s.villages[v]!.controller !== null));
  const home = HOUSE_FACTS[h].homeFief;
  if (home) return FIEF[home]!.villages.filter((v) => !taken.has(v));
  const occupiedFiefs = new Set([...taken].map((v) => VILLAGE[v]!.fief));
  return COASTAL_VILLAGES.filter((v) => !occupiedFiefs.has(VILLAGE[v]!.fief)).slice().sort();
}
