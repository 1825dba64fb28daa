// @vitest-environment happy-dom
/**
 * The lobby's Mother of Dragons form (issue 15): the switch, 3-8 players, houses chosen or dealt
 * (Targaryen only from 4 players, cards.md 6.1), every module with its line of help, bots in any
 * seat, and the server's bad_config sentence shown when a combination is refused.
 */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { optionsSchema, TARGARYEN_MIN_PLAYERS as ENGINE_TARGARYEN_MIN } from "@kingsroad/agot";
import { CreateGame, optionsRequest } from "../../src/pages/CreateGame.tsx";
import { AGOT_LOBBY, TARGARYEN_MIN_PLAYERS } from "../../src/games/agot/lobby.ts";

afterEach(cleanup);

interface Sent {
  url: string;
  body: Record<string, unknown>;
}
let sent: Sent[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeEach(() => {
  sent = [];
  answer = { status: 200, body: { id: "g1", creator: "c", seats: [] } };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/engines") return new Response(JSON.stringify([{ id: "agot", botLevels: ["random", "heuristic"] }]), { status: 200 });
      sent.push({ url, body: JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown> });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});

const countRadios = (): string[] => screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).value);
const houseOptions = (seat: number): string[] =>
  Array.from((screen.getByLabelText(`Seat ${seat} house`) as HTMLSelectElement).options).map((o) => o.value);
const modSwitch = (): HTMLInputElement => screen.getByLabelText(/Mother of Dragons/, { selector: "input" }) as HTMLInputElement;

describe("creating a Mother of Dragons game in the lobby", () => {
  it("offers 3-8 players and all eight houses only with the switch on, and no Targaryen below 4 players", () => {
    render(<CreateGame onCreated={vi.fn()} />);
    expect(countRadios()).toEqual(["3", "4", "5", "6"]);
    expect(houseOptions(1)).not.toContain("arryn");
    fireEvent.click(modSwitch());
    expect(countRadios()).toEqual(["3", "4", "5", "6", "7", "8"]);
    // 3 players: the seven houses of Westeros, Targaryen left out with a sentence saying why.
    expect(houseOptions(1)).toEqual(["random", "stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "arryn"]);
    expect(screen.getByText(/Targaryen plays only with 4 or more players/)).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "8" }));
    expect(houseOptions(8)).toContain("targaryen");
    expect(screen.getAllByLabelText(/^Seat \d house$/)).toHaveLength(8);
    // Switching the expansion off takes 7 and 8 away: the table shrinks to 6 seats.
    fireEvent.click(modSwitch());
    expect(screen.getAllByLabelText(/^Seat \d house$/)).toHaveLength(6);
  });

  it("shows every module with its line of help, only while the expansion is on", () => {
    render(<CreateGame onCreated={vi.fn()} />);
    expect(screen.queryByRole("group", { name: "Mother of Dragons modules" })).toBeNull();
    fireEvent.click(modSwitch());
    const modules = screen.getByRole("group", { name: "Mother of Dragons modules" });
    const labels = Array.from(modules.querySelectorAll("label.option"));
    expect(labels.map((l) => l.textContent?.split(" — ")[0]?.trim())).toEqual(["Vassals", "Iron Bank", "Sea orders", "Gifting power", "House cards StandardLater books"]);
    for (const l of labels) expect(l.querySelector(".option-help")?.textContent?.length).toBeGreaterThan(20);
    // Every module is one of the engine's options: the form cannot send a key the server refuses.
    const keys = Object.keys(optionsSchema.shape);
    for (const o of AGOT_LOBBY.options) expect(keys).toContain(o.key);
    expect(keys.filter((k) => !AGOT_LOBBY.options.some((o) => o.key === k))).toEqual([]);
  });

  it("sends the switch, the chosen houses and bots, and a module only when set away from its default", async () => {
    const onCreated = vi.fn();
    render(<CreateGame onCreated={onCreated} />);
    await waitFor(() => expect(screen.getAllByRole("option", { name: "heuristic" }).length).toBeGreaterThan(0));
    fireEvent.click(modSwitch());
    fireEvent.click(screen.getByRole("radio", { name: "8" }));
    fireEvent.change(screen.getByLabelText("Seat 1 house"), { target: { value: "targaryen" } });
    fireEvent.change(screen.getByLabelText("Seat 2 house"), { target: { value: "arryn" } });
    fireEvent.click(screen.getByLabelText(/Sea orders/, { selector: "input" }));
    fireEvent.change(screen.getByLabelText("House cards"), { target: { value: "later-books" } });
    fireEvent.click(screen.getByRole("button", { name: "Create game" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const body = sent[0]!.body as { options: object; players: { kind: string; seat?: string; level?: string }[] };
    expect(body.options).toEqual({ tidesOfBattle: false, motherOfDragons: true, seaOrders: false, houseCards: "later-books" });
    expect(optionsSchema.safeParse(body.options).success).toBe(true);
    expect(body.players).toHaveLength(8);
    expect(body.players[0]).toEqual({ kind: "human", seat: "targaryen" });
    expect(body.players[1]).toEqual({ kind: "bot", level: "heuristic", seat: "arryn" });
    expect(body.players.slice(2).every((p) => p.kind === "bot" && p.seat === undefined)).toBe(true);
  });

  it("shows the server's sentence when the engine refuses the combination", async () => {
    answer = { status: 400, body: { code: "bad_config", message: "Without vassals every house of Westeros needs a player: play 7 houses of Westeros (or all 8 houses)." } };
    render(<CreateGame onCreated={vi.fn()} />);
    fireEvent.click(modSwitch());
    fireEvent.click(screen.getByLabelText(/^Vassals/, { selector: "input" }));
    fireEvent.click(screen.getByRole("button", { name: "Create game" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Without vassals every house of Westeros needs a player/);
    expect((sent[0]!.body as { options: object }).options).toEqual({ tidesOfBattle: false, motherOfDragons: true, vassals: false });
  });

  it("offers Targaryen from the player count the engine allows it", () => {
    expect(TARGARYEN_MIN_PLAYERS).toBe(ENGINE_TARGARYEN_MIN);
  });

  it("sends no module of an expansion that is off", () => {
    expect(optionsRequest(AGOT_LOBBY.options, { vassals: false, tidesOfBattle: true })).toEqual({ tidesOfBattle: true, motherOfDragons: false });
  });
});
