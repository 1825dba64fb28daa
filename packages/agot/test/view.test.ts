/**
 * Views (ENGINE.md "Hidden information (A Game of Thrones)"): for each seat, two states that differ
 * only in secrets that seat may not see give identical views; a spectator (null) sees only public
 * information; the RNG and the seed are never shown. Events are filtered by `visibleTo`.
 */
import { describe, expect, it } from "vitest";
import { eventsFor, type GameEvent } from "@kingsroad/core";
import { produce, type Draft } from "immer";
import { HOUSE_CARDS, type HouseId } from "../src/data/houses.ts";
import type { OrderKind } from "../src/data/orders.ts";
import { applyAction, start } from "../src/engine/driver.ts";
import { agotEngine } from "../src/index.ts";
import { playRandomGame } from "../src/selfplay.ts";
import { setupGame } from "../src/setup.ts";
import type { Game } from "../src/state.ts";
import { viewFor } from "../src/view.ts";
import { act, newGame } from "./helpers.ts";

const view = (g: Game, seat: HouseId | null) => JSON.stringify(viewFor(g, seat));
const isTop = (g: Game, kind: string) => g.stack[g.stack.length - 1]?.kind === kind;
const ordersSecret = (g: Game) => g.stack.some((f) => f.kind === "assign-orders");

interface SecretFrame {
  kind: string;
  revealed?: boolean;
  tidesRevealed?: boolean;
  bids?: Partial<Record<HouseId, number>>;
  sides?: Record<string, { house: HouseId; card: string | null; tides: string | null } | null>;
}

/**
 * The same state with every secret `seat` may not see changed: the RNG and seed, deck orders
 * (keeping a top wildling card the seat knows), other houses' face-down orders, bids before the
 * reveal, other sides' house cards and Tides of Battle draws before theirs.
 */
function withOthersSecretsChanged(g: Game, seat: HouseId | null): Game {
  return produce(g, (d: Draft<Game>) => {
    d.rng = [1, 2, 3, 4];
    (d as { config: { seed: string } }).config.seed = `${g.config.seed}-other`;
    for (const deck of d.westeros.decks) deck.reverse();
    d.tidesDeck.reverse();
    if (seat !== null && d.wildlings.topKnownBy === seat) {
      const [top, ...rest] = d.wildlings.deck;
      d.wildlings.deck = [top!, ...rest.reverse()];
    } else d.wildlings.deck.reverse();
    if (ordersSecret(g)) {
      for (const a of Object.values(d.areas)) {
        if (a.order && a.order.house !== seat) a.order.kind = (a.order.kind === "defense" ? "raid" : "defense") as OrderKind;
      }
    }
    for (const f of d.stack as unknown as SecretFrame[]) {
      if (f.bids && f.revealed === false) for (const h of Object.keys(f.bids) as HouseId[]) if (h !== seat) f.bids[h] = f.bids[h]! + 1;
      if (f.kind === "combat" && f.sides) {
        for (const s of Object.values(f.sides)) {
          if (!s || s.house === seat) continue;
          if (!f.revealed && s.card !== null) {
            const other = g.houseCards[s.house]!.hand.find((c) => c !== s.card) ?? Object.keys(HOUSE_CARDS).find((c) => HOUSE_CARDS[c]!.house === s.house && c !== s.card)!;
            s.card = other;
          }
          if (!f.tidesRevealed && s.tides !== null) s.tides = s.tides === "blank" ? "skull" : "blank";
        }
      }
    }
  });
}

/** Positions with live secrets, sampled from self-play games: orders, bids, chosen cards, draws. */
function samplePositions(): { g: Game; why: string }[] {
  const out: { g: Game; why: string }[] = [];
  const wanted: Record<string, number> = { orders: 4, bids: 4, cards: 4, tides: 3, raven: 2 };
  for (let game = 0; game < 12 && Object.values(wanted).some((n) => n > 0); game++) {
    const r = playRandomGame({ seed: `view-${game}`, playerCount: (3 + (game % 4)) as 3 | 4 | 5 | 6, tidesOfBattle: true, maxActions: 3000 });
    let g = start(setupGame(r.config)).state;
    for (const { seat, action } of r.log) {
      const res = applyAction(g, seat, action);
      if (!res.ok) break;
      g = res.value.state;
      const top = g.stack[g.stack.length - 1] as unknown as SecretFrame | undefined;
      const take = (why: string) => {
        if ((wanted[why] ?? 0) > 0) {
          wanted[why]!--;
          out.push({ g, why });
        }
      };
      if (!top) continue;
      if (isTop(g, "assign-orders") && Object.values(g.areas).some((a) => a.order)) take("orders");
      if (top.bids && top.revealed === false && Object.keys(top.bids).length > 0) take("bids");
      if (top.kind === "combat" && top.revealed === false && Object.values(top.sides ?? {}).some((s) => s?.card)) take("cards");
      if (top.kind === "combat" && top.tidesRevealed === false && Object.values(top.sides ?? {}).some((s) => s?.tides)) take("tides");
      if (g.wildlings.topKnownBy !== null) take("raven");
    }
  }
  return out;
}

describe("a seat's view does not depend on secrets it may not see", () => {
  const samples = [{ g: newGame(6, "view-start", true), why: "start" }, ...samplePositions()];

  it("the sample covers face-down orders, bids, chosen cards, Tides draws and the raven's peek", () => {
    const whys = new Set(samples.map((s) => s.why));
    for (const w of ["orders", "raven", "bids", "cards", "tides"]) expect(whys).toContain(w);
  });

  it("for every seat and the spectator, changing the others' secrets leaves the view identical", () => {
    for (const { g, why } of samples) {
      for (const seat of [...g.houses, null]) {
        const other = withOthersSecretsChanged(g, seat);
        expect(view(other, seat), `${why}, seat ${seat}`).toBe(view(g, seat));
      }
    }
  }, 60_000);

  it("the test is not vacuous: a seat sees its own face-down orders and the others' change", () => {
    const g = act(newGame(6), "stark", { type: "place-order", area: "winterfell", order: "march-special" });
    const mine = viewFor(g, "stark").areas["winterfell"]!.order;
    expect(mine).toEqual({ house: "stark", kind: "march-special" });
    expect(viewFor(g, "lannister").areas["winterfell"]!.order).toEqual({ house: "stark", kind: null });
    expect(viewFor(g, null).areas["winterfell"]!.order).toEqual({ house: "stark", kind: null });
    const changed = produce(g, (d) => {
      d.areas["winterfell"]!.order!.kind = "defense";
    });
    expect(view(changed, "stark")).not.toBe(view(g, "stark"));
    expect(view(changed, "lannister")).toBe(view(g, "lannister"));
  });

  it("once orders are revealed, everyone sees every order", () => {
    let g = newGame(3);
    while (isTop(g, "assign-orders")) {
      const seat = agotEngine.pendingSeats(g)[0]!.seat as HouseId;
      g = act(g, seat, agotEngine.legalActions(g, seat)[0]!);
    }
    for (const [id, a] of Object.entries(g.areas)) {
      if (a.order) expect(viewFor(g, null).areas[id]!.order).toEqual(a.order);
    }
  });
});

describe("what a view shows and never shows", () => {
  it("never the RNG, the seed, or any deck's order; deck sizes only", () => {
    const g = agotEngine.createGame({ seed: "SECRET-SEED-4242", playerCount: 5, tidesOfBattle: true });
    for (const seat of [...g.houses, null]) {
      const v = viewFor(g, seat);
      const text = JSON.stringify(v);
      expect(text).not.toContain("SECRET-SEED-4242");
      expect(text).not.toContain(JSON.stringify(g.rng));
      expect(Object.keys(v)).not.toContain("rng");
      expect(Object.keys(v)).not.toContain("tidesDeck");
      expect(v.westeros.deckSizes).toEqual(g.westeros.decks.map((d) => d.length));
      expect(v.wildlings.deckSize).toBe(9);
      expect(v.tidesDeckSize).toBe(24);
      expect(text).not.toContain(JSON.stringify(g.wildlings.deck));
    }
  });

  it("public: hands and discards, available power, the board, tracks, threat", () => {
    const g = produce(newGame(4), (d) => {
      d.houseCards.stark!.discard.push(d.houseCards.stark!.hand.pop()!);
      d.power.stark = 9;
      d.areas["karhold"]!.powerToken = "stark";
    });
    const v = viewFor(g, "lannister");
    expect(v.houseCards).toEqual(g.houseCards);
    expect(v.power).toEqual(g.power);
    expect(v.areas["karhold"]!.powerToken).toBe("stark");
    expect(v.areas["winterfell"]!.units).toEqual(g.areas["winterfell"]!.units);
    expect(v.tracks).toEqual(g.tracks);
    expect(v.wildlings.threat).toBe(g.wildlings.threat);
    expect(v.config).toEqual({ playerCount: 4, tidesOfBattle: false });
  });
});

describe("events are filtered by visibleTo (eventsFor)", () => {
  const events: GameEvent[] = [
    { type: "public", text: "Everyone sees this." },
    { type: "secret", text: "Only Stark.", visibleTo: ["stark"] },
  ];

  it("a listed seat sees its secret events, others and spectators do not", () => {
    expect(eventsFor(events, "stark").map((e) => e.type)).toEqual(["public", "secret"]);
    expect(eventsFor(events, "lannister").map((e) => e.type)).toEqual(["public"]);
    expect(eventsFor(events, null).map((e) => e.type)).toEqual(["public"]);
  });

  it("in self-play, a chosen house card is named only to its chooser before the reveal", () => {
    const r = playRandomGame({ seed: "view-events", playerCount: 6, maxActions: 4000 });
    let g = start(setupGame(r.config)).state;
    let checked = 0;
    for (const { seat, action } of r.log) {
      const res = applyAction(g, seat, action);
      if (!res.ok) break;
      if (action.type === "house-card" && isTop(g, "combat")) {
        for (const e of eventsFor(res.value.events, null)) {
          if (e.type.startsWith("combat-card-chosen")) expect(JSON.stringify(e)).not.toContain(action.card);
        }
        checked++;
      }
      g = res.value.state;
    }
    expect(checked).toBeGreaterThan(0);
  }, 60_000);
});
