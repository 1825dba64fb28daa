// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { agotEngine, type Action, type Game } from "@kingsroad/agot";
import { eventsFor } from "@kingsroad/core";
import { afterEach, describe, expect, it } from "vitest";
import type { GameView, SeqEvent } from "../../src/games/agot/types.ts";
import { Combat } from "../../src/games/agot/panels/Combat.tsx";

afterEach(cleanup);

/** Plays seeded random games until a combat is under way, keeping the events a spectator sees. */
function findCombat(): { state: Game; events: SeqEvent[] } {
  // Seed combat-2 reaches a combat after about 120 actions; later seeds are a fallback if rules change.
  for (let g = 2; g < 40; g++) {
    let s = agotEngine.createGame({ seed: `combat-${g}`, playerCount: 3, tidesOfBattle: false });
    const events: SeqEvent[] = [];
    let x = g + 1;
    for (let i = 0; i < 500 && !s.outcome; i++) {
      const prompts = agotEngine.pendingSeats(s);
      if (prompts.length === 0) break;
      x = (x * 48271) % 2147483647;
      const seat = prompts[x % prompts.length]!.seat;
      const legal = agotEngine.legalActions(s, seat);
      const r = agotEngine.applyAction(s, seat, legal[x % legal.length] as Action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      events.push(...eventsFor(r.value.events, null).map((e) => ({ ...e, seq: i + 1 })));
      if (s.stack.some((f) => f.kind === "combat") && events.some((e) => e.type === "combat-strength")) return { state: s, events };
    }
  }
  throw new Error("no combat in 40 seeded games");
}

describe("the combat panel", () => {
  it("shows who fights where and both sides' strength from the engine's own report", () => {
    const { state, events } = findCombat();
    const view = agotEngine.view(state, null) as GameView;
    const { container } = render(<Combat view={view} events={events} />);
    expect(container.querySelector("h4")?.textContent).toMatch(/^Combat in .+ attacks /);
    const total = container.querySelector("tr.total");
    expect(total?.querySelectorAll("td")).toHaveLength(2);
  });

  it("is absent when no combat is under way", () => {
    const view = agotEngine.view(agotEngine.createGame({ seed: "calm", playerCount: 3, tidesOfBattle: false }), null) as GameView;
    const { container } = render(<Combat view={view} events={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
