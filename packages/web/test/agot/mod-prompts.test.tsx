// @vitest-environment happy-dom
/**
 * Mother of Dragons' decisions as prompts (issue 15), each from a real engine position
 * (mod-positions.ts): the house that acts is named, vassals are claimed and ordered, a vassal
 * fights with its drawn cards, Targaryen hands its bid out, loans are bought and resolved, deck IV
 * cards show their text, dragons fly, and power is gifted beside any decision or alone.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState, type ReactElement } from "react";
import type { Game } from "@kingsroad/agot";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Action, Picture } from "../../src/games/agot/types.ts";
import { PromptPanel } from "../../src/games/agot/prompts/PromptPanel.tsx";
import type { Staged } from "../../src/games/agot/prompts/OrdersPrompt.tsx";
import { CARD_TEXTS } from "../../src/games/agot/cardTexts.ts";
import { DECK_IV_TEXTS, LOAN_TEXTS } from "../../src/games/agot/modTexts.ts";
import { arrangementName } from "../../src/games/agot/prompts/mod/LoanPrompt.tsx";
import { houseName } from "../../src/games/agot/names.ts";
import { findDecision, pictureOf, type Found } from "./mod-positions.ts";

afterEach(cleanup);

function Panel({ found, send, legal, picture }: { found: Pick<Found, "picture" | "seat" | "legal">; send(a: Action): void; legal?: Action[]; picture?: Picture }): ReactElement {
  const [staged, setStaged] = useState<Staged>({});
  const [selected, select] = useState<string | null>(null);
  return (
    <PromptPanel
      picture={picture ?? found.picture}
      legal={legal ?? found.legal}
      seat={found.seat}
      selected={selected}
      select={select}
      send={send}
      busy={false}
      staged={staged}
      setStaged={setStaged}
      live
    />
  );
}

const detail = <T,>(f: Found): T => f.prompt.detail as T;
const buttons = (name: RegExp): HTMLButtonElement[] => screen.queryAllByRole("button", { name }) as HTMLButtonElement[];

describe("vassals (summary 'Vassals', cards.md 6.4)", () => {
  // 5 players with Targaryen: three houses of Westeros are vassals.
  const claim = findDecision({ seed: "claim", playerCount: 5, until: (p) => p.kind === "claim-vassal" });

  it("claiming: each unclaimed vassal with its strength, or passing the set on; the question names the claiming house", async () => {
    const send = vi.fn();
    const { container } = render(<Panel found={claim} send={send} />);
    const vassals = detail<{ vassals: string[] }>(claim).vassals;
    const claims = await screen.findAllByRole("button", { name: /^Command / });
    expect(claims.map((b) => b.textContent)).toEqual(vassals.map((v) => `Command ${houseName(v)}`));
    expect(container.querySelector(".prompt-actor")?.textContent).toBe(`${houseName(claim.seat)}:`);
    expect(container.querySelector(".vassal-choices")?.textContent).toMatch(/\d+ units? in \d+ areas?/);
    fireEvent.click(claims[1]!);
    expect(send).toHaveBeenCalledWith({ type: "choose", choice: vassals[1] });
    fireEvent.click(screen.getByRole("button", { name: /^Pass: hand a set/ }));
    expect(send).toHaveBeenLastCalledWith({ type: "choose", choice: "pass" });
  });

  const orders = findDecision({ seed: "vassal-orders", playerCount: 5, until: (p) => p.kind === "assign-vassal-orders" });
  const vassal = detail<{ vassal: string }>(orders).vassal;

  it("ordering a vassal: says for which house, with its own tokens, at most two, then done", async () => {
    const send = vi.fn();
    const { container } = render(<Panel found={orders} send={send} />);
    await screen.findByText(/Orders for your vassal/);
    expect(container.querySelector(".prompt-actor")?.textContent).toBe(`${houseName(vassal)} (your vassal):`);
    expect(container.querySelector(".prompt-text")?.textContent).not.toMatch(/For your vassal/);
    const areas = detail<{ areas: string[] }>(orders).areas;
    expect(areas.length).toBeGreaterThanOrEqual(3);
    const kinds = (): HTMLButtonElement[] => [...container.querySelectorAll<HTMLButtonElement>("button[data-order-kind]")];
    const stageFirstFree = (): void => {
      const free = kinds().find((b) => !b.disabled)!;
      expect(free.getAttribute("data-order-kind")).toMatch(/^vassal-/);
      fireEvent.click(free);
    };
    fireEvent.click(container.querySelectorAll<HTMLButtonElement>("button.area-pick")[0]!);
    stageFirstFree();
    fireEvent.click(container.querySelectorAll<HTMLButtonElement>("button.area-pick")[1]!);
    stageFirstFree();
    expect(container.querySelector(".vassal-count")?.textContent).toBe(`${houseName(vassal)}'s orders: 2 of 2`);
    fireEvent.click(container.querySelectorAll<HTMLButtonElement>("button.area-pick")[2]!);
    for (const b of kinds()) {
      expect(b.disabled).toBe(true);
      expect(b.textContent).toMatch(/a vassal places at most 2|none left/);
    }
    expect(kinds().some((b) => /a vassal places at most 2/.test(b.textContent ?? ""))).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: `Place ${houseName(vassal)}'s orders` }));
    expect(send.mock.calls[0]![0]).toMatchObject({ type: "place-order", area: areas[0] });
  });

  it("a vassal left with no order to place ends its placing with the engine's done", async () => {
    const send = vi.fn();
    render(<Panel found={orders} send={send} legal={[{ type: "done" }]} />);
    fireEvent.click(await screen.findByRole("button", { name: `Place no orders for ${houseName(vassal)}` }));
    expect(send).toHaveBeenCalledWith({ type: "done" });
  });

  it("fighting with a vassal: the cards drawn for it, each with its text", async () => {
    const fight = findDecision({
      seed: "vassal-fight",
      playerCount: 5,
      until: (p) => p.kind === "combat-house-card" && (p.detail as { vassal?: string }).vassal !== undefined,
      weight: (a) => (a.type === "place-order" && a.order.includes("march") ? 8 : a.type === "move" ? 3 : 1),
    });
    const send = vi.fn();
    const { container } = render(<Panel found={fight} send={send} />);
    await screen.findByText(/fights with the cards drawn for it/);
    const cards = fight.legal.flatMap((a) => (a.type === "house-card" ? [a.card] : []));
    expect(cards.length).toBe(3);
    const texts = [...container.querySelectorAll(".house-card .card-text")].map((e) => e.textContent);
    expect(texts).toEqual(cards.map((c) => CARD_TEXTS[c] ?? null).filter((t) => t !== null));
    fireEvent.click(container.querySelector<HTMLButtonElement>(`button.house-card[data-card="${cards[2]}"]`)!);
    expect(send).toHaveBeenCalledWith({ type: "house-card", card: cards[2] });
  });
});

describe("Targaryen hands its Clash of Kings bid out (AG-26)", () => {
  it("one token at a time, naming each house and what it has", async () => {
    const f = findDecision({
      seed: "hand-out",
      playerCount: 8,
      until: (p) => p.kind === "hand-out-bid",
      weight: (a, p) => (p.seat === "targaryen" && a.type === "bid" ? 1 + a.amount * 3 : 1),
    });
    expect(f.seat).toBe("targaryen");
    const send = vi.fn();
    render(<Panel found={f} send={send} />);
    const gives = await screen.findAllByRole("button", { name: /^Give 1 to / });
    const houses = f.legal.flatMap((a) => (a.type === "choose" ? [a.choice] : []));
    expect(gives.map((b) => b.textContent)).toEqual(houses.map((h) => `Give 1 to ${houseName(h)} (has ${f.picture.view.power[h as "stark"] ?? 0})`));
    expect(screen.getByText(/still to hand out/).textContent).toMatch(new RegExp(`${detail<{ left: number }>(f).left} tokens? still`));
    fireEvent.click(gives[0]!);
    expect(send).toHaveBeenCalledWith({ type: "choose", choice: houses[0] });
  });
});

/** Loans on display and power for everyone, so the Iron Bank order is worth placing. */
const richBank =
  (slots: string[]) =>
  (g: Game): Game => {
    const power = Object.fromEntries(Object.keys(g.power).map((h) => [h, 15]));
    const deck = g.mod!.bank!.deck.filter((l) => !slots.includes(l));
    return { ...g, power, mod: { ...g.mod!, bank: { ...g.mod!.bank!, slots: slots as never, deck } } } as Game;
  };
const bankWeight = (a: Action): number => (a.type === "place-order" ? (a.order === "sea-iron-bank" ? 40 : 1) : a.type === "buy-loan" ? (a.slot === null ? 0 : 5) : 1);

describe("the Iron Bank (cards.md 6.9)", () => {
  const buying = findDecision({ seed: "bank", playerCount: 8, setup: richBank(["spymaster", "vanguard-cavalry", "pyromancer"]), until: (_p, legal) => legal.some((a) => a.type === "buy-loan"), weight: bankWeight });

  it("buying: the three loans on display with their cost and text, or none", async () => {
    const send = vi.fn();
    const { container } = render(<Panel found={buying} send={send} />);
    await screen.findByText(/^Iron Bank order in /);
    const loans = [...container.querySelectorAll(".loan")];
    expect(loans.map((l) => l.getAttribute("data-loan"))).toEqual(["spymaster", "vanguard-cavalry", "pyromancer"]);
    expect(loans.map((l) => l.querySelector("small")?.textContent)).toEqual(["costs 7", "costs 4", "costs 1"]);
    expect(loans[1]!.querySelector(".card-text")?.textContent?.trim()).toBe(LOAN_TEXTS["vanguard-cavalry"]);
    fireEvent.click(screen.getByRole("button", { name: "Buy Vanguard Cavalry" }));
    const area = buying.legal.find((a) => a.type === "buy-loan")!;
    expect(send).toHaveBeenCalledWith({ type: "buy-loan", area: (area as { area: string }).area, slot: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Buy no loan (remove the order)" }));
    expect(send).toHaveBeenLastCalledWith({ type: "buy-loan", area: (area as { area: string }).area, slot: null });
  });

  it("the holder of Braavos pays 1 less (AG-32)", async () => {
    const view = buying.picture.view;
    const braavos = { ...view.areas["braavos"]!, house: buying.seat as never, units: [{ type: "footman" as const, routed: false }], neutralForce: null };
    const picture = { ...buying.picture, view: { ...view, areas: { ...view.areas, braavos } } };
    const { container } = render(<Panel found={buying} send={vi.fn()} picture={picture} />);
    await screen.findByText(/as the holder of Braavos you pay 1 less/);
    expect([...container.querySelectorAll(".loan small")].map((s) => s.textContent)).toEqual(["costs 6", "costs 3", "costs 0"]);
  });

  it("resolving a loan that places units: each placement in words, on the map, or stop", async () => {
    const f = findDecision({
      seed: "bank-units",
      playerCount: 8,
      setup: richBank(["vanguard-cavalry", "customs-officer", "pyromancer"]),
      until: (p) => p.kind === "loan" && (p.detail as { loan: string }).loan === "vanguard-cavalry",
      weight: (a) => (a.type === "buy-loan" && a.slot === 0 ? 50 : bankWeight(a)),
    });
    const send = vi.fn();
    const { container } = render(<Panel found={f} send={send} />);
    await screen.findByText("Vanguard Cavalry");
    expect(container.querySelector(".loan-card .card-text")?.textContent).toBe(LOAN_TEXTS["vanguard-cavalry"]);
    const place = f.legal.find((a) => a.type === "place-unit") as Extract<Action, { type: "place-unit" }>;
    expect(buttons(/^Place a knight in /).length).toBe(f.legal.filter((a) => a.type === "place-unit").length);
    fireEvent.click(buttons(/^Place a knight in /)[0]!);
    expect(send).toHaveBeenCalledWith(place);
    fireEvent.click(screen.getByRole("button", { name: /^Stop here/ }));
    expect(send).toHaveBeenLastCalledWith({ type: "done" });
  });

  it("the Spymaster: a deck to look at, then the cards seen by name and every way to put them back", async () => {
    const search = { seed: "spy", playerCount: 8 as const, setup: richBank(["spymaster", "customs-officer", "pyromancer"]), weight: (a: Action) => (a.type === "buy-loan" && a.slot === 0 ? 50 : bankWeight(a)) };
    const deck = findDecision({ ...search, until: (p, legal) => p.kind === "loan" && legal.some((a) => a.type === "choose" && a.choice.startsWith("deck-")) });
    render(<Panel found={deck} send={vi.fn()} />);
    const looks = await screen.findAllByRole("button", { name: /^Look at Westeros deck (I|II|III|IV) \(\d+ cards\)$/ });
    expect(looks.length).toBe(deck.legal.filter((a) => a.type === "choose").length);
    cleanup();
    const put = findDecision({ ...search, until: (p, legal) => p.kind === "loan" && legal.some((a) => a.type === "choose" && a.choice.startsWith("top-")) });
    const send = vi.fn();
    const { container } = render(<Panel found={put} send={send} />);
    await screen.findByText("You see, from the top:");
    const frame = put.picture.view.stack.find((s) => (s as { kind?: string }).kind === "loan") as { cards: string[] };
    expect([...container.querySelectorAll(".spymaster-cards li")].map((l) => l.getAttribute("data-card"))).toEqual(frame.cards);
    const arrangements = put.legal.flatMap((a) => (a.type === "choose" ? [a.choice] : []));
    for (const c of arrangements) expect(screen.getByRole("button", { name: arrangementName(c, frame.cards) })).toBeTruthy();
    // Another seat's view never holds the cards.
    const other = pictureOf(put.game, put.seat === "stark" ? "lannister" : "stark").view.stack.find((s) => (s as { kind?: string }).kind === "loan") as { cards: string[] };
    expect(other.cards.every((c) => c === null)).toBe(true);
  });
});

describe("words of the expansion's actions", () => {
  it("names the Spymaster's arrangements with the cards seen", () => {
    expect(arrangementName("top-2-1", ["supply", "mustering"])).toBe("Mustering then Supply on top (first named drawn first)");
    expect(arrangementName("top-1-bottom-2", ["supply", "mustering"])).toBe("Supply on top; Mustering at the bottom");
  });
});

describe("Westeros deck IV (cards.md 6.7)", () => {
  it("shows the card and its text, and the options of the step in words", async () => {
    const f = findDecision({ seed: "deck-iv", playerCount: 8, until: (p) => p.kind.startsWith("westeros-iv") });
    const card = detail<{ card: keyof typeof DECK_IV_TEXTS }>(f).card;
    const send = vi.fn();
    const { container } = render(<Panel found={f} send={send} />);
    await screen.findByText(DECK_IV_TEXTS[card]);
    expect(container.querySelector(".deck-iv-prompt")?.getAttribute("data-card")).toBe(card);
    const choices = within(container.querySelector(".deck-iv-prompt .choices") as HTMLElement).getAllByRole("button");
    expect(choices.length).toBe(f.legal.filter((a) => a.type !== "gift-power").length);
    for (const b of choices) expect(b.textContent).not.toMatch(/[a-z]+-[a-z]+/);
    fireEvent.click(choices[0]!);
    expect(send).toHaveBeenCalledWith(f.legal[0]);
  });
});

describe("dragons fly (cards.md 6.6)", () => {
  it("the march prompt offers a dragon-only move to a land area far away, marked as a flight", async () => {
    const f = findDecision({
      seed: "flight",
      playerCount: 8,
      until: (p, legal) => p.kind === "march" && legal.some((a) => a.type === "move" && (a.units.dragon ?? 0) > 0 && a.units.footman + a.units.knight === 0 && !["pentos", "myr", "norvos", "the-rhoyne", "volantis", "the-disputed-lands", "braavos"].includes(a.to)),
      weight: (a, p) => (p.seat === "targaryen" && a.type === "place-order" ? (a.order.startsWith("march") ? 30 : 1) : a.type === "resolve-march" ? 5 : 1),
    });
    const send = vi.fn();
    const { container } = render(<Panel found={f} send={send} />);
    await screen.findByText(/^Marching from /);
    const flights = [...container.querySelectorAll("section.destination")].filter((s) => s.querySelector(".flight"));
    expect(flights.length).toBeGreaterThan(0);
    const dest = flights[flights.length - 1]!;
    fireEvent.click(within(dest as HTMLElement).getAllByRole("button")[0]!);
    const sent = send.mock.calls[0]![0] as Extract<Action, { type: "move" }>;
    expect(sent.type).toBe("move");
    expect(sent.units.dragon).toBeGreaterThan(0);
  });
});

describe("gifting power (cards.md 6.11, AG-37)", () => {
  const f = findDecision({ seed: "gift", playerCount: 8, until: (p, legal) => p.kind === "bid-influence" && legal.some((a) => a.type === "gift-power") });

  it("beside a decision: the receivers are the engine's gifts, one token per click; the decision is not crowded by them", async () => {
    const send = vi.fn();
    const { container } = render(<Panel found={f} send={send} />);
    await screen.findByText(/^Gift power \(/);
    const receivers = f.legal.flatMap((a) => (a.type === "gift-power" ? [a.to] : []));
    expect([...container.querySelectorAll("select[aria-label='Gift to'] option")].map((o) => o.getAttribute("value"))).toEqual(receivers);
    fireEvent.change(container.querySelector("select")!, { target: { value: receivers[2] } });
    fireEvent.click(screen.getByRole("button", { name: `Give 1 power to ${houseName(receivers[2]!)}` }));
    expect(send).toHaveBeenCalledWith({ type: "gift-power", to: receivers[2] });
    expect(container.querySelector(".bid-prompt")?.textContent).not.toMatch(/gift/i);
  });

  it("while not asked anything: the free actions alone, and the panel says whom the table waits for", async () => {
    const gifts = f.legal.filter((a) => a.type === "gift-power");
    const picture: Picture = { ...f.picture, prompts: [], legalActions: [], freeActions: gifts, waitingFor: ["stark"] };
    const { container } = render(<Panel found={f} send={vi.fn()} legal={[]} picture={picture} />);
    await screen.findByText(/^Gift power \(/);
    expect(container.querySelector(".prompt-panel.idle")?.textContent).toBe("Waiting for Stark.");
    expect(container.querySelector(".prompt-panel.active")).toBeNull();
  });
});
