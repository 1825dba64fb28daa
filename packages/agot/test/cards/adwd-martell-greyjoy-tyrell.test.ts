/**
 * The later books' decks (alt-house-cards.md 2.4-2.6): Martell, Greyjoy and Tyrell of A Dance
 * with Dragons, in an eight-player Mother of Dragons game.
 */
import { describe, expect, it } from "vitest";
import { strength, swords, fortifications } from "../../src/rules/combat/strength.ts";
import { asked, combat, finalTotals, inCombat, placeUnits, playCards, playCardsWithEvents, setHand } from "./combat-setup.ts";
import { choose, lbDuel, options, pendingKind } from "./later-books-setup.ts";
import * as helpers from "../helpers.ts";

describe("Doran Martell, ADwD (alt-house-cards.md 2.4)", () => {
  it("per other card in hand: +1 sword, +1 fortification, -1 strength (3 in hand: 1, 3, 3)", () => {
    const g = playCards(
      lbDuel({
        attacker: "martell",
        defender: "lannister",
        blade: true,
        setup: (d) => {
          setHand(d, "martell", ["doran-martell-dwd", "big-man", "quentyn-martell", "ser-gerris-drinkwater"], ["areo-hotah-dwd"]);
          d.tracks.fiefdoms = ["lannister", ...d.tracks.fiefdoms.filter((h) => h !== "lannister")];
        },
      }),
      "doran-martell-dwd",
      "cersei-lannister-dwd",
    );
    const f = combat(g);
    expect([strength(g, f, "attacker").card, swords(g, f, "attacker"), fortifications(g, f, "attacker")]).toEqual([1, 3, 3]);
  });

  it("strength never below 0 with a full hand (6 others)", () => {
    const g = playCards(lbDuel({ attacker: "martell", defender: "lannister", blade: true, setup: (d) => (d.tracks.fiefdoms = ["lannister", ...d.tracks.fiefdoms.filter((h) => h !== "lannister")]) }), "doran-martell-dwd", "cersei-lannister-dwd");
    expect(strength(g, combat(g), "attacker").card).toBe(0);
    expect(swords(g, combat(g), "attacker")).toBe(6);
  });
});

describe("Ser Gerris Drinkwater (alt-house-cards.md 2.4)", () => {
  it("on a win Martell moves up one space on a track it does not lead", () => {
    let g = lbDuel({
      attacker: "lannister",
      defender: "martell",
      att: ["footman"],
      def: ["knight"],
      setup: (d) => (d.tracks.kingsCourt = ["martell", ...d.tracks.kingsCourt.filter((h) => h !== "martell")]),
    });
    const before = g.tracks.fiefdoms.indexOf("martell");
    g = playCards(g, "cersei-lannister-dwd", "ser-gerris-drinkwater");
    expect(asked(g)).toEqual({ seat: "martell", kind: "combat-gerris" });
    expect(options(g)).toEqual(["ironThrone", "fiefdoms", "pass"]);
    const above = g.tracks.fiefdoms[before - 1]!;
    g = choose(g, "martell", "fiefdoms");
    expect(g.tracks.fiefdoms.indexOf("martell")).toBe(before - 1);
    expect(g.tracks.fiefdoms.indexOf(above)).toBe(before);
  });
});

describe("Quentyn Martell (alt-house-cards.md 2.4)", () => {
  it("+1 per card in Martell's discard pile", () => {
    const g = lbDuel({ attacker: "martell", defender: "lannister", setup: (d) => setHand(d, "martell", ["quentyn-martell", "big-man", "areo-hotah-dwd", "nymeria-sand-dwd"], ["doran-martell-dwd", "bastard-of-godsgrace", "ser-gerris-drinkwater"]) });
    expect(finalTotals(playCardsWithEvents(g, "quentyn-martell", "cersei-lannister-dwd").events).attacker).toBe(3 + 1 + 3);
  });
});

describe("Euron Crow's Eye, ADwD (alt-house-cards.md 2.5)", () => {
  const fight = (lannisterAbove: boolean) =>
    lbDuel({
      attacker: "greyjoy",
      defender: "lannister",
      setup: (d) => {
        const rest = d.tracks.fiefdoms.filter((h) => h !== "greyjoy" && h !== "lannister" && h !== "targaryen");
        d.tracks.fiefdoms = [...(lannisterAbove ? ["lannister", "greyjoy"] : ["greyjoy", "lannister"]), ...rest, "targaryen"] as typeof d.tracks.fiefdoms;
      },
    });
  it("+1 when the opponent is above Greyjoy on the Fiefdoms track", () => {
    expect(finalTotals(playCardsWithEvents(fight(true), "euron-crows-eye-dwd", "cersei-lannister-dwd").events).attacker).toBe(3 + 5);
    expect(finalTotals(playCardsWithEvents(fight(false), "euron-crows-eye-dwd", "cersei-lannister-dwd").events).attacker).toBe(3 + 4);
  });
});

describe("Rodrik the Reader (alt-house-cards.md 2.5)", () => {
  it("on a win Greyjoy puts a card of its choice on top of a Westeros deck (IV too with Targaryen), the rest shuffled", () => {
    let g = lbDuel({ attacker: "lannister", defender: "greyjoy", att: ["footman"], def: ["knight"] });
    g = playCards(g, "cersei-lannister-dwd", "rodrik-the-reader");
    expect(asked(g)).toEqual({ seat: "greyjoy", kind: "combat-rodrik-deck" });
    expect(options(g)).toEqual(["I", "II", "III", "IV", "pass"]);
    const deckII = [...g.westeros.decks[1]];
    g = choose(g, "greyjoy", "II");
    // Offered in sorted order, never the deck's (everyone sees the decision).
    expect(options(g)).toEqual([...new Set(deckII)].sort().map((c) => `II:${c}`));
    const wanted = deckII[deckII.length - 1]!;
    g = choose(g, "greyjoy", `II:${wanted}`);
    expect(inCombat(g)).toBe(false);
    expect(g.westeros.decks[1]![0]).toBe(wanted);
    expect([...g.westeros.decks[1]!].sort()).toEqual([...deckII].sort());
  });
});

describe("Qarl the Maid (alt-house-cards.md 2.5)", () => {
  it("attacking and losing, Greyjoy gains 3 power", () => {
    const g = playCards(lbDuel({ attacker: "greyjoy", defender: "lannister", att: ["footman"], def: ["knight", "knight"] }), "qarl-the-maid", "cersei-lannister-dwd");
    expect(g.power.greyjoy).toBe(7 + 3);
  });
  it("defending and losing, nothing", () => {
    const g = playCards(lbDuel({ attacker: "lannister", defender: "greyjoy", att: ["knight", "knight"], def: ["footman"] }), "cersei-lannister-dwd", "qarl-the-maid");
    expect(g.power.greyjoy).toBe(7);
  });
});

describe("Aeron Damphair, ADwD (alt-house-cards.md 2.5)", () => {
  it("before combat Greyjoy discards any number of available power tokens, +1 each", () => {
    let g = lbDuel({ attacker: "greyjoy", defender: "lannister", setup: (d) => (d.power.greyjoy = 4) });
    g = playCards(g, "aeron-damphair-dwd", "cersei-lannister-dwd");
    expect(asked(g)).toEqual({ seat: "greyjoy", kind: "combat-aeron-dwd" });
    expect(options(g)).toEqual(["0", "1", "2", "3", "4"]);
    const { actWithEvents } = helpers;
    const r = actWithEvents(g, "greyjoy", { type: "choose", choice: "3" });
    expect(finalTotals(r.events).attacker).toBe(3 + 0 + 3);
    expect(r.state.power.greyjoy).toBe(1);
  });
  it("no tokens, no question", () => {
    const g = playCards(lbDuel({ attacker: "greyjoy", defender: "lannister", setup: (d) => (d.power.greyjoy = 0) }), "aeron-damphair-dwd", "cersei-lannister-dwd");
    expect(pendingKind(g)).not.toBe("aeron-dwd");
  });
});

describe("Queen of Thorns, ADwD (alt-house-cards.md 2.6)", () => {
  it("the opponent's card keeps its printed strength but loses its text (Ser Addam's knights stay 2)", () => {
    const g = lbDuel({ attacker: "lannister", defender: "tyrell", att: ["knight", "knight"] });
    expect(finalTotals(playCardsWithEvents(g, "ser-addam-marbrand", "queen-of-thorns-dwd").events)).toEqual({ attacker: 4 + 1, defender: 2 + 1 });
    const plain = lbDuel({ attacker: "lannister", defender: "tyrell", att: ["knight", "knight"] });
    expect(finalTotals(playCardsWithEvents(plain, "ser-addam-marbrand", "willas-tyrell").events).attacker).toBe(6 + 1);
  });
  it("timed texts are ignored too: a losing Reek is not offered back", () => {
    const g = playCards(lbDuel({ attacker: "stark", defender: "tyrell", att: ["footman"], def: ["knight", "knight"] }), "reek", "queen-of-thorns-dwd");
    expect(pendingKind(g)).not.toBe("reek");
    expect(g.houseCards.stark!.discard).toContain("reek");
  });
});

describe("Paxter Redwyne (alt-house-cards.md 2.6)", () => {
  it("at sea each Tyrell ship in the fleet or supporting Tyrell is worth 2", () => {
    const g = lbDuel({
      attacker: "tyrell",
      defender: "greyjoy",
      from: "west-summer-sea",
      to: "redwyne-straights",
      att: ["ship", "ship"],
      def: ["ship"],
      setup: (d) => placeUnits(d, "the-arbor", "tyrell", null),
    });
    expect(finalTotals(playCardsWithEvents(g, "paxter-redwyne", "ser-harras-harlaw").events)).toEqual({ attacker: 4 + 1, defender: 1 + 1 });
  });
  it("on land ships play no part and nothing changes", () => {
    const g = lbDuel({ attacker: "tyrell", defender: "lannister", att: ["knight"], def: ["footman"] });
    expect(finalTotals(playCardsWithEvents(g, "paxter-redwyne", "cersei-lannister-dwd").events).attacker).toBe(2 + 1);
  });
});

describe("Margaery Tyrell, ADwD (alt-house-cards.md 2.6)", () => {
  const at = (to: string, token: boolean) =>
    lbDuel({
      attacker: "lannister",
      defender: "tyrell",
      from: to === "highgarden" ? "searoad-marches" : "harrenhal",
      to,
      att: ["knight", "knight", "knight"],
      def: ["footman"],
      setup: (d) => {
        if (token) d.areas[to]!.powerToken = "tyrell";
      },
    });
  it("defending Highgarden, the opponent's final strength is 2", () => {
    expect(finalTotals(playCardsWithEvents(at("highgarden", false), "ser-jaime-lannister-dwd", "margaery-tyrell-dwd").events)).toEqual({ attacker: 2, defender: 1 });
  });
  it("defending an area with a Tyrell power token too; elsewhere nothing", () => {
    expect(finalTotals(playCardsWithEvents(at("stoney-sept", true), "ser-jaime-lannister-dwd", "margaery-tyrell-dwd").events).attacker).toBe(2);
    expect(finalTotals(playCardsWithEvents(at("stoney-sept", false), "ser-jaime-lannister-dwd", "margaery-tyrell-dwd").events).attacker).toBe(6 + 4);
  });
});
