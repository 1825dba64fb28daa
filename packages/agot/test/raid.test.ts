/** Raid orders (rulebook p.14 "Resolve Raid Orders" and its example, p.22 Special Raid, p.25 ports). */
import { describe, expect, it } from "vitest";
import type { Draft } from "immer";
import type { HouseId } from "../src/data/houses.ts";
import type { OrderKind } from "../src/data/orders.ts";
import { agotEngine } from "../src/index.ts";
import { checkInvariants } from "../src/invariants.ts";
import type { Game } from "../src/state.ts";
import { act, actionPhase, actWithEvents, put, refuse, topFrame } from "./helpers.ts";

const order = (d: Draft<Game>, area: string, house: HouseId, kind: OrderKind) => {
  d.areas[area]!.order = { house, kind };
};
/** Keeps the phase waiting after the raids (a Martell march to resolve), so the board can be checked before clean-up. */
const hold = (d: Draft<Game>) => {
  put(d, "salt-shore", "martell", "footman");
  order(d, "salt-shore", "martell", "march");
};
const seats = (g: Game) => agotEngine.pendingSeats(g).map((p) => p.seat);
const legal = (g: Game, h: HouseId) => agotEngine.legalActions(g, h);

describe("raid example (p.14)", () => {
  // Five raids; turn order Greyjoy, Stark, Lannister, Baratheon, Tyrell (Martell last in a 6-player game).
  const start = () =>
    actionPhase((d) => {
      d.tracks.ironThrone = ["greyjoy", "stark", "lannister", "baratheon", "tyrell", "martell"];
      put(d, "the-reach", "lannister", "footman");
      order(d, "the-reach", "lannister", "raid");
      put(d, "sunset-sea", "lannister", "ship");
      order(d, "sunset-sea", "lannister", "raid");
      put(d, "lannisport", "lannister", "footman");
      order(d, "lannisport", "lannister", "defense");
      put(d, "west-summer-sea", "greyjoy", "ship");
      order(d, "west-summer-sea", "greyjoy", "raid");
      put(d, "dornish-marches", "tyrell", "footman");
      order(d, "dornish-marches", "tyrell", "raid");
      put(d, "highgarden", "tyrell", "footman");
      order(d, "highgarden", "tyrell", "consolidate-power");
      put(d, "stoney-sept", "baratheon", "footman");
      order(d, "stoney-sept", "baratheon", "raid-special");
    });

  it("resolves all five steps in turn order", () => {
    let g = start();
    // Step 1: Greyjoy raids Tyrell's Consolidate Power order at Highgarden and pillages.
    expect(seats(g)).toEqual(["greyjoy"]);
    expect(legal(g, "greyjoy")).toContainEqual({ type: "raid", from: "west-summer-sea", target: "highgarden" });
    let r = actWithEvents(g, "greyjoy", { type: "raid", from: "west-summer-sea", target: "highgarden" });
    g = r.state;
    expect(g.areas["west-summer-sea"]!.order).toBeNull();
    expect(g.areas["highgarden"]!.order).toBeNull();
    expect(g.power.greyjoy).toBe(6);
    expect(g.power.tyrell).toBe(4);
    expect(r.events.map((e) => e.text)).toContain(
      "Greyjoy raids Tyrell's Consolidate Power order in Highgarden from West Summer Sea and pillages: Greyjoy gains 1 power, Tyrell loses 1.",
    );

    // Step 2: Stark has no raid, so Lannister goes; he raids the Tyrell raid in the Dornish Marches from The Reach.
    expect(seats(g)).toEqual(["lannister"]);
    expect(legal(g, "lannister")).toEqual([
      { type: "raid", from: "the-reach", target: "dornish-marches" },
      { type: "raid", from: "the-reach", target: null },
      { type: "raid", from: "sunset-sea", target: null },
    ]);
    g = act(g, "lannister", { type: "raid", from: "the-reach", target: "dornish-marches" });
    expect(g.areas["dornish-marches"]!.order).toBeNull();
    expect(g.areas["the-reach"]!.order).toBeNull();

    // Step 3: Baratheon's Special Raid removes the Lannister Defense order at Lannisport (p.22).
    expect(seats(g)).toEqual(["baratheon"]);
    expect(legal(g, "baratheon")).toContainEqual({ type: "raid", from: "stoney-sept", target: "lannisport" });
    r = actWithEvents(g, "baratheon", { type: "raid", from: "stoney-sept", target: "lannisport" });
    g = r.state;
    expect(g.areas["lannisport"]!.order).toBeNull();
    expect(g.areas["stoney-sept"]!.order).toBeNull();

    // Steps 4-5: Tyrell has no raid left; back at the top, Lannister's Sunset Sea raid has no target
    // and is removed without effect (no prompt: it is the only thing Lannister can do).
    expect(r.events.map((e) => e.text)).toContain("Lannister removes the Raid order in Sunset Sea without effect (nothing to raid).");
    expect(g.areas["sunset-sea"]!.order).toBeNull();
    expect(g.outcome?.reason).toBe("round-ten");
    expect(checkInvariants(g)).toEqual([]);
  });
});

describe("what a raid may remove (p.14, p.22)", () => {
  it("a normal raid removes Support, Raid or Consolidate Power orders, never Defense or March", () => {
    const g = actionPhase((d) => {
      put(d, "the-reach", "lannister", "footman");
      order(d, "the-reach", "lannister", "raid");
      for (const [area, kind] of [
        ["highgarden", "support"],
        ["dornish-marches", "defense"],
        ["kingswood", "march"],
        ["blackwater", "consolidate-power-special"],
        ["the-boneway", "raid"],
      ] as const) {
        put(d, area, "tyrell", "footman");
        order(d, area, "tyrell", kind);
      }
    });
    expect(legal(g, "lannister")).toEqual([
      { type: "raid", from: "the-reach", target: "blackwater" },
      { type: "raid", from: "the-reach", target: "highgarden" },
      { type: "raid", from: "the-reach", target: "the-boneway" },
      { type: "raid", from: "the-reach", target: null },
    ]);
    refuse(g, "lannister", { type: "raid", from: "the-reach", target: "dornish-marches" }, "ILLEGAL_ACTION");
  });

  it("the Special Raid may also remove a Defense order (p.22)", () => {
    const g = actionPhase((d) => {
      put(d, "the-reach", "lannister", "footman");
      order(d, "the-reach", "lannister", "raid-special");
      put(d, "dornish-marches", "tyrell", "footman");
      order(d, "dornish-marches", "tyrell", "defense-special");
      put(d, "highgarden", "tyrell", "footman");
      order(d, "highgarden", "tyrell", "support");
      hold(d);
    });
    expect(legal(g, "lannister")).toEqual([
      { type: "raid", from: "the-reach", target: "dornish-marches" },
      { type: "raid", from: "the-reach", target: "highgarden" },
      { type: "raid", from: "the-reach", target: null },
    ]);
    const after = act(g, "lannister", { type: "raid", from: "the-reach", target: "dornish-marches" });
    expect(after.areas["dornish-marches"]!.order).toBeNull();
    expect(after.areas["highgarden"]!.order).toEqual({ house: "tyrell", kind: "support" });
  });

  it("never raids the house's own orders", () => {
    const g = actionPhase((d) => {
      put(d, "the-reach", "lannister", "footman");
      order(d, "the-reach", "lannister", "raid");
      put(d, "highgarden", "lannister", "footman");
      order(d, "highgarden", "lannister", "support");
      put(d, "kingswood", "stark", "footman");
      order(d, "kingswood", "stark", "support");
    });
    expect(legal(g, "lannister")).toEqual([
      { type: "raid", from: "the-reach", target: "kingswood" },
      { type: "raid", from: "the-reach", target: null },
    ]);
  });

  it("may be resolved without effect even with targets (p.14 'Other rules')", () => {
    const g = actionPhase((d) => {
      put(d, "the-reach", "lannister", "footman");
      order(d, "the-reach", "lannister", "raid");
      put(d, "highgarden", "tyrell", "footman");
      order(d, "highgarden", "tyrell", "support");
      hold(d);
    });
    const r = actWithEvents(g, "lannister", { type: "raid", from: "the-reach", target: null });
    expect(r.state.areas["the-reach"]!.order).toBeNull();
    expect(r.state.areas["highgarden"]!.order).toEqual({ house: "tyrell", kind: "support" });
    expect(r.events.map((e) => e.text)).toContain("Lannister removes the Raid order in The Reach without effect.");
  });
});

describe("where a raid reaches (p.14, p.25)", () => {
  it("a raid on land never raids a sea area (p.14)", () => {
    const g = actionPhase((d) => {
      put(d, "searoad-marches", "lannister", "footman");
      order(d, "searoad-marches", "lannister", "raid");
      put(d, "sunset-sea", "greyjoy", "ship");
      order(d, "sunset-sea", "greyjoy", "support");
      put(d, "highgarden", "tyrell", "footman");
      order(d, "highgarden", "tyrell", "support");
    });
    expect(legal(g, "lannister")).toEqual([
      { type: "raid", from: "searoad-marches", target: "highgarden" },
      { type: "raid", from: "searoad-marches", target: null },
    ]);
  });

  it("a raid at sea may raid adjacent land and sea areas (p.14)", () => {
    const g = actionPhase((d) => {
      put(d, "sunset-sea", "greyjoy", "ship");
      order(d, "sunset-sea", "greyjoy", "raid");
      put(d, "searoad-marches", "lannister", "footman");
      order(d, "searoad-marches", "lannister", "consolidate-power");
      put(d, "the-golden-sound", "lannister", "ship");
      order(d, "the-golden-sound", "lannister", "support");
    });
    expect(legal(g, "greyjoy")).toEqual([
      { type: "raid", from: "sunset-sea", target: "searoad-marches" },
      { type: "raid", from: "sunset-sea", target: "the-golden-sound" },
      { type: "raid", from: "sunset-sea", target: null },
    ]);
  });

  it("a raid in a port raids only its sea, never the land (p.25)", () => {
    const g = actionPhase((d) => {
      put(d, "port-of-lannisport", "lannister", "ship");
      order(d, "port-of-lannisport", "lannister", "raid");
      put(d, "the-golden-sound", "greyjoy", "ship");
      order(d, "the-golden-sound", "greyjoy", "support");
      put(d, "lannisport", "greyjoy", "footman");
      order(d, "lannisport", "greyjoy", "consolidate-power");
    });
    expect(legal(g, "lannister")).toEqual([
      { type: "raid", from: "port-of-lannisport", target: "the-golden-sound" },
      { type: "raid", from: "port-of-lannisport", target: null },
    ]);
  });

  it("ships in the sea may raid the port; land units may not (p.25)", () => {
    const g = actionPhase((d) => {
      d.tracks.ironThrone = ["greyjoy", "stark", "lannister", "baratheon", "tyrell", "martell"];
      put(d, "port-of-lannisport", "lannister", "ship");
      order(d, "port-of-lannisport", "lannister", "support");
      put(d, "the-golden-sound", "greyjoy", "ship");
      order(d, "the-golden-sound", "greyjoy", "raid");
      put(d, "lannisport", "stark", "footman");
      order(d, "lannisport", "stark", "raid");
      hold(d);
    });
    expect(legal(g, "greyjoy")).toContainEqual({ type: "raid", from: "the-golden-sound", target: "port-of-lannisport" });
    const afterGreyjoy = act(g, "greyjoy", { type: "raid", from: "the-golden-sound", target: null });
    // Stark's raid on land sees the port's Support order but cannot touch it: resolved at once, without effect.
    expect(afterGreyjoy.areas["lannisport"]!.order).toBeNull();
    expect(afterGreyjoy.areas["port-of-lannisport"]!.order).toEqual({ house: "lannister", kind: "support" });
  });
});

describe("pillaging (p.14)", () => {
  it("the raider gains 1 even when the victim has no power to lose", () => {
    const g = actionPhase((d) => {
      d.power.lannister = 3;
      d.power.tyrell = 0;
      put(d, "the-reach", "lannister", "footman");
      order(d, "the-reach", "lannister", "raid");
      put(d, "highgarden", "tyrell", "footman");
      order(d, "highgarden", "tyrell", "consolidate-power");
    });
    const after = act(g, "lannister", { type: "raid", from: "the-reach", target: "highgarden" });
    expect(after.power.lannister).toBe(4);
    expect(after.power.tyrell).toBe(0);
  });

  it("raiding a Support order pillages nothing", () => {
    const g = actionPhase((d) => {
      put(d, "the-reach", "lannister", "footman");
      order(d, "the-reach", "lannister", "raid");
      put(d, "highgarden", "tyrell", "footman");
      order(d, "highgarden", "tyrell", "support");
    });
    const after = act(g, "lannister", { type: "raid", from: "the-reach", target: "highgarden" });
    expect(after.power.lannister).toBe(5);
    expect(after.power.tyrell).toBe(5);
  });
});

describe("turn order (p.14)", () => {
  it("cycles one raid per house until none remain, skipping houses without raids", () => {
    let g = actionPhase((d) => {
      d.tracks.ironThrone = ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell"];
      put(d, "the-reach", "lannister", "footman");
      order(d, "the-reach", "lannister", "raid");
      put(d, "searoad-marches", "lannister", "footman");
      order(d, "searoad-marches", "lannister", "raid-special");
      put(d, "dornish-marches", "tyrell", "footman");
      order(d, "dornish-marches", "tyrell", "raid");
      put(d, "highgarden", "tyrell", "footman");
      order(d, "highgarden", "tyrell", "support");
      put(d, "the-boneway", "lannister", "footman");
      order(d, "the-boneway", "lannister", "support");
    });
    expect(seats(g)).toEqual(["lannister"]);
    g = act(g, "lannister", { type: "raid", from: "the-reach", target: null });
    expect(seats(g)).toEqual(["tyrell"]);
    g = act(g, "tyrell", { type: "raid", from: "dornish-marches", target: null });
    expect(seats(g)).toEqual(["lannister"]);
    g = act(g, "lannister", { type: "raid", from: "searoad-marches", target: "highgarden" });
    expect(g.outcome?.reason).toBe("round-ten");
  });

  it("another house cannot resolve out of turn", () => {
    const g = actionPhase((d) => {
      d.tracks.ironThrone = ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell"];
      put(d, "the-reach", "lannister", "footman");
      order(d, "the-reach", "lannister", "raid");
      put(d, "highgarden", "tyrell", "footman");
      order(d, "highgarden", "tyrell", "raid");
    });
    expect(topFrame(g).kind).toBe("action");
    refuse(g, "tyrell", { type: "raid", from: "highgarden", target: "the-reach" }, "NOT_YOUR_DECISION");
  });
});
