// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Action, Picture } from "../../src/games/agot/types.ts";
import { GenericPrompt } from "../../src/games/agot/prompts/GenericPrompt.tsx";

afterEach(cleanup);

const picture = { seq: 1, view: {} as Picture["view"], prompts: [], legalActions: [], waitingFor: [] } satisfies Picture;
const props = { picture, seat: "stark", select: () => undefined, busy: false };

describe("the generic prompt", () => {
  it("offers exactly the legal actions, in words, and sends the one clicked", () => {
    const legal: Action[] = [{ type: "choose", choice: "fiefdoms" }, { type: "choose", choice: "kingsCourt" }, { type: "done" }];
    const send = vi.fn();
    render(<GenericPrompt {...props} legal={legal} selected={null} send={send} />);
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Fiefdoms", "King's Court", "Done"]);
    fireEvent.click(screen.getByRole("button", { name: "King's Court" }));
    expect(send).toHaveBeenCalledWith({ type: "choose", choice: "kingsCourt" });
  });

  it("narrows a long list to the area picked on the map", () => {
    const areas = ["winterfell", "karhold", "white-harbor", "moat-cailin", "the-twins", "seagard", "riverrun"];
    const legal: Action[] = areas.flatMap((area) => [
      { type: "destroy-unit", area, unit: "footman" } as const,
      { type: "destroy-unit", area, unit: "knight" } as const,
    ]);
    render(<GenericPrompt {...props} legal={legal} selected="karhold" send={vi.fn()} />);
    expect(screen.getAllByRole("button", { name: /^Destroy/ }).map((b) => b.textContent)).toEqual(["Destroy a footman in Karhold", "Destroy a knight in Karhold"]);
  });
});
