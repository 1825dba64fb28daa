/**
 * Mother of Dragons' behaviour fingerprint, as `hashes.ts` is the base game's: seeded random
 * self-play games at 3 to 8 players (houses dealt by the seed, so Targaryen, the Essos board and
 * vassals come and go), with modules on and off, Tides of Battle on and off, uniform and aggressive
 * random players. Each game's action count, final state, events, prompts and final views are
 * recorded; a refactoring keeps every line identical (mod-hashes.test.ts).
 *
 *   npx tsx packages/agot/test/mod-hashes.ts          # print the fingerprint
 *   npx tsx packages/agot/test/mod-hashes.ts --write  # record it in test/mod-selfplay-hashes.json
 */
import { start } from "../src/engine/driver.ts";
import { playRandomGame } from "../src/selfplay.ts";
import { setupGame } from "../src/setup.ts";
import type { GameConfig, PlayerCount } from "../src/state.ts";
import { fingerprintGame, printHashes, type GameHash } from "./hashes.ts";

export const MOD_HASHES_FILE = new URL("./mod-selfplay-hashes.json", import.meta.url);

type Modules = Pick<GameConfig, "vassals" | "ironBank" | "seaOrders" | "giftingPower">;

/** Every module at its default, then each one off in turn (vassals only where 7 houses of Westeros play). */
const MODULES: readonly [string, Modules][] = [
  ["default", {}],
  ["no-iron-bank", { ironBank: false }],
  ["no-sea-orders", { seaOrders: false }],
  ["no-gifting", { giftingPower: false }],
];

interface Table {
  readonly players: PlayerCount;
  readonly modules: string;
  readonly tides: boolean;
  readonly style: "uniform" | "aggressive";
}

/** 16 tables: each player count, each module switched off somewhere, both styles, Tides on and off. */
const TABLES: readonly Table[] = [
  { players: 3, modules: "default", tides: false, style: "uniform" },
  { players: 3, modules: "no-gifting", tides: true, style: "aggressive" },
  { players: 4, modules: "default", tides: false, style: "aggressive" },
  { players: 4, modules: "no-sea-orders", tides: true, style: "uniform" },
  { players: 5, modules: "default", tides: true, style: "uniform" },
  { players: 5, modules: "no-iron-bank", tides: false, style: "aggressive" },
  { players: 6, modules: "default", tides: false, style: "uniform" },
  { players: 6, modules: "no-gifting", tides: false, style: "aggressive" },
  { players: 7, modules: "default", tides: false, style: "aggressive" },
  { players: 7, modules: "no-vassals", tides: true, style: "uniform" },
  { players: 7, modules: "no-sea-orders", tides: false, style: "uniform" },
  { players: 8, modules: "default", tides: false, style: "uniform" },
  { players: 8, modules: "default", tides: true, style: "aggressive" },
  { players: 8, modules: "no-iron-bank", tides: false, style: "uniform" },
  { players: 8, modules: "no-sea-orders", tides: false, style: "aggressive" },
  { players: 8, modules: "no-gifting", tides: true, style: "uniform" },
];

function modulesOf(name: string): Modules {
  if (name === "no-vassals") return { vassals: false };
  const m = MODULES.find(([n]) => n === name);
  if (!m) throw new Error(`no module set ${name}`);
  return m[1];
}

export function playModHashes(): GameHash[] {
  return TABLES.map((t, i) => {
    const seed = `mod-fingerprint-${t.players}-${t.modules}-${t.tides ? "tides" : "base"}-${t.style}-${i}`;
    const config: GameConfig = { seed, playerCount: t.players, tidesOfBattle: t.tides, motherOfDragons: true, ...modulesOf(t.modules) };
    const r = playRandomGame({ seed, playerCount: t.players, from: start(setupGame(config)).state, style: t.style, checkInvariants: false });
    return fingerprintGame(seed, r);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = performance.now();
  printHashes(playModHashes(), MOD_HASHES_FILE, t0);
}
