/**
 * Replay (ENGINE.md "The service": a game is its config plus its action log): replaying a finished
 * self-play game's log from its config reproduces the final state hash exactly.
 */
import { describe, expect, it } from "vitest";
import { stateHash } from "@kingsroad/core";
import { agotEngine } from "../src/index.ts";
import { describeFailure, playRandomGame, replayGame } from "../src/selfplay.ts";

describe("replay", () => {
  it.each([
    [3, "replay-a", false],
    [4, "replay-b", true],
    [5, "replay-c", false],
    [6, "replay-d", true],
  ] as const)("%i players (seed %s, tides %s): config + log give the same final state hash", (n, seed, tides) => {
    const r = playRandomGame({ seed, playerCount: n, tidesOfBattle: tides });
    if (r.failure) expect.fail(describeFailure(r.failure));
    expect(r.final.outcome).not.toBeNull();
    const replayed = replayGame(r.config, r.log);
    expect(replayed.error).toBeNull();
    expect(stateHash(replayed.state)).toBe(stateHash(r.final));
    expect(replayed.state.actionCount).toBe(r.log.length);
  }, 60_000);

  it("a JSON round trip of the log replays too (what storage does)", () => {
    const r = playRandomGame({ seed: "replay-json", playerCount: 4 });
    const log = JSON.parse(JSON.stringify(r.log)) as typeof r.log;
    expect(stateHash(replayGame(r.config, log).state)).toBe(stateHash(r.final));
  }, 60_000);

  it("a replayed prefix stops at the same position as the original game did", () => {
    const r = playRandomGame({ seed: "replay-prefix", playerCount: 3 });
    const half = Math.floor(r.log.length / 2);
    const a = replayGame(r.config, r.log.slice(0, half)).state;
    const b = replayGame(r.config, r.log.slice(0, half)).state;
    expect(stateHash(a)).toBe(stateHash(b));
    expect(agotEngine.outcome(a)).toBeNull();
  }, 60_000);

  it("a tampered log is refused at the first bad action, naming it", () => {
    const r = playRandomGame({ seed: "replay-bad", playerCount: 3, maxActions: 30 });
    const log = [...r.log.slice(0, 5), { seat: "stark" as const, action: { type: "done" as const } }];
    const out = replayGame(r.config, log);
    expect(out.error).toMatch(/^action #5 /);
  }, 60_000);

  it("different seeds play different games; the same seed the same game", () => {
    const h = (seed: string) => stateHash(playRandomGame({ seed, playerCount: 4 }).final);
    expect(h("same")).toBe(h("same"));
    expect(h("same")).not.toBe(h("other"));
  }, 60_000);
});
