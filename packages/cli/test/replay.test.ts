import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkReplay, gameModule, readReplay, sim } from "../src/index.ts";
import { replay } from "../src/commands/replay.ts";

function savedGame(): string {
  const dir = mkdtempSync(join(tmpdir(), "kingsroad-replay-"));
  sim({ game: "agot", players: 3, games: 1, bots: ["random"], tides: true, seed: "replay", saveDir: dir, progress: false, print: () => {} });
  const [file] = readdirSync(dir);
  return join(dir, file!);
}

describe("replay files", () => {
  const agot = gameModule("agot");

  it("a saved game replays to its recorded hash", { timeout: 30_000 }, () => {
    const path = savedGame();
    const lines: string[] = [];
    expect(replay(path, (t) => lines.push(t))).toBe(true);
    expect(lines.at(-1)).toBe("OK");
  });

  it("detects a tampered action log", { timeout: 30_000 }, () => {
    const file = readReplay(savedGame());
    expect(file.actions.length).toBeGreaterThan(10);
    // Drop one action: either a later action becomes illegal or the final state differs.
    const dropped = { ...file, actions: file.actions.filter((_, i) => i !== 5) };
    expect(checkReplay(agot, dropped).ok).toBe(false);
    // Swap two seats' actions.
    const swapped = { ...file, actions: file.actions.map((a, i) => (i === 0 ? { ...a, seat: file.actions.find((b) => b.seat !== a.seat)!.seat } : a)) };
    expect(checkReplay(agot, swapped).ok).toBe(false);
  });

  it("detects a tampered hash and a tampered config", { timeout: 30_000 }, () => {
    const path = savedGame();
    const file = readReplay(path);
    expect(checkReplay(agot, { ...file, hash: "0".repeat(64) }).ok).toBe(false);
    const config = file.config as { seed: string };
    expect(checkReplay(agot, { ...file, config: { ...config, seed: "other" } }).ok).toBe(false);
    writeFileSync(path, readFileSync(path, "utf8").replace('"format": "kingsroad-replay/1"', '"format": "something-else"'));
    expect(() => readReplay(path)).toThrow(/not a Kingsroad replay file/);
  });

  it("works the same for A Song of Ice and Fief", { timeout: 120_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), "kingsroad-fief-"));
    const r = sim({ game: "fief", players: 3, games: 1, bots: ["random"], tides: false, seed: "fief-replay", saveDir: dir, progress: false, print: () => {} });
    expect(r.failures).toEqual([]);
    const file = readReplay(join(dir, readdirSync(dir)[0]!));
    expect(file.game).toBe("fief");
    expect(checkReplay(gameModule("fief"), file).ok).toBe(true);
    expect(checkReplay(gameModule("fief"), { ...file, actions: file.actions.slice(0, -1) }).ok).toBe(false);
  });
});
