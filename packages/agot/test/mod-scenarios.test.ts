/**
 * Mother of Dragons positions written in the scenario format (SCENARIO.md), one per new house card
 * (cards.md 6.2-6.3): each loads from test/fixtures/mod-*.json, is played through its combat, and
 * shows the card's effect. The generic scenario tests also round-trip them and play them to the end.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { stateHash } from "@kingsroad/core";
import { agotEngine } from "../src/index.ts";
import { boardOf } from "../src/data/board.ts";
import { dragonStrength } from "../src/rules/dragons.ts";
import { toScenario } from "../src/scenario.ts";
import type { Game } from "../src/state.ts";
import { act } from "./helpers.ts";
import { asked, combat, finalTotals, inCombat, legal, playCards, playCardsWithEvents } from "./cards/combat-setup.ts";

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "fixtures");

function load(name: string): Game {
  const r = agotEngine.fromScenario(JSON.parse(readFileSync(join(FIXTURES, `mod-${name}.json`), "utf8")));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The march's one attacking move with every unit, no power token left behind, nobody supporting unless `support` says. */
function attack(g: Game, to: string, support: Record<string, "attacker" | "defender" | "none"> = {}): Game {
  const seat = agotEngine.pendingSeats(g)[0]!.seat as Game["houses"][number];
  const move = legal(g, seat).filter((a) => a.type === "move" && a.to === to).at(-1)!;
  let s = act(g, seat, move);
  if (agotEngine.pendingSeats(s)[0]?.kind === "establish-control") s = act(s, seat, { type: "leave-power-token", leave: false });
  while (inCombat(s) && combat(s).decision?.kind === "support") {
    const d = combat(s).decision!;
    s = act(s, d.house, { type: "support", area: d.options![0]!, side: support[d.house] ?? "none" });
  }
  return s;
}

describe("MoD scenarios load on their board and round-trip", () => {
  it("the 7-player ones on westeros-7p, the 8-player ones on westeros-with-essos, loyalty and dragon tokens kept", () => {
    expect(boardOf(load("lysa-arryn")).id).toBe("westeros-7p");
    const g = load("daenerys-targaryen");
    expect(boardOf(g).id).toBe("westeros-with-essos");
    expect(g.mod!.loyalty).toEqual({ "kings-landing": 1, "the-reach": 1 });
    expect(dragonStrength(g)).toBe(5);
    const again = agotEngine.fromScenario(JSON.parse(JSON.stringify(toScenario(g))));
    expect(again.ok && stateHash(again.value)).toBe(stateHash(g));
  });

  it("refuses an area of another board, and MoD fields in a base game", () => {
    const westeros = ["stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "arryn"];
    const bad = agotEngine.fromScenario({ config: { seed: "x", playerCount: 7, motherOfDragons: true, houses: westeros }, areas: { pentos: { stark: ["footman"] } } });
    expect(!bad.ok && bad.error.message).toMatch(/areas\.pentos: unknown area pentos on the board westeros-7p/);
    const base = agotEngine.fromScenario({ config: { seed: "x", playerCount: 6 }, mod: { dragonBox: 1 } });
    expect(!base.ok && base.error.message).toMatch(/^mod: needs Mother of Dragons/);
    const loyal = agotEngine.fromScenario({ config: { seed: "x", playerCount: 6 }, areas: { winterfell: { loyalty: 1 } } });
    expect(!loyal.ok && loyal.error.message).toMatch(/areas\.winterfell\.loyalty/);
  });

  it("refuses Targaryen off the last space of a track, and more loyalty tokens than the box holds (cards.md 6.1, 6.5)", () => {
    const eight = { seed: "x", playerCount: 8, motherOfDragons: true };
    const all = ["targaryen", "baratheon", "lannister", "stark", "martell", "greyjoy", "tyrell", "arryn"];
    const first = agotEngine.fromScenario({ config: eight, tracks: { ironThrone: all, fiefdoms: [...all.slice(1), "targaryen"], kingsCourt: [...all.slice(1), "targaryen"] } });
    expect(!first.ok && first.error.message).toMatch(/Targaryen is not last on the ironThrone track/);
    const many = agotEngine.fromScenario({ config: eight, areas: { winterfell: { loyalty: 20 } } });
    expect(!many.ok && many.error.message).toMatch(/21 loyalty tokens lie on the board, more than the 20/);
  });
});

describe("Arryn's cards from scenarios (cards.md 6.2)", () => {
  it("Lysa Arryn goes back to the hand after a won defence with a Defense order", () => {
    let g = playCards(attack(load("lysa-arryn"), "stoney-sept"), "cersei-lannister", "lysa-arryn-mod");
    g = act(g, "arryn", { type: "choose", choice: "return-to-hand" });
    expect(g.houseCards.arryn!.hand).toContain("lysa-arryn-mod");
  });

  it("Ser Vardis Egen: +1 against a card of printed strength 2 or less", () => {
    const { events } = playCardsWithEvents(attack(load("ser-vardis-egen"), "stoney-sept"), "ser-vardis-egen", "ser-jaime-lannister");
    expect(finalTotals(events).attacker).toBe(2 + 2 + 1);
  });

  it("Godric Borrell: +1 per adjacent land area Arryn controls around the sea it defends", () => {
    const { events } = playCardsWithEvents(attack(load("godric-borrell"), "the-bite"), "dagmar-cleftjaw", "godric-borrell");
    expect(finalTotals(events).defender).toBe(1 + 1 + 2);
  });

  it("Anya Waynwood: 3 power to Arryn and to Baratheon, which supported it; none to Tyrell", () => {
    const g = playCards(attack(load("anya-waynwood"), "stoney-sept", { baratheon: "attacker", tyrell: "defender" }), "anya-waynwood", "cersei-lannister");
    expect([g.power.arryn, g.power.baratheon, g.power.tyrell]).toEqual([4, 5, 3]);
  });

  it("Robert Arryn removes himself and one of the tied lowest cards of the attacker's discard pile", () => {
    let g = playCards(attack(load("robert-arryn"), "stoney-sept"), "ser-jaime-lannister", "robert-arryn");
    if (asked(g).kind === "combat-retreat") g = act(g, "arryn", { type: "retreat", to: (legal(g, "arryn")[0] as { to: string }).to });
    g = act(g, "arryn", { type: "choose", choice: "ser-kevan-lannister" });
    expect(g.houseCards.arryn!.removed).toEqual(["robert-arryn"]);
    expect(g.houseCards.lannister!.removed).toEqual(["ser-kevan-lannister"]);
  });
});

describe("Targaryen's cards from scenarios (cards.md 6.3)", () => {
  it("Khal Drogo: +2 for two knights, then out of the game", () => {
    const { state, events } = playCardsWithEvents(attack(load("khal-drogo"), "stoney-sept"), "khal-drogo", "cersei-lannister");
    expect(finalTotals(events).attacker).toBe(5 + 4 + 2);
    const after = act(state, "lannister", { type: "retreat", to: (legal(state, "lannister")[0] as { to: string }).to });
    expect(after.houseCards.targaryen!.removed).toEqual(["khal-drogo"]);
  });

  it("Xaro Xhoan Daxos: two ships against one are worth 2 each", () => {
    const { events } = playCardsWithEvents(attack(load("xaro-xhoan-daxos"), "shipbreaker-bay"), "xaro-xhoan-daxos", "renly-baratheon");
    expect(finalTotals(events).attacker).toBe(4 + 2);
  });

  it("Daenerys Targaryen: +2 with a dragon of strength 5 flying in", () => {
    const { events } = playCardsWithEvents(attack(load("daenerys-targaryen"), "the-reach"), "daenerys-targaryen-a", "margaery-tyrell");
    expect(finalTotals(events).attacker).toBe(5 + 1 + 2);
  });

  it("Viserys Targaryen: Khal Drogo discarded for +4 wins the combat", () => {
    let g = playCards(attack(load("viserys-targaryen"), "stoney-sept"), "viserys-targaryen", "ser-jaime-lannister");
    g = act(g, "targaryen", { type: "choose", choice: "khal-drogo" });
    expect(combat(g).victor).toBe("attacker");
  });

  it("Illyrio Mopatis: Targaryen gains the difference of the final strengths", () => {
    let g = playCards(attack(load("illyrio-mopatis"), "stoney-sept"), "illyrio-mopatis", "cersei-lannister");
    g = act(g, "lannister", { type: "retreat", to: (legal(g, "lannister")[0] as { to: string }).to });
    expect(g.power.targaryen).toBe(3);
  });
});
