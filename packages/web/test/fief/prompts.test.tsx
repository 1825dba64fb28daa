// @vitest-environment happy-dom
/**
 * Every Fief prompt as a component (issue 13): for each kind of prompt met in real self-play, the
 * panel shows the prompt in plain words, offers every legal action (and nothing else), and a click
 * sends a legal action. Plus the controls with their own state: votes, bids, marches, losses.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FiefPromptPanel, splitActions } from "../../src/games/fief/prompts/PromptPanel.tsx";
import type { Action } from "../../src/games/fief/types.ts";
import { positions as collect, type Position } from "./positions.ts";

afterEach(cleanup);

const canon = (a: unknown): string => JSON.stringify(a, Object.keys(a as object).sort());

function renderPanel(pos: Position, selected: string | null = null) {
  const send = vi.fn<(a: Action) => void>();
  const select = vi.fn<(v: string | null) => void>();
  const utils = render(
    <FiefPromptPanel picture={pos.picture} legal={pos.picture.legalActions} seat={pos.seat} selected={selected} select={select} send={send} busy={false} live autoPassing={false} />,
  );
  return { send, select, ...utils };
}

/** The actions the panel's buttons carry (controls built from selects carry their current choice). */
const offered = (container: HTMLElement): string[] =>
  [...container.querySelectorAll("button[data-action]")].map((b) => b.getAttribute("data-action") ?? "").filter((s) => s !== "undefined");

const { byKind: positions, byAction } = collect();
const HOUSE_IDS = /(^|[^\w-])(arryn|baratheon|greyjoy|lannister|martell|stark|tully|tyrell|targaryen)([^\w-]|$)/;

describe("every Fief prompt met in self-play", () => {
  it("meets the common prompts (so the cases below cover them)", () => {
    for (const kind of ["chooseStart", "announce", "discardDraw", "effect", "playCards", "purchase", "movement", "declareBattle", "losses", "vote", "candidate", "place"]) {
      expect([...positions.keys()], kind).toContain(kind);
    }
    expect(positions.size).toBeGreaterThanOrEqual(25);
  });

  for (const [kind, pos] of [...positions, ...[...byAction].map(([t, p]) => [`action ${t}`, p] as const)]) {
    it(`${kind}: plain words, every legal action offered, a click sends a legal one`, () => {
      const { container, send } = renderPanel(pos);
      const panel = container.querySelector(".prompt-panel.active")!;
      expect(panel, kind).not.toBeNull();
      if (!kind.startsWith("action ")) expect(panel.getAttribute("data-prompt")).toContain(kind);
      // The prompt's sentence names houses by name, never by id.
      for (const p of container.querySelectorAll(".prompt-text")) expect(p.textContent ?? "").not.toMatch(HOUSE_IDS);
      // No button shows raw JSON.
      for (const b of container.querySelectorAll("button")) expect(b.textContent ?? "").not.toMatch(/[{}"]/);

      const legal = pos.picture.legalActions;
      const legalKeys = new Set(legal.map(canon));
      const parts = splitActions(legal);
      expect(parts.reduce((n, p) => n + p.actions.length, 0)).toBe(legal.length);
      // Buttons offer legal actions only; every action of a button-list control has its button.
      const shown = offered(container);
      for (const a of shown) expect(legalKeys.has(canon(JSON.parse(a))), `${kind} offers ${a}`).toBe(true);
      const shownKeys = new Set(shown.map((a) => canon(JSON.parse(a))));
      for (const { renderer, actions } of parts) {
        if (["vote", "bid", "wallBid", "ransom", "split", "gift"].includes(renderer.id)) continue; // composed from selects and sliders: tested below
        for (const a of actions) expect(shownKeys.has(canon(a)), `${kind}: ${JSON.stringify(a)} has a button`).toBe(true);
      }
      const first = container.querySelector<HTMLButtonElement>("button[data-action]:not([disabled])");
      expect(first, `${kind} has something to click`).not.toBeNull();
      fireEvent.click(first!);
      expect(send).toHaveBeenCalledTimes(1);
      expect(legalKeys.has(canon(send.mock.calls[0]![0]))).toBe(true);
    });
  }
});

describe("controls with their own state", () => {
  it("votes: the two markers are picked in selects, and only a legal pair is sent", () => {
    const pos = positions.get("vote")!;
    const { container, send } = renderPanel(pos);
    const selects = container.querySelectorAll<HTMLSelectElement>(".vote-prompt select");
    expect(selects).toHaveLength(2);
    const votes = pos.picture.legalActions.filter((a): a is Extract<Action, { type: "vote" }> => a.type === "vote");
    const target = votes[votes.length - 1]!;
    fireEvent.change(selects[0]!, { target: { value: target.forNoble ?? "" } });
    fireEvent.change(container.querySelectorAll<HTMLSelectElement>(".vote-prompt select")[1]!, { target: { value: target.decoy ?? "" } });
    fireEvent.click(screen.getByRole("button", { name: "Place the markers" }));
    expect(canon(send.mock.calls[0]![0])).toBe(canon(target));
  });

  it("bids: the slider runs over the legal sums and the button sends the one shown", () => {
    // The Small Council bid is rare in short self-play: its picture is a real one with bids 0..5.
    const real = positions.get("purchase")!;
    const legal: Action[] = [0, 1, 2, 3, 4, 5].map((amount) => ({ type: "bid", amount }));
    const pos = { seat: real.seat, picture: { ...real.picture, prompts: [{ seat: real.seat, kind: "bid", text: "Bid for the Small Council." }], legalActions: legal } };
    const { container, send } = renderPanel(pos);
    const bids = pos.picture.legalActions.filter((a): a is Extract<Action, { type: "bid" }> => a.type === "bid");
    const slider = container.querySelector<HTMLInputElement>('.amount-prompt input[type="range"]')!;
    expect(Number(slider.max)).toBe(bids.length - 1);
    fireEvent.change(slider, { target: { value: String(bids.length - 1) } });
    const top = Math.max(...bids.map((b) => b.amount));
    fireEvent.click(container.querySelector(".amount-prompt button.primary")!);
    expect(send.mock.calls[0]![0]).toEqual({ type: "bid", amount: top });
  });

  it("marches: picking a lit village on the map narrows the steps to it", () => {
    const pos = byAction.get("step")!;
    const step = pos.picture.legalActions.find((a): a is Extract<Action, { type: "step" }> => a.type === "step")!;
    const { container } = renderPanel(pos, step.to);
    const here = [...container.querySelectorAll(".destinations button.action")].map((b) => JSON.parse(b.getAttribute("data-action")!) as Action);
    expect(here.length).toBeGreaterThan(0);
    for (const a of here) expect("to" in a ? a.to : null).toBe(step.to);
  });

  it("losses: the hits still to take are said, each casualty is a button", () => {
    const pos = positions.get("losses")!;
    const { container } = renderPanel(pos);
    expect(container.querySelector(".losses-prompt")?.textContent).toMatch(/to take at/);
    expect(container.querySelectorAll(".losses-prompt button.action").length).toBe(pos.picture.legalActions.length);
  });

  it("shows nothing to decide while replaying, and says whom the game waits for", () => {
    const pos = positions.get("purchase")!;
    const { container, rerender } = renderPanel(pos);
    rerender(<FiefPromptPanel picture={pos.picture} legal={[]} seat={pos.seat} selected={null} select={() => undefined} send={() => undefined} busy={false} live autoPassing={false} />);
    expect(container.textContent).toMatch(/Waiting for [A-Z]/);
    rerender(<FiefPromptPanel picture={pos.picture} legal={[]} seat={pos.seat} selected={null} select={() => undefined} send={() => undefined} busy={false} live={false} autoPassing={false} />);
    expect(container.textContent).toMatch(/Replaying/);
  });
});
