// @vitest-environment happy-dom
/** The replay and the log move together (issue 16 item 5): a position is a seq, and each names what happened. */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Replay } from "../src/shell/Replay.tsx";
import { Log } from "../src/shell/Log.tsx";
import type { SeqEvent } from "../src/api/types.ts";

afterEach(cleanup);

describe("the replay", () => {
  it("stays on the same position when earlier pictures arrive before it (a reload fetches them afterwards)", () => {
    const onChange = vi.fn();
    const { rerender } = render(<Replay seqs={[5, 6, 7]} at={6} onChange={onChange} caption="Stark marches." />);
    expect(screen.getByText("2/3")).toBeTruthy();
    rerender(<Replay seqs={[1, 2, 3, 4, 5, 6, 7]} at={6} onChange={onChange} caption="Stark marches." />);
    expect(screen.getByText("6/7")).toBeTruthy();
    expect((screen.getByLabelText("Replay position") as HTMLInputElement).value).toBe("5");
    fireEvent.click(screen.getByRole("button", { name: "Previous position" }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    fireEvent.click(screen.getByRole("button", { name: "Next position" }));
    // The newest position is the live game.
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("names the step shown by what happened at it", () => {
    render(<Replay seqs={[1, 2, 3]} at={2} onChange={vi.fn()} caption="Lannister raids Stark's Support in Moat Cailin." />);
    expect(document.querySelector(".replay-caption")?.textContent).toBe("Lannister raids Stark's Support in Moat Cailin.");
    cleanup();
    render(<Replay seqs={[1, 2, 3]} at={null} onChange={vi.fn()} caption="anything" />);
    expect(document.querySelector(".replay-caption")).toBeNull();
  });
});

describe("the log as a way into the replay", () => {
  const events: SeqEvent[] = [1, 2, 3, 4].map((seq) => ({ seq, type: "march", text: `step ${seq}`, data: {} }));
  it("jumps to the position right after the entry clicked, marks it and greys the later ones", () => {
    const onPick = vi.fn();
    const { container, rerender } = render(<Log events={events} line={(e) => e.text} onPick={onPick} />);
    fireEvent.click(screen.getByRole("button", { name: "step 2" }));
    expect(onPick).toHaveBeenCalledWith(2);
    rerender(<Log events={events} line={(e) => e.text} onPick={onPick} at={2} />);
    expect(container.querySelector("li.at")?.textContent).toBe("step 2");
    expect([...container.querySelectorAll("li.future")].map((l) => l.textContent)).toEqual(["step 3", "step 4"]);
  });

  it("marks the newest entry before a position that has no line of its own (a secret move)", () => {
    const gappy = events.filter((e) => e.seq !== 3);
    const { container } = render(<Log events={gappy} line={(e) => e.text} onPick={vi.fn()} at={3} />);
    expect(container.querySelector("li.at")?.textContent).toBe("step 2");
    expect([...container.querySelectorAll("li.future")].map((l) => l.textContent)).toEqual(["step 4"]);
  });
});
