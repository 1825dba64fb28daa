/**
 * The engine contract: plain data, no mutation, determinism, errors as values, setup (rulebook
 * "Game setup" 10).
 */
import { describe, expect, it } from "vitest";
import { stateHash } from "@kingsroad/core";
import { fiefEngine } from "../src/index.ts";

const cfg = { seed: 7, houses: ["stark", "lannister", "targaryen", "tyrell"] as const };

describe("setup (Game setup 10)", () => {
  it("Targaryen is first player but chooses his starting village last", () => {
    const s = fiefEngine.createGame({ ...cfg, houses: [...cfg.houses] });
    // clockwise from Targaryen (stark, lannister, targaryen, tyrell): tyrell, stark, lannister, then Targaryen
    expect(s.turnOrder).toEqual(["tyrell", "stark", "lannister", "targaryen"]);
    let st = s;
    for (const h of ["tyrell", "stark", "lannister"]) {
      const r = fiefEngine.applyAction(st, h, fiefEngine.legalActions(st, h)[0]);
      expect(r.ok).toBe(true);
      if (r.ok) st = r.value.state;
    }
    // Targaryen: any coastal village of a fief nobody occupies (not the North, Westerlands or Reach)
    const opts = fiefEngine.legalActions(st, "targaryen").map((a) => (a as { village: string }).village);
    expect(opts).toContain("dragonstone");
    expect(opts).not.toContain("white-harbour");
    expect(opts).not.toContain("oldtown");
    const r = fiefEngine.applyAction(st, "targaryen", { type: "chooseStart", village: "dragonstone" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const after = r.value.state;
    expect(after.turnOrder[0]).toBe("targaryen");
    expect(after.units.filter((u) => u.house === "targaryen").map((u) => u.type).sort()).toEqual(["knight", "unsullied", "unsullied", "unsullied"]);
    expect(after.titles.motherOfDragons).toBe("Daenerys Targaryen");
    expect(after.houses.targaryen!.gold).toBe(5);
    expect(after.villages.dragonstone!.stronghold).toBe(true);
  });

  it("each house draws its initial noble (Lord or Lady card)", () => {
    const s = fiefEngine.createGame({ ...cfg, houses: [...cfg.houses] });
    const names = Object.values(s.nobles).map((n) => n.name).sort();
    expect(names).toContain("Daenerys Targaryen");
    expect(names.some((n) => n === "Ned Stark" || n === "Sansa Stark")).toBe(true);
    expect(names.some((n) => n === "Tywin Lannister" || n === "Cersei Lannister")).toBe(true);
  });
});

describe("contract", () => {
  it("is deterministic and never mutates", () => {
    const a = fiefEngine.createGame({ ...cfg, houses: [...cfg.houses] });
    const b = fiefEngine.createGame({ ...cfg, houses: [...cfg.houses] });
    expect(stateHash(a)).toBe(stateHash(b));
    const before = stateHash(a);
    const r = fiefEngine.applyAction(a, "tyrell", fiefEngine.legalActions(a, "tyrell")[0]);
    expect(r.ok).toBe(true);
    expect(stateHash(a)).toBe(before);
    // plain JSON: the round trip gives every part back (the engine's symbol-keyed memo aside, draft.ts)
    expect(JSON.parse(JSON.stringify(a))).toEqual(Object.fromEntries(Object.entries(a)));
  });

  it("a listed action object and an equal copy of it give the same state; the listed one is not touched", () => {
    const s = fiefEngine.createGame({ ...cfg, houses: [...cfg.houses] });
    const legal = fiefEngine.legalActions(s, "tyrell");
    const listed = JSON.stringify(legal);
    const viaListed = fiefEngine.applyAction(s, "tyrell", legal[0]);
    const viaCopy = fiefEngine.applyAction(s, "tyrell", JSON.parse(JSON.stringify(legal[0])));
    expect(viaListed.ok && viaCopy.ok).toBe(true);
    if (viaListed.ok && viaCopy.ok) expect(stateHash(viaListed.value.state)).toBe(stateHash(viaCopy.value.state));
    expect(JSON.stringify(fiefEngine.legalActions(s, "tyrell"))).toBe(listed);
    // The list handed out is the caller's: changing it changes nothing the engine keeps.
    legal.length = 0;
    expect(fiefEngine.legalActions(s, "tyrell").length).toBeGreaterThan(0);
  });

  it("rejects bad shapes, wrong seats and illegal actions with stable codes", () => {
    const s = fiefEngine.createGame({ ...cfg, houses: [...cfg.houses] });
    const bad = fiefEngine.applyAction(s, "tyrell", { type: "fly" });
    expect(!bad.ok && bad.error.code).toBe("bad_action");
    const wrong = fiefEngine.applyAction(s, "stark", { type: "chooseStart", village: "winterfell" });
    expect(!wrong.ok && wrong.error.code).toBe("not_your_turn");
    const illegal = fiefEngine.applyAction(s, "tyrell", { type: "chooseStart", village: "lannisport" });
    expect(!illegal.ok && illegal.error.code).toBe("illegal_action");
  });
});
