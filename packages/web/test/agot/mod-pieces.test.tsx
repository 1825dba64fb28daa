// @vitest-environment happy-dom
/**
 * Mother of Dragons on the map (issue 15): the board a game plays on is drawn whole, with
 * Targaryen's dragons at their current strength (cards.md 6.6), loyalty tokens (6.5), the Iron
 * Bank's improvements and degradations (6.10), the Braavos neutral force and vassals' units marked.
 */
import { cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { agotEngine, type Game } from "@kingsroad/agot";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { BOARDS } from "../../../agot/src/data/board.ts";
import { Board } from "../../src/games/agot/map/Board.tsx";
import { Legend } from "../../src/games/agot/map/Legend.tsx";
import { HOUSE_COLORS } from "../../src/games/agot/map/colors.ts";
import { ImprovementToken, LoyaltyToken, modTokens } from "../../src/games/agot/map/mod-pieces.tsx";
import { loadBoardShapes } from "../../src/games/agot/map/shapes.ts";
import { areaName, houseName, plainWords } from "../../src/games/agot/names.ts";
import type { GameView } from "../../src/games/agot/types.ts";

afterEach(cleanup);
beforeAll(async () => {
  await loadBoardShapes("westeros-7p");
  await loadBoardShapes("westeros-with-essos");
});

const mod8 = (): Game => agotEngine.createGame({ seed: "mod-pieces", playerCount: 8, tidesOfBattle: false, motherOfDragons: true });
const viewOf = (g: Game, seat = "targaryen"): GameView => agotEngine.view(g, seat as never) as GameView;
const svgOf = (view: GameView): SVGSVGElement => render(<Board view={view} />).container.querySelector("svg")!;

describe("the board of a Mother of Dragons game", () => {
  it("draws Westeros and Essos with Targaryen: every area of westeros-with-essos", () => {
    const svg = svgOf(viewOf(mod8()));
    const drawn = [...svg.querySelectorAll("path.area")].map((p) => p.getAttribute("data-area"));
    expect(drawn.sort()).toEqual([...BOARDS["westeros-with-essos"].ids].sort());
    expect(svg.getAttribute("aria-label")).toBe("Map of Westeros and Essos");
  });

  it("draws the 7-player board without Targaryen, and no Essos", () => {
    const g = agotEngine.createGame({ seed: "mod-7p", playerCount: 4, tidesOfBattle: false, motherOfDragons: true, houseChoice: ["stark", "lannister", "greyjoy", "tyrell"], players: ["a", "b", "c", "d"] } as never);
    const svg = svgOf(viewOf(g, "stark"));
    const drawn = [...svg.querySelectorAll("path.area")].map((p) => p.getAttribute("data-area"));
    expect(drawn.sort()).toEqual([...BOARDS["westeros-7p"].ids].sort());
    expect(svg.querySelector('[data-area="pentos"]')).toBeNull();
  });

  it("prints The Eyrie as Arryn's home stronghold with its garrison, and the Braavos neutral force", () => {
    const svg = svgOf(viewOf(mod8()));
    expect(svg.querySelector('[data-pieces="the-eyrie"] .castle-mark title')?.textContent).toBe("stronghold");
    expect(svg.querySelector('[data-pieces="the-eyrie"] .garrison title')?.textContent).toBe("arryn garrison, strength 4");
    expect(svg.querySelector('[data-pieces="braavos"] .neutral-force title')?.textContent).toBe("neutral force, strength 5");
  });
});

describe("dragons at their current strength (cards.md 6.6)", () => {
  it("shows strength 0 in round 1 and the box plus the tokens whose round has come later", () => {
    const g = mod8();
    const dragons = (v: GameView): (string | null)[] => [...svgOf(v).querySelectorAll('.unit[data-unit="dragon"] .dragon-strength')].map((d) => d.getAttribute("data-strength"));
    expect(dragons(viewOf(g))).toEqual(["0", "0", "0"]);
    cleanup();
    // Round 6: the tokens of rounds 2, 4 and 6 are in the box; Fire Made Flesh moved one more early.
    const later = { ...viewOf(g), round: 6, mod: { ...viewOf(g).mod!, dragonTrack: [2, 4, 6, 10], dragonBox: 1 } };
    expect(dragons(later)).toEqual(["4", "4", "4"]);
    expect(svgOf(later).querySelector('.unit[data-unit="dragon"] title')?.textContent).toBe("dragon, strength 4");
  });
});

describe("loyalty tokens and the Iron Bank's tokens on areas (cards.md 6.5, 6.10)", () => {
  it("puts the loyalty tokens of each area in its tokens row, with their count", () => {
    const v = viewOf(mod8());
    const svg = svgOf({ ...v, mod: { ...v.mod!, loyalty: { "kings-landing": 1, riverrun: 3 } } });
    expect(svg.querySelector('[data-pieces="kings-landing"] .loyalty-token')?.getAttribute("data-loyalty")).toBe("1");
    expect(svg.querySelector('[data-pieces="riverrun"] .loyalty-token title')?.textContent).toBe("3 loyalty tokens");
    expect(svg.querySelectorAll(".loyalty-token").length).toBe(2);
  });

  it("shows power and supply improvements, a castle upgraded and a castle degraded, and the board they make", () => {
    const v = viewOf(mod8());
    const improvements = { harrenhal: { power: 1 }, "the-reach": { supply: 2 }, "moat-cailin": { castle: "stronghold" as const }, seagard: { castle: "degraded" as const, supply: 1 } };
    const svg = svgOf({ ...v, mod: { ...v.mod!, improvements } });
    const kinds = (area: string): (string | null)[] => [...svg.querySelectorAll(`[data-pieces="${area}"] .improvement`)].map((e) => e.getAttribute("data-improvement"));
    expect(kinds("harrenhal")).toEqual(["power"]);
    expect(kinds("the-reach")).toEqual(["supply"]);
    expect(svg.querySelector('[data-pieces="the-reach"] .improvement title')?.textContent).toBe("2 × supply improvement (+1 barrel)");
    expect(kinds("moat-cailin")).toEqual(["stronghold"]);
    expect(kinds("seagard")).toEqual(["supply", "degraded"]);
    // The engine's board with the tokens printed: Moat Cailin a stronghold, Seagard no castle.
    expect(svg.querySelector('[data-pieces="moat-cailin"] .castle-mark title')?.textContent).toBe("stronghold");
    expect(svg.querySelector('[data-pieces="seagard"] .castle-mark')).toBeNull();
  });

  it("adds nothing to a base game's areas", () => {
    const base = agotEngine.view(agotEngine.createGame({ seed: "b", playerCount: 3, tidesOfBattle: false }), "stark") as GameView;
    expect(modTokens(base, "kings-landing")).toEqual([]);
  });

  it("draws each token with a title saying what it is", () => {
    const { container } = render(
      <svg>
        <LoyaltyToken count={1} />
        <ImprovementToken kind="power" />
        <ImprovementToken kind="degraded" />
      </svg>,
    );
    expect([...container.querySelectorAll("title")].map((t) => t.textContent)).toEqual(["1 loyalty token", "power improvement (+1 crown)", "degradation: the castle is gone"]);
  });
});

describe("the map key", () => {
  /** The key's lines once it is opened (they are fetched then). */
  async function opened(board?: string): Promise<string> {
    const { container } = render(<Legend board={board} />);
    const details = container.querySelector("details")!;
    details.open = true;
    fireEvent(details, new Event("toggle"));
    await waitFor(() => expect(container.querySelector("li")).not.toBeNull());
    return container.textContent ?? "";
  }

  it("explains Mother of Dragons' pieces on its boards only", async () => {
    const mod = await opened("westeros-with-essos");
    for (const line of ["footman", "dragon, its current strength", "beside a vassal's units", "loyalty token", "power improvement (+1 crown)", "castle degraded"]) expect(mod).toContain(line);
    cleanup();
    const base = await opened();
    expect(base).toContain("footman");
    expect(base).not.toContain("loyalty token");
  });
});

describe("vassals and the new houses", () => {
  it("marks the units of vassal houses, never a player's", () => {
    const g = agotEngine.createGame({ seed: "mod-v", playerCount: 4, tidesOfBattle: false, motherOfDragons: true, houseChoice: ["stark", "lannister", "greyjoy", "tyrell"], players: ["a", "b", "c", "d"] } as never);
    const v = viewOf(g, "stark");
    const svg = svgOf(v);
    expect(v.mod!.vassals!.houses).toEqual(["baratheon", "martell", "arryn"]);
    const marked = new Set([...svg.querySelectorAll(".vassal-mark")].map((e) => e.getAttribute("data-vassal")));
    expect([...marked].sort()).toEqual([...v.mod!.vassals!.houses].sort());
    for (const h of ["stark", "lannister", "greyjoy", "tyrell"]) expect(marked.has(h), h).toBe(false);
  });

  it("has colours for Arryn and Targaryen apart from every other house, and their names", () => {
    const fills = Object.values(HOUSE_COLORS).map((c) => c.fill);
    expect(new Set(fills).size).toBe(fills.length);
    expect(HOUSE_COLORS.arryn).toBeDefined();
    expect(HOUSE_COLORS.targaryen).toBeDefined();
    expect(houseName("targaryen")).toBe("Targaryen");
    expect(areaName("the-vale-of-arryn")).toBe("The Vale of Arryn");
    expect(areaName("braavosian-coastlands")).toBe("Braavosian Coastlands");
    expect(plainWords("targaryen moves 2 dragon to the-rhoyne")).toBe("Targaryen moves 2 dragons to The Rhoyne");
  });
});
