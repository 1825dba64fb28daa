/**
 * Mother of Dragons with the later books' house cards (alt-house-cards.md) under the harness: the
 * table option reaches the config, and a few bounded games fuzz clean. The long run is
 * `npm run fuzz:mod` (both decks, alternating).
 */
import { describe, expect, it } from "vitest";
import { fuzz, gameModule } from "../src/index.ts";

describe("AGoT later books' house cards in the harness", () => {
  const agot = gameModule("agot");

  it("--house-cards reaches the game's config, and needs Mother of Dragons", () => {
    expect(agot.config({ players: 8, tides: false, motherOfDragons: true, houseCards: "later-books", seed: "s" })).toMatchObject({ houseCards: "later-books" });
    expect(agot.config({ players: 8, tides: false, motherOfDragons: true, seed: "s" })).not.toHaveProperty("houseCards");
    expect(() => agot.config({ players: 6, tides: false, houseCards: "later-books", seed: "s" })).toThrow(/Mother of Dragons/);
  });

  it("plays a few eight-player games with the later decks without a failure", { timeout: 240_000 }, () => {
    const r = fuzz({ game: agot, games: 2, seed: "later-books", expansion: "only", players: [8], houseCards: "later-books", hiddenRate: 0.05 });
    expect(r.failures.map((f) => `${f.index}: ${f.failure.kind}: ${f.failure.message.slice(0, 200)}`)).toEqual([]);
  });
});
