/**
 * The order of the casualty choices (6.2.2): the legal `lose` actions are listed by house, then
 * troop type. Seeded games and stored replays depend on that order, which was once made by
 * localeCompare on house + type; `byOwnerThenType` must give the same one for every house and type.
 */
import { describe, expect, it } from "vitest";
import { HOUSES } from "../src/data/houses.ts";
import { TROOP_TYPES } from "../src/data/rules.ts";
import { byOwnerThenType } from "../src/rules/losses.ts";

describe("casualty choices' order", () => {
  it("is localeCompare's order on house + troop type, for every pair of every house and type", () => {
    const pairs = HOUSES.flatMap((owner) => TROOP_TYPES.map((type) => ({ owner, type })));
    const reversed = [...pairs].reverse();
    const byLocale = [...reversed].sort((a, b) => (a.owner + a.type).localeCompare(b.owner + b.type));
    expect([...reversed].sort(byOwnerThenType)).toEqual(byLocale);
    // and it is a strict order: no two pairs compare equal
    for (let i = 1; i < byLocale.length; i++) expect(byOwnerThenType(byLocale[i - 1]!, byLocale[i]!)).toBe(-1);
  });
});
