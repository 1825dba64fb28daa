/**
 * The fief and Warden title ids the rules look titles up by (query.ts `fiefTitle`, `wardenTitle`):
 * made once per fief and region, they must be the ids of the titles map (B. Titles: one title per
 * fief, one Warden per region), whatever fief or region is asked.
 */
import { describe, expect, it } from "vitest";
import { FIEFS, REGIONS } from "../src/data/board.ts";
import { fiefGoverned, fiefTitle, regionGoverned, wardenTitle } from "../src/query.ts";
import { fiefEngine } from "../src/index.ts";

describe("title ids", () => {
  it("name each fief's and region's title as the titles map does", () => {
    for (const f of FIEFS) expect(fiefTitle(f)).toBe(`fief:${f}`);
    for (const r of REGIONS) expect(wardenTitle(r)).toBe(`warden:${r}`);
    expect(new Set(FIEFS.map(fiefTitle)).size).toBe(FIEFS.length);
    // an id that is no fief still gets its title's name (a scenario's typo is reported elsewhere)
    expect(fiefTitle("nowhere")).toBe("fief:nowhere");
  });

  it("find a title given in the titles map", () => {
    const s = fiefEngine.createGame({ seed: 3, houses: ["stark", "lannister", "tyrell"] });
    const f = FIEFS[2]!;
    const noble = Object.keys(s.nobles)[0]!;
    const titles = { ...s.titles, [`fief:${f}`]: noble, "warden:4": noble };
    const t = { ...s, titles };
    expect(FIEFS.filter((x) => fiefGoverned(t, x))).toEqual([f]);
    expect(REGIONS.filter((r) => regionGoverned(t, r))).toEqual([4]);
  });
});
