// @vitest-environment happy-dom
/**
 * The notices every player sees before joining (issue 20): a seed the creator chose or a scenario
 * start, the server's commitment to its seed, the revealed seed of a finished game with how to
 * check it, and a damaged game's sentence, in the lobby and on the game's page.
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GameSummary } from "../../src/api/types.ts";
import { GamePage } from "../../src/pages/GamePage.tsx";
import { Lobby } from "../../src/pages/Lobby.tsx";
import { GameNotices } from "../../src/shell/GameNotices.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hash = "ab".repeat(32);
const game = (over: Partial<GameSummary>): GameSummary => ({
  id: "g1",
  engine: "agot",
  title: "Friday",
  status: "open",
  createdAt: 0,
  seq: 0,
  seats: [{ seat: "stark", kind: "human", claimed: false, connected: 0 }],
  outcome: null,
  ...over,
});
const damage = "This game cannot be played or watched: its stored seats could not be read. Other games are not affected; the server's operator has been told.";

/** fetch answering the lobby's and the page's calls from fixed data. */
function serve(routes: Record<string, unknown>): void {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = new URL(url, "http://localhost").pathname;
      if (!(path in routes)) return new Response(JSON.stringify({ code: "not_found", message: path }), { status: 404 });
      return new Response(JSON.stringify(routes[path]), { status: 200 });
    }),
  );
}

/** A WebSocket that never opens: the game page stays in its loading state. */
function silentSocket(): void {
  vi.stubGlobal(
    "WebSocket",
    class {
      static readonly OPEN = 1;
      readyState = 0;
      close(): void {}
      send(): void {}
    },
  );
}

describe("game notices", () => {
  it("warn that the creator chose the seed, or supplied a scenario", () => {
    render(<GameNotices summary={game({ seed: { source: "creator", sha256: hash } })} />);
    expect(screen.getByText(/The creator chose this game's seed/).textContent).toContain("they may know them in advance");
    cleanup();
    render(<GameNotices summary={game({ seed: { source: "scenario" } })} />);
    expect(screen.getByText(/starts from a scenario its creator supplied/)).toBeTruthy();
  });

  it("show the server's commitment while the game is on, and nothing unfair", () => {
    render(<GameNotices summary={game({ status: "running", seed: { source: "server", sha256: hash } })} />);
    const region = screen.getByRole("region", { name: "About this game" });
    expect(region.textContent).toContain(hash);
    expect(region.textContent).toContain("will show it when the game ends");
    expect(region.textContent).not.toMatch(/may know/);
  });

  it("reveal a finished game's seed and say how to check it with the replay command", () => {
    render(<GameNotices summary={game({ status: "finished", seed: { source: "server", sha256: hash, seed: "lucky-7" } })} />);
    const region = screen.getByRole("region", { name: "About this game" });
    expect(region.textContent).toContain("The seed was lucky-7");
    expect(region.textContent).toContain(hash);
    expect(region.textContent).toContain("npm run kingsroad -- replay kingsroad-g1.json");
    expect(screen.getByRole("link", { name: "the game's replay file" }).getAttribute("href")).toBe("/api/games/g1/replay");
  });

  it("say nothing for a game stored before seeds were published", () => {
    const { container } = render(<GameNotices summary={game({})} />);
    expect(container.textContent).toBe("");
  });

  it("show a damaged game's sentence as an alert", () => {
    render(<GameNotices summary={game({ damaged: damage })} />);
    expect(screen.getByRole("alert").textContent).toBe(damage);
  });
});

describe("the lobby", () => {
  it("marks games whose creator chose the seed or a scenario, and damaged games with their sentence", async () => {
    serve({
      "/api/games": [
        game({ id: "a", title: "Chosen", seed: { source: "creator", sha256: hash } }),
        game({ id: "b", title: "Scenario", seed: { source: "scenario" } }),
        game({ id: "c", title: "Fair", seed: { source: "server", sha256: hash } }),
        game({ id: "d", title: "Broken", damaged: damage }),
      ],
      "/api/engines": [{ id: "agot", botLevels: ["random"] }],
    });
    render(<Lobby />);
    const item = async (title: string) => (await screen.findByRole("link", { name: `Watch ${title}` })).closest("li")!.textContent!;
    expect(await item("Chosen")).toContain("⚠ seed chosen by the creator");
    expect(await item("Scenario")).toContain("⚠ starts from the creator's scenario");
    expect(await item("Fair")).not.toContain("⚠");
    expect(await item("Broken")).toContain(`⚠ ${damage}`);
  });
});

describe("the game page", () => {
  it("shows a damaged game's sentence, once, instead of joining", async () => {
    serve({ "/api/games/g1": game({ damaged: damage }) });
    silentSocket();
    render(<GamePage gameId="g1" token={null} />);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(damage));
    expect(document.body.textContent!.split(damage)).toHaveLength(2);
  });

  it("warns a player opening a seat link that the creator chose the seed, before the game is drawn", async () => {
    serve({ "/api/games/g1": game({ seed: { source: "creator", sha256: hash } }) });
    silentSocket();
    render(<GamePage gameId="g1" token={"t".repeat(32)} />);
    expect(await screen.findByText(/The creator chose this game's seed/)).toBeTruthy();
  });
});
