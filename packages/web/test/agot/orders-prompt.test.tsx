// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState, type ReactElement } from "react";
import { agotEngine } from "@kingsroad/agot";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Action, Picture } from "../../src/games/agot/types.ts";
import { OrdersPrompt, type Staged } from "../../src/games/agot/prompts/OrdersPrompt.tsx";

afterEach(cleanup);

// A 3-player game's first Planning phase: King's Court is Lannister, Stark, Baratheon, so with the
// 3-4 player overlay (rulebook p.28) Baratheon may place 1 special order, Stark 2 (in three areas).
const game = agotEngine.createGame({ seed: "stars", playerCount: 3, tidesOfBattle: false });

function pictureFor(seat: "stark" | "baratheon", only?: readonly string[]): { picture: Picture; legal: Action[] } {
  const all = agotEngine.legalActions(game, seat) as Action[];
  const legal = only ? all.filter((a) => a.type === "place-order" && only.includes(a.order)) : all;
  return { picture: { seq: 1, view: agotEngine.view(game, seat) as Picture["view"], prompts: [], legalActions: legal, waitingFor: [] }, legal };
}

function Harness({ send, seat = "stark", only, error = null, busy = false }: { send(a: Action): void; seat?: "stark" | "baratheon"; only?: readonly string[]; error?: string | null; busy?: boolean }): ReactElement {
  const [staged, setStaged] = useState<Staged>({});
  const [selected, select] = useState<string | null>(null);
  const { picture, legal } = pictureFor(seat, only);
  return <OrdersPrompt picture={picture} legal={legal} seat={seat} selected={selected} select={select} send={send} busy={busy} error={error} staged={staged} setStaged={setStaged} />;
}

const kindButtons = (): HTMLButtonElement[] => screen.getAllByRole("button").filter((b): b is HTMLButtonElement => b.hasAttribute("data-order-kind"));

describe("placing orders", () => {
  it("stages orders locally and offers only the kinds the engine lists", () => {
    const send = vi.fn();
    const { container } = render(<Harness send={send} only={["march", "defense", "support"]} />);
    fireEvent.click(screen.getByRole("button", { name: "Winterfell" }));
    expect(kindButtons().map((b) => b.getAttribute("data-order-kind"))).toEqual(["march", "defense", "support"]);
    fireEvent.click(kindButtons()[0]!);
    expect(container.querySelector(".staged")?.textContent).toContain("March +0");
    // Staging moved on to another area without sending anything.
    expect(screen.getByText(/^Order for (White Harbor|The Shivering Sea)$/)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the staged orders once submitted", () => {
    const send = vi.fn();
    render(<Harness send={send} only={["march", "defense", "support"]} />);
    fireEvent.click(screen.getByRole("button", { name: "Winterfell" }));
    fireEvent.click(kindButtons().find((b) => b.getAttribute("data-order-kind") === "defense")!);
    fireEvent.click(screen.getByRole("button", { name: /Place/ }));
    expect(send).toHaveBeenCalledWith({ type: "place-order", area: "winterfell", order: "defense" });
  });

  it("shows the King's Court limit on special orders and disables special tokens past it, saying why (p.22, p.28)", () => {
    const { container } = render(<Harness send={vi.fn()} seat="baratheon" />);
    const count = (): string => container.querySelector(".special-count")?.textContent ?? "";
    expect(count()).toMatch(/Special orders: 0 of 1/);
    fireEvent.click(screen.getByRole("button", { name: "Dragonstone" }));
    fireEvent.click(kindButtons().find((b) => b.getAttribute("data-order-kind") === "defense-special")!);
    expect(count()).toMatch(/Special orders: 1 of 1/);
    // Next area: every special token is disabled with the reason, ordinary ones stay.
    fireEvent.click(screen.getByRole("button", { name: "Kingswood" }));
    // (Defense +2 itself is simply used up: one token.)
    const specials = kindButtons().filter((b) => /special/.test(b.getAttribute("data-order-kind")!) && b.getAttribute("data-order-kind") !== "defense-special");
    expect(specials.length).toBeGreaterThan(0);
    for (const b of specials) {
      expect(b.disabled).toBe(true);
      expect(b.textContent).toMatch(/King's Court allows 1/);
    }
    expect(kindButtons().find((b) => b.getAttribute("data-order-kind") === "march")!.disabled).toBe(false);
    // Taking the special order back frees the star again.
    fireEvent.click(screen.getByRole("button", { name: "Take back the order in Dragonstone" }));
    expect(count()).toMatch(/Special orders: 0 of 1/);
    expect(kindButtons().find((b) => b.getAttribute("data-order-kind") === "march-special")!.disabled).toBe(false);
  });

  it("says why when the server refuses a staged order: its own reason, not a bare failure", () => {
    const send = vi.fn();
    const only = ["march", "defense", "support"];
    const { rerender, container } = render(<Harness send={send} only={only} />);
    fireEvent.click(screen.getByRole("button", { name: "Winterfell" }));
    fireEvent.click(kindButtons().find((b) => b.getAttribute("data-order-kind") === "support")!);
    fireEvent.click(screen.getByRole("button", { name: /Place/ }));
    expect(send).toHaveBeenCalledTimes(1);
    // The answer: a refusal with the engine's reason, and Winterfell still waiting for an order.
    rerender(<Harness send={send} only={only} busy />);
    rerender(<Harness send={send} only={only} error="Support orders cannot be played this round." />);
    expect(container.querySelector(".orders-prompt .error")?.textContent).toBe(
      "Not accepted: Support in Winterfell. The server said: Support orders cannot be played this round. Choose again.",
    );
  });
});
