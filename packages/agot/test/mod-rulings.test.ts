/**
 * Mother of Dragons rulings AG-19, AG-21, AG-22 and AG-30 (shared/reference/RULINGS.md), each
 * pinned by tests that fail if the engine read the rule otherwise (the peer's reading or the FAQ's
 * included). The other MoD rulings carry their id in the tests of their own module.
 */
import type { Draft } from "immer";
import { describe, expect, it } from "vitest";
import type { GameEvent } from "@kingsroad/core";
import type { HouseId } from "../src/data/houses.ts";
import { agotEngine } from "../src/index.ts";
import { isVassal, playerHouses } from "../src/rules/commanders.ts";
import { ranking } from "../src/rules/victory.ts";
import { configProblem, setupGame } from "../src/setup.ts";
import type { Game, GameConfig } from "../src/state.ts";
import { actionPhase, clearBoard, edit, put, rawModGame } from "./helpers.ts";
import { duel, finalTotals, playCardsWithEvents } from "./cards/combat-setup.ts";

const mod = (partial: Partial<GameConfig>): GameConfig => ({ seed: "rulings", playerCount: 7, tidesOfBattle: false, motherOfDragons: true, ...partial });

/** Seven players with Targaryen: Martell, the house of Westeros nobody plays, is a vassal. */
const withMartellVassal = (houseCards: "standard" | "later-books" = "standard"): Game =>
  setupGame(mod({ houses: ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "arryn", "targaryen"], houseCards }));

/** Who won the combat, from the events of the step that resolved it. */
const victorOf = (events: readonly GameEvent[]): HouseId => {
  const e = events.find((x) => x.type === "combat-victor");
  if (!e) throw new Error("the combat was not resolved");
  return (e.data as { house: HouseId }).house;
};

describe("AG-19 7 power tokens for every player house in every MoD game (rules summary, setup; mod-setup.md 4 and 5, deviation 1)", () => {
  // The peer gives 5 unless its Iron Bank option is on: the games without Targaryen, or with the
  // Iron Bank switched off, are the ones that tell the readings apart.
  it.each([
    ["3 players, vassals", mod({ playerCount: 3, houses: ["stark", "lannister", "greyjoy"] })],
    ["4 players with Targaryen", mod({ playerCount: 4, houses: ["stark", "lannister", "arryn", "targaryen"] })],
    ["5 players with Targaryen, the Iron Bank switched off", mod({ playerCount: 5, houses: ["stark", "lannister", "tyrell", "martell", "targaryen"], ironBank: false })],
    ["6 players dealt their houses, Tides of Battle", mod({ playerCount: 6, tidesOfBattle: true })],
    ["7 houses of Westeros, no Targaryen (no Iron Bank)", mod({ houses: ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "arryn"] })],
    ["7 houses of Westeros, every module off", mod({ vassals: false, seaOrders: false, giftingPower: false })],
    ["7 players with Targaryen, the later books' cards", mod({ houses: ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "arryn", "targaryen"], houseCards: "later-books" })],
    ["8 players", mod({ playerCount: 8 })],
    ["8 players, every module off", mod({ playerCount: 8, vassals: false, ironBank: false, seaOrders: false, giftingPower: false })],
  ])("%s: each player house has 7 available, each vassal none", (_name, config) => {
    expect(configProblem(config)).toBeNull();
    // Settled to the first decision: nothing in setup or the first Planning steps changes it.
    const g = agotEngine.createGame(config);
    expect(g.round).toBe(1);
    for (const h of playerHouses(g)) expect([h, g.power[h]]).toEqual([h, 7]);
    // Vassals hold no power tokens at all (mod-setup.md 4, "Power tokens, vassals: none").
    for (const h of g.houses.filter((x) => isVassal(g, x))) expect([h, g.power[h]]).toEqual([h, 0]);
    // Every seat was looked at (the loops above would pass over an empty list).
    expect(playerHouses(g).length).toBe(config.playerCount);
  });
});

describe("AG-21 end-of-game ties with Targaryen follow AG-6's chain (rulebook p.16; cards.md 6.5; not cards.md 7 #44)", () => {
  /**
   * Eight players on a cleared board: every house of Westeros holds only its home stronghold (1
   * castle area, 1 stronghold) and Targaryen only Pentos (victory total 1 + its loyalty). No loyalty
   * token is left on the board, so Targaryen's total is what the recipe collects.
   */
  const end = (recipe: (d: Draft<Game>) => void): Game =>
    edit(rawModGame(8), (d) => {
      clearBoard(d);
      d.mod!.loyalty = {};
      for (const h of d.houses) d.supply[h] = 1;
      recipe(d);
    });
  const ahead = (g: Game, a: HouseId, b: HouseId): boolean => ranking(g).indexOf(a) < ranking(g).indexOf(b);

  it("first key: Targaryen's victory total (loyalty + Pentos) against castle areas; then strongholds, counted for Targaryen as for anyone", () => {
    // Targaryen 2 loyalty + Pentos = 3; Stark Winterfell, Moat Cailin, White Harbor = 3 castle areas.
    const tied = (targaryenStrongholds: "pentos" | "pentos+volantis") =>
      end((d) => {
        d.mod!.loyaltyCollected = 2;
        put(d, "moat-cailin", "stark", "footman");
        put(d, "white-harbor", "stark", "footman");
        // Stark also holds more land areas: the FAQ's second key would rank it first.
        for (const id of ["the-stony-shore", "castle-black", "karhold", "widows-watch"]) put(d, id, "stark", "footman");
        if (targaryenStrongholds === "pentos+volantis") put(d, "volantis", "targaryen", "footman");
      });
    // Pentos and Volantis are 2 strongholds to Stark's 1 (Winterfell). Counting Targaryen's castle
    // areas as its first key instead (2 against 3) would put Stark first.
    expect(ahead(tied("pentos+volantis"), "targaryen", "stark")).toBe(true);
    // Without Volantis: 1 stronghold each, supply and power tied, and Stark is above Targaryen on the Iron Throne.
    expect(ahead(tied("pentos"), "stark", "targaryen")).toBe(true);
  });

  it("then supply, then available power (a key the FAQ chain does not have), then the Iron Throne, where Targaryen sits 8th", () => {
    // Every house of Westeros and Targaryen tied at 1 on the first key and 1 stronghold.
    const tied = (supply: number, power: number) =>
      end((d) => {
        d.supply.targaryen = supply;
        d.power.targaryen = power;
      });
    expect(ranking(tied(2, 7))[0]).toBe("targaryen");
    expect(ranking(tied(0, 7)).at(-1)).toBe("targaryen");
    // Equal supply: more power ranks Targaryen first; the FAQ would go to the Iron Throne, where it is last.
    expect(ranking(tied(1, 8))[0]).toBe("targaryen");
    expect(ranking(tied(1, 6)).at(-1)).toBe("targaryen");
    // All tied: the Iron Throne track, on which Targaryen is always 8th.
    const all = tied(1, 7);
    expect(ranking(all)).toEqual([...all.tracks.ironThrone]);
    expect(ranking(all).at(-1)).toBe("targaryen");
  });

  it("the game's outcome after round 10 ranks by the same chain: Targaryen wins a tie on its power", () => {
    const g = actionPhase(
      (d) => {
        d.mod!.loyalty = {};
        d.mod!.loyaltyCollected = 0;
        for (const h of d.houses) d.supply[h] = 1;
        d.power.targaryen = 9;
      },
      6,
      rawModGame(8),
    );
    expect(g.outcome).toMatchObject({ reason: "round-ten", winner: "targaryen" });
    expect(agotEngine.outcome(g)?.winners).toEqual(["targaryen"]);
  });
});

describe("AG-22 Bronze Yohn Royce of A Feast for Crows never gains his bonus against a vassal (alt-house-cards.md 2.7; FFG answer in SR#1466)", () => {
  /** Arryn's footman and Bronze Yohn Royce (4) against a footman and a card of strength 0. */
  const arrynTotal = (opponent: "lannister" | "martell", arrynAttacks: boolean): number => {
    const [attacker, defender] = arrynAttacks ? (["arryn", opponent] as const) : ([opponent, "arryn"] as const);
    const g = duel({
      base: withMartellVassal("later-books"),
      attacker,
      defender,
      att: ["footman"],
      def: ["footman"],
      setup: (d) => {
        d.mod!.vassals!.commanders = { martell: "greyjoy" };
        d.mod!.vassals!.deck = ["varys", "janos-slynt", "bronn"];
        d.power.arryn = 5;
        d.power.lannister = 0;
      },
    });
    const cards = { arryn: "bronze-yohn-royce-ffc", lannister: "cersei-lannister-dwd", martell: "varys" };
    const { events } = playCardsWithEvents(g, cards[attacker], cards[defender]);
    return finalTotals(events)[arrynAttacks ? "attacker" : "defender"];
  };

  it("against a player with fewer tokens he gains +1 (the control: the position can give the bonus)", () => {
    expect(arrynTotal("lannister", true)).toBe(1 + 4 + 1);
  });

  it("against a vassal (which holds no tokens) he does not, attacking or defending, whatever Arryn holds", () => {
    expect(arrynTotal("martell", true)).toBe(1 + 4);
    expect(arrynTotal("martell", false)).toBe(1 + 4);
  });
});

describe("AG-30 combat ties with vassals and Targaryen (rulebook p.20; rules summary 'Combat with vassals', Targaryen on space 8)", () => {
  /**
   * Martell (a vassal commanded by Lannister) and `other` tie at 3: a footman and a card of 2 on each
   * side (Janos Slynt for the vassal). `fiefdoms` is the track the tie is broken on.
   */
  const tie = (other: HouseId, martellAttacks: boolean, fiefdoms: HouseId[]) => {
    const [attacker, defender] = martellAttacks ? (["martell", other] as const) : ([other, "martell"] as const);
    const g = duel({
      base: withMartellVassal(),
      attacker,
      defender,
      att: ["footman"],
      def: ["footman"],
      setup: (d) => {
        d.mod!.vassals!.commanders = { martell: "lannister" };
        d.mod!.vassals!.deck = ["janos-slynt", "varys", "bronn"];
        d.tracks.fiefdoms = fiefdoms;
      },
    });
    const cards: Partial<Record<HouseId, string>> = { martell: "janos-slynt", stark: "greatjon-umber", targaryen: "ser-jorah-mormont" };
    const { events } = playCardsWithEvents(g, cards[attacker]!, cards[defender]!);
    expect(finalTotals(events)).toEqual({ attacker: 3, defender: 3 });
    return victorOf(events);
  };

  it("a vassal breaks a tie with its own Fiefdoms position, not its commander's", () => {
    // Martell first, its commander Lannister 7th: Martell wins against Stark (2nd), attacking or defending.
    const martellHigh: HouseId[] = ["martell", "stark", "greyjoy", "tyrell", "baratheon", "arryn", "lannister", "targaryen"];
    expect(tie("stark", true, martellHigh)).toBe("martell");
    expect(tie("stark", false, martellHigh)).toBe("martell");
    // Martell 7th, its commander Lannister first: Stark wins.
    const martellLow: HouseId[] = ["lannister", "stark", "greyjoy", "tyrell", "baratheon", "arryn", "martell", "targaryen"];
    expect(tie("stark", true, martellLow)).toBe("stark");
    expect(tie("stark", false, martellLow)).toBe("stark");
  });

  it("Targaryen, on space 8, loses every tie: even against a vassal on space 7, attacking or defending", () => {
    const track: HouseId[] = ["lannister", "stark", "greyjoy", "tyrell", "baratheon", "arryn", "martell", "targaryen"];
    expect(tie("targaryen", true, track)).toBe("martell");
    expect(tie("targaryen", false, track)).toBe("martell");
  });

  it("Targaryen loses a tie against a player house too", () => {
    const g = duel({
      base: withMartellVassal(),
      attacker: "targaryen",
      defender: "stark",
      att: ["footman"],
      def: ["footman"],
    });
    const { events } = playCardsWithEvents(g, "ser-jorah-mormont", "greatjon-umber");
    expect(finalTotals(events)).toEqual({ attacker: 3, defender: 3 });
    expect(victorOf(events)).toBe("stark");
    expect(g.tracks.fiefdoms.at(-1)).toBe("targaryen");
  });
});
