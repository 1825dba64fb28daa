/**
 * Rulings AG-11..AG-16 and AG-18 (shared/reference/RULINGS.md): readings the engine already
 * followed, each pinned by a test that fails if the engine stops following it. Where an older test
 * already pins a ruling, it carries the id in its name instead (neutral.test.ts, march-neutral,
 * retreat, tides, wildling-attack, supply, ports, raven).
 */
import type { Draft } from "immer";
import { describe, expect, it } from "vitest";
import type { HouseId, UnitType } from "../src/data/houses.ts";
import { agotEngine } from "../src/index.ts";
import { newCombatFrame, type CombatFrame } from "../src/rules/combat/frames.ts";
import { ravenHolder } from "../src/rules/tracks.ts";
import { emptyCounts } from "../src/rules/units.ts";
import type { Game } from "../src/state.ts";
import { act, actWithEvents, actionPhase, clearBoard, edit, put, rawGame, topFrame } from "./helpers.ts";
import { asked, duel, inCombat, legal, playCards, position, units } from "./cards/combat-setup.ts";
import { bidAll, expectFramesDone, lastRound, resolving, seats, wildlingAttack } from "./westeros-fixtures.ts";

const place = (d: Draft<Game>, area: string, house: HouseId, ...types: UnitType[]) => {
  d.areas[area]!.house = house;
  d.areas[area]!.units = types.map((type) => ({ type, routed: false }));
};

describe("AG-11 a neutral force attempt is judged on possible support, void if the declared support falls short (p.26)", () => {
  // Five players: Tyrell in Yronwood (knight, footman, March +1) may try Sunspear (5) because a
  // Baratheon Support order in the Sea of Dorne could make it 5; Baratheon then declines.
  const attempt = () => {
    let g = actionPhase((d) => {
      d.tracks.ironThrone = ["tyrell", "stark", "lannister", "baratheon", "greyjoy"];
      put(d, "castle-black", "stark", "footman");
      d.areas["castle-black"]!.order = { house: "stark", kind: "march" };
      d.areas["yronwood"]!.neutralForce = null;
      put(d, "yronwood", "tyrell", "knight", "footman");
      d.areas["yronwood"]!.order = { house: "tyrell", kind: "march-special" };
      put(d, "sea-of-dorne", "baratheon", "ship");
      d.areas["sea-of-dorne"]!.order = { house: "baratheon", kind: "support" };
    }, 5);
    g = act(g, "tyrell", { type: "move", to: "sunspear", units: { ...emptyCounts(), knight: 1, footman: 1 } });
    g = act(g, "tyrell", { type: "leave-power-token", leave: false });
    expect(asked(g)).toEqual({ seat: "baratheon", kind: expect.any(String) });
    return g;
  };

  it("declared short: the token stays, the units are back unrouted, and the March order is spent", () => {
    const g = act(attempt(), "baratheon", { type: "support", area: "sea-of-dorne", side: "none" });
    expect(inCombat(g)).toBe(false);
    expect(g.areas["sunspear"]!.neutralForce).toBe(5);
    expect(units(g, "sunspear")).toEqual([]);
    expect(units(g, "yronwood")).toEqual(["footman", "knight"]);
    expect(g.areas["yronwood"]!.order).toBeNull();
    // The march is over: Yronwood offers no second move.
    expect(legal(g, "tyrell").some((a) => a.type === "move")).toBe(false);
  });

  it("declared in full: the token falls and Tyrell moves in", () => {
    const g = act(attempt(), "baratheon", { type: "support", area: "sea-of-dorne", side: "attacker" });
    expect(g.areas["sunspear"]!.neutralForce).toBeNull();
    expect(units(g, "sunspear")).toEqual(["footman", "knight"]);
  });
});

describe("AG-12 an enemy home area held only by its shield blocks retreats (p.21, p.24)", () => {
  // Lannister (Tywin, 4) beats Tyrell (Margaery, 1) in Salt Shore. Tyrell's only land ways out are
  // Starfall (held by Lannister) and Sunspear, Martell's home, empty but for its printed shield.
  // Six players have Martell in the game; five do not (Sunspear's neutral force is taken off here).
  const saltShore = (players: 5 | 6) => {
    const g = edit(rawGame(players, "combat"), (d) => {
      clearBoard(d);
      for (const a of Object.values(d.areas)) {
        a.garrison = null;
        a.neutralForce = null;
      }
      d.stack = [{ kind: "round", step: "planning" }];
      place(d, "salt-shore", "tyrell", "footman");
      place(d, "starfall", "lannister", "footman");
      d.areas["yronwood"]!.order = { house: "lannister", kind: "march" };
      d.bladeUsed = true;
      const units = [{ type: "knight" as const, routed: false }, { type: "knight" as const, routed: false }];
      d.stack.push(newCombatFrame(d as Game, { attacker: "lannister", from: "yronwood", to: "salt-shore", marchOrder: "march", units }));
    });
    return playCards(g, "tywin-lannister", "margaery-tyrell");
  };

  it("Martell in the game: the shield closes Sunspear, the footman has nowhere to go and is destroyed", () => {
    const g = saltShore(6);
    expect(inCombat(g)).toBe(false);
    expect(units(g, "sunspear")).toEqual([]);
    expect(units(g, "salt-shore")).toEqual(["knight", "knight"]);
  });

  it("a shield counts only for a house in the game: without Martell, Sunspear takes the retreat", () => {
    const g = saltShore(5);
    expect(g.houses).not.toContain("martell");
    expect(inCombat(g)).toBe(false);
    expect(units(g, "sunspear")).toEqual(["footman*"]);
  });
});

describe("AG-13 skull casualties (p.29, p.21)", () => {
  it("the winner suffering a skull may choose his own siege engine", () => {
    // Greyjoy (Euron, 4) beats Stark in Stoney Sept with a knight and a siege engine; Stark's skull
    // costs Greyjoy one unit, and Greyjoy may give up the siege engine.
    let g = duel({ attacker: "greyjoy", defender: "stark", att: ["knight", "siege-engine"], def: ["footman"], tides: true, blade: true });
    g = playCards(g, "euron-crows-eye", "ser-rodrick-cassel");
    g = edit(g, (d) => {
      const f = d.stack[d.stack.length - 1] as CombatFrame;
      f.sides.attacker.tides = "blank";
      f.sides.defender!.tides = "skull";
    });
    g = act(g, "greyjoy", { type: "use-blade", use: false });
    g = act(g, "greyjoy", { type: "use-blade", use: false });
    expect(asked(g)).toEqual({ seat: "greyjoy", kind: "combat-casualty" });
    expect(legal(g, "greyjoy")).toEqual([
      { type: "casualty", unit: "knight" },
      { type: "casualty", unit: "siege-engine" },
    ]);
    g = act(g, "greyjoy", { type: "casualty", unit: "siege-engine" });
    g = act(g, "stark", { type: "retreat", to: "blackwater" });
    expect(units(g, "stoney-sept")).toEqual(["knight"]);
  });
});

describe("AG-14 wildling ties are broken after the card is revealed (p.22-23)", () => {
  it("when the Iron Throne holder is asked, the card is already face up for everyone", () => {
    const g0 = wildlingAttack(4, "skinchanger-scout");
    const r = actWithEvents(bidAll(g0, { baratheon: 0, lannister: 2 }), "stark", { type: "bid", amount: 2 });
    expect(seats(r.state)).toEqual(["baratheon"]);
    expect(topFrame(r.state)).toMatchObject({ kind: "wildling-attack", step: "tie", card: "skinchanger-scout" });
    expect(r.events.find((e) => e.type === "wildling-card")?.visibleTo).toBeUndefined();
    for (const seat of ["baratheon", "lannister", "stark", null] as const) {
      expect(agotEngine.view(r.state, seat).stack.at(-1)).toMatchObject({ card: "skinchanger-scout" });
    }
  });
});

describe("AG-15 supply reconciliation (p.8)", () => {
  it("among identical units of an army the routed one goes first", () => {
    const g = resolving(
      ["supply"],
      (d) => {
        clearBoard(d);
        // Supply 1 at home only: armies 3 and 2. Lannisport 3 + Stoney Sept 3 is one too many.
        put(d, "lannisport", "lannister", "footman", "footman", "footman");
        put(d, "stoney-sept", "lannister", "knight", "knight", "footman");
        d.areas["stoney-sept"]!.units[1]!.routed = true;
      },
      6,
    );
    expect(seats(g)).toEqual(["lannister"]);
    const after = act(g, "lannister", { type: "destroy-unit", area: "stoney-sept", unit: "knight" });
    expect(units(after, "stoney-sept")).toEqual(["footman", "knight"]);
    expectFramesDone(after);
  });
});

describe("AG-16 nobody uses a port whose land nobody controls (p.25)", () => {
  // Greyjoy's three ships beat Tyrell's two in Redwyne Straights. The only way out besides
  // Greyjoy's origin is the Port of Oldtown; Oldtown is no home area, so only units or a power
  // token make it anyone's.
  const redwyne = (oldtown: (d: Draft<Game>) => void) =>
    playCards(
      position({
        attacker: "greyjoy",
        from: "west-summer-sea",
        to: "redwyne-straights",
        units: ["ship", "ship", "ship"],
        setup: (d) => {
          place(d, "redwyne-straights", "tyrell", "ship", "ship");
          d.bladeUsed = true;
          oldtown(d);
        },
      }),
      "euron-crows-eye",
      "margaery-tyrell",
    );

  it("Oldtown controlled by nobody: its port is closed, the beaten ships are destroyed", () => {
    const g = redwyne(() => {});
    expect(inCombat(g)).toBe(false);
    expect(units(g, "port-of-oldtown")).toEqual([]);
    expect(units(g, "redwyne-straights")).toEqual(["ship", "ship", "ship"]);
  });

  it("Oldtown held by Tyrell: the ships retreat into its port", () => {
    const g = redwyne((d) => place(d, "oldtown", "tyrell", "footman"));
    expect(inCombat(g)).toBe(false);
    expect(units(g, "port-of-oldtown")).toEqual(["ship*", "ship*"]);
  });
});

describe("AG-18 the raven's look is public, the card is not (p.11-12)", () => {
  it("who looked and what he did with the card are public events; only the card is private", () => {
    const g = edit(rawGame(6), (d) => {
      d.stack = [
        { kind: "round", step: "action" },
        { kind: "messenger-raven", house: "lannister", step: "choose" },
      ];
    });
    const look = actWithEvents(g, "lannister", { type: "raven-look-at-wildlings" });
    expect(look.events.find((e) => e.type === "raven")!.visibleTo).toBeUndefined();
    expect(look.events.find((e) => e.type === "raven-peek")!.visibleTo).toEqual(["lannister"]);
    const keep = actWithEvents(look.state, "lannister", { type: "raven-keep-wildling-card", bottom: false });
    const kept = keep.events.find((e) => e.type === "raven")!;
    expect(kept.visibleTo).toBeUndefined();
    expect(kept.text).toContain("leaves the top wildling card");
  });

  it("he stays the one who knows the top card when the Raven changes hands", () => {
    // Three players; a King's Court Clash of Kings gives the Raven to the house that did not look.
    let g = edit(rawGame(3), (d) => {
      lastRound(d);
      d.wildlings.topKnownBy = ravenHolder(d as Game);
      d.stack.push({ kind: "clash-of-kings", track: 2, bids: {}, revealed: false, placed: [] });
    });
    const looker = ravenHolder(g);
    const other = g.houses.find((h) => h !== looker)!;
    g = bidAll(g, Object.fromEntries(g.houses.map((h) => [h, h === other ? 3 : 0])));
    if (seats(g).length === 1 && g.stack.at(-1)!.kind === "clash-of-kings") g = act(g, seats(g)[0] as HouseId, { type: "break-tie", house: looker });
    expect(ravenHolder(g)).toBe(other);
    expect(g.wildlings.topKnownBy).toBe(looker);
    expect(agotEngine.view(g, looker).wildlings.topCard).toBe(g.wildlings.deck[0]);
    expect(agotEngine.view(g, other).wildlings.topCard).toBeNull();
  });
});
