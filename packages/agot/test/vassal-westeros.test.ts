/**
 * Vassals in the Westeros phase, victory and drop-out (Mother of Dragons; rules summary "Bidding
 * with vassals", "Additional vassal rules" and the setup's drop-out rule; AG-28).
 */
import { describe, expect, it } from "vitest";
import type { HouseId } from "../src/data/houses.ts";
import { agotEngine, leaveGame } from "../src/index.ts";
import { gainPower } from "../src/rules/power.ts";
import { bladeHolder, ironThroneHolder, ravenHolder } from "../src/rules/tracks.ts";
import { ranking, sevenCastleWinner } from "../src/rules/victory.ts";
import { newMusterFrame } from "../src/rules/westeros/muster.ts";
import { newSupplyReconcileFrame } from "../src/rules/westeros/supply-reconcile.ts";
import { setupGame } from "../src/setup.ts";
import type { Game } from "../src/state.ts";
import { act, actWithEvents, clearBoard, edit, newGame, put, rawGame, topFrame } from "./helpers.ts";
import { lastRound, wildlingAttack } from "./westeros-fixtures.ts";
import { vassalize } from "./vassal-setup.ts";

const seats = (g: Game): string[] => agotEngine.pendingSeats(g).map((p) => p.seat);
const vassals = { martell: "stark", tyrell: "stark" } as const;

describe("bidding with vassals (summary 'Bidding with vassals')", () => {
  const clash = () =>
    edit(rawGame(6), (d) => {
      lastRound(d);
      vassalize(d, vassals);
      d.stack.push({ kind: "clash-of-kings", track: 0, bids: {}, revealed: false, placed: [] });
    });

  it("vassals are never asked and bid 0; they still take positions on the track", () => {
    let g = clash();
    expect(seats(g).sort()).toEqual(["baratheon", "greyjoy", "lannister", "stark"]);
    g = act(g, "baratheon", { type: "bid", amount: 4 });
    g = act(g, "lannister", { type: "bid", amount: 3 });
    g = act(g, "stark", { type: "bid", amount: 2 });
    const r = actWithEvents(g, "greyjoy", { type: "bid", amount: 1 });
    expect(r.events.find((e) => e.type === "bids-revealed")!.data).toMatchObject({ bids: { martell: 0, tyrell: 0 } });
    // Martell and Tyrell tie at 0: the Iron Throne holder orders them.
    expect(seats(r.state)).toEqual(["baratheon"]);
    g = act(r.state, "baratheon", { type: "break-tie", house: "tyrell" });
    expect(g.tracks.ironThrone).toEqual(["baratheon", "lannister", "stark", "greyjoy", "tyrell", "martell"]);
  });

  it("a vassal on top of a track holds no dominance token: the next player does", () => {
    const g = edit(rawGame(6), (d) => {
      vassalize(d, vassals);
      d.tracks.ironThrone = ["martell", "tyrell", "greyjoy", "stark", "lannister", "baratheon"];
      d.tracks.fiefdoms = ["tyrell", "lannister", "greyjoy", "stark", "martell", "baratheon"];
      d.tracks.kingsCourt = ["stark", "martell", "tyrell", "greyjoy", "lannister", "baratheon"];
    });
    expect(ironThroneHolder(g)).toBe("greyjoy");
    expect(bladeHolder(g)).toBe("lannister");
    expect(ravenHolder(g)).toBe("stark");
  });

  it("vassals take no part in wildling attacks, as bidders or as lowest bidder", () => {
    let g = wildlingAttack(
      12,
      "crow-killers",
      (d) => {
        vassalize(d, vassals);
        for (const h of d.houses) if (d.power[h]! > 0) d.power[h] = 1;
      },
      6,
    );
    expect(seats(g).sort()).toEqual(["baratheon", "greyjoy", "lannister", "stark"]);
    for (const h of ["baratheon", "greyjoy", "lannister"] as const) g = act(g, h, { type: "bid", amount: 1 });
    const r = actWithEvents(g, "stark", { type: "bid", amount: 0 });
    expect(r.events.find((e) => e.type === "wildling-bidder")!.data).toMatchObject({ house: "stark", highest: false });
  });

  it("vassals never gain power (summary 'Additional vassal rules')", () => {
    const g = edit(rawGame(6), (d) => vassalize(d, vassals));
    const copy = structuredClone(g);
    expect(gainPower(copy, "martell", 3)).toBe(0);
    expect(copy.power.martell).toBe(0);
  });
});

describe("vassals in Westeros cards (summary 'Additional vassal rules'; AG-28)", () => {
  it("a vassal musters from a Westeros card only in its home area, and only while it holds it", () => {
    const mustering = (holdsHome: boolean) =>
      edit(rawGame(6), (d) => {
        clearBoard(d);
        lastRound(d);
        vassalize(d, vassals);
        put(d, "oldtown", "tyrell", "footman");
        if (!holdsHome) put(d, "highgarden", "lannister", "footman");
        d.stack.push(newMusterFrame(d as Game, ["tyrell"], null));
      });
    const home = mustering(true);
    expect(topFrame(home)).toMatchObject({ kind: "muster", points: { highgarden: 2 } });
    expect(seats(home)).toEqual(["stark"]);
    const lost = mustering(false);
    expect(lost.stack.some((f) => f.kind === "muster")).toBe(false);
  });

  it("a vassal over its supply limit loses the units its commander picks", () => {
    const g = edit(rawGame(6), (d) => {
      clearBoard(d);
      lastRound(d);
      vassalize(d, vassals);
      d.supply.tyrell = 0;
      put(d, "oldtown", "tyrell", "footman", "footman");
      put(d, "highgarden", "tyrell", "footman", "footman");
      put(d, "the-reach", "tyrell", "footman", "footman");
      d.stack.push(newSupplyReconcileFrame(d as Game)!);
    });
    expect(agotEngine.pendingSeats(g)).toMatchObject([{ seat: "stark", detail: { vassal: "tyrell" } }]);
    expect(agotEngine.legalActions(g, "stark").length).toBeGreaterThan(0);
  });
});

describe("vassals never win (summary 'Additional vassal rules')", () => {
  it("seven castles held by a vassal end nothing; the ranking names players only", () => {
    const g = edit(rawGame(6), (d) => {
      clearBoard(d);
      vassalize(d, vassals);
      for (const area of ["highgarden", "oldtown", "sunspear", "starfall", "yronwood", "the-reach", "lannisport"]) put(d, area, "tyrell", "footman");
    });
    expect(sevenCastleWinner(g)).toBeNull();
    expect(ranking(g)).not.toContain("tyrell");
    expect(ranking(g)).toHaveLength(4);
  });
});

describe("a player who leaves becomes a vassal between rounds (MoD setup, drop-out rule)", () => {
  const withVassals = () => edit(newGame(6), (d) => vassalize(d, vassals));

  it("the house turns into a vassal at the end of the round, keeping its units, losing its power and cards", () => {
    const before = withVassals();
    const r = leaveGame(before, "lannister");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.mod!.vassals!.leaving).toEqual(["lannister"]);
    expect(before.mod!.vassals!.leaving).toEqual([]);
    const lannisterUnits = Object.values(r.value.state.areas).filter((a) => a.house === "lannister").length;
    // End the round at once.
    const next = edit(r.value.state, (d) => {
      d.stack = [{ kind: "round", step: "end-of-round" }];
    });
    expect(next.mod!.vassals!.houses).toEqual(["lannister", "tyrell", "martell"]);
    expect(next.power.lannister).toBe(0);
    expect(next.houseCards.lannister).toEqual({ hand: [], discard: [] });
    expect(Object.values(next.areas).filter((a) => a.house === "lannister").length).toBe(lannisterUnits);
    expect(next.round).toBe(2);
  });

  it("at a full table (8 players, no vassals yet) the first player to leave starts the vassals; Targaryen still stays", () => {
    const full = setupGame({ seed: "t8", playerCount: 8, tidesOfBattle: false, motherOfDragons: true });
    expect(full.mod!.vassals).toBeUndefined();
    expect(leaveGame(full, "targaryen").ok).toBe(false);
    const r = leaveGame(full, "baratheon");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(full.mod!.vassals).toBeUndefined();
    expect(r.value.state.mod!.vassals).toMatchObject({ houses: [], leaving: ["baratheon"] });
    const next = edit(r.value.state, (d) => {
      d.stack = [{ kind: "round", step: "end-of-round" }];
    });
    expect(next.mod!.vassals!.houses).toEqual(["baratheon"]);
    expect(next.mod!.vassals!.deck.length).toBeGreaterThan(0);
  });

  it("is refused with a clear error when it cannot be", () => {
    const base = newGame(6);
    const code = (g: Game, h: string) => {
      const r = leaveGame(g, h);
      return r.ok ? "ok" : r.error.code;
    };
    expect(code(base, "stark")).toBe("NO_VASSALS");
    const withTargaryen = setupGame({ seed: "t", playerCount: 5, tidesOfBattle: false, motherOfDragons: true, houses: ["stark", "lannister", "tyrell", "martell", "targaryen"] });
    expect(code(withTargaryen, "targaryen")).toBe("TARGARYEN_STAYS");
    expect(code(withTargaryen, "stark")).toBe("ok");
    const g = withVassals();
    expect(code(g, "dorne")).toBe("UNKNOWN_SEAT");
    expect(code(g, "martell")).toBe("ALREADY_VASSAL");
    const once = leaveGame(g, "greyjoy");
    expect(once.ok && code(once.value.state, "greyjoy")).toBe("ALREADY_LEAVING");
    // Three Westeros players would stay no more (AG-38; the tests below).
    expect(once.ok && code(once.value.state, "lannister")).toBe("TOO_FEW_PLAYERS");
    void (null as unknown as HouseId);
  });
});

describe("AG-38 (CHANGE): a player leaves only while three players of Westeros houses stay (SUM setup; mod-setup.md 1.1)", () => {
  // SUM: "When playing with 3 players, House Targaryen is not available", "House Targaryen is only
  // playable in a game with 4 or more players", "for each vassal, assign a set of 4 vassal order
  // tokens" (the box holds four sets, mod-setup.md 1.1): a table never has fewer than three
  // Westeros players, so never more than four vassals.
  const code = (g: Game, h: string) => {
    const r = leaveGame(g, h);
    return r.ok ? "ok" : r.error.code;
  };
  const leaveAll = (g: Game, houses: readonly string[]): Game =>
    houses.reduce((state, h) => {
      const r = leaveGame(state, h);
      if (!r.ok) throw new Error(`${h}: ${r.error.message}`);
      return r.value.state;
    }, g);

  it("refuses the fourth Westeros player's leave at a table of four Westeros players and Targaryen: Targaryen does not count", () => {
    // Three players would stay (two Westeros and Targaryen), which the old floor of two allowed.
    const g = setupGame({ seed: "t", playerCount: 5, tidesOfBattle: false, motherOfDragons: true, houses: ["stark", "lannister", "tyrell", "martell", "targaryen"] });
    const once = leaveAll(g, ["stark"]);
    const r = leaveGame(once, "lannister");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual({ code: "TOO_FEW_PLAYERS", message: "Lannister cannot become a vassal: at least 3 players of Westeros houses (Targaryen aside) must stay for the game to go on." });
    expect(once.mod!.vassals!.leaving).toEqual(["stark"]);
  });

  it("lets four of an eight-player table's seven Westeros players leave, never a fifth (no fifth set of vassal order tokens)", () => {
    const full = setupGame({ seed: "t8", playerCount: 8, tidesOfBattle: false, motherOfDragons: true });
    const four = leaveAll(full, ["stark", "lannister", "greyjoy", "tyrell"]);
    expect(four.mod!.vassals!.leaving).toEqual(["stark", "lannister", "greyjoy", "tyrell"]);
    for (const h of ["baratheon", "martell", "arryn"]) expect(code(four, h)).toBe("TOO_FEW_PLAYERS");
    expect(code(four, "targaryen")).toBe("TARGARYEN_STAYS");
  });

  it("counts houses that are vassals already, and those leaving this round, as gone; no player of a three-player table may leave", () => {
    // Six houses, Martell and Tyrell vassals from the start: four players; one may leave.
    const g = edit(newGame(6), (d) => vassalize(d, vassals));
    expect(code(g, "baratheon")).toBe("ok");
    expect(code(leaveAll(g, ["greyjoy"]), "baratheon")).toBe("TOO_FEW_PLAYERS");
    const three = setupGame({ seed: "t3", playerCount: 3, tidesOfBattle: false, motherOfDragons: true });
    for (const h of three.houses.filter((h) => !three.mod!.vassals!.houses.includes(h))) expect(code(three, h)).toBe("TOO_FEW_PLAYERS");
  });
});
