/** `kingsroad fuzz`: long self-play fuzzing; failing games are saved as replay files. */
import { Presets, SingleBar } from "cli-progress";
import { gameModule } from "../games.ts";
import { fuzz as runFuzz, type FuzzHouseCards } from "../play/fuzz.ts";
import { writeReplay } from "../play/replay-file.ts";

export interface FuzzCommandOptions {
  readonly games: readonly string[];
  readonly count: number;
  readonly seed: string;
  readonly from: number;
  readonly hiddenRate: number;
  /** The expansion (AGoT: Mother of Dragons): off, only, or a mix with the base game. */
  readonly expansion?: "off" | "only" | "mix";
  /** AGoT with Mother of Dragons: the players' decks, or "alternate" between the two. */
  readonly houseCards?: FuzzHouseCards;
  readonly outDir: string;
  readonly progress: boolean;
  readonly print: (text: string) => void;
}

/** Returns the number of failing games. */
export function fuzzCommand(o: FuzzCommandOptions): number {
  let failed = 0;
  for (const id of o.games) {
    const game = gameModule(id);
    const bar = o.progress ? new SingleBar({ format: `${id} {bar} {value}/{total} games | failures {failures} | {eta_formatted} left` }, Presets.shades_classic) : null;
    let failures = 0;
    bar?.start(o.count, 0, { failures });
    const result = runFuzz({
      game,
      games: o.count,
      seed: o.seed,
      from: o.from,
      hiddenRate: o.hiddenRate,
      expansion: o.expansion ?? "off",
      houseCards: o.houseCards ?? "standard",
      onGame: (_i, f) => {
        if (f) {
          failures++;
          const path = writeReplay(o.outDir, f.name, f.record);
          const line = `  game ${f.index}: ${f.failure.kind}: ${f.failure.message.slice(0, 300)}\n    saved ${path}`;
          // Print at once so a stopped run still shows what it found; the bar redraws below it.
          o.print(bar ? `\r\x1b[K${line}` : line);
        }
        bar?.increment(1, { failures });
      },
    });
    bar?.stop();
    o.print(`${id}: ${result.games} games, ${result.actions} actions in ${result.seconds.toFixed(1)} s, ${result.failures.length} failing`);
    failed += result.failures.length;
  }
  return failed;
}
