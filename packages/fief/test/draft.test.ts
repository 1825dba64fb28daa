/**
 * The shared draft (src/draft.ts): a returned state's parts are frozen, except the ones every
 * draft copies, so that the next action cannot change them in place. `freezeNewParts` lists the
 * parts one by one; a part added to FiefState and left out of that list would stay writable here.
 */
import { describe, expect, it } from "vitest";
import { randomGame, tableOf } from "./selfplay.ts";
import type { FiefState } from "../src/state.ts";
import { cloneJson, stateHash } from "@kingsroad/core";
import { fiefEngine } from "../src/index.ts";
import { applyOnDraft, OPTIONAL_PARTS } from "../src/draft.ts";

const COPIED = new Set(["houses", "step", "window"]);

function unfrozenParts(s: FiefState): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(s)) {
    if (typeof v !== "object" || v === null || COPIED.has(k)) continue;
    if (k === "units") {
      if ((v as object[]).some((u) => !Object.isFrozen(u))) out.push("a unit");
    } else if (!Object.isFrozen(v)) out.push(k);
  }
  for (const h of Object.values(s.houses)) if (!Object.isFrozen(h.lordDeck) || !Object.isFrozen(h.ladyDeck)) out.push("a house's decks");
  return out;
}

describe("the shared draft", () => {
  it("returns states whose shared parts are all frozen (every option on, 3 and 6 players)", () => {
    const seen = new Set<string>();
    for (const players of [3, 6]) {
      const seed = 9100 + players;
      randomGame(seed, tableOf(seed, players), { winterIsComing: true, tactics: true, nightsWatch: true, assassinationVariant: true, diplomacyVariant: true, titleConcession: true }, 4000, 15, (s) => {
        for (const [k, v] of Object.entries(s)) if (typeof v === "object" && v !== null) seen.add(k);
        expect(unfrozenParts(s)).toEqual([]);
      });
    }
    // the games reach the parts most often written (so the check above looked at them)
    for (const k of ["titles", "losses", "placements", "fortuneDeck", "fortuneDiscard", "courtDeck", "request"]) expect(seen).toContain(k);
  });

  it("makes a draft of a returned state with every part, the optional ones undefined where the state has none, and the same JSON", () => {
    const bare = fiefEngine.createGame({ seed: 5, houses: ["stark", "lannister", "tyrell"] });
    const full = cloneJson(bare) as unknown as Record<string, unknown>;
    for (const k of Object.keys(OPTIONAL_PARTS)) if (!(k in full)) full[k] = k === "window" || k === "escape" || k === "captiveChoice" ? null : [];
    const noop = () => {};
    for (const start of [cloneJson(bare), full as unknown as FiefState]) {
      // the first draft is of a state the engine did not return (draftOfAny): exactly its parts
      const once = applyOnDraft(start, () => null, noop).state;
      expect(Object.keys(once).sort()).toEqual(Object.keys(start).sort());
      // the second of one it did (draftOf): every part of the type, in one order (one hidden class)
      const twice = applyOnDraft(once, () => null, noop).state;
      const third = applyOnDraft(twice, () => null, noop).state;
      const wanted = [...new Set([...Object.keys(start), ...Object.keys(OPTIONAL_PARTS)])].sort();
      expect(Object.keys(twice).sort()).toEqual(wanted);
      expect(Object.keys(third)).toEqual(Object.keys(twice));
      for (const k of Object.keys(OPTIONAL_PARTS)) if (!(k in start)) expect((twice as unknown as Record<string, unknown>)[k]).toBeUndefined();
      // an undefined part is left out of JSON, and so of the canonical hash: the same state
      expect(JSON.parse(JSON.stringify(twice))).toStrictEqual(JSON.parse(JSON.stringify(start)));
      expect(stateHash(twice)).toBe(stateHash(start));
    }
    // so both kinds were looked at: a part absent from the bare game, and every one present in the other
    expect(Object.keys(OPTIONAL_PARTS).filter((k) => !(k in bare)).length).toBeGreaterThan(0);
  });
});
