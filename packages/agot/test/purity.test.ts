/**
 * ENGINE.md: a state the engine returned never changes afterwards (issue 32). engine/clone.ts
 * shares what an action leaves alone (area records, unit lists, house card records, frames below
 * the top, Mother of Dragons' records) between a state and the next, and nothing freezes them in
 * play: a rule writing one in place, not through `writableArea`, `writableCards` or `writableTop`,
 * changes the state before. driver.test.ts deep-freezes the states of a few games; this file plays
 * seeded self-play games of the base game, Tides of Battle and Mother of Dragons on the states as
 * play has them (not frozen), keeps every returned state's JSON, and compares each with the state
 * after the next action (naming the action) and all of them again at the end of the game, counting
 * the decisions reached so it cannot stop covering them unnoticed. AGOT_PURITY_GAMES=60 plays more
 * games of each kind (run by hand).
 */
import { firstDifference } from "@kingsroad/core";
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import { playRandomGame, type LoggedAction } from "../src/selfplay.ts";
import type { Game, GameConfig, PlayerCount } from "../src/state.ts";

const GAMES = Number(process.env.AGOT_PURITY_GAMES ?? 6);
const framesSeen = new Map<string, number>();
const actionsSeen = new Map<string, number>();


/**
 * Replays a self-play game's actions through the engine contract, keeping each returned state's
 * JSON: the state an action was applied on must be as it was returned, and so must every state at
 * the end. Returns what went wrong.
 */
function replayChecked(config: GameConfig, log: readonly LoggedAction[], label: string): string[] {
  let g = agotEngine.createGame(config) as Game;
  let json = JSON.stringify(g);
  const kept: { state: Game; json: string }[] = [{ state: g, json }];
  for (const [i, { seat, action }] of log.entries()) {
    const r = agotEngine.applyAction(g, seat, action);
    const what = `${label}, action ${i} (${seat} ${JSON.stringify(action)})`;
    if (!r.ok) return [`${what} refused on replay: ${r.error.message}`];
    const now = JSON.stringify(g);
    if (now !== json) return [`${what} changed the state before it: ${firstDifference(JSON.parse(json), JSON.parse(now))}`];
    g = r.value.state;
    json = JSON.stringify(g);
    kept.push({ state: g, json });
  }
  for (const [i, k] of kept.entries()) if (JSON.stringify(k.state) !== k.json) return [`${label}: the state after action ${i - 1} changed later`];
  return [];
}

function games(kind: "base" | "tides" | "mod", counts: readonly PlayerCount[]): string[] {
  const problems: string[] = [];
  for (let i = 0; i < GAMES; i++) {
    const playerCount = counts[i % counts.length]!;
    const seed = `purity-${kind}-${i}`;
    // half the games favour marches and combats, so that combats and what follows them come up
    const r = playRandomGame({ seed, playerCount, tidesOfBattle: kind === "tides", motherOfDragons: kind === "mod", style: i % 2 === 1 ? "aggressive" : "uniform", checkInvariants: false });
    if (r.failure) problems.push(`${seed}: ${r.failure.kind}: ${r.failure.message}`);
    for (const f of r.framesSeen) framesSeen.set(f, (framesSeen.get(f) ?? 0) + 1);
    for (const { action } of r.log) actionsSeen.set(action.type, (actionsSeen.get(action.type) ?? 0) + 1);
    problems.push(...replayChecked(r.config, r.log, `${seed} (${playerCount} players)`));
  }
  return problems;
}

describe("no AGoT state the engine returned changes afterwards (issue 32)", () => {
  it(`${GAMES} base games, 3 to 6 players`, { timeout: 240_000 }, () => {
    expect(games("base", [3, 4, 5, 6])).toEqual([]);
  });

  it(`${GAMES} Tides of Battle games`, { timeout: 240_000 }, () => {
    expect(games("tides", [6, 5, 4, 3])).toEqual([]);
  });

  it(`${GAMES} Mother of Dragons games, vassals included`, { timeout: 240_000 }, () => {
    expect(games("mod", [8, 7, 5, 6])).toEqual([]);
  });

  it("reached the decisions the check is meant for", () => {
    // the decisions on top of the stack: each phase, combats, the Westeros and wildling cards,
    // Mother of Dragons' vassals and Iron Bank
    const frames = ["assign-orders", "messenger-raven", "action", "march", "combat", "clash-of-kings", "muster", "westeros-choice", "wildling-attack", "supply-reconcile", "destroy-units", "claim-vassals", "loan", "westeros-iv"];
    expect(frames.filter((k) => !framesSeen.has(k))).toEqual([]);
    // the actions: support and retreats in combat, raids, consolidation, the Valyrian Steel
    // Blade, the Raven, upgrades, Iron Bank loans and MoD's gifts
    const actions = ["support", "retreat", "raid", "consolidate-power", "use-blade", "raven-replace-order", "upgrade", "muster", "house-card", "leave-power-token", "buy-loan", "gift-power"];
    expect(actions.filter((k) => !actionsSeen.has(k))).toEqual([]);
});
});
