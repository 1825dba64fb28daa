/**
 * Self-play fuzzing: many seeded games over every player count (and, for AGoT, with and without
 * Tides of Battle), random bots with a heuristic seat now and then, checking after every action
 * the invariants, purity (the input state is untouched, states survive JSON) and, on a sample of
 * states, hidden information; every finished game is replayed to prove determinism. Failing games
 * are returned as replay records to save and reproduce.
 */
import { botFor, botNames, type Bot } from "@kingsroad/bots";
import type { HouseCardDecks } from "@kingsroad/agot";
import type { GameModule } from "../games.ts";
import { checkReplay, replayRecord, type ReplayFile } from "./replay-file.ts";
import { playGame, type Failure } from "./self-play.ts";
import { seating } from "./tournament.ts";

export interface FuzzOptions {
  readonly game: GameModule;
  readonly games: number;
  readonly seed: string;
  /** Index of the first game (default 0): runs split over cores, or one game re-run, by index. */
  readonly from?: number;
  /** Share of states that get the hidden-information checks (they cost several views each). */
  readonly hiddenRate?: number;
  /** Only these player counts (default: all the game allows). */
  readonly players?: readonly number[];
  /**
   * The game's expansion (AGoT: Mother of Dragons): "off" (default) never, "only" every game at
   * the expansion's player counts, "mix" the base game's tables then the expansion's, in turn.
   */
  readonly expansion?: "off" | "only" | "mix";
  /** AGoT's expansion games: their players' house card decks, or "alternate" between both (default "standard"). */
  readonly houseCards?: FuzzHouseCards;
  /** Called after each game, with its failure if any (save it at once: a long run may be stopped). */
  readonly onGame?: (index: number, failure: FuzzFailure | null) => void;
}

export interface FuzzFailure {
  readonly index: number;
  readonly name: string;
  readonly record: ReplayFile;
  readonly failure: Failure;
}

export type FuzzHouseCards = HouseCardDecks | "alternate";

export interface FuzzResult {
  readonly games: number;
  readonly actions: number;
  readonly seconds: number;
  readonly failures: FuzzFailure[];
}

interface FuzzTable {
  players: number;
  tides: boolean;
  expansion: boolean;
  /** Expansion modules switched off (TableOptions.modulesOff). */
  modulesOff: number;
  houseCards: HouseCardDecks;
  bots: string[];
}

/** The tables a run cycles through: player counts of the base game and/or of its expansion. */
function tablesOf(game: GameModule, o: FuzzOptions): { players: number; expansion: boolean }[] {
  const mode = o.expansion ?? "off";
  const base = (o.players ?? game.playerCounts).filter((n) => game.playerCounts.includes(n)).map((players) => ({ players, expansion: false }));
  const counts = game.expansionPlayerCounts ?? [];
  const expansion = (o.players ?? counts).filter((n) => counts.includes(n)).map((players) => ({ players, expansion: true }));
  if (mode === "off") return base;
  if (mode === "only") return expansion;
  return [...base, ...expansion];
}

/** The table of game `index`: player counts and options cycle so a short run covers them all. */
function tableFor(game: GameModule, index: number, tables: readonly { players: number; expansion: boolean }[], decks: FuzzHouseCards = "standard"): FuzzTable {
  const { players, expansion } = tables[index % tables.length]!;
  const tides = game.id === "agot" && Math.floor(index / tables.length) % 2 === 1;
  // Every third game seats one heuristic bot (when the game has one) among random ones.
  const heuristic = botNames(game.id).includes("heuristic") && index % 3 === 2;
  // Expansion games cycle through their modules switched off, one combination after another.
  const modulesOff = expansion ? Math.floor(index / (tables.length * 2)) % 8 : 0;
  // "alternate": rounds of tables go standard, later, later, standard, ...: within four rounds each
  // deck meets both Tides settings, and each module combination meets both decks.
  const round = Math.floor(index / tables.length);
  const later = decks === "later-books" || (decks === "alternate" && (round + Math.floor(round / 2)) % 2 === 1);
  const houseCards: HouseCardDecks = expansion && later ? "later-books" : "standard";
  return { players, tides, expansion, modulesOff, houseCards, bots: heuristic ? ["heuristic", "random"] : ["random"] };
}

export function fuzz(o: FuzzOptions): FuzzResult {
  const tables = tablesOf(o.game, o);
  if (tables.length === 0) throw new Error(`no ${o.game.id} table to play with these player counts and expansion setting`);
  const failures: FuzzFailure[] = [];
  let actions = 0;
  const t0 = performance.now();
  const first = o.from ?? 0;
  for (let i = first; i < first + o.games; i++) {
    const t = tableFor(o.game, i, tables, o.houseCards);
    const seed = `${o.seed}:${i}`;
    const config = o.game.config({ players: t.players, tides: t.tides, motherOfDragons: t.expansion, modulesOff: t.modulesOff, houseCards: t.houseCards, seed });
    let seats: Record<string, string> = {};
    const r = playGame({
      game: o.game,
      config,
      seed,
      invariants: true,
      purity: true,
      hiddenRate: o.hiddenRate ?? 0.05,
      bots: (list) => {
        seats = seating(t.bots, list, i);
        return Object.fromEntries(Object.entries(seats).map(([seat, name]): [string, Bot] => [seat, botFor(o.game.id, name)]));
      },
    });
    actions += r.actions;
    let failure = r.failure;
    const record = replayRecord(o.game, config, r.log, r.finalState, seats, failure);
    if (!failure) {
      const again = checkReplay(o.game, record);
      if (!again.ok) failure = { kind: "nondeterministic", message: `the game does not replay to the same state: ${again.lines.join("; ")}`, at: r.log.length };
    }
    let found: FuzzFailure | null = null;
    if (failure) {
      const name = `${o.game.id}-${t.players}p${t.expansion ? "-expansion" : ""}${t.houseCards === "later-books" ? "-later-books" : ""}${t.tides ? "-tides" : ""}-${o.seed}-${i}-${failure.kind}`.replace(/[^\w.-]+/g, "_");
      found = { index: i, name, record: { ...record, failure: { kind: failure.kind, message: failure.message, at: failure.at, ...(failure.action ? { action: failure.action } : {}) } }, failure };
      failures.push(found);
    }
    o.onGame?.(i, found);
  }
  return { games: o.games, actions, seconds: (performance.now() - t0) / 1000, failures };
}
