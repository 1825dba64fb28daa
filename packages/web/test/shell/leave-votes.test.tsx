// @vitest-environment happy-dom
/**
 * Leaving a game that goes on without you (issue 15, Mother of Dragons' drop-out rule): the Votes
 * panel offers a player to leave (after a confirmation) and to propose that an absent player leave,
 * shows such a proposal in the game's words, and offers nothing in a game without the rule.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { agotEngine, type Game, type GameConfig } from "@kingsroad/agot";
import type { Proposal, PublicSeat } from "../../src/api/types.ts";
import { Votes } from "../../src/shell/Votes.tsx";
import { modLeavers } from "../../src/games/agot/lobby.ts";

afterEach(cleanup);

const seat = (s: string, extra: Partial<PublicSeat> = {}): PublicSeat => ({ seat: s, kind: "human", claimed: true, connected: 0, ...extra });
const seats = [seat("stark"), seat("lannister"), seat("greyjoy", { standIn: { level: "random", reason: "timeout" } }), seat("targaryen"), seat("arryn", { kind: "bot", level: "random" })];
const houseName = (s: string): string => s[0]!.toUpperCase() + s.slice(1);
const effect = "its house becomes a vassal at the end of the round, commanded by the players";

describe("leaving a game in the Votes panel", () => {
  it("lets a player leave after saying yes to the confirmation", () => {
    const propose = vi.fn();
    render(<Votes proposals={[]} seats={seats} me="stark" houseName={houseName} propose={propose} vote={vi.fn()} leave={{ leavers: ["stark", "lannister", "greyjoy", "arryn"], effect }} />);
    fireEvent.click(screen.getByRole("button", { name: "Leave the game" }));
    expect(propose).not.toHaveBeenCalled();
    expect(screen.getByText(/Leave for good\? Stark: its house becomes a vassal/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stay" }));
    fireEvent.click(screen.getByRole("button", { name: "Leave the game" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, leave" }));
    expect(propose).toHaveBeenCalledWith("stark", "leave");
  });

  it("proposes that an absent player leave, offering players only (a bot's seat never), and shows the proposal in the game's words", () => {
    const propose = vi.fn();
    const { unmount } = render(<Votes proposals={[]} seats={seats} me="stark" houseName={houseName} propose={propose} vote={vi.fn()} leave={{ leavers: ["stark", "lannister", "greyjoy", "arryn"], effect }} />);
    const select = screen.getByLabelText("Player to leave the game") as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.value)).toEqual(["lannister", "greyjoy"]);
    fireEvent.change(select, { target: { value: "greyjoy" } });
    fireEvent.submit(select.closest("form")!);
    expect(propose).toHaveBeenCalledWith("greyjoy", "leave");
    unmount();
    const open: Proposal = { id: 2, kind: "leave", seat: "greyjoy", by: "stark", voters: ["stark", "lannister", "targaryen"], votes: { stark: true }, at: 0 };
    const vote = vi.fn();
    render(<Votes proposals={[open]} seats={seats} me="lannister" houseName={houseName} propose={propose} vote={vote} leave={{ leavers: ["stark", "lannister", "greyjoy"], effect }} />);
    expect(screen.getByText(/Stark proposes that Greyjoy's player leave the game \(its house becomes a vassal/).textContent).toContain("1 of 2 needed");
    // Greyjoy is voted on already: not offered a second time.
    expect(Array.from((screen.getByLabelText("Player to leave the game") as HTMLSelectElement).options).map((o) => o.value)).toEqual(["stark"]);
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(vote).toHaveBeenCalledWith(2, true);
  });

  it("offers no leaving without the game's rule, nor to a spectator", () => {
    render(<Votes proposals={[]} seats={seats} me="stark" houseName={houseName} propose={vi.fn()} vote={vi.fn()} />);
    expect(screen.queryByRole("button", { name: "Leave the game" })).toBeNull();
    cleanup();
    render(<Votes proposals={[]} seats={seats} me={null} houseName={houseName} propose={vi.fn()} vote={vi.fn()} leave={{ leavers: ["stark"], effect }} />);
    expect(screen.queryByRole("button", { name: "Leave the game" })).toBeNull();
  });
});

describe("who may leave a Mother of Dragons game (mod-setup.md 5)", () => {
  const game = (config: Partial<GameConfig>): Game => agotEngine.createGame({ seed: "leave", tidesOfBattle: false, ...config } as GameConfig);
  it("is every player but Targaryen at a table with vassals, and nobody leaving already", () => {
    const g = game({ playerCount: 5, motherOfDragons: true, houses: ["stark", "lannister", "greyjoy", "arryn", "targaryen"] });
    expect(modLeavers(agotEngine.view(g, "stark"))).toEqual(["stark", "lannister", "greyjoy", "arryn"]);
    g.mod!.vassals!.leaving = ["greyjoy"];
    expect(modLeavers(agotEngine.view(g, "stark"))).toEqual(["stark", "lannister", "arryn"]);
    // The engine agrees: each house offered may leave, Targaryen may not. With Greyjoy leaving,
    // three Westeros players are the floor (AG-38): the others' leave is TOO_FEW_PLAYERS, which the
    // server turns into a stand-in bot (P-1).
    const answer = (state: Game, h: string) => {
      const r = agotEngine.leaveGame!(state, h);
      return r.ok ? "ok" : r.error.code;
    };
    for (const h of modLeavers(agotEngine.view(g, null))) expect(answer(g, h)).toBe("TOO_FEW_PLAYERS");
    g.mod!.vassals!.leaving = [];
    for (const h of modLeavers(agotEngine.view(g, null))) expect(answer(g, h)).toBe("ok");
    expect(agotEngine.leaveGame!(g, "targaryen").ok).toBe(false);
  });

  it("is every player but Targaryen at a full table (no vassals yet): the first to leave starts them", () => {
    const g = game({ playerCount: 8, motherOfDragons: true });
    expect(modLeavers(agotEngine.view(g, "stark"))).toEqual(g.houses.filter((h) => h !== "targaryen"));
    for (const h of modLeavers(agotEngine.view(g, null))) expect(agotEngine.leaveGame!(g, h).ok).toBe(true);
  });

  it("is nobody in a base game or at a table without the vassals module", () => {
    expect(modLeavers(agotEngine.view(game({ playerCount: 3 }), "stark"))).toEqual([]);
    const noVassals = game({ playerCount: 7, motherOfDragons: true, vassals: false } as Partial<GameConfig>);
    expect(modLeavers(agotEngine.view(noVassals, "stark"))).toEqual([]);
    expect(agotEngine.leaveGame!(noVassals, "stark").ok).toBe(false);
  });
});
