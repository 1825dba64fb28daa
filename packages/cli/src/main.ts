/**
 * The `kingsroad` command: sim, replay, bench, fuzz. Arguments are parsed by commander; the work
 * is done by the functions in commands/, which tests call directly.
 */
import { pathToFileURL } from "node:url";
import { Command, InvalidArgumentError, Option } from "commander";
import type { HouseCardDecks } from "@kingsroad/agot";
import { bench } from "./commands/bench.ts";
import { fuzzCommand } from "./commands/fuzz.ts";
import type { FuzzHouseCards } from "./play/fuzz.ts";
import { replay } from "./commands/replay.ts";
import { sim, UsageError } from "./commands/sim.ts";

const int = (min: number, max: number) => (value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}`);
  return n;
};
const fraction = (value: string): number => {
  const n = Number(value);
  if (!(n >= 0 && n <= 1)) throw new InvalidArgumentError("expected a number from 0 to 1");
  return n;
};
const list = (value: string): string[] => value.split(",").map((s) => s.trim()).filter(Boolean);
const print = (text: string): void => void process.stdout.write(text + "\n");
const progress = (): boolean => process.stderr.isTTY === true;

export function program(): Command {
  const p = new Command("kingsroad").description("Headless Kingsroad: simulate, replay-check, fuzz and benchmark the engines.");

  p.command("sim")
    .description("play games between bots and print a results table")
    .addOption(new Option("--game <id>", "game").choices(["agot", "fief"]).default("agot"))
    .option("--players <n>", "players at the table (3..6; 7 or 8 with --mother-of-dragons)", int(3, 8), 6)
    .option("--games <n>", "number of games", int(1, 10_000_000), 100)
    .option("--bots <names>", "bots by seat, comma separated; the last fills the remaining seats; rotated over seats game by game", list, ["random"])
    .option("--tides", "AGoT: play with Tides of Battle", false)
    .option("--mother-of-dragons", "AGoT: play with the Mother of Dragons expansion (houses dealt by the seed)", false)
    .addOption(new Option("--house-cards <decks>", "AGoT with --mother-of-dragons: the players' house card decks").choices(["standard", "later-books"]).default("standard"))
    .option("--seed <s>", "seed of the whole run", "kingsroad")
    .option("--save-dir <dir>", "save every game as a replay file here")
    .option("--failures-only", "with --save-dir: save only failing games", false)
    .option("--hidden-rate <p>", "share of states given the hidden-information check", fraction, 0)
    .option("--check", "also check the game's invariants after every action (off by default, so the speed figures time the engine and the bots; fuzz always checks them)", false)
    .action(async (o: { game: string; players: number; games: number; bots: string[]; tides: boolean; motherOfDragons: boolean; houseCards: HouseCardDecks; seed: string; saveDir?: string; failuresOnly: boolean; hiddenRate: number; check: boolean }) => {
      try {
        const r = sim({ ...o, progress: progress(), print });
        if (r.failures.length > 0) process.exitCode = 1;
      } catch (e) {
        if (!(e instanceof UsageError)) throw e;
        process.stderr.write(`kingsroad sim: ${e.message}\n`);
        process.exitCode = 2;
      }
    });

  p.command("replay")
    .description("check that a saved game replays to its recorded hash")
    .argument("<file>", "a replay file (JSON) written by sim --save-dir or the fuzzer")
    .action(async (file: string) => {
      if (!replay(file, print)) process.exitCode = 1;
    });

  p.command("bench")
    .description("engine throughput on one core, heuristic decision times and win rate")
    .option("--game <ids>", "games, comma separated, each benchmarked in turn", list, ["agot", "fief"])
    .option("--players <n>", "players (3..6)", int(3, 6), 6)
    .option("--seconds <n>", "seconds of random games for throughput, per game", int(1, 3600), 10)
    .option("--heuristic-games <n>", "all-heuristic games timed for decision times", int(0, 100_000), 5)
    .option("--win-rate-games <n>", "six-player games of heuristic vs 5 random", int(0, 100_000), 200)
    .option("--seed <s>", "seed", "bench")
    .option("--no-expansion", "AGoT: skip the 8-player Mother of Dragons games timed beside the base game")
    .option("--interleave", "AGoT: alternate base and Mother of Dragons games in the same minutes (the ratio holds on a busy machine)", false)
    .addOption(
      new Option("--picks <how>", "random moves: among the prompted decision's actions, a free action (gift) one step in 40 as the fuzzer plays; or uniform among every legal action")
        .choices(["prompted", "uniform"])
        .default("prompted"),
    )
    .option("--json", "also print the figures as JSON", false)
    .action((o: { game: string[]; players: number; seconds: number; heuristicGames: number; winRateGames: number; seed: string; expansion: boolean; interleave: boolean; picks: "prompted" | "uniform"; json: boolean }) => {
      for (const game of o.game) {
        const figures = bench({ ...o, game, print });
        if (o.json) print(JSON.stringify(figures, null, 2));
      }
    });

  p.command("fuzz")
    .description("self-play fuzzing with invariant, purity, determinism and hidden-information checks")
    .option("--game <ids>", "games, comma separated", list, ["agot", "fief"])
    .option("--games <n>", "games per game id", int(1, 10_000_000), 1000)
    .option("--seed <s>", "seed", "fuzz")
    .option("--from <n>", "index of the first game (split a run over cores: --from 0 and --from 5000)", int(0, 1_000_000_000), 0)
    .option("--hidden-rate <p>", "share of states given the hidden-information check", fraction, 0.05)
    .option("--out <dir>", "where failing games are saved", "fuzz-failures")
    .addOption(
      new Option("--mother-of-dragons [mode]", "AGoT: Mother of Dragons games: only them (the flag alone), or mix them with base games")
        .choices(["off", "only", "mix"])
        .preset("only")
        .default("off"),
    )
    .addOption(
      new Option("--house-cards <decks>", "AGoT's Mother of Dragons games: the players' house card decks, or alternate between them")
        .choices(["standard", "later-books", "alternate"])
        .default("standard"),
    )
    .action(async (o: { game: string[]; games: number; seed: string; from: number; hiddenRate: number; out: string; motherOfDragons: "off" | "only" | "mix"; houseCards: FuzzHouseCards }) => {
      const failed = fuzzCommand({
        games: o.game,
        count: o.games,
        seed: o.seed,
        from: o.from,
        hiddenRate: o.hiddenRate,
        expansion: o.motherOfDragons,
        houseCards: o.houseCards,
        outDir: o.out,
        progress: progress(),
        print,
      });
      if (failed > 0) process.exitCode = 1;
    });

  return p;
}

// Run when executed (tsx src/main.ts, the bin), not when imported by tests.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await program().parseAsync(process.argv);
}
