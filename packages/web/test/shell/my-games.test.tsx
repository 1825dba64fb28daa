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

  it("lists the games waiting for me first, then those going on, then finished ones, with their seat links, from one request (issue 39 item 7)", async () => {
    const games: Record<string, GameSummary> = {
      done: summary("done", "finished", []),
      others: summary("others", "running", ["lannister"]),
      mine: summary("mine", "running", ["stark", "lannister"]),
      broken: { ...summary("broken", "open", []), damaged: "This game cannot be played or watched: its stored moves could not be read. Other games are not affected; the server's operator has been told." },
    };
    const fetched: string[] = [];
    vi.stubGlobal("fetch", vi.fn(async (url: string) => {
      fetched.push(url);
      const ids = /^\/api\/games\?ids=(.*)$/.exec(url)?.[1];
      if (ids !== undefined) return new Response(JSON.stringify(ids.split(",").flatMap((id) => games[id] ?? [])));
      const id = url.split("/").pop()!;
      return games[id] ? new Response(JSON.stringify(games[id])) : new Response("{}", { status: 404 });
    }));
    for (const [i, id] of ["mine", "done", "others", "gone", "broken"].entries()) rememberSeat({ gameId: id, token: `${id}-token-0123456789`, seat: "stark", title: `Old ${id}`, engine: "agot", at: 10 - i });
    render(<MyGames />);
    await screen.findByText("Game mine");
    expect(fetched).toEqual(["/api/games?ids=broken,gone,others,done,mine"]);
    const items = screen.getAllByRole("listitem").map((li) => li.textContent ?? "");
    expect(items.map((t) => t.split(" as ")[0])).toEqual(["Game mine", "Game others", "Old gone", "Game broken", "Game done"]);
    expect(items[0]).toContain("your turn");
    expect(items[3]).toContain("its stored moves could not be read");
    expect(screen.getByRole("link", { name: "Game mine" }).getAttribute("href")).toBe("/game/mine#token=mine-token-0123456789");
    fireEvent.click(screen.getAllByRole("button", { name: "forget" })[4]!);
    await vi.waitFor(() => expect(screen.queryByText("Game done")).toBeNull());
    expect(mySeats().map((s) => s.gameId).sort()).toEqual(["broken", "gone", "mine", "others"]);
  });

  it("asks on its own only for a game going on whose stored summary does not say whom it waits for", async () => {
    const stored = { ...summary("cold", "running", []), waitingFor: undefined };
    const fetched: string[] = [];
    vi.stubGlobal("fetch", vi.fn(async (url: string) => {
      fetched.push(url);
      if (url.startsWith("/api/games?ids=")) return new Response(JSON.stringify([stored, summary("warm", "running", [])]));
      return new Response(JSON.stringify(summary("cold", "running", ["stark"])));
    }));
    for (const id of ["cold", "warm"]) rememberSeat({ gameId: id, token: `${id}-token-0123456789`, seat: "stark", title: id, engine: "agot", at: 1 });
    render(<MyGames />);
    await screen.findByText("your turn");
    expect(fetched.sort()).toEqual(["/api/games/cold", "/api/games?ids=warm,cold"].sort());
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

  it("shows how the last notice to the webhook went, and sends a test (issue 39 item 1)", async () => {
    const rejected = { at: Date.UTC(2026, 11, 2, 9, 30), event: "your-turn" as const, outcome: "rejected" as const, result: 'rejected by the receiver: 400 {"message":"Cannot send an empty message","code":50006}' };
    const test = vi.fn(async () => ({ at: rejected.at + 60_000, event: "test" as const, outcome: "delivered" as const, result: "delivered" }));
    const { rerender } = render(<TurnAlerts settings={{ emailAvailable: false, webhook: "https://discord.com/api/webhooks/1/x", delivery: rejected }} save={vi.fn()} test={test} />);
    expect(screen.getByRole("status").textContent).toMatch(/^Last notice \(your turn, .+\): rejected by the receiver: 400 \{"message":"Cannot send an empty message","code":50006\}$/);
    fireEvent.click(screen.getByRole("button", { name: "Send a test" }));
    await vi.waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/^Last notice \(test, .+\): delivered$/));
    expect(test).toHaveBeenCalledTimes(1);
    // A refusal of the test itself (too soon...) is said as the server says it.
    test.mockRejectedValueOnce(new Error("A test was sent a moment ago; wait a few seconds before the next."));
    fireEvent.click(screen.getByRole("button", { name: "Send a test" }));
    await vi.waitFor(() => expect(screen.getByRole("status").textContent).toBe("A test was sent a moment ago; wait a few seconds before the next."));
    // Without a webhook there is nothing to test.
    rerender(<TurnAlerts settings={{ emailAvailable: false }} save={vi.fn()} test={test} />);
    expect(screen.queryByRole("button", { name: "Send a test" })).toBeNull();
  });

  it("says when no notice was sent to the saved webhook yet", () => {
    render(<TurnAlerts settings={{ emailAvailable: false, webhook: "https://hooks.example/x" }} save={vi.fn()} />);
    expect(screen.getByRole("status").textContent).toBe("No notice sent to this webhook yet.");
  });
});
