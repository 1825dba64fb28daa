// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState, type ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Action, Picture } from "../../src/games/agot/types.ts";
import { OrdersPrompt, type Staged } from "../../src/games/agot/prompts/OrdersPrompt.tsx";

afterEach(cleanup);

const legal: Action[] = ["winterfell", "white-harbor"].flatMap((area) =>
  (["march", "defense", "support"] as const).map((order): Action => ({ type: "place-order", area, order })),
);
const picture = { seq: 1, view: {} as Picture["view"], prompts: [], legalActions: legal, waitingFor: [] } satisfies Picture;

function Harness({ send }: { send(a: Action): void }): ReactElement {
  const [staged, setStaged] = useState<Staged>({});
  const [selected, select] = useState<string | null>(null);
  return <OrdersPrompt picture={picture} legal={legal} seat="stark" selected={selected} select={select} send={send} busy={false} staged={staged} setStaged={setStaged} />;
}

describe("placing orders", () => {
  it("stages orders locally and offers only the kinds the engine lists", () => {
    const send = vi.fn();
    const { container } = render(<Harness send={send} />);
    fireEvent.click(screen.getByRole("button", { name: "Winterfell" }));
    const kinds = screen.getAllByRole("button").filter((b) => b.getAttribute("data-order-kind"));
    expect(kinds.map((b) => b.getAttribute("data-order-kind"))).toEqual(["march", "defense", "support"]);
    fireEvent.click(kinds[0]!);
    expect(container.querySelector(".staged")?.textContent).toContain("March +0");
    // Staging moved on to the next area without sending anything.
    expect(screen.getByText("Order for White Harbor")).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the staged orders once submitted", () => {
    const send = vi.fn();
    render(<Harness send={send} />);
    fireEvent.click(screen.getByRole("button", { name: "Winterfell" }));
    fireEvent.click(screen.getAllByRole("button").find((b) => b.getAttribute("data-order-kind") === "defense")!);
    fireEvent.click(screen.getByRole("button", { name: /Place/ }));
    expect(send).toHaveBeenCalledWith({ type: "place-order", area: "winterfell", order: "defense" });
  });
});
