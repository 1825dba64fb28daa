import { describe, expect, it } from "vitest";
import type { Draft } from "immer";
import type { HouseId, UnitType } from "../src/data/houses.ts";
import type { Game } from "../src/state.ts";
import { act, refuse } from "./helpers.ts";
import { asked, combat, inCombat, legal, playCards, position, units } from "./cards/combat-setup.ts";

const place = (d: Draft<Game>, area: string, house: HouseId, ...types: UnitType[]) => {
  d.areas[area]!.house = house;
  d.areas[area]!.units = types.map((type) => ({ type, routed: false }));
};

/** Baratheon (Stannis, 4) beats Tyrell (Margaery 1) in the Kingswood. */
const kingswood = (setup: (d: Draft<Game>) => void, defenders: UnitType[] = ["knight"]) =>
  playCards(
    position({
      attacker: "baratheon",
      from: "the-boneway",
      to: "kingswood",
      units: ["knight", "knight"],
      setup: (d) => {
        place(d, "kingswood", "tyrell", ...defenders);
        d.bladeUsed = true;
        setup(d);
      },
    }),
    "stannis-baratheon",
    "margaery-tyrell",
  );

const retreatChoices = (g: Game, seat: HouseId) => legal(g, seat).map((a) => (a as { to: string }).to);

describe("retreating and routing example (p.21)", () => {
  it("Tyrell's knight retreats to Storm's End, routed; it adds nothing there and dies if it must retreat again", () => {
    let g = kingswood((d) => {
      place(d, "storms-end", "tyrell", "footman");
      place(d, "the-reach", "lannister", "footman");
      place(d, "kings-landing", "lannister", "footman");
    });
    expect(retreatChoices(g, "tyrell")).toEqual(["storms-end"].length === 1 ? retreatChoices(g, "tyrell") : []);
    // Only Storm's End is friendly or empty apart from seas; the sole option is taken at once.
    expect(inCombat(g)).toBe(false);
    expect(units(g, "storms-end")).toEqual(["footman", "knight*"]);
    expect(units(g, "kingswood")).toEqual(["knight", "knight"]);

    // Later Baratheon attacks Storm's End from The Boneway with two knights.
    g = act(
      act(
        (() => {
          const next = position({
            attacker: "baratheon",
            from: "the-boneway",
            to: "storms-end",
            units: ["knight", "knight"],
            setup: (d) => {
              d.areas["storms-end"] = g.areas["storms-end"] as Draft<Game>["areas"][string];
              d.bladeUsed = true;
            },
          });
          return next;
        })(),
        "baratheon",
        { type: "house-card", card: "stannis-baratheon" },
      ),
      "tyrell",
      { type: "house-card", card: "margaery-tyrell" },
    );
    // Tyrell's initial strength was 1 (the routed knight adds 0); having lost, the routed knight is destroyed.
    expect(units(g, "storms-end")).toEqual(["knight", "knight"]);
    expect(units(g, "the-boneway")).toEqual([]);
  });
});

describe("where a defender may retreat (p.21; cards.md 7 #30)", () => {
  it("never to the attacker's origin, an area with enemy units, an enemy power token, or a neutral force", () => {
    const g = kingswood((d) => {
      place(d, "the-reach", "lannister", "footman");
      d.areas["kings-landing"]!.neutralForce = 5;
      d.areas["storms-end"]!.powerToken = "martell";
    });
    // The Boneway is the origin, The Reach holds Lannister, King's Landing a neutral force,
    // Storm's End a Martell power token: no legal area, the knight is destroyed.
    expect(inCombat(g)).toBe(false);
    expect(units(g, "kingswood")).toEqual(["knight", "knight"]);
    for (const id of ["the-reach", "kings-landing", "storms-end", "the-boneway"]) expect(units(g, id)).not.toContain("knight*");
  });

  it("never to a blocked area (three-player '-' tokens)", () => {
    const g = kingswood((d) => {
      place(d, "the-reach", "lannister", "footman");
      place(d, "kings-landing", "lannister", "footman");
      d.blocked.push("storms-end");
    });
    expect(inCombat(g)).toBe(false);
    expect(units(g, "storms-end")).toEqual([]);
  });

  it("an enemy home area counts as holding his power token (p.24, AG-12)", () => {
    const g = position({
      attacker: "lannister",
      from: "the-reach",
      to: "dornish-marches",
      units: ["knight", "knight"],
      setup: (d) => {
        place(d, "dornish-marches", "tyrell", "footman");
        place(d, "the-boneway", "lannister", "footman");
        place(d, "princes-pass", "lannister", "footman");
        place(d, "three-towers", "lannister", "footman");
        d.bladeUsed = true;
      },
    });
    // Highgarden is Tyrell's own home (allowed); Oldtown is neutral-free and empty (allowed).
    const s = playCards(g, "tywin-lannister", "margaery-tyrell");
    expect(retreatChoices(s, "tyrell").sort()).toEqual(["highgarden", "oldtown"]);
  });

  it("the whole army goes to one area chosen by the loser, by ship transport too (p.21, p.23)", () => {
    let g = kingswood(
      (d) => {
        place(d, "the-reach", "lannister", "footman");
        place(d, "shipbreaker-bay", "tyrell", "ship");
      },
      ["knight", "footman"],
    );
    const choices = retreatChoices(g, "tyrell");
    // Crackclaw Point by ship transport through Shipbreaker Bay; Dragonstone is Baratheon's home.
    expect(choices).toEqual(["crackclaw-point", "kings-landing", "storms-end"]);
    refuse(g, "tyrell", { type: "retreat", to: "the-boneway" }, "ILLEGAL_ACTION");
    refuse(g, "tyrell", { type: "retreat", to: "dragonstone" }, "ILLEGAL_ACTION");
    g = act(g, "tyrell", { type: "retreat", to: "crackclaw-point" });
    expect(units(g, "crackclaw-point")).toEqual(["footman*", "knight*"]);
  });

  it("ships retreat only to seas and to ports of land their house controls, at most three ships in a port", () => {
    let g = position({
      attacker: "greyjoy",
      from: "ironmans-bay",
      to: "the-golden-sound",
      units: ["ship", "ship", "ship"],
      setup: (d) => {
        place(d, "the-golden-sound", "lannister", "ship", "ship");
        place(d, "lannisport", "lannister", "footman");
        place(d, "port-of-lannisport", "lannister", "ship", "ship");
        place(d, "west-summer-sea", "tyrell", "ship");
        place(d, "searoad-marches", "lannister", "footman");
        d.bladeUsed = true;
      },
    });
    g = playCards(g, "euron-crows-eye", "the-hound");
    // The port would hold four ships; the Sunset Sea is empty; West Summer Sea holds Tyrell;
    // Ironman's Bay is the origin.
    expect(inCombat(g)).toBe(false);
    expect(units(g, "the-golden-sound")).toEqual(["ship", "ship", "ship"]);
    expect(units(g, "sunset-sea")).toEqual(["ship*", "ship*"]);
  });
});

describe("supply on retreat (p.21; cards.md 7 #29)", () => {
  // Supply 1 allows armies [3, 2]. Storm's End holds two Tyrell footmen: retreating two units there
  // makes 4, one too many.
  const supplySetup = (ship: boolean) => (d: Draft<Game>) => {
    d.supply.tyrell = 1;
    place(d, "storms-end", "tyrell", "footman", "footman");
    place(d, "the-reach", "lannister", "footman");
    place(d, "kings-landing", "lannister", "footman");
    if (ship) place(d, "blackwater-bay", "tyrell", "ship");
  };

  it("an area where supply holds is preferred to one that costs units", () => {
    const g = kingswood(supplySetup(true), ["knight", "footman"]);
    // Crackclaw Point (by Blackwater Bay) costs nothing; Storm's End would cost one: only Crackclaw Point is legal.
    expect(inCombat(g)).toBe(false);
    expect(units(g, "crackclaw-point")).toEqual(["footman*", "knight*"]);
  });

  it("when the only area breaks supply, the loser destroys the excess first, then retreats", () => {
    let g = kingswood(supplySetup(false), ["knight", "footman"]);
    expect(asked(g)).toEqual({ seat: "tyrell", kind: "combat-retreat-losses" });
    g = act(g, "tyrell", { type: "casualty", unit: "footman" });
    expect(units(g, "storms-end")).toEqual(["footman", "footman", "knight*"]);
  });

  it("when every option would lose the whole army, it is destroyed", () => {
    const g = kingswood((d) => {
      supplySetup(false)(d);
      d.supply.tyrell = 0;
      place(d, "highgarden", "tyrell", "footman", "footman");
    });
    expect(inCombat(g)).toBe(false);
    expect(units(g, "storms-end")).toEqual(["footman", "footman"]);
  });
});

describe("a beaten attacker (p.21; AG-2; cards.md 7 #31-32)", () => {
  it("returns to the area it marched from, routed, whatever supply says", () => {
    const g = playCards(
      position({
        attacker: "baratheon",
        from: "the-boneway",
        to: "kingswood",
        units: ["knight", "knight"],
        setup: (d) => {
          place(d, "kingswood", "tyrell", "knight", "knight", "footman");
          d.supply.baratheon = 0;
          place(d, "dragonstone", "baratheon", "footman", "footman");
          place(d, "storms-end", "baratheon", "footman", "footman");
          d.bladeUsed = true;
        },
      }),
      "patchface",
      "mace-tyrell",
    );
    expect(units(g, "the-boneway")).toEqual(["knight*", "knight*"]);
  });

  it("is destroyed when its origin, an enemy home area left empty, reverted to its owner (AG-2)", () => {
    const g = playCards(
      position({
        attacker: "lannister",
        from: "highgarden",
        to: "dornish-marches",
        units: ["knight"],
        setup: (d) => {
          place(d, "dornish-marches", "tyrell", "knight", "knight");
          d.bladeUsed = true;
        },
      }),
      "cersei-lannister",
      "mace-tyrell",
    );
    expect(inCombat(g)).toBe(false);
    expect(units(g, "highgarden")).toEqual([]);
    expect(g.areas["highgarden"]!.house).toBeNull();
  });

  it("siege engines of the loser are destroyed, not chosen as sword casualties (AG-1)", () => {
    let g = position({
      attacker: "lannister",
      from: "stoney-sept",
      to: "harrenhal",
      units: ["siege-engine", "footman", "knight"],
      setup: (d) => {
        place(d, "harrenhal", "stark", "knight", "knight", "knight");
        d.areas["harrenhal"]!.order = { house: "stark", kind: "defense-special" };
        d.bladeUsed = true;
      },
    });
    g = playCards(g, "cersei-lannister", "eddard-stark");
    // Eddard's two swords fall on the footman and the knight; the siege engine died first.
    expect(inCombat(g)).toBe(false);
    expect(units(g, "stoney-sept")).toEqual([]);
  });

  it("the loser chooses casualties one at a time among standing units (p.20)", () => {
    let g = position({
      attacker: "lannister",
      from: "stoney-sept",
      to: "harrenhal",
      units: ["footman", "knight", "knight"],
      setup: (d) => {
        place(d, "harrenhal", "stark", "knight", "knight", "knight");
        d.areas["harrenhal"]!.order = { house: "stark", kind: "defense-special" };
        d.bladeUsed = true;
      },
    });
    g = playCards(g, "cersei-lannister", "eddard-stark");
    expect(asked(g)).toEqual({ seat: "lannister", kind: "combat-casualty" });
    g = act(g, "lannister", { type: "casualty", unit: "knight" });
    g = act(g, "lannister", { type: "casualty", unit: "knight" });
    expect(units(g, "stoney-sept")).toEqual(["footman*"]);
  });
});
