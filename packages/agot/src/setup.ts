/**
 * Game setup (rulebook p.4-5 and p.28; with Mother of Dragons mod-setup.md, which replaces it): houses by player count, neutral forces (three players:
 * the impassable areas and the forces that remain), influence tracks shifted left, dominance
 * tokens to position 1, starting units (Lannister's port ship at every player count, AG-17),
 * garrisons, supply, 5 available power each, round 1, wildling threat 2, every deck shuffled with
 * the game's seeded RNG.
 */
import { seedRng, shuffle, type RngState } from "@kingsroad/core";
import facts from "./data/facts.json" with { type: "json" };
import { boardOf, type AreaId } from "./data/board.ts";
import {
  HOUSES,
  HOUSES_FOR_COUNT,
  houseCardIds,
  STARTING_POWER,
  STARTING_POWER_MOD,
  STARTING_SUPPLY,
  START_TRACKS,
  type HouseId,
  type UnitType,
} from "./data/houses.ts";
import { WESTEROS_DECKS, WILDLING_DECK, type WesterosCardType } from "./data/westeros-cards.ts";
import { DRAGON_TOKEN_ROUNDS, MOD_START_TRACKS, SETUP_LOYALTY, WESTEROS_IV_IDS, type WesterosIVCardId } from "./data/mod.ts";
import { modBoard, modConfigProblem, modHouses, modModules } from "./mod-config.ts";
import type { AreaState, Game, GameConfig, ModState } from "./state.ts";
import { newRoundFrame } from "./rules/round-frame.ts";
import { newTidesDeck } from "./rules/combat/tides-deck.ts";
import { housesWithVassals, setUpVassals, vassalsFor } from "./vassal-setup.ts";
import { newBank } from "./rules/iron-bank/bank.ts";

interface PlayerSetup {
  playerCount: number;
  houses: HouseId[];
  blockedRegions?: AreaId[];
  garrisons?: Record<AreaId, number>;
}
const PLAYER_SETUPS = facts.setups["base-game"].playerSetups as PlayerSetup[];
const STARTING_UNITS = facts.startingUnits as Record<AreaId, { unitType: string; house: string; quantity: number }[]>;

export const emptyArea = (): AreaState => ({ house: null, units: [], order: null, powerToken: null, garrison: null, neutralForce: null });

/** Rejects a config no game can start from; returns a sentence for the player. */
export function configProblem(config: GameConfig): string | null {
  const mod = modConfigProblem(config);
  if (mod || config.motherOfDragons) return mod;
  if (config.playerCount === 7 || config.playerCount === 8) return "7 or 8 players need the Mother of Dragons expansion (motherOfDragons).";
  if (![3, 4, 5, 6].includes(config.playerCount)) return "A game needs 3 to 6 players.";
  const houses = HOUSES_FOR_COUNT[config.playerCount as 3 | 4 | 5 | 6];
  if (config.players && config.players.length !== config.playerCount) return "Name exactly one player per house.";
  const choice = config.houseChoice;
  if (Array.isArray(choice)) {
    if (!config.players) return "Chosen houses need player names.";
    if (choice.length !== config.playerCount) return "Choose one house per player.";
    if (new Set(choice).size !== choice.length) return "Two players chose the same house.";
    const bad = choice.find((h) => !houses.includes(h));
    if (bad) return `House ${bad} cannot be played with ${config.playerCount} players.`;
  }
  return null;
}

function assignPlayers(config: GameConfig, houses: readonly HouseId[], rng: RngState): [Partial<Record<HouseId, string>>, RngState] {
  const players = config.players;
  if (!players) return [{}, rng];
  let order: HouseId[];
  let next = rng;
  if (Array.isArray(config.houseChoice)) order = [...(config.houseChoice as HouseId[])];
  else [order, next] = shuffle(rng, houses);
  return [Object.fromEntries(order.map((h, i) => [h, players[i]!])), next];
}

export function setupGame(config: GameConfig): Game {
  const problem = configProblem(config);
  if (problem) throw new RangeError(problem);
  let rng = seedRng(config.seed);
  let houses: HouseId[];
  let mod: ModState | undefined;
  let setup: PlayerSetup;
  let vassals: HouseId[] = [];
  let playing: HouseId[];
  if (config.motherOfDragons) {
    [houses, rng] = modHouses(config, rng);
    mod = newModState(config, houses);
    playing = houses;
    if (mod.modules.vassals) {
      vassals = vassalsFor(houses);
      houses = housesWithVassals(houses);
    }
    // MoD replaces the base setup: no blocked areas, no per-count neutral forces (mod-setup.md 3.4).
    setup = { playerCount: config.playerCount, houses };
  } else {
    houses = HOUSES.filter((h) => HOUSES_FOR_COUNT[config.playerCount as 3 | 4 | 5 | 6].includes(h));
    playing = houses;
    setup = PLAYER_SETUPS.find((s) => s.playerCount === config.playerCount)!;
  }
  const board = boardOf({ mod });

  const areas: Record<AreaId, AreaState> = Object.fromEntries(board.ids.map((id) => [id, emptyArea()]));
  const blocked = [...(setup.blockedRegions ?? [])];
  for (const id of board.ids) {
    const def = board.areas[id]!;
    if (blocked.includes(id)) continue;
    if (def.home && houses.includes(def.home) && def.printedGarrison > 0) {
      areas[id]!.garrison = { house: def.home, strength: def.printedGarrison };
    } else if (!def.home && def.printedGarrison > 0) {
      // Neutral forces at every player count: King's Landing, and The Eyrie on the base board,
      // Braavos on the Essos board (the only ones with MoD, mod-setup.md 3.4).
      areas[id]!.neutralForce = def.printedGarrison;
    }
  }
  for (const [id, strength] of Object.entries(setup.garrisons ?? {})) areas[id]!.neutralForce = strength;

  for (const [id, entries] of Object.entries(STARTING_UNITS)) {
    if (!areas[id]) continue;
    for (const e of entries) {
      const house = e.house as HouseId;
      // A vassal's units come from its vassal setup card instead (vassal-setup.ts).
      if (!houses.includes(house) || vassals.includes(house)) continue;
      for (let i = 0; i < e.quantity; i++) {
        areas[id]!.house = house;
        areas[id]!.units.push({ type: e.unitType as UnitType, routed: false });
      }
    }
  }

  const shiftLeft = (track: readonly HouseId[]) => track.filter((h) => houses.includes(h));
  const startTracks = mod ? MOD_START_TRACKS : START_TRACKS;
  const decks = [] as unknown as [WesterosCardType[], WesterosCardType[], WesterosCardType[]];
  for (const deck of WESTEROS_DECKS) {
    let shuffled: WesterosCardType[];
    [shuffled, rng] = shuffle(rng, deck);
    decks.push(shuffled);
  }
  let wildlingDeck;
  [wildlingDeck, rng] = shuffle(rng, WILDLING_DECK);
  let players;
  [players, rng] = assignPlayers(config, playing, rng);
  let tidesDeck: string[] = [];
  if (config.tidesOfBattle) [tidesDeck, rng] = shuffle(rng, newTidesDeck());
  if (mod && houses.includes("targaryen")) {
    // Shuffled last, so the base decks of a MoD game draw as they would without Targaryen.
    let deckIV: WesterosIVCardId[];
    [deckIV, rng] = shuffle(rng, WESTEROS_IV_IDS);
    mod.westerosIV = { deck: deckIV, discard: [] };
  }
  // The loan deck, its top card face up in the 7 slot (mod-setup.md 4), with the Iron Bank only.
  if (mod?.modules.ironBank) [mod.bank, rng] = newBank(rng);

  const game: Game = {
    config,
    houses,
    players,
    round: 1,
    rng,
    areas,
    blocked,
    tracks: {
      ironThrone: shiftLeft(startTracks.ironThrone),
      fiefdoms: shiftLeft(startTracks.fiefdoms),
      kingsCourt: shiftLeft(startTracks.kingsCourt),
    },
    bladeUsed: false,
    ravenUsed: false,
    supply: Object.fromEntries(houses.map((h) => [h, STARTING_SUPPLY[h]])),
    power: Object.fromEntries(houses.map((h) => [h, mod ? STARTING_POWER_MOD : STARTING_POWER])),
    houseCards: Object.fromEntries(houses.map((h) => [h, { hand: [...houseCardIds(h, mod?.modules.houseCards)], discard: [] }])),
    westeros: { decks, discards: [[], [], []], revealed: [] },
    wildlings: { threat: 2, deck: wildlingDeck, topKnownBy: null },
    restrictions: [],
    tidesDeck,
    stack: [newRoundFrame()],
    outcome: null,
    actionCount: 0,
  };
  if (mod) game.mod = mod;
  if (vassals.length > 0) setUpVassals(game, vassals);
  return game;
}

/** Mother of Dragons' record at setup (mod-setup.md 4): Targaryen's loyalty token in King's Landing and the dragon tokens on the round track. */
function newModState(config: GameConfig, houses: readonly HouseId[]): ModState {
  const targaryen = houses.includes("targaryen");
  return {
    board: modBoard(houses),
    modules: modModules(config, houses),
    // Vassal setup (their units, supply 4, the track adjustment) belongs to the vassal rules.
    loyalty: targaryen ? { ...SETUP_LOYALTY } : {},
    loyaltyCollected: 0,
    dragonTrack: targaryen ? [...DRAGON_TOKEN_ROUNDS] : [],
    dragonBox: 0,
  };
}
