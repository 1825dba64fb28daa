/**
 * The later books' decks (alt-house-cards.md 2.1-2.3): Baratheon, Lannister and Stark (Bolton)
 * of A Dance with Dragons, in an eight-player Mother of Dragons game.
 */
import { describe, expect, it } from "vitest";
import { actWithEvents } from "../helpers.ts";
import { strength, swords } from "../../src/rules/combat/strength.ts";
import { asked, combat, finalTotals, inCombat, placeUnits, playCards, playCardsWithEvents, setHand, units } from "./combat-setup.ts";
import { choose, declare, lbDuel, options, pendingKind } from "./later-books-setup.ts";

describe("Stannis Baratheon, ADwD (alt-house-cards.md 2.1)", () => {
  const supported = () =>
    lbDuel({
      attacker: "baratheon",
      defender: "lannister",
      setup: (d) => {
        placeUnits(d, "blackwater", "lannister", "support", "knight");
        placeUnits(d, "riverrun", "stark", "support", "footman");
      },
    });

  it("unsupported, Baratheon removes every Support order next to the battle: no support counts", () => {
    let g = declare(supported(), { blackwater: "defender", riverrun: "defender" });
    const { state, events } = playCardsWithEvents(g, "stannis-baratheon-dwd", "cersei-lannister-dwd");
    // Baratheon knight + footman + 4 against two footmen + 1: the knight and footman of support are gone.
    expect(finalTotals(events)).toEqual({ attacker: 3 + 4, defender: 2 + 1 });
    g = state;
    expect(g.areas["blackwater"]!.order).toBeNull();
    expect(g.areas["riverrun"]!.order).toBeNull();
  });

  it("supported by anyone, nothing happens", () => {
    const g = declare(supported(), { blackwater: "defender", riverrun: "attacker" });
    const { state, events } = playCardsWithEvents(g, "stannis-baratheon-dwd", "cersei-lannister-dwd");
    expect(finalTotals(events)).toEqual({ attacker: 3 + 1 + 4, defender: 2 + 2 + 1 });
    expect(state.areas["blackwater"]!.order).not.toBeNull();
  });
});

describe("Jon Snow, ADwD (alt-house-cards.md 2.1)", () => {
  const won = (threat: number) => lbDuel({ attacker: "lannister", defender: "baratheon", att: ["footman"], def: ["knight"], setup: (d) => (d.wildlings.threat = threat) });

  it("on a win Baratheon may move the wildling threat one space up or down", () => {
    let g = playCards(won(4), "cersei-lannister-dwd", "jon-snow");
    expect(asked(g)).toEqual({ seat: "baratheon", kind: "combat-jon-snow" });
    expect(options(g)).toEqual(["up", "down", "pass"]);
    g = choose(g, "baratheon", "up");
    expect(g.wildlings.threat).toBe(6);
  });

  it("never to 12 (no attack from this card) and never below 0", () => {
    expect(options(playCards(won(10), "cersei-lannister-dwd", "jon-snow"))).toEqual(["down", "pass"]);
    expect(options(playCards(won(0), "cersei-lannister-dwd", "jon-snow"))).toEqual(["up", "pass"]);
  });

  it("nothing on a loss", () => {
    const g = lbDuel({ attacker: "lannister", defender: "baratheon", att: ["knight", "knight"], def: ["footman"], setup: (d) => (d.wildlings.threat = 4) });
    const after = playCards(g, "ser-jaime-lannister-dwd", "jon-snow");
    expect(pendingKind(after)).not.toBe("jon-snow");
  });
});

describe("Melisandre, ADwD (alt-house-cards.md 2.1)", () => {
  it("after combat Baratheon may buy back a discarded card for its printed strength in power; Melisandre herself too", () => {
    let g = lbDuel({
      attacker: "lannister",
      defender: "baratheon",
      att: ["footman"],
      def: ["knight"],
      setup: (d) => {
        setHand(d, "baratheon", ["melisandre-dwd", "jon-snow", "bastard-of-nightsong", "ser-davos-seaworth-dwd", "ser-axell-florent"], ["stannis-baratheon-dwd", "rayder"]);
        d.power.baratheon = 3;
      },
    });
    g = playCards(g, "cersei-lannister-dwd", "melisandre-dwd");
    expect(asked(g)).toEqual({ seat: "baratheon", kind: "combat-melisandre" });
    // Stannis (4) is more than Baratheon's 3 tokens.
    expect(options(g)).toEqual(["rayder", "melisandre-dwd", "pass"]);
    g = choose(g, "baratheon", "melisandre-dwd");
    expect(inCombat(g)).toBe(false);
    expect(g.power.baratheon).toBe(1);
    expect(g.houseCards.baratheon!.hand).toContain("melisandre-dwd");
    expect(g.houseCards.baratheon!.discard).toEqual(["stannis-baratheon-dwd", "rayder"]);
  });
});

describe("Mance Rayder, ADwD (alt-house-cards.md 2.1)", () => {
  const fight = (threat: number) =>
    lbDuel({
      attacker: "baratheon",
      defender: "lannister",
      att: ["knight", "knight"],
      blade: true,
      setup: (d) => {
        d.wildlings.threat = threat;
        // Baratheon holds the unused blade: with its total fixed it is not asked.
        d.tracks.fiefdoms = ["baratheon", ...d.tracks.fiefdoms.filter((h) => h !== "baratheon")];
      },
    });

  it("Baratheon's final strength is the wildling threat, whatever its army; the blade is not offered", () => {
    const a = playCardsWithEvents(fight(6), "rayder", "cersei-lannister-dwd");
    expect(finalTotals(a.events)).toEqual({ attacker: 6, defender: 2 + 1 });
    expect(a.state.bladeUsed).toBe(false);
    expect(finalTotals(playCardsWithEvents(fight(0), "rayder", "cersei-lannister-dwd").events).attacker).toBe(0);
  });

  it("against Margaery (defending Highgarden) the override of the house lower on the Iron Throne track wins", () => {
    const at = (order: ("baratheon" | "tyrell")[]) =>
      lbDuel({
        attacker: "baratheon",
        defender: "tyrell",
        from: "searoad-marches",
        to: "highgarden",
        att: ["knight"],
        def: ["footman"],
        setup: (d) => {
          d.wildlings.threat = 8;
          d.tracks.ironThrone = [...order, ...d.tracks.ironThrone.filter((h) => !order.includes(h as "tyrell"))];
        },
      });
    expect(finalTotals(playCardsWithEvents(at(["baratheon", "tyrell"]), "rayder", "margaery-tyrell-dwd").events).attacker).toBe(2);
    expect(finalTotals(playCardsWithEvents(at(["tyrell", "baratheon"]), "rayder", "margaery-tyrell-dwd").events).attacker).toBe(8);
  });
});

describe("Ser Ilyn Payne (alt-house-cards.md 2.2)", () => {
  it("on a win Lannister may destroy an opponent's footman anywhere; a lone one takes its order with it", () => {
    let g = lbDuel({
      attacker: "lannister",
      defender: "stark",
      setup: (d) => placeUnits(d, "winterfell", "stark", "defense", "footman"),
    });
    g = playCards(g, "ser-ilyn-payne", "steelshanks-walton");
    expect(asked(g)).toEqual({ seat: "lannister", kind: "combat-ilyn-payne" });
    expect(options(g)).toEqual(expect.arrayContaining(["winterfell", "stoney-sept", "pass"]));
    g = choose(g, "lannister", "winterfell");
    expect(units(g, "winterfell")).toEqual([]);
    expect(g.areas["winterfell"]!.order).toBeNull();
  });

  it("a footman of the attacking army can be the one; nothing on a loss", () => {
    let g = lbDuel({ attacker: "stark", defender: "lannister", att: ["footman", "footman"], def: ["knight", "knight"] });
    g = playCards(g, "steelshanks-walton", "ser-ilyn-payne");
    expect(options(g)).toContain("attacking-army");
    g = choose(g, "lannister", "attacking-army");
    // One footman is left to go back to Harrenhal, routed.
    expect(units(g, "harrenhal")).toEqual(["footman*"]);
    const lost = playCards(lbDuel({ attacker: "lannister", defender: "stark", att: ["footman"], def: ["knight", "knight"] }), "ser-ilyn-payne", "roose-bolton-dwd");
    expect(pendingKind(lost)).not.toBe("ilyn-payne");
  });
});

describe("Ser Addam Marbrand (alt-house-cards.md 2.2)", () => {
  const setup = (d: Parameters<NonNullable<Parameters<typeof lbDuel>[0]["setup"]>>[0]) => {
    placeUnits(d, "blackwater", "lannister", "support", "knight");
    placeUnits(d, "riverrun", "stark", "support", "knight");
  };
  it("attacking, Lannister's knights in the army and supporting are worth 3; another house's knights stay 2", () => {
    let g = lbDuel({ attacker: "lannister", defender: "martell", att: ["knight", "knight"], setup });
    g = declare(g, { blackwater: "attacker", riverrun: "attacker" });
    expect(finalTotals(playCardsWithEvents(g, "ser-addam-marbrand", "nymeria-sand-dwd").events).attacker).toBe(3 + 3 + 3 + 2 + 1);
  });

  it("defending, no change", () => {
    let g = lbDuel({ attacker: "martell", defender: "lannister", att: ["footman"], def: ["knight", "knight"] });
    expect(finalTotals(playCardsWithEvents(g, "nymeria-sand-dwd", "ser-addam-marbrand").events).defender).toBe(2 + 2 + 1);
  });
});

describe("Qyburn (alt-house-cards.md 2.2)", () => {
  it("for 2 power Qyburn takes the printed strength and icons of a card in any discard pile", () => {
    let g = lbDuel({
      attacker: "lannister",
      defender: "stark",
      blade: true,
      setup: (d) => {
        setHand(d, "stark", ["steelshanks-walton", "reek"], ["roose-bolton-dwd"]);
        d.tracks.fiefdoms = ["stark", ...d.tracks.fiefdoms.filter((h) => h !== "stark")];
      },
    });
    g = playCards(g, "qyburn", "steelshanks-walton");
    expect(asked(g)).toEqual({ seat: "lannister", kind: "combat-qyburn" });
    expect(options(g)).toEqual(["roose-bolton-dwd", "pass"]);
    g = choose(g, "lannister", "roose-bolton-dwd");
    expect(g.power.lannister).toBe(7 - 2);
    // Paused at Stark's blade question: Qyburn fights as Roose Bolton (4, one sword).
    expect(swords(g, combat(g), "attacker")).toBe(1);
    expect(strength(g, combat(g), "attacker").card).toBe(4);
    expect(finalTotals(actWithEvents(g, "stark", { type: "use-blade", use: false }).events)).toEqual({ attacker: 3 + 4, defender: 2 + 2 });
  });

  it("not offered with fewer than 2 power or with every discard pile empty", () => {
    const poor = lbDuel({ attacker: "lannister", defender: "stark", setup: (d) => { setHand(d, "stark", ["steelshanks-walton"], ["reek"]); d.power.lannister = 1; } });
    expect(pendingKind(playCards(poor, "qyburn", "steelshanks-walton"))).not.toBe("qyburn");
    const empty = lbDuel({ attacker: "lannister", defender: "stark" });
    expect(pendingKind(playCards(empty, "qyburn", "steelshanks-walton"))).not.toBe("qyburn");
  });
});

describe("Ramsay Bolton (alt-house-cards.md 2.3)", () => {
  const fight = (reekInHand: boolean) =>
    playCards(
      lbDuel({
        attacker: "stark",
        defender: "lannister",
        blade: true,
        setup: (d) => {
          setHand(d, "stark", reekInHand ? ["ramsay-bolton", "reek"] : ["ramsay-bolton", "black-walder"], reekInHand ? [] : ["reek"]);
          d.tracks.fiefdoms = ["lannister", ...d.tracks.fiefdoms.filter((h) => h !== "lannister")];
        },
      }),
      "ramsay-bolton",
      "cersei-lannister-dwd",
    );

  it("with Reek in Stark's hand: +1 strength and 3 swords", () => {
    // Paused at Lannister's blade question, after both cards are known.
    const g = fight(true);
    expect(strength(g, combat(g), "attacker").card).toBe(4);
    expect(swords(g, combat(g), "attacker")).toBe(3);
  });

  it("Reek discarded: printed 3, no swords", () => {
    const g = fight(false);
    expect(strength(g, combat(g), "attacker").card).toBe(3);
    expect(swords(g, combat(g), "attacker")).toBe(0);
  });
});

describe("Walder Frey (alt-house-cards.md 2.3)", () => {
  it("houses that declared for the opponent now support Stark; the opponent's own support stays", () => {
    let g = lbDuel({
      attacker: "stark",
      defender: "lannister",
      setup: (d) => {
        placeUnits(d, "blackwater", "baratheon", "support", "knight");
        placeUnits(d, "riverrun", "lannister", "support", "footman");
      },
    });
    g = declare(g, { blackwater: "defender", riverrun: "defender" });
    const { events } = playCardsWithEvents(g, "walder-frey", "cersei-lannister-dwd");
    // Stark knight + footman + Baratheon's knight + 1 against two footmen + Lannister's own footman + 1.
    expect(finalTotals(events)).toEqual({ attacker: 3 + 2 + 1, defender: 2 + 1 + 1 });
  });
});

describe("Reek (alt-house-cards.md 2.3)", () => {
  it("immediately brings Ramsay Bolton back from the discard pile", () => {
    const g = lbDuel({ attacker: "stark", defender: "lannister", att: ["knight", "knight"], def: ["footman"], setup: (d) => setHand(d, "stark", ["reek", "walder-frey"], ["ramsay-bolton"]) });
    const after = playCards(g, "reek", "cersei-lannister-dwd");
    expect(after.houseCards.stark!.hand).toContain("ramsay-bolton");
    expect(after.houseCards.stark!.discard).not.toContain("ramsay-bolton");
  });

  it("on a loss Stark may take Reek back into hand instead of discarding him", () => {
    let g = lbDuel({ attacker: "stark", defender: "lannister", att: ["footman"], def: ["knight", "knight"] });
    g = playCards(g, "reek", "cersei-lannister-dwd");
    expect(asked(g)).toEqual({ seat: "stark", kind: "combat-reek" });
    g = choose(g, "stark", "return-to-hand");
    expect(inCombat(g)).toBe(false);
    expect(g.houseCards.stark!.hand).toContain("reek");
    expect(g.houseCards.stark!.discard).not.toContain("reek");
  });

  it("passing, or winning, he is discarded", () => {
    let g = lbDuel({ attacker: "stark", defender: "lannister", att: ["footman"], def: ["knight", "knight"] });
    g = choose(playCards(g, "reek", "cersei-lannister-dwd"), "stark", "pass");
    expect(g.houseCards.stark!.discard).toContain("reek");
    const won = playCards(lbDuel({ attacker: "lannister", defender: "stark", att: ["footman"], def: ["knight", "knight"] }), "cersei-lannister-dwd", "reek");
    expect(pendingKind(won)).not.toBe("reek");
    expect(won.houseCards.stark!.discard).toContain("reek");
  });
});
