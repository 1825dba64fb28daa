/** Clean Up at the end of the Action phase (rulebook p.16 "4. Clean Up"; cards.md 7 #43). */
import { describe, expect, it } from "vitest";
import { produce } from "immer";
import { Ctx } from "../src/engine/context.ts";
import { rulesFor } from "../src/engine/registry.ts";
import type { Game } from "../src/state.ts";
import { rawGame, topFrame } from "./helpers.ts";

/** Runs the top frame once, without letting the frames below it run. */
const runOnce = (g: Game): { state: Game; ctx: Ctx } => {
  const ctx = new Ctx();
  const state = produce(g, (d) => {
    const f = d.stack[d.stack.length - 1]!;
    rulesFor(f).run(d, f as never, ctx);
  });
  return { state, ctx };
};

const atCleanUp = (): Game =>
  produce(rawGame(6), (d) => {
    for (const a of Object.values(d.areas)) a.order = null;
    d.areas["winterfell"]!.order = { house: "stark", kind: "defense-special" };
    d.areas["lannisport"]!.order = { house: "lannister", kind: "support" };
    // An order left in an area a combat emptied stays until now (cards.md 7 #43).
    d.areas["harrenhal"]!.order = { house: "baratheon", kind: "defense" };
    d.areas["lannisport"]!.units[0]!.routed = true;
    d.areas["the-golden-sound"]!.units[0]!.routed = true;
    d.bladeUsed = true;
    d.ravenUsed = true;
    d.stack = [{ kind: "round", step: "end-of-round" }, { kind: "action", step: "clean-up", next: 0 }];
  });

describe("clean up (p.16)", () => {
  it("removes every remaining order, stands routed units up, refreshes the blade and the raven, and pops", () => {
    const { state, ctx } = runOnce(atCleanUp());
    expect(Object.values(state.areas).filter((a) => a.order !== null)).toEqual([]);
    expect(Object.values(state.areas).flatMap((a) => a.units.filter((u) => u.routed))).toEqual([]);
    expect(state.bladeUsed).toBe(false);
    expect(state.ravenUsed).toBe(false);
    // The round continues from its own step.
    expect(topFrame(state)).toEqual({ kind: "round", step: "end-of-round" });
    expect(ctx.events.map((e) => e.text)).toEqual([
      "Clean up: 3 remaining orders return to their houses, 2 routed units stand up, and the Valyrian Steel Blade and the Messenger Raven are available again.",
    ]);
  });
});
