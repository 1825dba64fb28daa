import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import { pendingPrompts } from "../src/engine/driver.ts";
import { act, actWithEvents, edit, refuse } from "./helpers.ts";
import { asked, combat, declineAllSupport, declineBlade, inCombat, legal, playCards, position, setHand, units } from "./cards/combat-setup.ts";
import type { Game } from "../src/state.ts";

const strengthEvent = (events: { type: string; data?: unknown }[], stage: string) =>
  events.find((e) => e.type === "combat-strength" && (e.data as { stage: string }).stage === stage)!.data as {
    attacker: { total: number };
    defender: { total: number };
  };

describe("combat resolution example (rulebook p.19-20)", () => {
  // Tyrell marches a footman and a knight from King's Landing into the Kingswood (two Lannister
  // footmen), March +0; Lannister plays Ser Jaime (2, one sword), Tyrell Alester Florent (1, one
  // fortification). 4 to 4: Lannister is higher on the Fiefdoms track and wins; the sword is
  // offset by the fortification; Tyrell retreats to King's Landing, routed.
  const start = () =>
    position({
      attacker: "tyrell",
      from: "kings-landing",
      to: "kingswood",
      units: ["footman", "knight"],
      setup: (d) => {
        d.areas["kingswood"]!.house = "lannister";
        d.areas["kingswood"]!.units = [
          { type: "footman", routed: false },
          { type: "footman", routed: false },
        ];
        d.tracks.fiefdoms = ["lannister", "tyrell", "greyjoy", "martell", "stark", "baratheon"];
        d.tracks.kingsCourt = ["stark", "lannister", "tyrell", "greyjoy", "martell", "baratheon"];
        d.bladeUsed = true; // "Neither Lannister or Tyrell have the Valyrian Steel Blade"
      },
    });

  it("plays out as the rulebook describes", () => {
    let g = start();
    expect(pendingPrompts(g).map((p) => [p.seat, p.kind])).toEqual([
      ["tyrell", "combat-house-card"],
      ["lannister", "combat-house-card"],
    ]);
    g = act(g, "tyrell", { type: "house-card", card: "alester-florent" });
    const r = actWithEvents(g, "lannister", { type: "house-card", card: "ser-jaime-lannister" });
    g = r.state;
    const final = strengthEvent(r.events, "Final");
    expect(final.attacker.total).toBe(4);
    expect(final.defender.total).toBe(4);
    expect(r.events.find((e) => e.type === "combat-victor")!.data).toMatchObject({ victor: "defender", house: "lannister" });
    expect(r.events.find((e) => e.type === "combat-swords")!.data).toMatchObject({ swords: 1, fortifications: 1, casualties: 0 });
    expect(inCombat(g)).toBe(false);
    expect(units(g, "kings-landing")).toEqual(["footman*", "knight*"]);
    expect(units(g, "kingswood")).toEqual(["footman", "footman"]);
    expect(g.houseCards.tyrell!.discard).toEqual(["alester-florent"]);
    expect(g.houseCards.lannister!.discard).toEqual(["ser-jaime-lannister"]);
    expect(g.areas["kings-landing"]!.order).toBeNull();
  });
});

describe("support example (rulebook p.17)", () => {
  // Tyrell: two knights from The Reach into Blackwater with March +1; Lannister footman there.
  // Supports: Stoney Sept (Lannister footman + knight), Harrenhal (Baratheon knight), King's
  // Landing (Tyrell knight). Tyrell 7, Lannister 6.
  const start = () =>
    position({
      attacker: "tyrell",
      from: "the-reach",
      to: "blackwater",
      units: ["knight", "knight"],
      march: "march-special",
      setup: (d) => {
        d.areas["blackwater"]!.house = "lannister";
        d.areas["blackwater"]!.units = [{ type: "footman", routed: false }];
        d.areas["blackwater"]!.order = { house: "lannister", kind: "march-weak" };
        d.areas["stoney-sept"]!.house = "lannister";
        d.areas["stoney-sept"]!.units = [
          { type: "footman", routed: false },
          { type: "knight", routed: false },
        ];
        d.areas["stoney-sept"]!.order = { house: "lannister", kind: "support" };
        d.areas["harrenhal"]!.house = "baratheon";
        d.areas["harrenhal"]!.units = [{ type: "knight", routed: false }];
        d.areas["harrenhal"]!.order = { house: "baratheon", kind: "support" };
        d.areas["kings-landing"]!.house = "tyrell";
        d.areas["kings-landing"]!.units = [{ type: "knight", routed: false }];
        d.areas["kings-landing"]!.order = { house: "tyrell", kind: "support" };
      },
    });

  it("asks the supporters in turn order and totals 7 against 6", () => {
    let g = start();
    // Iron Throne: Baratheon, Lannister, ..., Tyrell.
    expect(asked(g).seat).toBe("baratheon");
    g = act(g, "baratheon", { type: "support", area: "harrenhal", side: "defender" });
    expect(asked(g).seat).toBe("lannister");
    g = act(g, "lannister", { type: "support", area: "stoney-sept", side: "defender" });
    expect(asked(g).seat).toBe("tyrell");
    const r = actWithEvents(g, "tyrell", { type: "support", area: "kings-landing", side: "attacker" });
    const initial = strengthEvent(r.events, "Initial");
    expect(initial.attacker.total).toBe(7);
    expect(initial.defender.total).toBe(6);
  });

  it("the Support order stays on the board after the combat (p.18)", () => {
    let g = start();
    g = act(g, "baratheon", { type: "support", area: "harrenhal", side: "defender" });
    g = act(g, "lannister", { type: "support", area: "stoney-sept", side: "defender" });
    g = act(g, "tyrell", { type: "support", area: "kings-landing", side: "attacker" });
    g = playCards(g, "margaery-tyrell", "cersei-lannister");
    g = declineBlade(g);
    expect(asked(g)).toEqual({ seat: "lannister", kind: "combat-retreat" });
    g = act(g, "lannister", { type: "retreat", to: "stoney-sept" });
    expect(inCombat(g)).toBe(false);
    expect(units(g, "blackwater")).toEqual(["knight", "knight"]);
    expect(g.areas["harrenhal"]!.order?.kind).toBe("support");
    expect(g.areas["stoney-sept"]!.order?.kind).toBe("support");
  });
});

describe("house cards are secret until both are chosen (p.18)", () => {
  const start = () =>
    position({
      attacker: "stark",
      from: "winterfell",
      to: "white-harbor",
      units: ["footman"],
      setup: (d) => {
        d.areas["white-harbor"]!.house = "greyjoy";
        d.areas["white-harbor"]!.units = [{ type: "footman", routed: false }];
      },
    });

  it("the opponent sees only that a card was chosen; the hands stay whole", () => {
    let g = start();
    g = act(g, "stark", { type: "house-card", card: "eddard-stark" });
    const seen = agotEngine.view(g, "greyjoy").stack.at(-1) as { sides: { attacker: { card: string | null; chosen: boolean } } };
    expect(seen.sides.attacker.card).toBeNull();
    expect(seen.sides.attacker.chosen).toBe(true);
    const own = agotEngine.view(g, "stark").stack.at(-1) as { sides: { attacker: { card: string | null } } };
    expect(own.sides.attacker.card).toBe("eddard-stark");
    expect(g.houseCards.stark!.hand).toContain("eddard-stark");
  });

  it("a card not in hand is refused and nothing changes", () => {
    let g = start();
    refuse(g, "stark", { type: "house-card", card: "tywin-lannister" }, "ILLEGAL_ACTION");
    g = act(g, "stark", { type: "house-card", card: "eddard-stark" });
    refuse(g, "stark", { type: "house-card", card: "robb-stark" }, "NOT_YOUR_DECISION");
  });
});

describe("garrisons (p.27)", () => {
  const start = (defenders: number) =>
    position({
      attacker: "lannister",
      from: "searoad-marches",
      to: "highgarden",
      units: ["knight", "knight"],
      setup: (d) => {
        d.areas["highgarden"]!.garrison = { house: "tyrell", strength: 2 };
        for (let i = 0; i < defenders; i++) {
          d.areas["highgarden"]!.house = "tyrell";
          d.areas["highgarden"]!.units.push({ type: "footman", routed: false });
        }
      },
    });

  it("a garrison alone still fights: Tyrell is asked for a house card and the garrison adds 2", () => {
    let g = start(0);
    expect(combat(g).sides.defender!.house).toBe("tyrell");
    g = act(g, "lannister", { type: "house-card", card: "cersei-lannister" });
    const r = actWithEvents(g, "tyrell", { type: "house-card", card: "mace-tyrell" });
    const final = strengthEvent(r.events, "Final");
    expect(final.defender.total).toBe(2 + 4);
    expect(final.attacker.total).toBe(4);
    expect(r.state.areas["highgarden"]!.garrison).not.toBeNull();
  });

  it("a defeated garrison is removed for good, whatever the icons", () => {
    let g = start(1);
    g = playCards(g, "tywin-lannister", "queen-of-thorns");
    g = act(g, "tyrell", { type: "retreat", to: "oldtown" });
    expect(g.areas["highgarden"]!.garrison).toBeNull();
    expect(g.areas["highgarden"]!.house).toBe("lannister");
  });
});

describe("siege engines count only against castles (p.17)", () => {
  const fight = (to: string, castle: boolean): Game =>
    position({
      attacker: "lannister",
      from: "stoney-sept",
      to,
      units: ["siege-engine", "footman"],
      setup: (d) => {
        d.areas[to]!.house = "tyrell";
        d.areas[to]!.units = [{ type: "footman", routed: false }];
        expect(castle).toBe(castle);
      },
    });

  it("4 attacking Harrenhal (a castle)", () => {
    const r = actWithEvents(act(fight("harrenhal", true), "lannister", { type: "house-card", card: "cersei-lannister" }), "tyrell", {
      type: "house-card",
      card: "queen-of-thorns",
    });
    expect(strengthEvent(r.events, "Final").attacker.total).toBe(5);
  });

  it("0 attacking Blackwater (no castle)", () => {
    const r = actWithEvents(act(fight("blackwater", false), "lannister", { type: "house-card", card: "cersei-lannister" }), "tyrell", {
      type: "house-card",
      card: "queen-of-thorns",
    });
    expect(strengthEvent(r.events, "Final").attacker.total).toBe(1);
  });
});

describe("ports' ships do not defend the land area (p.25)", () => {
  it("Greyjoy ships in the Port of Pyke add nothing to Pyke's defense", () => {
    let g = position({
      attacker: "stark",
      from: "ironmans-bay",
      to: "pyke",
      units: [],
      setup: (d) => {
        d.areas["pyke"]!.house = "greyjoy";
        d.areas["pyke"]!.units = [{ type: "footman", routed: false }];
        d.areas["port-of-pyke"]!.house = "greyjoy";
        d.areas["port-of-pyke"]!.units = [
          { type: "ship", routed: false },
          { type: "ship", routed: false },
        ];
        d.bladeUsed = true;
      },
    });
    g = act(g, "stark", { type: "house-card", card: "catelyn-stark" });
    const r = actWithEvents(g, "greyjoy", { type: "house-card", card: "dagmar-cleftjaw" });
    expect(strengthEvent(r.events, "Final").defender.total).toBe(1 + 1);
  });
});

describe("the Valyrian Steel Blade (p.11, p.20 step 4)", () => {
  const start = () =>
    position({
      attacker: "greyjoy",
      from: "greywater-watch",
      to: "moat-cailin",
      units: ["footman"],
      setup: (d) => {
        d.areas["moat-cailin"]!.house = "stark";
        d.areas["moat-cailin"]!.units = [{ type: "footman", routed: false }];
      },
    });

  it("its holder (Fiefdoms position 1) may add +1 once per round, flipping it", () => {
    let g = playCards(start(), "dagmar-cleftjaw", "greatjon-umber");
    expect(asked(g)).toEqual({ seat: "greyjoy", kind: "combat-blade" });
    const r = actWithEvents(g, "greyjoy", { type: "use-blade", use: true });
    expect(strengthEvent(r.events, "Final").attacker.total).toBe(3);
    expect(r.state.bladeUsed).toBe(true);
  });

  it("is not offered once used this round", () => {
    let g = start();
    g = { ...g, bladeUsed: true };
    g = playCards(g, "dagmar-cleftjaw", "greatjon-umber");
    expect(inCombat(g)).toBe(false);
  });

  it("is not offered when its holder is not in the combat", () => {
    let g = start();
    g = { ...g, tracks: { ...g.tracks, fiefdoms: ["tyrell", "greyjoy", "martell", "stark", "baratheon", "lannister"] } };
    g = playCards(g, "dagmar-cleftjaw", "greatjon-umber");
    expect(inCombat(g)).toBe(false);
  });
});

describe("ties go to the house higher on the Fiefdoms track (p.20)", () => {
  it("the defender wins a tie when higher", () => {
    let g = position({
      attacker: "greyjoy",
      from: "greywater-watch",
      to: "moat-cailin",
      units: ["footman"],
      setup: (d) => {
        d.areas["moat-cailin"]!.house = "stark";
        d.areas["moat-cailin"]!.units = [{ type: "footman", routed: false }];
        d.tracks.fiefdoms = ["stark", "greyjoy", "tyrell", "martell", "baratheon", "lannister"];
        d.bladeUsed = true;
      },
    });
    g = playCards(g, "dagmar-cleftjaw", "the-blackfish");
    expect(units(g, "moat-cailin")).toEqual(["footman"]);
    expect(units(g, "greywater-watch")).toEqual(["footman*"]);
  });

  it("the attacker wins a tie when higher", () => {
    let g = position({
      attacker: "greyjoy",
      from: "greywater-watch",
      to: "moat-cailin",
      units: ["footman"],
      setup: (d) => {
        d.areas["moat-cailin"]!.house = "stark";
        d.areas["moat-cailin"]!.units = [{ type: "footman", routed: false }];
        d.bladeUsed = true;
      },
    });
    g = playCards(g, "dagmar-cleftjaw", "ser-rodrick-cassel");
    expect(combat(g).victor).toBe("attacker");
    expect(asked(g)).toEqual({ seat: "stark", kind: "combat-retreat" });
  });
});

describe("the seventh card (p.19, cards.md 1.3)", () => {
  it("playing the last card brings the other six back; the last stays discarded", () => {
    let g = position({
      attacker: "greyjoy",
      from: "greywater-watch",
      to: "moat-cailin",
      units: ["footman"],
      setup: (d) => {
        d.areas["moat-cailin"]!.house = "stark";
        d.areas["moat-cailin"]!.units = [{ type: "footman", routed: false }];
        d.bladeUsed = true;
        setHand(d, "stark", ["eddard-stark"], ["robb-stark", "roose-bolton", "greatjon-umber", "ser-rodrick-cassel", "the-blackfish", "catelyn-stark"]);
      },
    });
    g = playCards(g, "dagmar-cleftjaw", "eddard-stark");
    expect(g.houseCards.stark!.discard).toEqual(["eddard-stark"]);
    expect(g.houseCards.stark!.hand).toHaveLength(6);
    expect(g.houseCards.stark!.hand).not.toContain("eddard-stark");
    expect(g.houseCards.greyjoy!.hand).toHaveLength(6);
  });
});

describe("events let a client draw the combat panel", () => {
  it("each side's strength is announced with its parts", () => {
    let g = position({
      attacker: "greyjoy",
      from: "greywater-watch",
      to: "moat-cailin",
      units: ["footman", "knight"],
      setup: (d) => {
        d.areas["moat-cailin"]!.house = "stark";
        d.areas["moat-cailin"]!.units = [{ type: "footman", routed: false }];
        d.areas["moat-cailin"]!.order = { house: "stark", kind: "defense-special" };
        d.bladeUsed = true;
      },
    });
    g = act(g, "greyjoy", { type: "house-card", card: "euron-crows-eye" });
    const r = actWithEvents(g, "stark", { type: "house-card", card: "eddard-stark" });
    const final = r.events.find((e) => e.type === "combat-strength" && (e.data as { stage: string }).stage === "Final")!.data;
    expect(final).toMatchObject({
      attacker: { units: 3, order: 0, card: 4, total: 7 },
      defender: { units: 1, order: 2, card: 4, total: 7 },
    });
    expect(legal(r.state, "stark")).toEqual([]);
  });
});

describe("taking control of enemy ports (p.25; cards.md 7 #33)", () => {
  const start = (reserveShips?: number) =>
    position({
      attacker: "greyjoy",
      from: "stoney-sept",
      to: "lannisport",
      units: ["knight", "knight"],
      setup: (d) => {
        d.areas["lannisport"]!.house = "lannister";
        d.areas["lannisport"]!.units = [{ type: "footman", routed: false }];
        d.areas["port-of-lannisport"]!.house = "lannister";
        d.areas["port-of-lannisport"]!.units = [
          { type: "ship", routed: false },
          { type: "ship", routed: false },
        ];
        d.areas["port-of-lannisport"]!.order = { house: "lannister", kind: "raid" };
        d.areas["riverrun"]!.house = "lannister";
        d.areas["riverrun"]!.units = [{ type: "footman", routed: false }];
        d.bladeUsed = true;
        if (reserveShips !== undefined) {
          // Greyjoy has 6 ships: put the others on the board, in armies its supply allows.
          const onBoard = 6 - reserveShips;
          d.areas["ironmans-bay"]!.house = "greyjoy";
          d.areas["ironmans-bay"]!.units = Array.from({ length: Math.min(3, onBoard) }, () => ({ type: "ship" as const, routed: false }));
          d.areas["sunset-sea"]!.house = "greyjoy";
          d.areas["sunset-sea"]!.units = Array.from({ length: onBoard - Math.min(3, onBoard) }, () => ({ type: "ship" as const, routed: false }));
          d.supply.greyjoy = 6;
        }
      },
    });

  it("the conqueror replaces any number of the enemy ships with his own, the rest are destroyed", () => {
    let g = playCards(start(), "euron-crows-eye", "cersei-lannister");
    expect(asked(g)).toEqual({ seat: "greyjoy", kind: "combat-port-ships" });
    expect(legal(g, "greyjoy")).toEqual([0, 1, 2].map((count) => ({ type: "replace-port-ships", count })));
    g = act(g, "greyjoy", { type: "replace-port-ships", count: 1 });
    expect(units(g, "port-of-lannisport")).toEqual(["ship"]);
    expect(g.areas["port-of-lannisport"]!.house).toBe("greyjoy");
    expect(g.areas["port-of-lannisport"]!.order).toBeNull();
  });

  it("limited by the ships left in reserve and by supply", () => {
    const g = playCards(start(1), "euron-crows-eye", "cersei-lannister");
    expect(legal(g, "greyjoy")).toEqual([0, 1].map((count) => ({ type: "replace-port-ships", count })));
  });

  it("a defending house keeps its port when it wins", () => {
    // Dagmar 1 + two knights = 5 against Gregor 3 + a footman + Defense +2 = 6.
    const s = edit(start(), (d) => {
      d.areas["lannisport"]!.order = { house: "lannister", kind: "defense-special" };
    });
    const g = playCards(s, "dagmar-cleftjaw", "ser-gregor-clegane");
    expect(inCombat(g)).toBe(false);
    expect(units(g, "port-of-lannisport")).toEqual(["ship", "ship"]);
  });
});
