// @vitest-environment happy-dom
/**
 * Issue 16, the AGoT play experience: each item seen by a newcomer in a real browser has a test
 * here (or in combat-panel, orders-prompt, replay-log and the Chromium test) that fails if it comes back.
 */
import { cleanup, fireEvent, render } from "@testing-library/react";
import { useState, type ReactElement } from "react";
import { agotEngine, type Game } from "@kingsroad/agot";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Action, GameView, Picture, SeqEvent } from "../../src/games/agot/types.ts";
import { HOUSE_CARD_IDS } from "../../../agot/src/data/houses.ts";
import { CARD_TEXTS, WESTEROS_TEXTS, WILDLING_TEXTS } from "../../src/games/agot/cardTexts.ts";
import { HOUSE_CARDS, count, plainWords, unitListText } from "../../src/games/agot/names.ts";
import { castleCounts } from "../../src/games/agot/board-facts.ts";
import { HouseCard } from "../../src/games/agot/panels/HouseCard.tsx";
import { HouseCards } from "../../src/games/agot/panels/HouseCards.tsx";
import { Tracks } from "../../src/games/agot/panels/Tracks.tsx";
import { SinceLastMove } from "../../src/games/agot/panels/SinceLastMove.tsx";
import { Board } from "../../src/games/agot/map/Board.tsx";
import { HOUSE_COLORS } from "../../src/games/agot/map/colors.ts";
import { PromptPanel } from "../../src/games/agot/prompts/PromptPanel.tsx";
import type { Staged } from "../../src/games/agot/prompts/OrdersPrompt.tsx";
import type { Prompt } from "@kingsroad/core";

afterEach(cleanup);

const game3 = (): Game => agotEngine.createGame({ seed: "issue-16", playerCount: 3, tidesOfBattle: true });
const viewOf = (g: Game, seat: string | null = "stark"): GameView => agotEngine.view(g, seat as never) as GameView;

describe("house cards with their texts; every house's hand and discards (item 1, cards.md 1.3)", () => {
  it("has a text for every base-game card with an ability, and none for cards without", () => {
    for (const ids of Object.values(HOUSE_CARD_IDS))
      for (const id of ids) expect(Boolean(CARD_TEXTS[id]), id).toBe(HOUSE_CARDS[id]!.ability !== null);
  });

  it("draws a card with its strength, icons and ability text", () => {
    const { container } = render(<HouseCard id="tyrion-lannister" />);
    expect(container.textContent).toContain("Tyrion Lannister");
    expect(container.querySelector(".card-text")?.textContent).toBe(CARD_TEXTS["tyrion-lannister"]);
    const { container: eddard } = render(<HouseCard id="eddard-stark" />);
    expect(eddard.querySelector(".card-icons")?.getAttribute("aria-label")).toBe("2 swords");
  });

  it("shows every other house's hand and discard pile on demand", () => {
    const g = game3();
    const played = g.houseCards.lannister!.hand[0]!;
    const moved: Game = {
      ...g,
      houseCards: { ...g.houseCards, lannister: { hand: g.houseCards.lannister!.hand.slice(1), discard: [played] } },
    };
    const { container } = render(<HouseCards view={viewOf(moved)} />);
    const lannister = container.querySelector('details[data-house="lannister"]')!;
    expect(lannister.querySelector("summary")?.textContent).toMatch(/Lannister: 6 cards in hand, 1 discarded/);
    const shown = [...lannister.querySelectorAll(".house-card")].map((c) => c.getAttribute("data-card"));
    expect(shown).toEqual([...moved.houseCards.lannister!.hand, played]);
  });
});

describe("the tracks panel (items 4 and 10)", () => {
  it("counts an empty home area its house still controls by its shield (p.24), and tints it on the map", () => {
    const g = game3();
    const empty: Game = { ...g, areas: { ...g.areas, winterfell: { ...g.areas.winterfell!, units: [], house: null, powerToken: null } } };
    expect(castleCounts(viewOf(empty)).stark).toBe(castleCounts(viewOf(g)).stark);
    const { container } = render(<Tracks view={viewOf(empty)} />);
    expect(container.querySelector('tr[data-house="stark"] .castles')?.textContent).toBe(`${castleCounts(viewOf(g)).stark}/7`);
    const board = render(<Board view={viewOf(empty)} />);
    const tint = board.container.querySelector('path.area[data-area="winterfell"]')?.parentElement?.querySelector("path.tint");
    expect(tint?.getAttribute("fill")).toBe(HOUSE_COLORS.stark!.fill);
  });

  it("shows the special-order stars, power, supply against armies, Tides of Battle and what each track decides", () => {
    const g = game3();
    const { container } = render(<Tracks view={viewOf(g)} />);
    // 3 players: the overlay's stars by King's Court position (rulebook p.28): 3, 2, 1.
    const kc = g.tracks.kingsCourt;
    expect(kc.map((h) => container.querySelector(`tr[data-house="${h}"] .stars`)?.textContent)).toEqual(["3", "2", "1"]);
    expect(container.querySelector(".tides")?.textContent).toBe("on");
    for (const h of g.houses) {
      expect(container.querySelector(`tr[data-house="${h}"] .power`)?.textContent).toMatch(new RegExp(`^${g.power[h]}`));
      expect(container.querySelector(`tr[data-house="${h}"] .supply`)?.getAttribute("title")).toMatch(/armies .*; allowed \d/);
    }
    expect([...container.querySelectorAll(".decides")].map((p) => p.textContent)).toHaveLength(3);
  });

  it("names this round's Westeros cards and the last wildling card with their texts (item 7)", () => {
    const g = game3();
    const withCards: Game = { ...g, westeros: { ...g.westeros, revealed: ["supply", "clash-of-kings", "web-of-lies"] } };
    const events: SeqEvent[] = [{ seq: 5, type: "wildling-card", text: "The wildling card is Crow Killers.", data: { card: "crow-killers" } }];
    const { container } = render(<Tracks view={viewOf(withCards)} events={events} />);
    expect(container.querySelector(".westeros")?.textContent).toContain(WESTEROS_TEXTS["clash-of-kings"]);
    expect(container.querySelector(".wildling-card")?.textContent).toContain("Crow Killers");
    expect(container.querySelector(".wildling-card")?.textContent).toContain(WILDLING_TEXTS["crow-killers"]);
  });
});

describe("words a person reads (item 8)", () => {
  it("puts names for ids and mends plurals", () => {
    expect(plainWords("stark loses a siege-engine (swords).")).toBe("Stark loses a siege engine (swords).");
    expect(plainWords("Baratheon chooses ironThrone.")).toBe("Baratheon chooses Iron Throne.");
    expect(plainWords("Stark counts 1 supply barrels (was 2).")).toBe("Stark counts 1 supply barrel (was 2).");
    expect(plainWords("greyjoy retreats 2 units to the-reach, routed.")).toBe("Greyjoy retreats 2 units to The Reach, routed.");
    expect(plainWords("lannister moves 1 units into Riverrun.")).toBe("Lannister moves 1 unit into Riverrun.");
    expect(plainWords("Baratheon chooses no-defense.")).toBe("Baratheon chooses no Defense orders.");
    // The outcome's reason, under the game-over banner.
    expect(plainWords("lannister controls seven castles and strongholds")).toBe("Lannister controls seven castles and strongholds");
    expect(count(1, "point")).toBe("1 point");
    expect(unitListText([{ type: "footman" }, { type: "footman" }, { type: "siege-engine" }])).toBe("2 footmen, 1 siege engine");
  });
});

describe("Stark on the map (item 9)", () => {
  // WCAG relative luminance: a piece must stand apart from the parchment land (#e9dcb8).
  const luminance = (hex: string): number => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string): number => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  it("keeps Stark's pieces apart from the land (its white ones vanished: contrast 1.0)", () => {
    // Every piece has a dark outline; Stark's fill itself must not melt into the parchment either.
    expect(contrast(HOUSE_COLORS.stark!.fill, "#e9dcb8")).toBeGreaterThan(1.3);
  });
});

describe("a new bid starts at 0 (item 3)", () => {
  function Harness({ prompt, legal }: { prompt: Prompt; legal: Action[] }): ReactElement {
    const [staged, setStaged] = useState<Staged>({});
    const picture: Picture = { seq: 1, view: viewOf(game3()), prompts: [prompt], legalActions: legal, waitingFor: [] };
    return <PromptPanel picture={picture} legal={legal} seat="stark" selected={null} select={() => undefined} send={vi.fn()} busy={false} staged={staged} setStaged={setStaged} live />;
  }
  const bids: Action[] = Array.from({ length: 6 }, (_, amount) => ({ type: "bid", amount }));
  const prompt = (track: string): Prompt => ({ seat: "stark", kind: "bid-influence", text: `Clash of Kings: bid power in secret for the ${track} track.`, detail: { track } }) as Prompt;

  it("does not carry the last track's bid over to the next", () => {
    const { container, rerender } = render(<Harness prompt={prompt("Iron Throne")} legal={bids} />);
    const slider = (): HTMLInputElement => container.querySelector('input[aria-label="Bid amount"]')!;
    fireEvent.change(slider(), { target: { value: "4" } });
    expect(slider().value).toBe("4");
    rerender(<Harness prompt={prompt("Fiefdoms")} legal={bids} />);
    expect(slider().value).toBe("0");
  });
});

describe("since your last move (item 7)", () => {
  const events: SeqEvent[] = [
    { seq: 3, type: "march", text: "Stark marches 1 footman from Winterfell to Karhold.", data: {} },
    { seq: 7, type: "bid-placed", text: "Lannister has placed a secret bid.", data: {} },
    { seq: 8, type: "raid", text: "Greyjoy raids Stark's Consolidate Power in Karhold from The Shivering Sea.", data: {} },
    { seq: 9, type: "raven", text: "lannister uses the Messenger Raven to replace an order in lannisport with Defense +1.", data: {} },
    { seq: 9, type: "combat-strength", text: "Final combat strength: stark 3, lannister 2.", data: {} },
  ];
  it("lists what the others did after my last move, in words, without bookkeeping lines", () => {
    const { container } = render(<SinceLastMove events={events} lastMoveSeq={3} />);
    const lines = [...container.querySelectorAll("li")].map((l) => l.textContent);
    expect(lines).toEqual(["Greyjoy raids Stark's Consolidate Power in Karhold from The Shivering Sea.", "Lannister uses the Messenger Raven to replace an order in Lannisport with Defense +1."]);
  });
  it("is absent before my first move and when nothing happened since", () => {
    expect(render(<SinceLastMove events={events} lastMoveSeq={0} />).container.innerHTML).toBe("");
    expect(render(<SinceLastMove events={events} lastMoveSeq={9} />).container.innerHTML).toBe("");
  });
});

describe("a refusal says why (item 2)", () => {
  it("shows the server's reason in the decision panel", () => {
    const picture: Picture = { seq: 1, view: viewOf(game3()), prompts: [{ seat: "stark", kind: "choose", text: "Choose." } as Prompt], legalActions: [{ type: "done" }], waitingFor: [] };
    const { container } = render(
      <PromptPanel picture={picture} legal={[{ type: "done" }]} seat="stark" selected={null} select={() => undefined} send={vi.fn()} busy={false} error="Not your turn." staged={{}} setStaged={() => undefined} live />,
    );
    expect(container.querySelector(".refusal")?.textContent).toBe("Refused: Not your turn.");
  });
});
