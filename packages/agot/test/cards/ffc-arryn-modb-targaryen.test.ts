/**
 * The later books' decks (alt-house-cards.md 2.7-2.8, 1): Arryn's A Feast for Crows deck,
 * Targaryen's deck B, and the cards without text (data only), in an eight-player Mother of Dragons game.
 */
import { describe, expect, it } from "vitest";
import { HOUSE_CARDS, LATER_BOOKS_CARD_IDS, VASSAL_CARD_IDS } from "../../src/data/houses.ts";
import { abilityOf } from "../../src/rules/combat/abilities.ts";
import "../../src/rules/combat/index.ts";
import { actWithEvents } from "../helpers.ts";
import { setupGame } from "../../src/setup.ts";
import { checkInvariants } from "../../src/invariants.ts";
import { asked, finalTotals, inCombat, placeUnits, playCards, playCardsWithEvents, setHand } from "./combat-setup.ts";
import { choose, lbDuel, options, pendingKind } from "./later-books-setup.ts";

describe("Bronze Yohn Royce, AFfC (alt-house-cards.md 2.7)", () => {
  const fight = (arryn: number, lannister: number) =>
    finalTotals(
      playCardsWithEvents(
        lbDuel({ attacker: "arryn", defender: "lannister", setup: (d) => { d.power.arryn = arryn; d.power.lannister = lannister; } }),
        "bronze-yohn-royce-ffc",
        "cersei-lannister-dwd",
      ).events,
    ).attacker;
  it("+1 when Arryn has more available power than the opponent; not on a tie", () => {
    expect(fight(5, 4)).toBe(3 + 4 + 1);
    expect(fight(4, 4)).toBe(3 + 4);
  });
});

describe("Littlefinger (alt-house-cards.md 2.7)", () => {
  it("after combat, controlling The Eyrie, Arryn gains twice the printed strength of the opponent's card", () => {
    const g = playCards(lbDuel({ attacker: "lannister", defender: "arryn", att: ["footman"], def: ["knight", "knight"] }), "ser-kevan-lannister-dwd", "littlefinger");
    expect(inCombat(g)).toBe(false);
    expect(g.power.arryn).toBe(7 + 2 * 3);
  });
  it("nothing when someone else holds The Eyrie", () => {
    const g = playCards(
      lbDuel({ attacker: "lannister", defender: "arryn", att: ["footman"], def: ["knight", "knight"], setup: (d) => placeUnits(d, "the-eyrie", "stark", null, "footman") }),
      "ser-kevan-lannister-dwd",
      "littlefinger",
    );
    expect(g.power.arryn).toBe(7);
  });
});

describe("Alayne Stone (alt-house-cards.md 2.7)", () => {
  it("on a win, holding The Eyrie, Arryn may pay 2 power to make the opponent discard all of its own", () => {
    let g = playCards(lbDuel({ attacker: "lannister", defender: "arryn", att: ["footman"], def: ["knight", "knight"] }), "cersei-lannister-dwd", "alayne-stone");
    expect(asked(g)).toEqual({ seat: "arryn", kind: "combat-alayne-stone" });
    g = choose(g, "arryn", "pay");
    expect(g.power.arryn).toBe(7 - 2);
    expect(g.power.lannister).toBe(0);
  });
  it("not without The Eyrie, nor on a loss", () => {
    const away = lbDuel({ attacker: "lannister", defender: "arryn", att: ["footman"], def: ["knight", "knight"], setup: (d) => placeUnits(d, "the-eyrie", "stark", null, "footman") });
    expect(pendingKind(playCards(away, "cersei-lannister-dwd", "alayne-stone"))).not.toBe("alayne-stone");
    const lost = lbDuel({ attacker: "lannister", defender: "arryn", att: ["knight", "knight"], def: ["footman"] });
    expect(pendingKind(playCards(lost, "ser-jaime-lannister-dwd", "alayne-stone"))).not.toBe("alayne-stone");
  });
});

describe("Lysa Arryn, AFfC (alt-house-cards.md 2.7)", () => {
  const fight = (lannister: number) =>
    playCards(lbDuel({ attacker: "lannister", defender: "arryn", att: ["footman"], def: ["knight", "knight"], setup: (d) => { d.power.lannister = lannister; d.power.arryn = 4; } }), "cersei-lannister-dwd", "lysa-arryn-ffc");
  it("after combat Arryn gains 3 when the opponent has more available power", () => {
    expect(fight(5).power.arryn).toBe(4 + 3);
    expect(fight(4).power.arryn).toBe(4);
  });
});

describe("Daenerys Targaryen, deck B (alt-house-cards.md 2.8)", () => {
  it("after combat the opponent discards power equal to the difference of the final strengths", () => {
    // Lannister footman + Cersei 1 = 2 against 2 knights + 4 = 8: Lannister loses 6 of its 7.
    const g = playCards(lbDuel({ attacker: "lannister", defender: "targaryen", att: ["footman"], def: ["knight", "knight"] }), "cersei-lannister-dwd", "daenerys-targaryen-b");
    expect(inCombat(g)).toBe(false);
    expect(g.power.lannister).toBe(7 - 6);
  });
  it("losing too; never more than the opponent has", () => {
    const g = playCards(
      lbDuel({ attacker: "lannister", defender: "targaryen", att: ["knight", "knight", "knight"], def: ["footman"], setup: (d) => (d.power.lannister = 2) }),
      "ser-jaime-lannister-dwd",
      "daenerys-targaryen-b",
    );
    expect(g.power.lannister).toBe(0);
  });
});

describe("Captain Groleo (alt-house-cards.md 2.8)", () => {
  const fight = (ships: boolean) =>
    lbDuel({
      attacker: "targaryen",
      defender: "lannister",
      from: "crackclaw-point",
      to: "kingswood",
      att: ["knight"],
      def: ["footman"],
      setup: (d) => {
        if (ships) {
          placeUnits(d, "blackwater-bay", "targaryen", null, "ship");
          placeUnits(d, "shipbreaker-bay", "targaryen", null, "ship", "ship");
        }
      },
    });
  it("attacking land reachable by transport: +1 per Targaryen ship next to the embattled area", () => {
    expect(finalTotals(playCardsWithEvents(fight(true), "captain-groleo", "cersei-lannister-dwd").events).attacker).toBe(2 + 1 + 3);
  });
  it("no transport, no bonus", () => {
    expect(finalTotals(playCardsWithEvents(fight(false), "captain-groleo", "cersei-lannister-dwd").events).attacker).toBe(2 + 1);
  });
});

describe("Rakharo (alt-house-cards.md 2.8)", () => {
  it("in land without a castle each Targaryen knight of the army is worth 4; supporting knights stay 2", () => {
    const g = lbDuel({ attacker: "targaryen", defender: "lannister", att: ["knight", "footman"], setup: (d) => placeUnits(d, "blackwater", "targaryen", "support", "knight") });
    const r = actWithEvents(g, "targaryen", { type: "support", area: "blackwater", side: "attacker" });
    expect(finalTotals(playCardsWithEvents(r.state, "rakharo", "cersei-lannister-dwd").events).attacker).toBe(4 + 1 + 2 + 1);
  });
  it("in a castle area, no change", () => {
    const g = lbDuel({ attacker: "targaryen", defender: "lannister", from: "stoney-sept", to: "harrenhal", att: ["knight", "footman"] });
    expect(finalTotals(playCardsWithEvents(g, "rakharo", "cersei-lannister-dwd").events).attacker).toBe(2 + 1 + 1);
  });
});

describe("Missandei (alt-house-cards.md 2.8)", () => {
  const lose = (lannisterKnights: number) =>
    playCards(
      lbDuel({
        attacker: "targaryen",
        defender: "lannister",
        att: ["knight"],
        def: Array.from({ length: lannisterKnights }, () => "knight" as const),
        setup: (d) => setHand(d, "targaryen", ["missandei", "rakharo"], ["daario-naharis", "gray-worm"]),
      }),
      "missandei",
      "cersei-lannister-dwd",
    );
  it("losing by 2 or less, Targaryen may take another card of its discard pile back", () => {
    // Targaryen's knight (2) against a Lannister knight + Cersei (3): lost by 1.
    let g = lose(1);
    expect(asked(g)).toEqual({ seat: "targaryen", kind: "combat-missandei" });
    expect(options(g)).toEqual(["daario-naharis", "gray-worm", "pass"]);
    g = choose(g, "targaryen", "gray-worm");
    expect(g.houseCards.targaryen!.hand).toContain("gray-worm");
  });
  it("losing by more, nothing", () => {
    // 2 against 3 knights + 1 = 7.
    expect(pendingKind(lose(3))).not.toBe("missandei");
  });
});

describe("the later books' decks (alt-house-cards.md 1)", () => {
  it("seven cards per house, strengths 4 3 2 2 1 1 0, icons as printed in facts.json", () => {
    for (const ids of Object.values(LATER_BOOKS_CARD_IDS)) expect(ids.map((c) => HOUSE_CARDS[c]!.strength)).toEqual([4, 3, 2, 2, 1, 1, 0]);
    const icons = (id: string) => [HOUSE_CARDS[id]!.swords, HOUSE_CARDS[id]!.fortifications];
    expect(icons("ser-jaime-lannister-dwd")).toEqual([1, 1]);
    expect(icons("areo-hotah-dwd")).toEqual([0, 2]);
    expect(icons("victarion-greyjoy-dwd")).toEqual([2, 0]);
    expect(icons("nestor-royce")).toEqual([0, 2]);
    expect(icons("strong-belwas")).toEqual([2, 0]);
    expect(icons("gray-worm")).toEqual([1, 1]);
  });
  it("exactly the cards marked with an ability have a text (28), the others none", () => {
    const all = Object.values(LATER_BOOKS_CARD_IDS).flat();
    for (const id of all) expect(abilityOf(id) !== null, id).toBe(HOUSE_CARDS[id]!.ability !== null);
    expect(all.filter((id) => abilityOf(id) !== null)).toHaveLength(28);
  });
});

describe("dealing the later books' decks (alt-house-cards.md, top: only the players' decks change)", () => {
  it("houseCards 'later-books' deals every player its later deck; vassals keep the vassal deck", () => {
    const g = setupGame({ seed: "lb", playerCount: 5, tidesOfBattle: false, motherOfDragons: true, houses: ["stark", "lannister", "greyjoy", "arryn", "targaryen"], houseCards: "later-books" });
    for (const h of ["stark", "lannister", "greyjoy", "arryn", "targaryen"] as const) expect(g.houseCards[h]!.hand).toEqual([...LATER_BOOKS_CARD_IDS[h]]);
    for (const h of g.mod!.vassals!.houses) expect(g.houseCards[h]!.hand.every((c) => VASSAL_CARD_IDS.includes(c))).toBe(true);
    expect(checkInvariants(g)).toEqual([]);
  });
  it("a printed card in a later-books game breaks the invariants", () => {
    const g = setupGame({ seed: "lb", playerCount: 8, tidesOfBattle: false, motherOfDragons: true, houseCards: "later-books" });
    const wrong = { ...g, houseCards: { ...g.houseCards, stark: { hand: ["eddard-stark"], discard: [] } } };
    expect(checkInvariants(wrong).join(" ")).toContain("not its own");
  });
});
