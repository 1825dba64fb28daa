/**
 * `kingsroad bench`: engine throughput on one core (this process), measured through the engine
 * contract alone: complete random games per second, legal-action enumerations per second and
 * action applications per second; then the heuristic bot's decision times and its win rate
 * against random bots. Figures, not timed tests: BENCHMARKS.md records them with the machine.
 */
import { cpus } from "node:os";
import Table from "cli-table3";
import { nextInt, seedRng, type RngState } from "@kingsroad/core";
import { botFor, botNames, type DecideInput } from "@kingsroad/bots";
import { gameModule, type GameModule } from "../games.ts";
import { percentile, runTournament } from "../play/tournament.ts";

export interface BenchOptions {
  readonly game: string;
  readonly players: number;
  /** Seconds spent playing random games (throughput). */
  readonly seconds: number;
  readonly heuristicGames: number;
  readonly winRateGames: number;
  readonly seed: string;
  /**
   * Also time random games of the game's expansion at its largest table (AGoT: Mother of Dragons
   * at 8 players, Targaryen included, every built module on by default) beside the base run.
   */
  readonly expansion?: boolean;
  /**
   * How random moves are picked. "prompted" (the default): a prompted seat picks among its
   * decision's actions; free actions (gifts) are taken one step in 40 by a random seat, as the
   * fuzzer plays. "uniform": uniformly among every legal action, free ones included (the method
   * before 2026-11-28, when a Mother of Dragons game was one third gifts).
   */
  readonly picks?: "prompted" | "uniform";
  /**
   * With the expansion: alternate base and expansion games in the same minutes (the kind with less
   * CPU time so far plays next) instead of timing one after the other; the ratio then holds on a
   * busy machine.
   */
  readonly interleave?: boolean;
  readonly print: (text: string) => void;
}

/** Random-game throughput of one table. */
export interface ThroughputFigures {
  players: number;
  /** Wall clock: lower than the CPU figure when other processes share the cores. */
  randomGamesPerSecond: number;
  /** Games per second of CPU time used by this (single-threaded) process. */
  randomGamesPerCpuSecond: number;
  actionsPerGame: number;
  enumerationsPerSecond: number;
  applicationsPerSecond: number;
}

export interface BenchFigures extends ThroughputFigures {
  machine: { cpu: string; cores: number; node: string };
  /**
   * Heuristic decision times. `inPlay*`: wall clock during the games (includes preemption by other
   * processes and GC pauses). `intrinsic*`: each recorded decision timed again three times after
   * the games, keeping the fastest: the bot's own cost, robust to a busy machine.
   */
  heuristic: { decisions: number; meanMs: number; inPlayP99Ms: number; inPlayMaxMs: number; intrinsicP99Ms: number; intrinsicMaxMs: number } | null;
  winRate: { games: number; heuristicWins: number; rate: number } | null;
  /** The expansion's largest table, timed in the same run; `baseRatio` is base games/CPU s over these. */
  expansion: (ThroughputFigures & { baseRatio: number }) | null;
}

interface RandomRun {
  games: number;
  actions: number;
  elapsed: number;
  cpu: number;
  /** Milliseconds spent inside `legalActions` and inside `applyAction`. */
  enumerateMs: number;
  applyMs: number;
}

/** One step in this many, a random seat takes a free action, when it may (as the fuzzer plays). */
const FREE_ACTION_ODDS = 40;

interface RandomTable {
  readonly game: GameModule;
  readonly players: number;
  readonly seed: string;
  readonly motherOfDragons: boolean;
  readonly picks: "prompted" | "uniform";
  rng: RngState;
  readonly run: RandomRun;
}

const newRun = (): RandomRun => ({ games: 0, actions: 0, elapsed: 0, cpu: 0, enumerateMs: 0, applyMs: 0 });

function table(game: GameModule, players: number, seed: string, motherOfDragons: boolean, picks: "prompted" | "uniform"): RandomTable {
  return { game, players, seed, motherOfDragons, picks, rng: seedRng(seed), run: newRun() };
}

/**
 * One random game, as fast as the engine goes: no views, no checks, one prompted seat at a time.
 * Enumeration and application are timed where a game loop calls them, each on a state the engine
 * has just produced: the enumeration is the first one of that state, and the application follows
 * it, as in any client (an engine may reuse what it derived while enumerating; that is fair).
 * CPU time is added to the table's run.
 */
function playRandomGame(t: RandomTable): void {
  const { game, run } = t;
  const engine = game.engine;
  const isFree = game.isFreeAction;
  const c0 = process.cpuUsage();
  let rng = t.rng;
  let state = engine.createGame(game.config({ players: t.players, tides: false, motherOfDragons: t.motherOfDragons, seed: `${t.seed}:${run.games}` }));
  while (engine.outcome(state) === null) {
    const prompts = engine.pendingSeats(state);
    if (prompts.length === 0) throw new Error("bench: a game is stuck (nobody to act); run the fuzzer");
    let i: number;
    [i, rng] = nextInt(rng, prompts.length);
    let seat = prompts[i]!.seat;
    const e0 = performance.now();
    let legal = engine.legalActions(state, seat);
    if (t.picks === "prompted" && isFree !== undefined && legal.some(isFree)) {
      let roll: number;
      [roll, rng] = nextInt(rng, FREE_ACTION_ODDS);
      if (roll === 0) {
        const seats = game.seats(state);
        [i, rng] = nextInt(rng, seats.length);
        const giver = seats[i]!;
        const free = engine.legalActions(state, giver).filter(isFree);
        if (free.length > 0) [seat, legal] = [giver, free];
      }
      if (!legal.every(isFree)) legal = legal.filter((a) => !isFree(a));
    }
    const e1 = performance.now();
    [i, rng] = nextInt(rng, legal.length);
    const r = engine.applyAction(state, seat, legal[i]);
    run.applyMs += performance.now() - e1;
    run.enumerateMs += e1 - e0;
    if (!r.ok) throw new Error(`bench: a legal action was refused: ${r.error.message}`);
    state = r.value.state;
    run.actions++;
  }
  run.games++;
  t.rng = rng;
  const c = process.cpuUsage(c0);
  run.cpu += (c.user + c.system) / 1e6;
}

/** Random games of one table for `seconds` of wall clock (at least one game). */
function randomGames(game: GameModule, players: number, seconds: number, seed: string, motherOfDragons = false, picks: "prompted" | "uniform" = "prompted"): RandomRun {
  const t = table(game, players, seed, motherOfDragons, picks);
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000 || t.run.games === 0) playRandomGame(t);
  t.run.elapsed = (performance.now() - t0) / 1000;
  return t.run;
}

/**
 * Two tables in the same minutes for `seconds` each: the one with less CPU time so far plays the
 * next game. Wall clock is split in proportion to CPU time.
 */
function interleavedGames(a: RandomTable, b: RandomTable, seconds: number): void {
  const t0 = performance.now();
  while (performance.now() - t0 < 2 * seconds * 1000 || a.run.games === 0 || b.run.games === 0) playRandomGame(a.run.cpu <= b.run.cpu ? a : b);
  const wall = (performance.now() - t0) / 1000;
  const cpu = a.run.cpu + b.run.cpu;
  a.run.elapsed = (wall * a.run.cpu) / cpu;
  b.run.elapsed = (wall * b.run.cpu) / cpu;
}

/** All-heuristic games; every decision's input is kept and timed again afterwards. */
function heuristicTimes(game: GameModule, players: number, games: number, seed: string): NonNullable<BenchFigures["heuristic"]> {
  const heuristic = botFor(game.id, "heuristic");
  const inputs: DecideInput<unknown, unknown>[] = [];
  const recorder = { name: "heuristic", decide: (input: DecideInput<unknown, unknown>) => (inputs.push(input), heuristic.decide(input)) };
  const r = runTournament({ game, players, games, bots: ["heuristic"], tides: false, seed: `${seed}:timing`, invariants: false, botFor: () => recorder });
  const inPlay = r.decisionMs["heuristic"] ?? [];
  const intrinsic = inputs.map((input) => {
    let best = Infinity;
    for (let k = 0; k < 3; k++) {
      const t0 = performance.now();
      heuristic.decide(input);
      best = Math.min(best, performance.now() - t0);
    }
    return best;
  });
  return {
    decisions: inPlay.length,
    meanMs: inPlay.reduce((a, b) => a + b, 0) / Math.max(1, inPlay.length),
    inPlayP99Ms: percentile(inPlay, 99),
    // reduce, not Math.max(...xs): a long run holds more times than a call's arguments may
    inPlayMaxMs: inPlay.reduce((a, b) => Math.max(a, b), 0),
    intrinsicP99Ms: percentile(intrinsic, 99),
    intrinsicMaxMs: intrinsic.reduce((a, b) => Math.max(a, b), 0),
  };
}

function throughput(players: number, run: RandomRun): ThroughputFigures {
  return {
    players,
    randomGamesPerSecond: run.games / run.elapsed,
    randomGamesPerCpuSecond: run.games / run.cpu,
    actionsPerGame: run.actions / run.games,
    enumerationsPerSecond: run.actions / (run.enumerateMs / 1000),
    applicationsPerSecond: run.actions / (run.applyMs / 1000),
  };
}

export function bench(o: BenchOptions): BenchFigures {
  const game = gameModule(o.game);
  const machine = { cpu: cpus()[0]?.model ?? "unknown", cores: cpus().length, node: process.version };
  o.print(`${game.id}, ${o.players} players; ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; one core (this process)`);
  const picks = o.picks ?? "prompted";
  const largest = game.expansionPlayerCounts?.at(-1);
  const expansion = o.expansion === true && largest !== undefined;
  o.print(`random moves: ${picks === "uniform" ? "uniform among every legal action, free ones included" : "among the prompted decision's actions; a free action one step in " + FREE_ACTION_ODDS}${expansion && o.interleave ? "; base and expansion games interleaved" : ""}`);
  randomGames(game, o.players, Math.min(1, o.seconds), `${o.seed}:warm-up`, false, picks); // let the JIT settle first
  if (expansion) randomGames(game, largest, Math.min(1, o.seconds), `${o.seed}:expansion-warm-up`, true, picks);
  let run: RandomRun;
  let expansionRun: RandomRun | null = null;
  if (expansion && o.interleave) {
    const base = table(game, o.players, o.seed, false, picks);
    const mod = table(game, largest, `${o.seed}:expansion`, true, picks);
    interleavedGames(base, mod, o.seconds);
    [run, expansionRun] = [base.run, mod.run];
  } else {
    run = randomGames(game, o.players, o.seconds, o.seed, false, picks);
    if (expansion) expansionRun = randomGames(game, largest, o.seconds, `${o.seed}:expansion`, true, picks);
  }
  const figures: BenchFigures = { machine, ...throughput(o.players, run), heuristic: null, winRate: null, expansion: null };
  if (expansionRun !== null && largest !== undefined) {
    const t = throughput(largest, expansionRun);
    figures.expansion = { ...t, baseRatio: figures.randomGamesPerCpuSecond / t.randomGamesPerCpuSecond };
  }
  // the heuristic's figures wait for a game's heuristic bot (Fief's is registered under the same name)
  const heuristic = botNames(game.id).includes("heuristic");
  if (o.heuristicGames > 0 && heuristic) figures.heuristic = heuristicTimes(game, o.players, o.heuristicGames, o.seed);
  if (o.winRateGames > 0 && heuristic) {
    const r = runTournament({ game, players: 6, games: o.winRateGames, bots: ["heuristic", "random"], tides: false, seed: `${o.seed}:win-rate`, invariants: false });
    const t = r.winsByBot["heuristic"] ?? { games: 0, wins: 0 };
    figures.winRate = { games: t.games, heuristicWins: t.wins, rate: t.games === 0 ? 0 : t.wins / t.games };
  }
  const rows = new Table({ head: ["figure", "value"], style: { head: [], border: [] } });
  rows.push(
    [`complete random ${o.players}-player games / s (one core, wall clock)`, figures.randomGamesPerSecond.toFixed(2)],
    [`complete random ${o.players}-player games / CPU second`, figures.randomGamesPerCpuSecond.toFixed(2)],
    ["actions per game (mean)", figures.actionsPerGame.toFixed(0)],
    ["legal-action enumerations / s (time inside legalActions)", figures.enumerationsPerSecond.toFixed(0)],
    ["action applications / s (time inside applyAction)", figures.applicationsPerSecond.toFixed(0)],
  );
  if (figures.expansion) {
    const x = figures.expansion;
    const name = `${game.expansionName ?? "expansion"} ${x.players}-player`;
    rows.push(
      [`complete random ${name} games / s (one core, wall clock)`, x.randomGamesPerSecond.toFixed(2)],
      [`complete random ${name} games / CPU second`, x.randomGamesPerCpuSecond.toFixed(2)],
      [`${name}: actions per game (mean)`, x.actionsPerGame.toFixed(0)],
      [`${name}: legal-action enumerations / s`, x.enumerationsPerSecond.toFixed(0)],
      [`${name}: action applications / s`, x.applicationsPerSecond.toFixed(0)],
      [`${o.players}-player base games per ${name} game (CPU time)`, x.baseRatio.toFixed(2)],
    );
  }
  if (figures.heuristic) {
    const h = figures.heuristic;
    rows.push(
      [`heuristic decisions timed`, String(h.decisions)],
      ["heuristic decision mean (in play)", `${h.meanMs.toFixed(3)} ms`],
      ["heuristic decision p99 / max (in play, wall clock)", `${h.inPlayP99Ms.toFixed(3)} / ${h.inPlayMaxMs.toFixed(3)} ms`],
      ["heuristic decision p99 / max (intrinsic, best of 3)", `${h.intrinsicP99Ms.toFixed(3)} / ${h.intrinsicMaxMs.toFixed(3)} ms`],
    );
  }
  if (figures.winRate) {
    rows.push([`heuristic vs 5 random, ${figures.winRate.games} six-player games`, `${figures.winRate.heuristicWins} wins (${(100 * figures.winRate.rate).toFixed(1)}%)`]);
  }
  o.print(rows.toString());
  if (!heuristic && o.heuristicGames + o.winRateGames > 0) o.print(`no heuristic bot for ${game.id} yet: its decision times and win rate are not measured`);
  return figures;
}
