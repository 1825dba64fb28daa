// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from "@testing-library/react";
import { agotEngine, type Action, type Game } from "@kingsroad/agot";
import { eventsFor } from "@kingsroad/core";
import { afterEach, describe, expect, it } from "vitest";
import type { GameView, SeqEvent } from "../../src/games/agot/types.ts";
import { Combat, lastCombat } from "../../src/games/agot/panels/Combat.tsx";
import { Board } from "../../src/games/agot/map/Board.tsx";
import { CARD_TEXTS } from "../../src/games/agot/cardTexts.ts";

afterEach(cleanup);

interface Found {
  state: Game;
  events: SeqEvent[];
}

/**
 * Plays seeded random games, keeping the events a spectator sees, until `done` says so: a combat
 * under way, its cards revealed, or over.
 */
function play(done: (s: Game, events: SeqEvent[]) => boolean): Found {
  // Seed combat-2 reaches a combat after about 120 actions; later seeds are a fallback if rules change.
  for (let g = 2; g < 40; g++) {
    let s = agotEngine.createGame({ seed: `combat-${g}`, playerCount: 3, tidesOfBattle: false });
    const events: SeqEvent[] = [];
    let x = g + 1;
    for (let i = 0; i < 800 && !s.outcome; i++) {
      const prompts = agotEngine.pendingSeats(s);
      if (prompts.length === 0) break;
      x = (x * 48271) % 2147483647;
      const seat = prompts[x % prompts.length]!.seat;
      const legal = agotEngine.legalActions(s, seat);
      const r = agotEngine.applyAction(s, seat, legal[x % legal.length] as Action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      events.push(...eventsFor(r.value.events, null).map((e) => ({ ...e, seq: i + 1 })));
      if (done(s, events)) return { state: s, events };
    }
  }
  throw new Error("no such moment in 40 seeded games");
}

const inCombat = (s: Game): boolean => s.stack.some((f) => f.kind === "combat");
const view = (s: Game): GameView => agotEngine.view(s, null) as GameView;

describe("the combat panel", () => {
  it("shows who fights where and both sides' strength from the engine's own report, in words", () => {
    const { state, events } = play((s, ev) => inCombat(s) && ev.some((e) => e.type === "combat-strength"));
    const { container } = render(<Combat view={view(state)} events={events} />);
    expect(container.querySelector("h4")?.textContent).toMatch(/^Combat in .+ attacks /);
    const total = container.querySelector("tr.total");
    expect(total?.querySelectorAll("td")).toHaveLength(2);
    // Issue 16 item 8: names, never ids or broken plurals.
    expect(container.textContent).not.toMatch(/footmans|siege-engine|\b1 points\b|[a-z]+-[a-z]+-?[a-z]* (attacks|from)/);
    expect(container.textContent).toMatch(/Now: [a-z]/);
  });

  it("shows both house cards with their ability texts once revealed (issue 16 item 1)", () => {
    const { state, events } = play((s) => {
      const f = s.stack.find((x) => x.kind === "combat");
      return f?.kind === "combat" && f.revealed && f.sides.defender !== null && [f.sides.attacker.card, f.sides.defender.card].some((c) => c !== null && CARD_TEXTS[c]);
    });
    const { container } = render(<Combat view={view(state)} events={events} />);
    const cards = [...container.querySelectorAll(".combat-cards .house-card")].map((c) => c.getAttribute("data-card"));
    expect(cards).toHaveLength(2);
    const withText = cards.filter((c) => c && CARD_TEXTS[c]);
    expect(withText.length).toBeGreaterThan(0);
    for (const c of withText) expect(container.textContent).toContain(CARD_TEXTS[c!]);
  });

  it("keeps the last combat's result on screen after it ends, until dismissed (issue 16 item 7)", () => {
    const { state, events } = play((s, ev) => !inCombat(s) && ev.some((e) => e.type === "combat-end") && ev.some((e) => e.type === "combat-cards-revealed"));
    const result = lastCombat(events)!;
    expect(result).not.toBeNull();
    expect(result.victor).not.toBeNull();
    let dismissed = -1;
    const { container, rerender } = render(<Combat view={view(state)} events={events} dismissedSeq={dismissed} onDismiss={(s) => (dismissed = s)} />);
    expect(container.querySelector(".last-combat h4")?.textContent).toMatch(/^Last combat, in .+: \w+ won/);
    expect(container.querySelector(".strength tr.total")).not.toBeNull();
    fireEvent.click(container.querySelector(".last-combat .dismiss")!);
    expect(dismissed).toBe(result.endSeq);
    rerender(<Combat view={view(state)} events={events} dismissedSeq={dismissed} />);
    expect(container.innerHTML).toBe("");
  });

  it("is absent when no combat is under way or has happened", () => {
    const v = view(agotEngine.createGame({ seed: "calm", playerCount: 3, tidesOfBattle: false }));
    const { container } = render(<Combat view={v} events={[]} />);
    expect(container.innerHTML).toBe("");
  });
});

describe("the map during a fight (issue 16 item 9)", () => {
  it("draws the marching units in the embattled area, marked as attackers", () => {
    const { state } = play((s) => inCombat(s));
    const f = state.stack.find((x) => x.kind === "combat")!;
    if (f.kind !== "combat") throw new Error("no combat");
    const { container } = render(<Board view={view(state)} />);
    const group = container.querySelector(`g[data-pieces="${f.start.to}"] .attackers`);
    expect(group?.getAttribute("data-attackers")).toBe(f.start.attacker);
    expect(group?.querySelectorAll(".unit")).toHaveLength(f.attackers.length);
  });
});
