/**
 * Many games between named bots, with the bots rotated over the seats so every bot plays every
 * house equally often, and the results added up for the table: wins per seat and per bot, rounds,
 * how games ended, failures, games per second and bot decision times.
 */
import { botFor, type Bot } from "@kingsroad/bots";
import type { HouseCardDecks } from "@kingsroad/agot";
import type { GameModule, TableOptions } from "../games.ts";
import { playGame, type PlayResult } from "./self-play.ts";

export interface TournamentOptions {
  readonly game: GameModule;
  readonly players: number;
  readonly games: number;
  /** Bot names; fewer than the seats: the last one fills the rest ("heuristic,random" = 1 + 5). */
  readonly bots: readonly string[];
  readonly tides: boolean;
  readonly motherOfDragons?: boolean;
  /** AGoT with Mother of Dragons: the players' decks (TableOptions.houseCards). */
  readonly houseCards?: HouseCardDecks;
  readonly seed: string;
  readonly invariants?: boolean;
  readonly hiddenRate?: number;
  readonly purity?: boolean;
  /** Keep each game's actions in its result's log (default true; self-play.ts `keepLog`). */
  readonly keepLog?: boolean;
  /** Looks bots up by name; default the registry of @kingsroad/bots (tests and benches wrap it). */
  readonly botFor?: (game: GameModule["id"], name: string) => Bot;
  /** Called after each game (progress bars, saving replays). */
  readonly onGame?: (index: number, result: PlayResult, config: unknown, seating: Record<string, string>) => void;
}

export interface Tally {
  games: number;
  wins: number;
}

export interface TournamentResult {
  games: number;
  seconds: number;
  /**
   * CPU time the process spent on the games (all its threads: the garbage collector and the
   * optimizing compiler too): on a shared machine the wall clock also counts other processes.
   */
  cpuSeconds: number;
  winsBySeat: Record<string, Tally>;
  winsByBot: Record<string, Tally>;
  endKinds: Record<string, number>;
  totalRounds: number;
  finished: number;
  failures: { index: number; kind: string; message: string }[];
  decisionMs: Record<string, number[]>;
  actions: number;
}

/** The bot name per seat for game `index`: rotation gives each bot each seat in turn. */
export function seating(names: readonly string[], seats: readonly string[], index: number): Record<string, string> {
  if (names.length === 0) throw new Error("name at least one bot");
  const filled = seats.map((_, j) => names[Math.min(j, names.length - 1)]!);
  return Object.fromEntries(seats.map((seat, j) => [seat, filled[(j + index) % seats.length]!]));
}

export function runTournament(o: TournamentOptions): TournamentResult {
  const res: TournamentResult = {
    games: 0,
    seconds: 0,
    cpuSeconds: 0,
    winsBySeat: {},
    winsByBot: {},
    endKinds: {},
    totalRounds: 0,
    finished: 0,
    failures: [],
    decisionMs: {},
    actions: 0,
  };
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < o.games; i++) {
    const table: TableOptions = { players: o.players, tides: o.tides, motherOfDragons: o.motherOfDragons ?? false, houseCards: o.houseCards ?? "standard", seed: `${o.seed}:${i}` };
    const config = o.game.config(table);
    let seats: Record<string, string> = {};
    const result = playGame({
      game: o.game,
      config,
      seed: table.seed,
      invariants: o.invariants ?? true,
      hiddenRate: o.hiddenRate ?? 0,
      purity: o.purity ?? false,
      keepLog: o.keepLog ?? true,
      bots: (list) => {
        seats = seating(o.bots, list, i);
        return Object.fromEntries(Object.entries(seats).map(([seat, name]): [string, Bot] => [seat, (o.botFor ?? botFor)(o.game.id, name)]));
      },
    });
    res.games++;
    res.actions += result.actions;
    for (const [name, times] of Object.entries(result.decisionMs)) (res.decisionMs[name] ??= []).push(...times);
    const winners = new Set(result.outcome?.winners ?? []);
    for (const [seat, name] of Object.entries(seats)) {
      const s = (res.winsBySeat[seat] ??= { games: 0, wins: 0 });
      const b = (res.winsByBot[name] ??= { games: 0, wins: 0 });
      s.games++;
      b.games++;
      if (winners.has(seat)) {
        s.wins++;
        b.wins++;
      }
    }
    res.endKinds[result.endKind] = (res.endKinds[result.endKind] ?? 0) + 1;
    if (result.outcome) {
      res.finished++;
      res.totalRounds += result.outcome.round;
    }
    if (result.failure) res.failures.push({ index: i, kind: result.failure.kind, message: result.failure.message });
    o.onGame?.(i, result, config, seats);
  }
  res.seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  res.cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return res;
}

/** The p-th percentile (0..100) of a list of numbers, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
