/**
 * Mother of Dragons' Iron Bank (cards.md 6.9; summary "The Iron Bank of Braavos", "Iron Bank order
 * token"; AG-20, AG-27, AG-31, AG-32) and each of its 12 loans.
 */
import type { Draft } from "immer";
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import { boardOf } from "../src/data/board.ts";
import { LOAN_IDS, type LoanId } from "../src/data/loans.ts";
import { WESTEROS_IV_IDS } from "../src/data/mod.ts";
import { setupGame } from "../src/setup.ts";
import { fromScenario, toScenario } from "../src/scenario.ts";
import { castleCount, strongholdCount } from "../src/rules/control.ts";
import { barrels } from "../src/rules/supply.ts";
import { musterPoints } from "../src/rules/westeros/muster.ts";
import { loanCost } from "../src/rules/iron-bank/bank.ts";
import type { Game } from "../src/state.ts";
import { act, clearBoard, edit, put, rawModGame, topFrame } from "./helpers.ts";

/** An 8-player game at the Consolidate Power step of round 10, board empty; Stark's ship in the Bay of Ice holds the Iron Bank order. */
function bankStep(slots: (LoanId | null)[], recipe: (d: Draft<Game>) => void = () => {}): Game {
  return edit(rawModGame(8), (d) => {
    clearBoard(d);
    d.round = 10;
    d.stack = [{ kind: "round", step: "end-of-round" }, { kind: "action", step: "consolidate-power", next: 0 }];
    put(d, "bay-of-ice", "stark", "ship");
    d.areas["bay-of-ice"]!.order = { house: "stark", kind: "sea-iron-bank" };
    put(d, "winterfell", "stark", "footman");
    d.power.stark = 10;
    d.mod!.bank!.slots = slots;
    recipe(d);
  });
}

const buy = (g: Game, slot: number | null): Game => act(g, "stark", { type: "buy-loan", area: "bay-of-ice", slot });
const choose = (g: Game, choice: string): Game => act(g, "stark", { type: "choose", choice });
// Gifts (cards.md 6.11) are legal at almost any time; these tests look at the decisions only.
const legal = (g: Game, seat = "stark") => agotEngine.legalActions(g, seat as "stark").filter((a) => a.type !== "gift-power");

describe("the Iron Bank at setup (mod-setup.md 4; AG-20)", () => {
  it("with Targaryen: the 12 loans shuffled, one face up in the 7 slot", () => {
    const bank = rawModGame(8).mod!.bank!;
    expect(bank.slots[1]).toBeNull();
    expect(bank.slots[2]).toBeNull();
    expect([bank.slots[0], ...bank.deck].sort()).toEqual([...LOAN_IDS].sort());
    expect(bank.loans).toEqual({});
  });

  it("without Targaryen, or with the module off, there is no Iron Bank and no Iron Bank order", () => {
    expect(rawModGame(7).mod!.bank).toBeUndefined();
    const off = setupGame({ seed: "s", playerCount: 8, tidesOfBattle: false, motherOfDragons: true, ironBank: false });
    expect(off.mod!.bank).toBeUndefined();
    const g = agotEngine.createGame({ seed: "s", playerCount: 8, tidesOfBattle: false, motherOfDragons: true, ironBank: false });
    expect(legal(g).some((a) => a.type === "place-order" && a.order === "sea-iron-bank")).toBe(false);
    const on = agotEngine.createGame({ seed: "s", playerCount: 8, tidesOfBattle: false, motherOfDragons: true });
    expect(legal(on).some((a) => a.type === "place-order" && a.order === "sea-iron-bank")).toBe(true);
  });

  it("the loan deck's order is hidden in every view; the slots and bought loans are public", () => {
    const g = rawModGame(8);
    const v = agotEngine.view(g, "stark");
    expect(v.mod!.bank).toEqual({ slots: g.mod!.bank!.slots, loans: {}, deckSize: 11 });
    expect(JSON.stringify(agotEngine.view(g, null))).not.toContain(g.mod!.bank!.deck[0]!);
  });
});

describe("buying a loan with the Iron Bank order (summary 'Purchasing loans'; cards.md 6.9)", () => {
  it("resolves in the Consolidate Power step: an affordable slot, or nothing; paying the slot's cost", () => {
    const g = bankStep(["customs-officer", "spymaster", "full-host"], (d) => (d.power.stark = 5));
    expect(legal(g).map((a) => (a.type === "buy-loan" ? a.slot : "?"))).toEqual([1, 2, null]);
    const after = buy(g, 2);
    expect(after.power.stark).toBe(4);
    expect(after.mod!.bank!.loans.stark).toEqual(["full-host"]);
    expect(after.mod!.bank!.slots).toEqual(["customs-officer", "spymaster", null]);
    expect(after.areas["bay-of-ice"]!.order).toBeNull();
  });

  it("buying nothing removes the order and costs nothing", () => {
    const after = buy(bankStep(["customs-officer", null, null]), null);
    expect(after.power.stark).toBe(10);
    expect(after.mod!.bank!.loans).toEqual({});
  });

  it("the controller of Braavos pays 1 less (not below 0); a vassal's Braavos gives nobody a discount (AG-32)", () => {
    const g = bankStep(["customs-officer", "spymaster", "full-host"], (d) => {
      d.areas.braavos!.neutralForce = null;
      put(d, "braavos", "stark", "footman");
    });
    expect([0, 1, 2].map((s) => loanCost(g, "stark", s))).toEqual([6, 3, 0]);
    expect(loanCost(g, "lannister", 0)).toBe(7);
    expect(buy(g, 0).power.stark).toBe(10 - 6 + 10);
    const vassal = edit(g, (d) => (d.mod!.vassals = { houses: ["stark"], commanders: {}, deck: [], leaving: [] }));
    expect(loanCost(vassal, "lannister", 0)).toBe(7);
  });

  it("a raid removes the Iron Bank order without pillage (summary 'Iron Bank order token')", () => {
    const g = edit(bankStep(["customs-officer", null, null]), (d) => {
      d.stack[1] = { kind: "action", step: "raids", next: 0 };
      put(d, "sunset-sea", "greyjoy", "ship");
      d.areas["sunset-sea"]!.order = { house: "greyjoy", kind: "raid" };
      d.power.greyjoy = 3;
    });
    const after = act(g, "greyjoy", { type: "raid", from: "sunset-sea", target: "bay-of-ice" });
    expect(after.areas["bay-of-ice"]!.order).toBeNull();
    expect(after.power.greyjoy).toBe(3);
    expect(after.power.stark).toBe(10);
  });

  it("Feast for Crows (no Consolidate Power orders) does not forbid the Iron Bank order (AG-32)", () => {
    const g = agotEngine.createGame({ seed: "s", playerCount: 8, tidesOfBattle: false, motherOfDragons: true });
    const feast = edit(g, (d) => (d.restrictions = ["no-consolidate-power"]));
    const kinds = legal(feast).flatMap((a) => (a.type === "place-order" ? [a.order] : []));
    expect(kinds).toContain("sea-iron-bank");
    expect(kinds).not.toContain("consolidate-power");
  });
});

describe("the display shifts each round, interest is paid (AG-27, AG-31)", () => {
  /** Round 3's end, Stark holding loans and `power` tokens; Lannister holds the Blade. */
  function endOfRound(loans: LoanId[], power: number): Game {
    return edit(rawModGame(8), (d) => {
      clearBoard(d);
      d.round = 3;
      d.stack = [{ kind: "round", step: "end-of-round" }];
      d.mod!.bank!.slots = ["spymaster", "pyromancer", "full-host"];
      d.mod!.bank!.deck = ["customs-officer", "sea-raiders"];
      d.mod!.bank!.loans = { stark: loans };
      d.power.stark = power;
      d.tracks.fiefdoms = ["lannister", "stark", ...d.tracks.fiefdoms.filter((h) => h !== "lannister" && h !== "stark")];
      put(d, "winterfell", "stark", "footman", "knight");
      put(d, "white-harbor", "stark", "footman");
    });
  }

  it("loans shift one slot; the 1 slot's loan goes under the deck; the top card fills the 7 slot", () => {
    const g = endOfRound([], 0);
    expect(g.mod!.bank!.slots).toEqual(["customs-officer", "spymaster", "pyromancer"]);
    expect(g.mod!.bank!.deck).toEqual(["sea-raiders", "full-host"]);
    expect(g.round).toBe(4);
  });

  it("each loan costs 1 power per round", () => {
    expect(endOfRound(["full-host", "spymaster"], 5).power.stark).toBe(3);
  });

  it("each token short costs a unit, chosen by the Valyrian Steel Blade holder", () => {
    const g = endOfRound(["full-host", "spymaster"], 1);
    expect(g.power.stark).toBe(0);
    expect(topFrame(g)).toMatchObject({ kind: "iron-bank-debt", debtor: "stark", chooser: "lannister", remaining: 1 });
    expect(agotEngine.pendingSeats(g).map((p) => p.seat)).toEqual(["lannister"]);
    const after = act(g, "lannister", { type: "destroy-unit", area: "winterfell", unit: "knight" });
    expect(after.areas.winterfell!.units.map((u) => u.type)).toEqual(["footman"]);
    expect(after.stack.some((f) => f.kind === "iron-bank-debt")).toBe(false);
  });

  it("when the debtor holds the Blade, the next player on Fiefdoms chooses", () => {
    const g = edit(endOfRound([], 0), (d) => {
      d.stack = [{ kind: "round", step: "end-of-round" }];
      d.round = 3;
      d.mod!.bank!.loans = { lannister: ["spymaster"] };
      d.power.lannister = 0;
      put(d, "lannisport", "lannister", "footman", "knight");
    });
    expect(topFrame(g)).toMatchObject({ kind: "iron-bank-debt", debtor: "lannister", chooser: "stark" });
  });
});

describe("the loans (cards.md 6.9), one each", () => {
  const bought = (loan: LoanId, recipe?: (d: Draft<Game>) => void): Game => buy(bankStep([loan, null, null], recipe), 0);

  it("Customs Officer: gain 10 power", () => {
    expect(bought("customs-officer").power.stark).toBe(10 - 7 + 10);
  });

  it("Expert Artificer: a power improvement on any land area (+1 crown), then 8 power", () => {
    const g = bought("expert-artificer");
    expect(g.power.stark).toBe(3);
    const after = choose(g, "the-reach");
    expect(after.power.stark).toBe(11);
    expect(boardOf(after).areas["the-reach"]!.power).toBe(1);
    expect(after.mod!.improvements).toEqual({ "the-reach": { power: 1 } });
  });

  it("Full Host: a footman, a knight, a siege engine and a ship from the reserve into areas Stark controls", () => {
    let g = bought("full-host", (d) => (d.supply.stark = 6));
    const places = legal(g).flatMap((a) => (a.type === "place-unit" ? [`${a.unit}@${a.area}`] : []));
    expect(places).toContain("footman@winterfell");
    expect(places).toContain("ship@bay-of-ice");
    expect(places).not.toContain("ship@the-shivering-sea");
    expect(places).not.toContain("footman@the-reach");
    for (const [area, unit] of [["winterfell", "knight"], ["winterfell", "siege-engine"], ["bay-of-ice", "ship"]] as const) g = act(g, "stark", { type: "place-unit", area, unit });
    expect(g.areas.winterfell!.units.map((u) => u.type).sort()).toEqual(["footman", "knight", "siege-engine"]);
    expect(g.areas["bay-of-ice"]!.units).toHaveLength(2);
    // The footman is still to place; stopping is allowed.
    expect(legal(g)).toContainEqual({ type: "place-unit", area: "winterfell", unit: "footman" });
    expect(legal(g)).toContainEqual({ type: "done" });
    g = act(g, "stark", { type: "done" });
    expect(g.areas.winterfell!.units).toHaveLength(3);
    expect(g.stack.some((f) => f.kind === "loan")).toBe(false);
  });

  it("Loyal Maester: a supply improvement on each of two different land areas", () => {
    let g = choose(bought("loyal-maester"), "the-reach");
    expect(legal(g).some((a) => a.type === "choose" && a.choice === "the-reach")).toBe(false);
    g = choose(g, "winterfell");
    expect(boardOf(g).areas.winterfell!.supply).toBe(2);
    expect(boardOf(g).areas["the-reach"]!.supply).toBe(1);
  });

  it("Master-at-Arms: two castles become strongholds (2 mustering points, still one castle for victory)", () => {
    let g = bought("master-at-arms");
    const options = legal(g).flatMap((a) => (a.type === "choose" ? [a.choice] : []));
    expect(options).toContain("white-harbor");
    expect(options).not.toContain("winterfell");
    g = choose(choose(g, "white-harbor"), "moat-cailin");
    expect(boardOf(g).areas["white-harbor"]!.castle).toBe("stronghold");
    expect(boardOf(g).areas["moat-cailin"]!.castle).toBe("stronghold");
  });

  it("Pyromancer: a castle degraded (no castle any more), then a power or supply improvement there", () => {
    let g = choose(bought("pyromancer"), "white-harbor");
    expect(boardOf(g).areas["white-harbor"]!.castle).toBeNull();
    expect(boardOf(g).castleIds).not.toContain("white-harbor");
    g = choose(g, "supply");
    expect(boardOf(g).areas["white-harbor"]!.supply).toBe(1);
    expect(g.stack.some((f) => f.kind === "loan")).toBe(false);
  });

  it("Savvy Steward: a supply improvement, then one step up the Supply track", () => {
    const g = bankStep(["savvy-steward", null, null], (d) => (d.supply.stark = 1));
    const after = choose(buy(g, 0), "winterfell");
    expect(after.supply.stark).toBe(2);
    expect(boardOf(after).areas.winterfell!.supply).toBe(2);
  });

  it("Sea Raiders: a footman and three ships", () => {
    expect(bought("sea-raiders").stack.at(-1)).toMatchObject({ kind: "loan", units: ["footman", "ship", "ship", "ship"] });
  });

  it("Siege Engineers: a footman and two siege engines", () => {
    expect(bought("siege-engineers").stack.at(-1)).toMatchObject({ kind: "loan", units: ["footman", "siege-engine", "siege-engine"] });
  });

  it("Vanguard Cavalry: three knights, within the supply limit", () => {
    let g = bought("vanguard-cavalry", (d) => (d.supply.stark = 0));
    // Supply 0 allows armies of 2 and 2: the footman in Winterfell takes one knight, then no third army.
    g = act(g, "stark", { type: "place-unit", area: "winterfell", unit: "knight" });
    expect(legal(g).filter((a) => a.type === "place-unit" && a.area === "winterfell")).toEqual([]);
  });

  it("Spymaster: the top two cards of a chosen Westeros deck go back on top or to the bottom, seen by the buyer alone", () => {
    let g = bought("spymaster", (d) => (d.westeros.decks[1] = ["supply", "mustering", "clash-of-kings", "web-of-lies"]));
    g = choose(g, "deck-2");
    expect(JSON.stringify(agotEngine.view(g, "lannister").stack)).not.toContain("mustering");
    expect(JSON.stringify(agotEngine.view(g, "stark").stack)).toContain("mustering");
    g = choose(g, "top-2-bottom-1");
    expect(g.westeros.decks[1]).toEqual(["mustering", "clash-of-kings", "web-of-lies", "supply"]);
  });

  // cards.md 6.9 (Spymaster: "one Westeros deck") with 6.7 (deck IV is revealed with decks I-III): deck IV is one of them.
  describe("Spymaster and Westeros deck IV (cards.md 6.9, 6.7)", () => {
    const ivDeck = ["watering-the-seed", "fire-made-flesh", "the-long-plan", "domestic-disputes"] as const;
    const atDeckIV = (deck: readonly string[] = ivDeck): Game =>
      choose(
        bought("spymaster", (d) => (d.mod!.westerosIV = { deck: [...deck] as never, discard: [] })),
        "deck-4",
      );

    it("offers deck IV beside decks I-III while it has cards, and not once it is empty", () => {
      const offered = (g: Game) => legal(g).flatMap((a) => (a.type === "choose" ? [a.choice] : []));
      expect(offered(bought("spymaster"))).toEqual(["deck-1", "deck-2", "deck-3", "deck-4"]);
      const empty = bought("spymaster", (d) => (d.mod!.westerosIV = { deck: [], discard: [...WESTEROS_IV_IDS] }));
      expect(offered(empty)).toEqual(["deck-1", "deck-2", "deck-3"]);
    });

    it("the looker sees deck IV's top two cards and puts them back as chosen", () => {
      let g = atDeckIV();
      expect(topFrame(g)).toMatchObject({ kind: "loan", deck: 3, cards: ["watering-the-seed", "fire-made-flesh"] });
      g = choose(g, "top-2-bottom-1");
      expect(g.mod!.westerosIV!.deck).toEqual(["fire-made-flesh", "the-long-plan", "domestic-disputes", "watering-the-seed"]);
      expect(g.stack.some((f) => f.kind === "loan")).toBe(false);
      // Both to the bottom, the second one lowest.
      g = choose(atDeckIV(), "bottom-1-2");
      expect(g.mod!.westerosIV!.deck).toEqual(["the-long-plan", "domestic-disputes", "watering-the-seed", "fire-made-flesh"]);
    });

    it("deck IV's order stays hidden: another seat's view is the same whichever cards are on top, the looker sees only the two", () => {
      const a = atDeckIV();
      const b = atDeckIV(["the-long-plan", "domestic-disputes", "watering-the-seed", "fire-made-flesh"]);
      for (const seat of ["lannister", "targaryen", null] as const) expect(agotEngine.view(a, seat)).toEqual(agotEngine.view(b, seat));
      const mine = agotEngine.view(a, "stark");
      expect(mine.stack.at(-1)).toMatchObject({ cards: ["watering-the-seed", "fire-made-flesh"] });
      // The deck itself is listed in printed order for the looker too: it learns the top two, not the rest's order.
      expect(mine.mod!.westerosIV!.deck).toEqual(WESTEROS_IV_IDS.filter((c) => ivDeck.includes(c as never)));
      expect(agotEngine.view(b, "stark").mod!.westerosIV).toEqual(mine.mod!.westerosIV);
    });
  });

  it("The Faceless Men: one knight and one footman, of any house, in two different areas", () => {
    let g = bought("the-faceless-men", (d) => {
      put(d, "the-reach", "tyrell", "knight", "footman");
      put(d, "highgarden", "tyrell", "footman");
    });
    g = act(g, "stark", { type: "destroy-unit", area: "the-reach", unit: "knight" });
    expect(legal(g).some((a) => a.type === "destroy-unit" && a.area === "the-reach")).toBe(false);
    expect(legal(g).some((a) => a.type === "destroy-unit" && a.unit === "knight")).toBe(false);
    g = act(g, "stark", { type: "destroy-unit", area: "highgarden", unit: "footman" });
    expect(g.areas["the-reach"]!.units.map((u) => u.type)).toEqual(["footman"]);
    expect(g.areas.highgarden!.units).toEqual([]);
    expect(g.stack.some((f) => f.kind === "loan")).toBe(false);
  });
});

describe("improvements and degradations count as printed icons (cards.md 6.10; summary 'Improvement and degradation')", () => {
  it("a power improvement adds to Consolidate Power", () => {
    const g = edit(rawModGame(8), (d) => {
      clearBoard(d);
      d.round = 10;
      d.stack = [{ kind: "round", step: "end-of-round" }, { kind: "action", step: "consolidate-power", next: 0 }];
      put(d, "winterfell", "stark", "footman");
      d.power.stark = 10;
      d.mod!.improvements = { winterfell: { power: 1 } };
      d.areas.winterfell!.order = { house: "stark", kind: "consolidate-power" };
    });
    // Stark's only order resolves by itself: 1, Winterfell's printed crown and the improvement.
    expect(g.power.stark).toBe(10 + 1 + 2);
  });

  /** Stark holds Winterfell (stronghold) and White Harbor (castle) and The Reach (a castle), with these improvements. */
  const improved = (improvements: NonNullable<NonNullable<Game["mod"]>["improvements"]>): Game =>
    edit(rawModGame(8), (d) => {
      clearBoard(d);
      put(d, "winterfell", "stark", "footman");
      put(d, "white-harbor", "stark", "footman");
      put(d, "the-reach", "stark", "footman");
      d.mod!.improvements = improvements;
    });

  it("a supply improvement adds a barrel", () => {
    expect(barrels(improved({}), "stark")).toBe(1);
    expect(barrels(improved({ "white-harbor": { supply: 2 } }), "stark")).toBe(3);
  });

  it("an upgraded castle musters 2 points; a degraded one neither musters nor counts for victory", () => {
    expect(musterPoints(improved({}), "stark", null)).toEqual({ winterfell: 2, "white-harbor": 1, "the-reach": 1 });
    const g = improved({ "white-harbor": { castle: "stronghold" }, "the-reach": { castle: "degraded" } });
    expect(musterPoints(g, "stark", null)).toEqual({ winterfell: 2, "white-harbor": 2 });
    expect(castleCount(g, "stark")).toBe(2);
    expect(strongholdCount(g, "stark")).toBe(2);
    expect(castleCount(improved({}), "stark")).toBe(3);
  });

  it("views see the improvements on the board (boardOf of a view)", () => {
    const v = agotEngine.view(improved({ "the-reach": { castle: "degraded", power: 1 } }), "lannister");
    expect(boardOf(v).areas["the-reach"]).toMatchObject({ castle: null, power: 1 });
  });
});

describe("scenarios describe the Iron Bank and improvements (SCENARIO.md)", () => {
  const base = { config: { seed: "s", playerCount: 8, tidesOfBattle: false, motherOfDragons: true } };

  it("loans on display, the deck, debts and improvements round-trip", () => {
    const r = fromScenario({
      ...base,
      mod: {
        bank: { deck: ["spymaster"], slots: ["full-host", null, "pyromancer"], loans: { stark: ["customs-officer"] } },
        improvements: { "the-reach": { castle: "degraded", supply: 1 } },
      },
    });
    if (!r.ok) expect.fail(r.error.message);
    expect(r.value.mod!.bank).toEqual({ deck: ["spymaster"], slots: ["full-host", null, "pyromancer"], loans: { stark: ["customs-officer"] } });
    expect(boardOf(r.value).areas["the-reach"]!.castle).toBeNull();
    const again = fromScenario(toScenario(r.value));
    if (!again.ok) expect.fail(again.error.message);
    expect(again.value.mod!.bank).toEqual(r.value.mod!.bank);
    expect(again.value.mod!.improvements).toEqual(r.value.mod!.improvements);
  });

  it.each([
    [{ bank: { deck: ["spymaster"], slots: ["spymaster", null, null] } }, "in two places"],
    [{ improvements: { "bay-of-ice": { power: 1 } } }, "no land area"],
  ])("refuses %j with a sentence", (mod, words) => {
    const r = fromScenario({ ...base, mod });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(words);
  });
});
