// @vitest-environment happy-dom
/**
 * Mother of Dragons' panels (issue 15) from real engine positions: eight houses on the tracks with
 * Targaryen fixed last and its 3 stars (cards.md 6.1), vassals with their commander, the Iron Bank's
 * three loans with their cost and Braavos' discount (6.9), loans with the interest due, the
 * dragon-strength track (6.6), Targaryen's loyalty victory (6.5) and deck IV's revealed cards (6.7),
 * all from a seat's view (the loan deck's and deck IV's order never shown).
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { agotEngine, type Game, type GameConfig } from "@kingsroad/agot";
import { afterEach, describe, expect, it } from "vitest";
import type { GameView } from "../../src/games/agot/types.ts";
import ModPanels from "../../src/games/agot/panels/mod/ModPanels.tsx";
import { Tracks } from "../../src/games/agot/panels/Tracks.tsx";
import { DECK_IV_TEXTS, LOAN_TEXTS } from "../../src/games/agot/modTexts.ts";

afterEach(cleanup);

type HouseId = Game["houses"][number];

function modGame(playerCount: number, houses?: HouseId[]): Game {
  const config = { seed: `mod-panels-${playerCount}`, playerCount, tidesOfBattle: false, motherOfDragons: true, ...(houses && { houses }) } as GameConfig;
  return agotEngine.createGame(config);
}
const viewOf = (g: Game, seat: HouseId | null): GameView => agotEngine.view(g, seat) as GameView;

describe("Mother of Dragons on the tracks", () => {
  it("lists eight houses with Targaryen fixed last, its 3 stars, and its victory in loyalty", () => {
    const g = modGame(8);
    const { container } = render(<Tracks view={viewOf(g, "stark")} />);
    for (const t of ["ironThrone", "fiefdoms", "kingsCourt"]) {
      const items = container.querySelectorAll(`[data-track="${t}"] li`);
      expect(items).toHaveLength(8);
      expect(items[7]!.textContent).toMatch(/^Targaryen fixed last/);
    }
    // King's Court: 3,3,2,1,0,0,0 and the 8th space's 3 stars (cards.md 6.1).
    const stars = Array.from(container.querySelectorAll('[data-track="kingsCourt"] .stars')).map((s) => s.getAttribute("aria-label"));
    expect(stars).toEqual(["3 special orders", "3 special orders", "2 special orders", "1 special orders", "0 special orders", "0 special orders", "0 special orders", "3 special orders"]);
    // Targaryen starts at 1 (Pentos), counted in loyalty; Arryn at its castles on MoD's board.
    expect(container.querySelector('tr[data-house="targaryen"] .castles')?.textContent).toBe("1/7 loyalty");
    expect(container.querySelector('tr[data-house="arryn"] .castles')?.textContent).toBe("2/7");
  });

  it("marks vassals and their commander this round", () => {
    const g = modGame(5, ["stark", "lannister", "greyjoy", "arryn", "targaryen"]);
    g.mod!.vassals!.commanders = { tyrell: "stark" };
    const { container } = render(<Tracks view={viewOf(g, "stark")} />);
    expect(container.querySelector('tr[data-house="tyrell"]')?.textContent).toContain("vassal of Stark");
    expect(container.querySelector('tr[data-house="martell"] td')?.textContent).toBe("Martell vassal");
    // Vassals never win (summary "Additional vassal rules"): their castles count toward nothing.
    expect(container.querySelector('tr[data-house="martell"] .castles')?.textContent).toBe("–");
    expect(container.querySelector('tr[data-house="stark"]')?.textContent).not.toContain("vassal");
  });
});

describe("the Mother of Dragons panels", () => {
  it("shows each vassal with its commander, the seat's own vassals, and a leaving player", () => {
    const g = modGame(5, ["stark", "lannister", "greyjoy", "arryn", "targaryen"]);
    g.mod!.vassals!.commanders = { tyrell: "stark", baratheon: "lannister" };
    g.mod!.vassals!.leaving = ["greyjoy"];
    render(<ModPanels view={viewOf(g, "stark")} />);
    const panel = screen.getByRole("region", { name: "Vassals" });
    expect(panel.querySelector('[data-vassal="tyrell"]')?.textContent).toBe("Tyrell commanded by Stark (you)");
    expect(panel.querySelector('[data-vassal="baratheon"]')?.textContent).toBe("Baratheon commanded by Lannister");
    expect(panel.querySelector('[data-vassal="martell"]')?.textContent).toMatch(/no commander yet/);
    expect(panel.textContent).toContain("You decide for Tyrell this round");
    expect(panel.textContent).toContain("Greyjoy leaves the table: a vassal from the end of this round.");
  });

  it("shows the three loans with their cost and text, Braavos' discount for its holder only, and never the deck", () => {
    const g = modGame(8);
    const bank = g.mod!.bank!;
    bank.slots = ["spymaster", "customs-officer", null];
    const hidden = bank.deck[0]!;
    // Lannister takes Braavos: 1 less for Lannister, not for Stark.
    g.areas["braavos"] = { ...g.areas["braavos"]!, house: "lannister", units: [{ type: "footman", routed: false }], neutralForce: null } as Game["areas"][string];
    render(<ModPanels view={viewOf(g, "lannister")} />);
    const panel = screen.getByRole("region", { name: "Iron Bank" });
    const slots = panel.querySelectorAll(".loan-slots li");
    expect(slots).toHaveLength(3);
    expect(slots[0]!.textContent).toBe(`7 Spymaster (costs you 6: Braavos): ${LOAN_TEXTS["spymaster"]}`);
    expect(slots[1]!.textContent).toBe(`4 Customs Officer (costs you 3: Braavos): ${LOAN_TEXTS["customs-officer"]}`);
    expect(slots[2]!.textContent).toBe("1 empty");
    expect(panel.textContent).toContain("Lannister pays 1 less for a loan");
    expect(panel.textContent).toContain(`Deck: ${bank.deck.length} face down.`);
    cleanup();
    render(<ModPanels view={viewOf(g, "stark")} />);
    const stark = screen.getByRole("region", { name: "Iron Bank" });
    expect(stark.querySelector(".loan-slots li")?.textContent).toBe(`7 Spymaster: ${LOAN_TEXTS["spymaster"]}`);
    expect(stark.textContent).not.toContain(`${hidden.replace(/-/g, " ")}`);
  });

  it("lists every house's loans with the interest due, and says when it cannot pay", () => {
    const g = modGame(8);
    g.mod!.bank!.loans = { stark: ["customs-officer", "full-host"], greyjoy: ["pyromancer"] };
    g.power = { ...g.power, stark: 1, greyjoy: 5 };
    render(<ModPanels view={viewOf(g, null)} />);
    const rows = screen.getByRole("region", { name: "Iron Bank" }).querySelectorAll("table.loans tbody tr");
    expect(Array.from(rows).map((r) => r.getAttribute("data-house"))).toEqual(["stark", "greyjoy"]);
    expect(rows[0]!.textContent).toBe("StarkCustoms Officer, Full Host2 power a round (1 short now: a unit lost for each)");
    expect(rows[1]!.textContent).toBe("GreyjoyPyromancer1 power a round");
  });

  it("draws the dragon-strength track by round and Targaryen's loyalty victory", () => {
    const g = modGame(8);
    g.round = 4;
    g.mod!.loyaltyCollected = 2;
    g.mod!.loyalty = { "kings-landing": 1, riverrun: 2 };
    render(<ModPanels view={viewOf(g, "targaryen")} />);
    const panel = screen.getByRole("region", { name: "Targaryen" });
    expect(panel.querySelector(".dragon-now")?.textContent).toBe("2");
    const strengths = Array.from(panel.querySelectorAll(".dragon-track li .strength")).map((s) => Number(s.textContent));
    expect(strengths).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    expect(panel.querySelector('.dragon-track li.now')?.getAttribute("data-round")).toBe("4");
    expect(panel.querySelector(".loyalty-victory")?.textContent).toMatch(/^Victory track: 3\/7 — 2 loyalty tokens collected \+ 1 for Pentos/);
    expect(panel.querySelector(".loyalty-board")?.textContent).toMatch(/King's Landing, Riverrun ×2/);
    cleanup();
    // Fire Made Flesh brought the round-10 token forward: +1 from now on.
    g.mod!.dragonTrack = [2, 4, 6, 8];
    g.mod!.dragonBox = 1;
    render(<ModPanels view={viewOf(g, null)} />);
    expect(screen.getByRole("region", { name: "Targaryen" }).querySelector(".dragon-now")?.textContent).toBe("3");
  });

  it("shows deck IV's revealed cards with their texts, newest first, and only the number left", () => {
    const g = modGame(8);
    const iv = g.mod!.westerosIV!;
    const next = iv.deck[2]!;
    g.mod!.westerosIV = { deck: iv.deck.slice(2), discard: [iv.deck[0]!, iv.deck[1]!] };
    render(<ModPanels view={viewOf(g, "stark")} />);
    const panel = screen.getByRole("region", { name: "Westeros deck IV" });
    const items = within(panel).getAllByRole("listitem");
    expect(items.map((i) => i.getAttribute("data-card"))).toEqual([iv.deck[1], iv.deck[0]]);
    expect(items[0]!.textContent).toContain("(latest)");
    expect(items[0]!.textContent).toContain(DECK_IV_TEXTS[iv.deck[1]!]);
    // The banner's areas by name, on MoD's board.
    g.mod!.westerosIV = { deck: [], discard: ["playing-with-fire"] };
    cleanup();
    render(<ModPanels view={viewOf(g, null)} />);
    expect(screen.getByRole("region", { name: "Westeros deck IV" }).querySelector("li")?.textContent).toMatch(/^Playing with Fire \(latest\): 1 loyalty token on Riverrun and The Arbor\. /);
    expect(panel.textContent).toContain("8 left in the deck.");
    expect(panel.querySelector(`[data-card="${next}"]`)).toBeNull();
  });

  it("shows nothing in a base game", () => {
    const g = agotEngine.createGame({ seed: "base", playerCount: 3, tidesOfBattle: false });
    const { container } = render(<ModPanels view={viewOf(g, "stark")} />);
    expect(container.textContent).toBe("");
  });
});
