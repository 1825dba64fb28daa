/**
 * Committed complete games replay to their recorded hashes, so a change that alters how a stored
 * game goes (a rules fix, a new draw from the RNG, a different deck order) cannot pass unnoticed.
 *
 * When such a change is intended, regenerate the fixtures and say why in the commit:
 *
 *   npm run replays:regenerate                  (script: packages/cli/scripts/regenerate-replays.ts)
 *   npm run replays:regenerate -- fief-variants  (only one)
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkReplay, gameModule, readReplay } from "../src/index.ts";
import { FIXTURE_DIR, FIXTURES } from "../scripts/regenerate-replays.ts";

describe("replay fixtures", () => {
  it("every fixture named by the script is committed, and nothing else", () => {
    const files = readdirSync(FIXTURE_DIR).filter((f) => f.endsWith(".json")).sort();
    expect(files).toEqual(FIXTURES.map((f) => `${f.name}.json`).sort());
  });

  for (const f of FIXTURES) {
    it(`${f.name} (${f.covers}) replays to its recorded hash and the game is over`, { timeout: 60_000 }, () => {
      const file = readReplay(join(FIXTURE_DIR, `${f.name}.json`));
      expect(file.game).toBe(f.game);
      expect(file.config).toEqual(f.config);
      const game = gameModule(file.game);
      const check = checkReplay(game, file);
      expect(check.lines, "regenerate only if the change is meant to alter this game: npm run replays:regenerate").toEqual([
        `${file.actions.length} actions replay to the recorded hash ${file.hash.slice(0, 16)}`,
      ]);
      expect(check.ok).toBe(true);
      let state = game.engine.createGame(file.config);
      for (const { seat, action } of file.actions) {
        const r = game.engine.applyAction(state, seat, action);
        if (!r.ok) throw new Error(r.error.message);
        state = r.value.state;
      }
      expect(game.engine.outcome(state)).not.toBeNull();
    });
  }
});
