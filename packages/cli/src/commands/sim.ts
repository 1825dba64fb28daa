/** `kingsroad sim`: plays games between bots and prints the results table. */
import { SingleBar, Presets } from "cli-progress";
import { botNames } from "@kingsroad/bots";
import type { HouseCardDecks } from "@kingsroad/agot";
import { gameModule } from "../games.ts";
import { replayRecord, writeReplay } from "../play/replay-file.ts";
import { runTournament, type TournamentResult } from "../play/tournament.ts";
import { renderResults } from "../report.ts";

export interface SimOptions {
  readonly game: string;
  readonly players: number;
  readonly games: number;
  readonly bots: readonly string[];
  readonly tides: boolean;
  /** AGoT: play with the Mother of Dragons expansion. */
  readonly motherOfDragons?: boolean;
  /** AGoT with Mother of Dragons: "later-books" deals the later books' house card decks. */
  readonly houseCards?: HouseCardDecks;
  readonly seed: string;
  /** Save every game (or, with `failuresOnly`, every failing game) as a replay file here. */
  readonly saveDir?: string;
  readonly failuresOnly?: boolean;
  readonly hiddenRate?: number;
  /**
   * Run the game's invariant checker after every action (default false: the sim's figures time
   * the engine and the bots; `kingsroad fuzz` always checks).
   */
  readonly check?: boolean;
  readonly purity?: boolean;
  readonly progress: boolean;
  readonly print: (text: string) => void;
}

/** A mistake on the command line (an unknown bot): main.ts prints its message alone, without a stack. */
export class UsageError extends Error {}

export function sim(o: SimOptions): TournamentResult {
  const game = gameModule(o.game);
  // the table is checked before any game is made: the game's own refusal would be a stack trace
  const counts = o.motherOfDragons && game.expansionPlayerCounts ? game.expansionPlayerCounts : game.playerCounts;
  if (!counts.includes(o.players)) {
    const expansion = !o.motherOfDragons && game.expansionPlayerCounts?.some((n) => !counts.includes(n)) ? ` (${game.expansionPlayerCounts.filter((n) => !counts.includes(n)).join(" or ")} with --mother-of-dragons)` : "";
    throw new UsageError(`${game.id} is played by ${counts[0]} to ${counts.at(-1)} players${expansion}, not ${o.players}`);
  }
  for (const name of o.bots) {
    if (!botNames(game.id).includes(name)) throw new UsageError(`no bot "${name}" for ${game.id}; choose from ${botNames(game.id).join(", ")}`);
  }
  const bar = o.progress ? new SingleBar({ format: "{bar} {value}/{total} games | {eta_formatted} left", hideCursor: true }, Presets.shades_classic) : null;
  bar?.start(o.games, 0);
  const saved: string[] = [];
  const result = runTournament({
    game,
    players: o.players,
    games: o.games,
    bots: o.bots,
    tides: o.tides,
    motherOfDragons: o.motherOfDragons ?? false,
    houseCards: o.houseCards ?? "standard",
    seed: o.seed,
    hiddenRate: o.hiddenRate ?? 0,
    invariants: o.check ?? false,
    purity: o.purity ?? false,
    // the log is what a replay file is made of: kept only when one may be written
    keepLog: o.saveDir !== undefined,
    onGame: (i, r, config, seating) => {
      bar?.increment();
      if (o.saveDir && (!o.failuresOnly || r.failure)) {
        const name = `${game.id}-${o.seed}-${i}${r.failure ? `-${r.failure.kind}` : ""}`.replace(/[^\w.-]+/g, "_");
        saved.push(writeReplay(o.saveDir, name, replayRecord(game, config, r.log, r.finalState, seating, r.failure)));
      }
    },
  });
  bar?.stop();
  const tides = game.id === "agot" ? `${o.motherOfDragons ? ", Mother of Dragons" : ""}${o.houseCards === "later-books" ? " (later books' house cards)" : ""}${o.tides ? ", Tides of Battle" : ""}` : "";
  o.print(`${game.id}, ${o.players} players${tides}, bots ${o.bots.join(",")}, seed ${o.seed}`);
  o.print(renderResults(result));
  if (saved.length > 0) o.print(`saved ${saved.length} replay file(s) in ${o.saveDir}`);
  return result;
}
