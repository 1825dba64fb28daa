// @vitest-environment happy-dom
/** The creator's seat links on the game page (issue 16 item 11): shown open once, copyable, renewable. */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CreateGameResponse } from "../src/api/types.ts";
import { landingLink, rememberCreated } from "../src/shell/created.ts";
import { SeatLinks } from "../src/shell/SeatLinks.tsx";

const created: CreateGameResponse = {
  gameId: "g1",
  engine: "agot",
  creatorToken: "creator-secret-creator-secret-00",
  seats: [
    { seat: "stark", kind: "human", token: "t".repeat(32), link: `/game/g1#token=${"t".repeat(32)}` },
    { seat: "lannister", kind: "bot", level: "heuristic" },
  ],
  spectatorLink: "/game/g1",
};

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("seat links of a game this browser created", () => {
  it("takes the creator to their own seat and shows the links open on that page load only, then folded", async () => {
    expect(rememberCreated(created)).toBe(true);
    expect(landingLink(created)).toBe(created.seats[0]!.link);
    const first = render(<SeatLinks gameId="g1" houseName={(s) => s} />);
    expect(first.container.querySelector("details")?.open).toBe(true);
    expect(first.container.querySelector("a.seat-link")?.getAttribute("href")).toBe(created.seats[0]!.link);
    expect(screen.getAllByRole("button", { name: "copy" })).toHaveLength(2);
    cleanup();
    // Mounted again on the same page load (the table arriving remounts the page): still open.
    expect(render(<SeatLinks gameId="g1" houseName={(s) => s} />).container.querySelector("details")?.open).toBe(true);
    cleanup();
    // A reload (fresh modules): folded.
    vi.resetModules();
    const reloaded = await import("../src/shell/SeatLinks.tsx");
    const later = render(<reloaded.SeatLinks gameId="g1" houseName={(s) => s} />);
    expect(later.container.querySelector("details")?.open).toBe(false);
  });

  it("is absent on a game this browser did not create", () => {
    expect(render(<SeatLinks gameId="other" houseName={(s) => s} />).container.innerHTML).toBe("");
  });

  it("asks the server for a new link with the creator's secret and shows it", async () => {
    rememberCreated(created);
    const fetch = vi.fn(async () => new Response(JSON.stringify({ seat: "stark", token: "n".repeat(32), link: `/game/g1#token=${"n".repeat(32)}` }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("confirm", () => true);
    const { container } = render(<SeatLinks gameId="g1" houseName={(s) => s} />);
    fireEvent.click(screen.getByRole("button", { name: "new link" }));
    await waitFor(() => expect(container.querySelector("a.seat-link")?.getAttribute("href")).toBe(`/game/g1#token=${"n".repeat(32)}`));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/games/g1/seats/stark/link");
    expect(JSON.parse(init.body as string)).toEqual({ creator: created.creatorToken });
  });
});
