/**
 * The self-play driver itself: deterministic, and it reports every kind of failure with the seed
 * and the action index instead of throwing.
 */
import { describe, expect, it } from "vitest";
import { produce } from "immer";
import { stateHash } from "@kingsroad/core";
import { describeFailure, playRandomGame, replayGame } from "../src/selfplay.ts";
import { newGame } from "./helpers.ts";

describe("playRandomGame", () => {
  it("is deterministic: the same options play the same game", () => {
    const a = playRandomGame({ seed: "det", playerCount: 3, maxActions: 150 });
    const b = playRandomGame({ seed: "det", playerCount: 3, maxActions: 150 });
    expect(b.log).toEqual(a.log);
    expect(stateHash(b.final)).toBe(stateHash(a.final));
  });

  it("gives up with a 'too-long' failure after maxActions, naming seed and index", () => {
    const r = playRandomGame({ seed: "short", playerCount: 4, maxActions: 20 });
    expect(r.failure).toMatchObject({ kind: "too-long", seed: "short", actionIndex: 20 });
    expect(describeFailure(r.failure!)).toContain('seed="short" players=4 at action #20');
    expect(stateHash(replayGame(r.config, r.log).state)).toBe(stateHash(r.final));
  });

  it("reports a broken invariant in the position it starts from", () => {
    const bad = produce(newGame(4), (d) => {
      d.wildlings.threat = 13;
    });
    const r = playRandomGame({ seed: "inv", playerCount: 4, from: bad });
    expect(r.failure).toMatchObject({ kind: "invariant", actionIndex: 0 });
    expect(r.failure!.message).toMatch(/wildling threat 13/);
  });

  it("reports an engine that throws as an error, with the stack of frames, instead of throwing", () => {
    const broken = produce(newGame(4), (d) => {
      d.stack.push({ kind: "no-such-frame" } as never);
    });
    const r = playRandomGame({ seed: "err", playerCount: 4, from: broken, checkInvariants: false });
    expect(r.failure).toMatchObject({ kind: "error", actionIndex: 0 });
    expect(r.failure!.stack.at(-1)).toBe("no-such-frame");
  });

  it("plays on from a given position", () => {
    const r = playRandomGame({ seed: "from", playerCount: 6, from: newGame(6, "elsewhere"), maxActions: 30 });
    expect(r.config.seed).toBe("elsewhere");
    expect(r.log.length).toBe(30);
  });
});
