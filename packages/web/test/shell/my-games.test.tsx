// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GameSummary } from "../../src/api/types.ts";
import { MyGames } from "../../src/pages/MyGames.tsx";
import { parseRoute } from "../../src/pages/route.ts";
import { mySeats, rememberSeat } from "../../src/shell/mySeats.ts";
import { TurnAlerts } from "../../src/shell/TurnAlerts.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = (id: string, status: GameSummary["status"], waitingFor: string[]): GameSummary => ({
  id,
  engine: "agot",
  title: `Game ${id}`,
  status,
  createdAt: 0,
  seq: 3,
  seats: [],
  outcome: null,
  waitingFor,
});

describe("my games", () => {
  it("has its own address", () => {
    expect(parseRoute("/my-games", "")).toEqual({ page: "my-games" });
  });

  it("remembers one entry per game and seat, newest first", () => {
    rememberSeat({ gameId: "a", token: "t".repeat(20), seat: "stark", title: "A", engine: "agot", at: 1 });
    rememberSeat({ gameId: "b", token: "u".repeat(20), seat: "tully", title: "B", engine: "agot", at: 2 });
    rememberSeat({ gameId: "a", token: "t".repeat(20), seat: "stark", title: "A", engine: "agot", at: 3 });
    expect(mySeats().map((s) => [s.gameId, s.at])).toEqual([["a", 3], ["b", 2]]);
  });

  it("lists the games waiting for me first, then those going on, then finished ones, with their seat links", async () => {
    const games: Record<string, GameSummary> = {
      done: summary("done", "finished", []),
      others: summary("others", "running", ["lannister"]),
      mine: summary("mine", "running", ["stark", "lannister"]),
    };
    vi.stubGlobal("fetch", vi.fn(async (url: string) => {
      const id = url.split("/").pop()!;
      return games[id] ? new Response(JSON.stringify(games[id])) : new Response("{}", { status: 404 });
    }));
    for (const [i, id] of ["mine", "done", "others", "gone"].entries()) rememberSeat({ gameId: id, token: `${id}-token-0123456789`, seat: "stark", title: `Old ${id}`, engine: "agot", at: 10 - i });
    render(<MyGames />);
    await screen.findByText("Game mine");
    const items = screen.getAllByRole("listitem").map((li) => li.textContent ?? "");
    expect(items.map((t) => t.split(" as ")[0])).toEqual(["Game mine", "Game others", "Old gone", "Game done"]);
    expect(items[0]).toContain("your turn");
    expect(screen.getByRole("link", { name: "Game mine" }).getAttribute("href")).toBe("/game/mine#token=mine-token-0123456789");
    fireEvent.click(screen.getAllByRole("button", { name: "forget" })[3]!);
    await vi.waitFor(() => expect(screen.queryByText("Game done")).toBeNull());
    expect(mySeats().map((s) => s.gameId).sort()).toEqual(["gone", "mine", "others"]);
  });
});

describe("turn alerts", () => {
  it("saves a webhook, and an e-mail only when the server sends mail", () => {
    const save = vi.fn();
    const { rerender } = render(<TurnAlerts settings={{ emailAvailable: false }} save={save} />);
    expect(screen.queryByRole("textbox", { name: "E-mail address" })).toBeNull();
    fireEvent.change(screen.getByRole("textbox", { name: "Webhook URL" }), { target: { value: "https://hooks.example/x" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(save).toHaveBeenLastCalledWith({ webhook: "https://hooks.example/x" });
    rerender(<TurnAlerts settings={{ emailAvailable: true, webhook: "https://hooks.example/x" }} save={save} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Webhook URL" }), { target: { value: "" } });
    fireEvent.change(screen.getByRole("textbox", { name: "E-mail address" }), { target: { value: "me@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(save).toHaveBeenLastCalledWith({ webhook: null, email: "me@example.com" });
  });
});
