// @vitest-environment happy-dom
/**
 * A page that survives an error (issue 39 item 3): on the game page, a panel that throws shows a
 * plain message and a reload button where it was, the board, the seats and the chat stay, and
 * what it caught is reported to the server with the game and seat, never the seat's token.
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { agotEngine } from "@kingsroad/agot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GamePage } from "../../src/pages/GamePage.tsx";
import { resetErrorReports } from "../../src/shell/errorReports.ts";

// The log panel breaks on this page (any panel would do: each has its own boundary).
vi.mock("../../src/shell/Log.tsx", () => ({
  Log: () => {
    throw new Error("the log panel broke");
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetErrorReports();
});

const TOKEN = "t".repeat(32);

/** A socket that opens and answers the join with an AGoT game's welcome for Stark. */
function welcomingSocket(): void {
  const game = agotEngine.createGame({ seed: "boundary", playerCount: 3, tidesOfBattle: false });
  const welcome = {
    type: "welcome",
    gameId: "g1",
    engine: "agot",
    title: "Friday",
    seat: "stark",
    seats: ["stark", "lannister", "baratheon"].map((seat) => ({ seat, kind: "human", claimed: true, connected: 1 })),
    events: [],
    chat: [{ id: 1, seat: "lannister", name: "Tywin", text: "still here", at: 0, channel: "table" }],
    seq: 0,
    view: agotEngine.view(game, "stark" as never),
    prompts: [],
    legalActions: [],
    freeActions: [],
    waitingFor: [],
    outcome: null,
  };
  vi.stubGlobal(
    "WebSocket",
    class {
      static readonly OPEN = 1;
      readyState = 0;
      onopen: (() => void) | null = null;
      onmessage: ((e: { data: string }) => void) | null = null;
      onclose: (() => void) | null = null;
      constructor() {
        setTimeout(() => {
          this.readyState = 1;
          this.onopen?.();
        }, 0);
      }
      send(data: string): void {
        if ((JSON.parse(data) as { type: string }).type === "join") setTimeout(() => this.onmessage?.({ data: JSON.stringify(welcome) }), 0);
      }
      close(): void {}
    },
  );
}

describe("the game page's error boundaries", () => {
  it("shows a message and a reload button for the panel that threw; the board, seats and chat stay; the server is told", async () => {
    const posted: { url: string; body: string }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        posted.push({ url, body: String(init?.body ?? "") });
        return new Response(url.startsWith("/api/client-errors") ? null : JSON.stringify({ code: "not_found", message: url }), { status: url.startsWith("/api/client-errors") ? 204 : 404 });
      }),
    );
    welcomingSocket();
    // React reports the caught error on the console too; this test expects it.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(<GamePage gameId="g1" token={TOKEN} />);

    const alert = await screen.findByText(/Something went wrong showing the log/);
    expect(alert.closest(".part-failed")?.querySelector("button")?.textContent).toBe("Reload the page");
    // The rest of the page: the header, the board once its chunk arrives, the seats and the chat.
    expect(screen.getByRole("heading", { name: "Friday" })).toBeTruthy();
    await waitFor(() => expect(document.querySelector(".board-svg")).not.toBeNull(), { timeout: 10_000 });
    expect(document.querySelector(".seats")).not.toBeNull();
    expect(screen.getByText(/still here/)).toBeTruthy();
    expect(document.querySelectorAll(".part-failed")).toHaveLength(1);

    const reports = posted.filter((p) => p.url === "/api/client-errors").map((p) => JSON.parse(p.body) as Record<string, string>);
    expect(reports[0]).toMatchObject({ kind: "boundary", message: "the log panel broke", gameId: "g1", seat: "stark", panel: "the log" });
    expect(JSON.stringify(reports)).not.toContain(TOKEN);
    quiet.mockRestore();
  }, 20_000);
});
