/**
 * The Fief heuristic in whole games: only legal actions, games that end, the same game for the
 * same seed, and decisions that depend on its seat's view alone (other seats' secrets perturbed).
 */
import { describe, expect, it } from "vitest";
import { fiefEngine, isCourt, type FiefState } from "@kingsroad/fief";
import { canonicalJson, seedRng, shuffle, type RngState } from "@kingsroad/core";
import { fiefHeuristicBot, randomBot } from "../src/index.ts";
import { playFief } from "./fief-play.ts";

const four = ["stark", "lannister", "baratheon", "tyrell"];
const six = [...four, "greyjoy", "martell"];

describe("Fief heuristic bot in play", () => {
  it("only ever chooses legal actions and finishes its games, against random bots and itself", { timeout: 60_000 }, () => {
    const mixed = playFief("legal-mixed", four, (seat) => (seat === "lannister" ? fiefHeuristicBot : randomBot));
    const alone4 = playFief("legal-4", four, () => fiefHeuristicBot);
    const alone6 = playFief("legal-6", six, () => fiefHeuristicBot);
    for (const g of [mixed, alone4, alone6]) {
      expect(g.illegal).toBe(0);
      expect(g.outcome?.winners.length ?? 0).toBeGreaterThan(0);
    }
    expect(mixed.outcome!.winners).toEqual(["lannister"]);
  });

  it("plays the same game for the same seed", { timeout: 30_000 }, () => {
    const a = playFief("det", four, () => fiefHeuristicBot);
    const b = playFief("det", four, () => fiefHeuristicBot);
    expect(canonicalJson(a.state)).toBe(canonicalJson(b.state));
  });

  it("decides from its seat's view only: other seats' hands, the decks and the RNG changed, the same choice", { timeout: 30_000 }, () => {
    let s = fiefEngine.createGame({ seed: "view-only", houses: four as FiefState["config"]["houses"] });
    let rng: RngState = seedRng("perturb");
    let checked = 0;
    for (let i = 0; i < 1500 && !fiefEngine.outcome(s); i++) {
      const prompt = fiefEngine.pendingSeats(s)[0]!;
      const seat = prompt.seat;
      const choose = (st: FiefState) =>
        fiefHeuristicBot.decide({ view: fiefEngine.view(st, seat), legal: fiefEngine.legalActions(st, seat), prompt: fiefEngine.pendingSeats(st)[0]!, rng: seedRng(`d${i}`) }).action;
      const chosen = choose(s);
      if (i % 7 === 0) {
        const other = structuredClone(s);
        // every card another house holds becomes another card of the same deck; deck orders and the RNG change
        for (const [h, hs] of Object.entries(other.houses)) {
          if (h === seat) continue;
          hs.hand = hs.hand.map((c) => (isCourt(c) ? (c === "Join the Small Council" ? "A new Lord in the Court" : "Join the Small Council") : c === "Uprising" ? "Taxes" : "Uprising"));
        }
        const [court, r1] = shuffle(rng, other.courtDeck);
        const [fortune, r2] = shuffle(r1, other.fortuneDeck.slice(1));
        other.courtDeck = court;
        other.fortuneDeck = [other.fortuneDeck[0]!, ...fortune].slice(0, other.fortuneDeck.length);
        other.rng = [r2[0] ^ 0x1234, r2[1], r2[2], r2[3]];
        rng = r2;
        expect(canonicalJson(choose(other))).toBe(canonicalJson(chosen));
        checked++;
      }
      const r = fiefEngine.applyAction(s, seat, chosen);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
