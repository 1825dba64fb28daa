/**
 * The Fief log and prompts read in plain words (issue 13: "nobles and villages by name, no raw
 * ids"): every event and prompt text of a few random games, all options on, keeps no house,
 * village, troop or title id once `plainWords` has read it.
 */
import { fiefEngine, type Action } from "@kingsroad/fief";
import { describe, expect, it } from "vitest";
import { VILLAGES } from "../../../fief/src/data/board.ts";
import { HOUSES } from "../../../fief/src/data/nobles.ts";
import { TROOP_TYPES } from "../../../fief/src/data/rules.ts";
import { plainWords } from "../../src/games/fief/names.ts";

const ALL = { winterIsComing: true, tactics: true, nightsWatch: true, assassinationVariant: true, diplomacyVariant: true, oneMillPerVillage: true, titleConcession: true };
const ids = [...HOUSES, ...VILLAGES, ...TROOP_TYPES.filter((t) => t !== "knight" && t !== "archer" && t !== "champion" && t !== "recruit"), "lordCommander", "motherOfDragons"];
const RAW = new RegExp(`(?<![\\w-])(${ids.join("|")}|warden:\\d|fief:[a-z-]+|master:[a-z]+)(?![\\w-])`);

describe("plain words in the Fief log", () => {
  it("leaves no id in any event or prompt of three random games", () => {
    expect(RAW.test("stark starts at deepwood-motte with a menAtArms")).toBe(true); // the check itself sees ids
    const leftovers = new Set<string>();
    for (let g = 0; g < 3; g++) {
      let s = fiefEngine.createGame({ seed: `words-${g}`, houses: ["stark", "greyjoy", "targaryen", "tyrell", "martell"].slice(0, 3 + g) as never, options: ALL });
      let r = g + 1;
      for (let n = 0; n < 2500 && !fiefEngine.outcome(s); n++) {
        const pending = fiefEngine.pendingSeats(s);
        for (const p of pending) {
          const t = plainWords(p.text);
          if (RAW.test(t)) leftovers.add(`prompt ${p.kind}: ${t}`);
        }
        const seat = pending[0]!.seat;
        const legal: Action[] = fiefEngine.legalActions(s, seat);
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        const res = fiefEngine.applyAction(s, seat, legal[r % legal.length]);
        if (!res.ok) throw new Error(res.error.message);
        s = res.value.state;
        for (const e of res.value.events) {
          const t = plainWords(e.text);
          if (RAW.test(t)) leftovers.add(`${e.type}: ${t}`);
        }
      }
    }
    expect([...leftovers].slice(0, 20)).toEqual([]);
  });
});
