/**
 * The Westeros phase itself (rulebook p.7-8): one card per deck, the wildling track, Winter is
 * Coming (AG-4), and an attack when the threat reaches 12 (p.7, p.22).
 */
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import { WESTEROS_DECKS } from "../src/data/westeros-cards.ts";
import type { HouseId } from "../src/data/houses.ts";
import { newGame, act, editWithEvents, rawGame, topFrame } from "./helpers.ts";
import { bidAll, expectFramesDone, kinds, seats, topWildling, westerosPhase, lastRound } from "./westeros-fixtures.ts";
import { newWesterosFrame } from "../src/rules/westeros/frames.ts";

const sorted = <T>(xs: readonly T[]) => [...xs].sort();

describe("drawing the Westeros cards (p.7)", () => {
  it("reveals the top card of each deck, discards it and records it for the round", () => {
    const g = westerosPhase(["last-days-of-summer", "last-days-of-summer", "feast-for-crows"]);
    expect(g.westeros.revealed).toEqual(["last-days-of-summer", "last-days-of-summer", "feast-for-crows"]);
    expect(g.westeros.discards).toEqual([["last-days-of-summer"], ["last-days-of-summer"], ["feast-for-crows"]]);
    expect(g.westeros.decks.map((d) => d.length)).toEqual([9, 9, 9]);
    expectFramesDone(g);
  });

  it("advances the threat one space (+2) per wildling icon", () => {
    const g = westerosPhase(["last-days-of-summer", "game-of-thrones", "feast-for-crows"]);
    // Two icons (Last Days of Summer, Feast for Crows) from the starting threat of 2.
    expect(g.wildlings.threat).toBe(6);
  });

  it("the log tells every step: cards drawn, threat, each card resolved", () => {
    const { events } = editWithEvents(rawGame(3), (d) => {
      lastRound(d);
      d.westeros.decks[0] = ["last-days-of-summer"];
      d.westeros.decks[1] = ["game-of-thrones"];
      d.westeros.decks[2] = ["web-of-lies"];
      d.stack.push(newWesterosFrame());
    });
    const types = events.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(["westeros-cards", "wildling-threat", "westeros-resolve", "power", "restriction"]));
    expect(events.find((e) => e.type === "westeros-cards")!.text).toBe("Westeros cards: I Last Days of Summer, II Game of Thrones, III Web of Lies.");
    expect(events.find((e) => e.type === "wildling-threat")!.text).toContain("from 2 to 6");
  });

  it("no icon, no advance", () => {
    const g = westerosPhase(["supply", "game-of-thrones", "put-to-the-sword"]);
    expect(g.wildlings.threat).toBe(2);
  });

  it("round 1 has no Westeros phase (p.7)", () => {
    const g = newGame(3);
    expect(g.round).toBe(1);
    expect(g.westeros.revealed).toEqual([]);
    expect(topFrame(g).kind).toBe("assign-orders");
  });

  it("the round pushes the phase after round 1 and the phase ends in the Planning phase", () => {
    let g = newGame(3, "westeros-round");
    const steps = 400;
    for (let i = 0; i < steps && g.round < 2; i++) {
      const p = agotEngine.pendingSeats(g)[0]!;
      g = act(g, p.seat as HouseId, agotEngine.legalActions(g, p.seat)[0]!);
    }
    expect(g.round).toBe(2);
    expect(g.westeros.revealed).toHaveLength(3);
  });
});

describe("Winter is Coming (AG-4, cards.md 3.1)", () => {
  it("reshuffles its whole deck, discards included, and reveals a replacement", () => {
    const { state: g, events } = editWithEvents(rawGame(3), (d) => {
      lastRound(d);
      d.westeros.decks[0] = ["winter-is-coming", "mustering", "supply"];
      d.westeros.discards[0] = ["supply", "mustering"];
      d.stack.push(newWesterosFrame());
    });
    expect(events.some((e) => e.type === "winter-is-coming")).toBe(true);
    expect(g.westeros.revealed[0]).not.toBe("winter-is-coming");
    expect(g.westeros.discards[0]).toEqual([g.westeros.revealed[0]]);
    expect(sorted([...g.westeros.decks[0], ...g.westeros.discards[0]])).toEqual(sorted(["winter-is-coming", "mustering", "supply", "supply", "mustering"]));
  });

  it("the replacement's wildling icon counts", () => {
    const g = westerosPhase(["supply", "game-of-thrones", "put-to-the-sword"], (d) => {
      d.westeros.decks[0] = ["winter-is-coming", "last-days-of-summer"];
      d.westeros.discards[0] = ["last-days-of-summer"];
    });
    expect(g.westeros.revealed[0]).toBe("last-days-of-summer");
    expect(g.wildlings.threat).toBe(4);
  });

  it("a full deck keeps its ten cards across the reshuffle", () => {
    const g = westerosPhase(["winter-is-coming", "game-of-thrones", "put-to-the-sword"]);
    expect(g.westeros.decks[0].length + g.westeros.discards[0].length).toBe(WESTEROS_DECKS[0]!.length);
    expect(g.westeros.revealed[0]).not.toBe("winter-is-coming");
  });
});

describe("the threat reaching 12 (p.7, p.22)", () => {
  it("attacks at 12 at once, before any card resolves; surplus icons are ignored", () => {
    let g = westerosPhase(["last-days-of-summer", "last-days-of-summer", "storm-of-swords"], (d) => {
      d.wildlings.threat = 8;
      topWildling(d, "silence-at-the-wall");
    });
    expect(g.wildlings.threat).toBe(12);
    expect(kinds(g)).toEqual(["bid-wildlings", "bid-wildlings", "bid-wildlings"]);
    expect(topFrame(g)).toMatchObject({ kind: "wildling-attack", strength: 12 });
    // Storm of Swords is still waiting: the attack comes first.
    expect(g.restrictions).toEqual([]);
    g = bidAll(g, { baratheon: 0, lannister: 0, stark: 0 });
    expect(g.wildlings.threat).toBe(8);
    expect(g.restrictions).toEqual(["no-defense"]);
    expectFramesDone(g);
  });

  it("two attacks in one phase: the track at 12, then a Wildlings Attack card", () => {
    let g = westerosPhase(["last-days-of-summer", "last-days-of-summer", "wildlings-attack"], (d) => {
      d.wildlings.threat = 8;
      topWildling(d, "skinchanger-scout");
      topWildling(d, "silence-at-the-wall");
    });
    expect(topFrame(g)).toMatchObject({ kind: "wildling-attack", strength: 12 });
    g = bidAll(g, { baratheon: 1, lannister: 1, stark: 1 });
    // Wildling victory at 12: back to 8, and the Wildlings Attack card attacks at 8.
    expect(topFrame(g)).toMatchObject({ kind: "wildling-attack", strength: 8 });
    expect(seats(g).sort()).toEqual(["baratheon", "lannister", "stark"]);
    g = bidAll(g, { baratheon: 4, lannister: 3, stark: 1 });
    // Night's Watch victory at 8: threat 0; Skinchanger Scout gives Baratheon its 4 back.
    expect(g.wildlings.threat).toBe(0);
    expect(g.power.baratheon).toBe(4);
    expect(g.wildlings.deck.slice(-2)).toEqual(["silence-at-the-wall", "skinchanger-scout"]);
    expectFramesDone(g);
  });

  it("a threat already below 12 plus no icon does nothing", () => {
    const g = westerosPhase(["supply", "game-of-thrones", "put-to-the-sword"], (d) => {
      d.wildlings.threat = 10;
    });
    expect(g.wildlings.threat).toBe(10);
    expect(topFrame(g).kind).toBe("westeros-choice");
  });
});
