// @vitest-environment happy-dom
/**
 * SF-22, refined 2026-12-01 (D2 b): the standing answers as toggles in the Fief prompt area and
 * the "I want to act" button; each sends a `standing` action, and shows the seat's own answers.
 */
import { cleanup, fireEvent, render } from "@testing-library/react";
import { fiefEngine } from "@kingsroad/fief";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StandingAnswers } from "../../src/games/fief/prompts/StandingAnswers.tsx";
import type { Action } from "../../src/games/fief/types.ts";
import { pictureOf } from "./positions.ts";

afterEach(cleanup);

const picture = pictureOf(fiefEngine.createGame({ seed: "standing", houses: ["stark", "lannister", "tyrell"], people: ["stark"] }), "stark");

describe("standing answers on the page (SF-22 D2)", () => {
  it("shows a person's first two answers on, and sends each toggle and the press", () => {
    const send = vi.fn<(a: Action) => void>();
    const { container } = render(<StandingAnswers picture={picture} seat="stark" send={send} live />);
    const box = (a: string) => container.querySelector<HTMLInputElement>(`input[data-standing="${a}"]`)!;
    expect([box("cards").checked, box("gifts").checked, box("phase").checked]).toEqual([true, true, false]);
    fireEvent.click(box("cards"));
    expect(send).toHaveBeenLastCalledWith({ type: "standing", answer: "cards", on: false });
    fireEvent.click(box("phase"));
    expect(send).toHaveBeenLastCalledWith({ type: "standing", answer: "phase", on: true });
    fireEvent.click(container.querySelector<HTMLButtonElement>('button[data-standing="act"]')!);
    expect(send).toHaveBeenLastCalledWith({ type: "standing", answer: "act", on: true });
  });

  it("reads the seat's own view: the pressed button says so, and a watcher's page shows nothing", () => {
    const s = fiefEngine.applyAction(fiefEngine.createGame({ seed: "standing", houses: ["stark", "lannister", "tyrell"], people: ["stark"] }), "stark", { type: "standing", answer: "act", on: true });
    if (!s.ok) throw new Error(s.error.message);
    const mine = pictureOf(s.value.state, "stark");
    const { container } = render(<StandingAnswers picture={mine} seat="stark" send={() => undefined} live />);
    expect(container.querySelector('button[data-standing="act"]')!.getAttribute("aria-pressed")).toBe("true");
    cleanup();
    const theirs = pictureOf(s.value.state, "lannister");
    expect(theirs.view.houses.stark!.standing).toBeUndefined();
  });
});
