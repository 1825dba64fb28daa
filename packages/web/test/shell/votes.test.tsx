// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Proposal, PublicSeat } from "../../src/api/types.ts";
import { Votes } from "../../src/shell/Votes.tsx";

afterEach(cleanup);

const seat = (s: string, extra: Partial<PublicSeat> = {}): PublicSeat => ({ seat: s, kind: "human", claimed: true, connected: 0, ...extra });
const seats = [seat("stark"), seat("lannister"), seat("greyjoy"), seat("tyrell", { kind: "bot", level: "random" }), seat("martell", { standIn: { level: "random", reason: "timeout" } })];
const houseName = (s: string): string => s[0]!.toUpperCase() + s.slice(1);
const proposal: Proposal = { id: 3, kind: "hand-over", seat: "greyjoy", by: "lannister", voters: ["stark", "lannister"], votes: { lannister: true }, at: 0 };

describe("the votes", () => {
  it("lets a voter who has not voted answer, and offers only human seats a person plays and no vote is about", () => {
    const vote = vi.fn();
    const propose = vi.fn();
    render(<Votes proposals={[proposal]} seats={seats} me="stark" houseName={houseName} propose={propose} vote={vote} />);
    expect(screen.getByText(/Lannister proposes that a bot play Greyjoy/).textContent).toContain("1 of 2 needed");
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    expect(vote).toHaveBeenCalledWith(3, false);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Lannister"]);
    fireEvent.click(screen.getByRole("button", { name: "Propose" }));
    expect(propose).toHaveBeenCalledWith("lannister");
  });

  it("offers a seated player to take back their last move, and asks the others for their yes", () => {
    const takeBack = vi.fn();
    const vote = vi.fn();
    const { unmount } = render(<Votes proposals={[]} seats={seats} me="stark" houseName={houseName} propose={vi.fn()} vote={vote} takeBack={takeBack} />);
    fireEvent.click(screen.getByRole("button", { name: "Take back my last move" }));
    expect(takeBack).toHaveBeenCalledOnce();
    unmount();
    const undo: Proposal = { id: 4, kind: "undo", seat: "stark", by: "stark", voters: ["lannister", "greyjoy"], votes: { stark: true }, at: 0, undoes: 12 };
    render(<Votes proposals={[undo]} seats={seats} me="lannister" houseName={houseName} propose={vi.fn()} vote={vote} takeBack={vi.fn()} />);
    expect(screen.getByText(/Stark asks to take back their last move/).textContent).toContain("(12): 0 of 2 needed");
    // One undo vote at a time: no second button while it is open.
    expect(screen.queryByRole("button", { name: "Take back my last move" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(vote).toHaveBeenCalledWith(4, true);
  });

  it("shows a spectator the votes without buttons", () => {
    render(<Votes proposals={[proposal]} seats={seats} me={null} houseName={houseName} propose={vi.fn()} vote={vi.fn()} />);
    expect(screen.queryAllByRole("button")).toEqual([]);
  });
});
