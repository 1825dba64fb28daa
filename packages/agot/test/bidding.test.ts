/**
 * Clash of Kings bidding (rulebook p.10 "Bidding on the Influence Tracks", p.11 Iron Throne NOTE,
 * p.28 "Hidden information"): secret simultaneous bids, ties ordered by the Iron Throne holder.
 */
import type { Draft } from "immer";
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import type { Game } from "../src/state.ts";
import { powerPool } from "../src/rules/power.ts";
import { bladeHolder, ironThroneHolder, ravenHolder } from "../src/rules/tracks.ts";
import { act, actWithEvents, edit, rawGame, refuse, topFrame } from "./helpers.ts";
import { bidAll, expectFramesDone, resolving, seats, lastRound } from "./westeros-fixtures.ts";

/** A Clash of Kings about to be bid on `track` (0 Iron Throne, 1 Fiefdoms, 2 King's Court). */
function clash(track: 0 | 1 | 2, recipe: (d: Draft<Game>) => void = () => {}, players: 3 | 5 = 3): Game {
  return edit(rawGame(players), (d) => {
    lastRound(d);
    recipe(d);
    d.stack.push({ kind: "clash-of-kings", track, bids: {}, revealed: false, placed: [] });
  });
}

describe("INFLUENCE TRACK BIDDING EXAMPLE (p.10)", () => {
  // Five players; Greyjoy won the Iron Throne track. Fiefdoms bids: Lannister 4, Baratheon 3,
  // Stark 3, Tyrell 2, Greyjoy 0. Greyjoy puts Baratheon at 2 and Stark at 3.
  const example = () =>
    clash(
      1,
      (d) => {
        d.tracks.ironThrone = ["greyjoy", "lannister", "stark", "baratheon", "tyrell"];
        d.bladeUsed = true;
        for (const h of d.houses) d.power[h] = 5;
      },
      5,
    );

  it("plays out as the rulebook describes", () => {
    let g = bidAll(example(), { lannister: 4, baratheon: 3, stark: 3, tyrell: 2, greyjoy: 0 });
    expect(seats(g)).toEqual(["greyjoy"]);
    expect(agotEngine.legalActions(g, "greyjoy")).toEqual([
      { type: "break-tie", house: "stark" },
      { type: "break-tie", house: "baratheon" },
    ]);
    refuse(g, "lannister", { type: "break-tie", house: "stark" }, "NOT_YOUR_DECISION");
    refuse(g, "greyjoy", { type: "break-tie", house: "tyrell" }, "ILLEGAL_ACTION");
    g = act(g, "greyjoy", { type: "break-tie", house: "baratheon" });
    expect(g.tracks.fiefdoms).toEqual(["lannister", "baratheon", "stark", "tyrell", "greyjoy"]);
    // Lannister takes the Valyrian Steel Blade in the state it was in (p.28).
    expect(bladeHolder(g)).toBe("lannister");
    expect(g.bladeUsed).toBe(true);
    // All bid power went to the Power Pool.
    expect(g.power).toEqual({ lannister: 1, baratheon: 2, stark: 2, tyrell: 3, greyjoy: 5 });
    // Bidding moves on to the King's Court track.
    expect(topFrame(g)).toMatchObject({ kind: "clash-of-kings", track: 2, bids: {} });
  });
});

describe("Clash of Kings (p.10)", () => {
  it("bids the three tracks in order and ends the card", () => {
    let g = resolving(["clash-of-kings"], (d) => {
      d.power = { baratheon: 10, lannister: 10, stark: 10 };
    });
    g = bidAll(g, { stark: 3, lannister: 2, baratheon: 1 });
    expect(g.tracks.ironThrone).toEqual(["stark", "lannister", "baratheon"]);
    expect(ironThroneHolder(g)).toBe("stark");
    expect(topFrame(g)).toMatchObject({ kind: "clash-of-kings", track: 1 });
    g = bidAll(g, { stark: 0, lannister: 1, baratheon: 2 });
    expect(g.tracks.fiefdoms).toEqual(["baratheon", "lannister", "stark"]);
    g = bidAll(g, { stark: 1, lannister: 0, baratheon: 3 });
    expect(g.tracks.kingsCourt).toEqual(["baratheon", "stark", "lannister"]);
    expect(ravenHolder(g)).toBe("baratheon");
    expect(g.power).toEqual({ baratheon: 4, lannister: 7, stark: 6 });
    expectFramesDone(g);
  });

  it("on the Iron Throne track the holder from before the bid breaks ties (p.11 NOTE)", () => {
    // Baratheon holds the Iron Throne, bids least, and still orders Lannister and Stark.
    let g = bidAll(clash(0), { lannister: 2, stark: 2, baratheon: 0 });
    expect(seats(g)).toEqual(["baratheon"]);
    g = act(g, "baratheon", { type: "break-tie", house: "stark" });
    expect(g.tracks.ironThrone).toEqual(["stark", "lannister", "baratheon"]);
    // On the Fiefdoms track the new holder, Stark, breaks ties.
    g = bidAll(g, { lannister: 0, stark: 0, baratheon: 1 });
    expect(seats(g)).toEqual(["stark"]);
  });

  it("a tie of three is ordered one house at a time; the last one takes the last place", () => {
    let g = bidAll(clash(2), { lannister: 1, stark: 1, baratheon: 1 });
    expect(topFrame(g)).toMatchObject({ revealed: true, placed: [] });
    g = act(g, "baratheon", { type: "break-tie", house: "lannister" });
    expect(agotEngine.legalActions(g, "baratheon")).toHaveLength(2);
    g = act(g, "baratheon", { type: "break-tie", house: "baratheon" });
    expect(g.tracks.kingsCourt).toEqual(["lannister", "baratheon", "stark"]);
  });

  it("a bid is 0 up to the house's available power, once", () => {
    const g = clash(0, (d) => {
      d.power.stark = 2;
    });
    expect(agotEngine.legalActions(g, "stark")).toEqual([0, 1, 2].map((amount) => ({ type: "bid", amount })));
    refuse(g, "stark", { type: "bid", amount: 3 }, "ILLEGAL_ACTION");
    refuse(g, "stark", { type: "bid", amount: -1 }, "MALFORMED_ACTION");
    const g2 = act(g, "stark", { type: "bid", amount: 1 });
    refuse(g2, "stark", { type: "bid", amount: 1 }, "NOT_YOUR_DECISION");
    // Power stays with the house until the bids are revealed.
    expect(g2.power.stark).toBe(2);
  });

  it("the bid tokens go to the Power Pool whatever the outcome", () => {
    const g0 = clash(0);
    const g = bidAll(g0, { lannister: 5, stark: 1, baratheon: 0 });
    expect(powerPool(g, "lannister")).toBe(powerPool(g0, "lannister") + 5);
    expect(powerPool(g, "stark")).toBe(powerPool(g0, "stark") + 1);
  });

  it("reveals every bid in one event", () => {
    let g = bidAll(clash(0), { lannister: 2, stark: 1 });
    const r = actWithEvents(g, "baratheon", { type: "bid", amount: 0 });
    g = r.state;
    const revealed = r.events.find((e) => e.type === "bids-revealed")!;
    expect(revealed.data).toMatchObject({ track: "ironThrone", bids: { lannister: 2, stark: 1, baratheon: 0 } });
    expect(revealed.text).toContain("Lannister 2");
  });
});

describe("bids are secret until all are in (p.28 Hidden information)", () => {
  const frameSeenBy = (g: Game, seat: "lannister" | "stark" | "baratheon" | null) => {
    const stack = agotEngine.view(g, seat).stack as { kind: string; bids?: unknown; bidders?: unknown }[];
    return stack[stack.length - 1]!;
  };

  it("others see who has bid, not how much; the bidder sees its own bid", () => {
    const g = bidAll(clash(0), { stark: 3, lannister: 1 });
    expect(frameSeenBy(g, "baratheon")).toMatchObject({ bids: {}, bidders: ["stark", "lannister"] });
    expect(frameSeenBy(g, "stark")).toMatchObject({ bids: { stark: 3 } });
    expect(frameSeenBy(g, null)).toMatchObject({ bids: {} });
    expect(JSON.stringify(agotEngine.view(g, "baratheon"))).not.toContain('"stark":3');
  });

  it("two states differing only in another house's bid look the same", () => {
    const a = bidAll(clash(0), { stark: 3 });
    const b = bidAll(clash(0), { stark: 0 });
    expect(agotEngine.view(a, "lannister")).toEqual(agotEngine.view(b, "lannister"));
    expect(agotEngine.view(a, null)).toEqual(agotEngine.view(b, null));
  });

  it("the bid event tells the others only that a bid was made", () => {
    const r = actWithEvents(clash(0), "stark", { type: "bid", amount: 4 });
    const publicEvents = r.events.filter((e) => !e.visibleTo);
    expect(JSON.stringify(publicEvents)).not.toContain("4");
    expect(r.events.some((e) => e.visibleTo?.includes("stark") && (e.data as { amount: number }).amount === 4)).toBe(true);
  });
});
