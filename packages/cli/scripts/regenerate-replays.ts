/**
 * Regenerates the committed replay fixtures (packages/cli/test/fixtures/replays/): complete games
 * between random bots that CI replays to their recorded hashes (test/replay-fixtures.test.ts).
 *
 *   npm run replays:regenerate                 # every fixture
 *   npm run replays:regenerate -- fief-variants # only the named ones
 *
 * Run it only when a rules change is meant to change the course of a stored game, and say in the
 * commit which rule changed and why the game now goes differently.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { botFor } from "@kingsroad/bots";
import { gameModule } from "../src/games.ts";
import { replayRecord, type ReplayFile } from "../src/play/replay-file.ts";
import { playGame } from "../src/play/self-play.ts";

export const FIXTURE_DIR = join(dirname(fileURLToPath(import.meta.url)), "../test/fixtures/replays");

export interface Fixture {
  readonly name: string;
  readonly game: "agot" | "fief";
  readonly config: unknown;
  /** What the fixture is there to cover, for whoever regenerates it. */
  readonly covers: string;
}

const ALL_FIEF_VARIANTS = {
  winterIsComing: true,
  tactics: true,
  nightsWatch: true,
  assassinationVariant: true,
  diplomacyVariant: true,
  oneMillPerVillage: true,
  titleConcession: true,
};

// Seeds chosen among the first few for short complete games, to keep the files small.
export const FIXTURES: readonly Fixture[] = [
  { name: "agot-3p", game: "agot", config: { seed: "fixture-agot-3p", playerCount: 3, tidesOfBattle: false }, covers: "AGoT at three players to the end of round 10" },
  { name: "agot-4p-tides", game: "agot", config: { seed: "fixture-agot-4p-tides", playerCount: 4, tidesOfBattle: true }, covers: "AGoT at four players with Tides of Battle" },
  {
    name: "fief-variants",
    game: "fief",
    config: { seed: "fief-variants-32", houses: ["stark", "lannister", "baratheon", "tyrell"], options: ALL_FIEF_VARIANTS },
    covers: "Fief with every variant and expansion option on (seasons, tactics, Night's Watch, 10.2-10.5)",
  },
];

/** Plays the fixture's game with random bots; throws unless it reaches the engine's end cleanly. */
export function playFixture(f: Fixture): ReplayFile {
  const game = gameModule(f.game);
  // The bots and the harness draw from the game's own seed, so one seed names the whole game.
  const seed = String((f.config as { seed: string }).seed);
  let seating: Record<string, string> = {};
  const r = playGame({
    game,
    config: f.config,
    seed,
    bots: (seats) => {
      seating = Object.fromEntries(seats.map((s) => [s, "random"]));
      return Object.fromEntries(seats.map((s) => [s, botFor(game.id, "random")]));
    },
  });
  if (r.failure) throw new Error(`${f.name}: the game failed (${r.failure.kind}: ${r.failure.message}); fix the engine before regenerating`);
  if (!r.outcome) throw new Error(`${f.name}: the game did not end`);
  return replayRecord(game, f.config, r.log, r.finalState, seating);
}

/** One action per line: the files stay readable in a diff and about half the size of indented JSON. */
export function fixtureText(record: ReplayFile): string {
  const { actions, ...head } = record;
  const headText = JSON.stringify(head, null, 1).replace(/\n}$/, "");
  return `${headText},\n "actions": [\n${actions.map((a) => `  ${JSON.stringify(a)}`).join(",\n")}\n ]\n}\n`;
}

function main(names: readonly string[]): void {
  mkdirSync(FIXTURE_DIR, { recursive: true });
  const chosen = names.length === 0 ? FIXTURES : FIXTURES.filter((f) => names.includes(f.name));
  if (names.length > 0 && chosen.length !== names.length) {
    throw new Error(`unknown fixture; choose from ${FIXTURES.map((f) => f.name).join(", ")}`);
  }
  for (const f of chosen) {
    const record = playFixture(f);
    const path = join(FIXTURE_DIR, `${f.name}.json`);
    writeFileSync(path, fixtureText(record));
    console.log(`${path}: ${record.actions.length} actions, hash ${record.hash.slice(0, 16)}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
