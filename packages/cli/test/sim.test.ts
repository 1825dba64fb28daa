import { describe, expect, it, vi } from "vitest";
import { seating, sim } from "../src/index.ts";
import { gameModule } from "../src/games.ts";
import { program } from "../src/main.ts";

describe("kingsroad sim", () => {
  it("prints a results table with wins per house and per bot, rounds, endings and speed", { timeout: 60_000 }, () => {
    const out: string[] = [];
    const r = sim({ game: "agot", players: 3, games: 3, bots: ["heuristic", "random"], tides: false, seed: "table", progress: false, print: (t) => out.push(t) });
    const text = out.join("\n");
    expect(r.games).toBe(3);
    expect(text).toMatch(/agot, 3 players, bots heuristic,random/);
    for (const word of ["stark", "lannister", "baratheon", "heuristic", "random", "average rounds", "games / second", "how games ended", "p99 ms"]) {
      expect(text).toContain(word);
    }
    // Rotation: three games, three seats, so the heuristic played each house once.
    expect(r.winsByBot["heuristic"]!.games).toBe(3);
    expect(Object.values(r.winsBySeat).every((t) => t.games === 3)).toBe(true);
  });

  it("rotates the Fief heuristic over the seats as for AGoT: four games, four houses, each once", { timeout: 60_000 }, () => {
    const r = sim({ game: "fief", players: 4, games: 4, bots: ["heuristic", "random"], tides: false, seed: "fief-rotation", progress: false, print: () => {} });
    expect(r.winsByBot["heuristic"]!.games).toBe(4);
    expect(Object.values(r.winsBySeat).every((t) => t.games === 4)).toBe(true);
    expect(r.failures).toEqual([]);
    expect(r.decisionMs["heuristic"]!.length).toBeGreaterThan(0);
  });

  it("checks the game's invariants after every action only when asked (check, --check)", { timeout: 60_000 }, () => {
    const fief = gameModule("fief");
    const spy = vi.spyOn(fief, "checkInvariants");
    try {
      const quiet = sim({ game: "fief", players: 3, games: 1, bots: ["random"], tides: false, seed: "check", progress: false, print: () => {} });
      expect(spy).not.toHaveBeenCalled();
      const checked = sim({ game: "fief", players: 3, games: 1, bots: ["random"], tides: false, seed: "check", check: true, progress: false, print: () => {} });
      expect(spy).toHaveBeenCalledTimes(checked.actions);
      expect(checked.actions).toBe(quiet.actions);
    } finally {
      spy.mockRestore();
    }
  });

  it("refuses an unknown bot with the names it knows", () => {
    expect(() => sim({ game: "agot", players: 3, games: 1, bots: ["genius"], tides: false, seed: "x", progress: false, print: () => {} })).toThrow(/heuristic, random/);
  });

  it("on the command line, an unknown bot is one line naming the bots, not a stack trace", async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true));
    try {
      await program().parseAsync(["node", "kingsroad", "sim", "--game", "fief", "--games", "1", "--bots", "genius"]);
    } finally {
      spy.mockRestore();
    }
    expect(process.exitCode).toBe(2);
    process.exitCode = 0;
    expect(written.join("")).toBe('kingsroad sim: no bot "genius" for fief; choose from heuristic, random\n');
  });

  it("on the command line, a player count the game does not allow is one line, not a stack trace", async () => {
    const said = async (...args: string[]): Promise<string> => {
      const written: string[] = [];
      const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true));
      try {
        await program().parseAsync(["node", "kingsroad", "sim", "--games", "1", ...args]);
      } finally {
        spy.mockRestore();
      }
      expect(process.exitCode).toBe(2);
      process.exitCode = 0;
      return written.join("");
    };
    expect(await said("--game", "fief", "--players", "7")).toBe("kingsroad sim: fief is played by 3 to 6 players, not 7\n");
    expect(await said("--game", "agot", "--players", "8")).toBe("kingsroad sim: agot is played by 3 to 6 players (7 or 8 with --mother-of-dragons), not 8\n");
  });

  it("rotates bots over seats, the last named bot filling the table", () => {
    const seats = ["a", "b", "c", "d"];
    expect(seating(["h", "r"], seats, 0)).toEqual({ a: "h", b: "r", c: "r", d: "r" });
    expect(seating(["h", "r"], seats, 1)).toEqual({ a: "r", b: "r", c: "r", d: "h" });
  });
});
