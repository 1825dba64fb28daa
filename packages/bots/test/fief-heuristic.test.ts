/**
 * The Fief heuristic's judgement on hand-built positions (the scenario format of
 * packages/fief/SCENARIO.md), each decision asked through the engine contract.
 */
import { describe, expect, it } from "vitest";
import { fiefEngine, type FiefState, type FiefView } from "@kingsroad/fief";
import { seedRng } from "@kingsroad/core";
import { fiefHeuristicBot } from "../src/index.ts";
import { heuristicChoice, playTurn, scenario } from "./fief-play.ts";

const NORTH = ["winterfell", "deepwood-motte", "white-harbour"];
const PURCHASE = { phase: "purchase", step: { kind: "purchase", turn: 0, placed: {} } };
const BATTLES = { phase: "battles", step: { kind: "battleDeclare", turn: 0, fought: [] } };
const houses4 = ["stark", "lannister", "baratheon", "tyrell"];

/** Stark holding the North's three villages (one man at arms each) and Winterfell's Stronghold. */
function north(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    houses: houses4,
    nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }, { id: "Tywin Lannister", house: "lannister", village: "lannisport" }],
    units: [...NORTH.map((village) => ({ house: "stark", village, type: "menAtArms" })), { house: "lannister", village: "lannisport", type: "menAtArms" }],
    villages: { winterfell: { controller: "stark", stronghold: true }, "deepwood-motte": { controller: "stark" }, "white-harbour": { controller: "stark" } },
    ...extra,
  };
}

describe("Fief heuristic: titles and purchases (4.4.1, 8)", () => {
  it("buys the fief title as soon as it holds every village of the fief and a Stronghold", () => {
    const s = scenario(north({ gold: { stark: 8 }, ...PURCHASE }));
    expect(heuristicChoice(s, "stark")).toMatchObject({ type: "buy", item: "fiefTitle", fief: "north", noble: "Ned Stark", village: "winterfell" });
  });

  it("builds the Stronghold a fief it nearly holds is missing, before any troop", () => {
    const s = scenario(north({ gold: { stark: 12 }, villages: { winterfell: { controller: "stark" }, "deepwood-motte": { controller: "stark" }, "white-harbour": { controller: "stark" } }, ...PURCHASE }));
    expect(heuristicChoice(s, "stark")).toMatchObject({ type: "buy", item: "stronghold" });
    expect(NORTH).toContain((heuristicChoice(s, "stark") as { village: string }).village);
  });

  it("keeps back the gold for a title within reach instead of buying troops", () => {
    // holds the North but has 6 Gold Dragons after... no: 5 only; the title costs 6, so it waits
    const s = scenario(north({ gold: { stark: 5 }, ...PURCHASE }));
    expect(heuristicChoice(s, "stark")).toEqual({ type: "done" });
  });

  it("pays the full ransom of a titled captive (4.1)", () => {
    const s = scenario({
      houses: houses4,
      gold: { stark: 10 },
      nobles: [
        { id: "Ned Stark", house: "stark", village: "lannisport", captor: "lannister", titles: ["fief:north"] },
        { id: "Sansa Stark", house: "stark", village: "winterfell" },
        { id: "Tywin Lannister", house: "lannister", village: "lannisport" },
      ],
      units: [{ house: "lannister", village: "lannisport", type: "knight" }, { house: "stark", village: "winterfell", type: "menAtArms" }],
      phase: "purchase",
      step: { kind: "ransom", queue: ["Ned Stark"] },
    });
    expect(heuristicChoice(s, "stark")).toEqual({ type: "ransom", noble: "Ned Stark", amount: 4 });
  });

  it("escaping by Secret Passage, takes its own captives along and leaves a rival's (2.4.8.3, SF-29)", () => {
    let s = scenario({
      houses: houses4,
      nobles: [
        { id: "Ned Stark", house: "stark", village: "lannisport", captor: "lannister" },
        { id: "Sansa Stark", house: "stark", village: "lannisport", captor: "lannister" },
        { id: "Mace Tyrell", house: "tyrell", village: "lannisport", captor: "lannister" },
        { id: "Tywin Lannister", house: "lannister", village: "lannisport" },
      ],
      units: [{ house: "lannister", village: "lannisport", type: "knight" }],
      hands: { stark: ["Secret Passage"] },
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
    });
    const act = (a: Parameters<typeof fiefEngine.applyAction>[2]) => {
      const r = fiefEngine.applyAction(s, "stark", a);
      if (!r.ok) throw new Error(r.error.message);
      return r.value.state;
    };
    s = act({ type: "play", card: "Secret Passage", noble: "Ned Stark" });
    expect(s.escape?.ask[0]).toBe("Sansa Stark");
    expect(heuristicChoice(s, "stark")).toEqual({ type: "answer", accept: true });
    s = act({ type: "answer", accept: true });
    expect(s.escape?.ask[0]).toBe("Mace Tyrell");
    expect(heuristicChoice(s, "stark")).toEqual({ type: "answer", accept: false });
  });
});

describe("Fief heuristic: movement (5, 5.1)", () => {
  it("marches out of its Stronghold to take the empty villages of its fief, leaving a garrison", () => {
    const s = scenario({
      houses: houses4,
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }],
      units: [{ house: "stark", village: "winterfell", type: "menAtArms", count: 4 }, { house: "stark", village: "winterfell", type: "knight" }],
      villages: { winterfell: { controller: "stark", stronghold: true } },
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["stark", "lannister", "baratheon", "tyrell"], group: null, moved: [] },
    });
    const after = playTurn(s, "stark");
    const held = NORTH.filter((v) => after.villages[v]!.controller === "stark");
    expect(held.length).toBeGreaterThanOrEqual(2);
    expect(after.units.some((u) => u.house === "stark" && u.village === "winterfell")).toBe(true);
  });

  it("leaves by another road when a rival's troops guard the nearest one (SF-15)", () => {
    const s = scenario({
      houses: houses4,
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }],
      units: [
        { house: "stark", village: "winterfell", type: "menAtArms", count: 4 },
        { house: "stark", village: "winterfell", type: "knight" },
        { house: "lannister", village: "winterfell", type: "menAtArms", road: "white-harbour" },
      ],
      villages: { winterfell: { controller: "stark", stronghold: true } },
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["stark", "lannister", "baratheon", "tyrell"], group: null, moved: [] },
    });
    let st = s;
    const asked: string[] = [];
    for (let i = 0; i < 40; i++) {
      const p = fiefEngine.pendingSeats(st)[0];
      if (!p || p.seat !== "stark") break;
      const a = heuristicChoice(st, "stark", `r${i}`);
      if (a.type === "askPassage") asked.push(a.to);
      const r = fiefEngine.applyAction(st, "stark", a);
      if (!r.ok) throw new Error(r.error.message);
      st = r.value.state;
    }
    expect(asked).toEqual([]);
    expect(st.villages["deepwood-motte"]!.controller).toBe("stark");
  });

  it("stays home when there is nothing it can take", () => {
    const s = scenario(north({
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell", titles: ["fief:north"] }],
      phase: "movement",
      step: { kind: "movement", turn: 0, order: ["stark", "lannister", "baratheon", "tyrell"], group: null, moved: [] },
    }));
    // one man at arms in Winterfell is its garrison: no army to march with
    expect(heuristicChoice(s, "stark")).toEqual({ type: "done" });
  });
});

describe("Fief heuristic: battles (6, 6.3)", () => {
  const field = (starkKnights: number, tyrellMen: number, fortified = false): FiefState =>
    scenario({
      houses: houses4,
      nobles: [{ id: "Ned Stark", house: "stark", village: "highgarden" }, { id: "Mace Tyrell", house: "tyrell", village: "highgarden" }],
      units: [
        { house: "tyrell", village: "highgarden", type: "menAtArms", count: tyrellMen },
        ...(starkKnights > 0 ? [{ house: "stark", village: "highgarden", type: "knight", count: starkKnights }] : []),
      ],
      villages: { highgarden: { controller: "tyrell", stronghold: fortified } },
      ...BATTLES,
    });

  it("declares a battle it expects to win in a village it wants", () => {
    expect(heuristicChoice(field(4, 2), "stark")).toMatchObject({ type: "declareBattle", village: "highgarden", against: "tyrell" });
  });

  it("does not attack a stronger army behind a Stronghold", () => {
    expect(heuristicChoice(field(1, 6, true), "stark")).toEqual({ type: "done" });
  });

  function midBattle(starkKnights: number, tyrellMen: number): FiefView {
    const v = structuredClone(fiefEngine.view(field(starkKnights, tyrellMen), "stark"));
    (v as { battle: unknown }).battle = {
      village: "highgarden", attacker: "stark", defender: "tyrell", attackers: ["stark"], defenders: ["tyrell"], raid: false, round: 1, quietRounds: 0,
      secretPassage: false, stage: "decide", pendingHits: [], decideTurn: "stark", lostThisRound: true, invited: [], before: 0,
    };
    return v;
  }
  const choose = (v: FiefView) =>
    fiefHeuristicBot.decide({
      view: v,
      legal: (["continue", "truce", "surrender"] as const).map((choice) => ({ type: "battleChoice" as const, choice })),
      prompt: { seat: "stark", kind: "battleChoice", text: "" },
      rng: seedRng("b"),
    }).action;

  it("as the winning leader, has its own army take the captives (6.2.3)", () => {
    const v = fiefEngine.view(field(4, 2), "stark");
    const legal = [{ type: "captives" as const, house: "tyrell", noble: "Jaime Lannister" }, { type: "captives" as const, house: "stark", noble: "Jaime Lannister" }];
    expect(fiefHeuristicBot.decide({ view: v, legal, prompt: { seat: "stark", kind: "captives", text: "" }, rng: seedRng("c") }).action).toEqual({ type: "captives", house: "stark", noble: "Jaime Lannister" });
  });

  it("goes on while winning, asks a truce when losing, surrenders with only nobles left against troops", () => {
    expect(choose(midBattle(4, 2))).toEqual({ type: "battleChoice", choice: "continue" });
    expect(choose(midBattle(1, 12))).toEqual({ type: "battleChoice", choice: "truce" });
    expect(choose(midBattle(0, 5))).toEqual({ type: "battleChoice", choice: "surrender" });
  });
});

describe("Fief heuristic: elections and requests (C., 1.1.1, 5)", () => {
  it("votes for its own candidate, and never for a rival's King when it has none", () => {
    const base = {
      houses: houses4,
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell", titles: ["fief:north"] },
        { id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["fief:westerlands", "warden:5"] },
      ],
      units: [{ house: "stark", village: "winterfell", type: "menAtArms" }, { house: "lannister", village: "lannisport", type: "menAtArms" }],
      phase: "elections",
    };
    const own = scenario({ ...base, step: { kind: "election", election: { title: "king", stage: "votes", turn: 0, candidates: [{ noble: "Ned Stark", house: "stark" }, { noble: "Tywin Lannister", house: "lannister" }], markers: [], tied: [] } } });
    expect(heuristicChoice(own, "stark")).toMatchObject({ type: "vote", forNoble: "Ned Stark" });
    const rival = scenario({ ...base, step: { kind: "election", election: { title: "king", stage: "votes", turn: 0, candidates: [{ noble: "Tywin Lannister", house: "lannister" }], markers: [], tied: [] } } });
    expect(heuristicChoice(rival, "stark")).toMatchObject({ type: "vote", forNoble: null });
  });

  it("puts a lord forward for a Warden election", () => {
    const s = scenario({
      houses: houses4,
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }],
      units: NORTH.map((village) => ({ house: "stark", village, type: "menAtArms" })),
      villages: { winterfell: { controller: "stark" }, "deepwood-motte": { controller: "stark" }, "white-harbour": { controller: "stark" }, "the-twins": { controller: "stark" } },
      phase: "elections",
      step: { kind: "election", election: { title: "warden:1", stage: "candidates", turn: 0, candidates: [], markers: [], tied: [] } },
    });
    expect(heuristicChoice(s, "stark")).toEqual({ type: "candidate", noble: "Ned Stark" });
  });

  function asked(kind: string, from: string, data: Record<string, unknown>, houses = houses4): FiefView {
    const s = scenario({
      houses,
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell" },
        { id: "Tywin Lannister", house: "lannister", village: "winterfell" },
      ],
      units: [{ house: "stark", village: "winterfell", type: "menAtArms", count: 2 }, { house: "lannister", village: "winterfell", type: "knight", count: 4 }],
      villages: { winterfell: { controller: "stark" } },
      phase: "movement",
    });
    const v = structuredClone(fiefEngine.view(s, "stark"));
    (v as { request: unknown }).request = { kind, from, to: "stark", data };
    return v;
  }
  const reply = (v: FiefView, kind: string) =>
    fiefHeuristicBot.decide({ view: v, legal: [{ type: "answer", accept: true }, { type: "answer", accept: false }], prompt: { seat: "stark", kind: `answer-${kind}`, text: "" }, rng: seedRng("a") }).action;

  it("lets a much stronger army pass rather than keep it in its village, and refuses a weak one", () => {
    expect(reply(asked("passage", "lannister", { village: "winterfell" }), "passage")).toEqual({ type: "answer", accept: true });
    const weak = asked("passage", "lannister", { village: "winterfell" });
    (weak as { units: unknown }).units = weak.units.filter((u) => !(u.house === "lannister" && u.type === "knight"));
    expect(reply(weak, "passage")).toEqual({ type: "answer", accept: false });
  });

  it("spends Baratheon's one revival on its own noble only, read from the card the prompt names", () => {
    const v = fiefEngine.view(scenario({ houses: ["baratheon", "stark", "tyrell"], nobles: [{ id: "Stannis Baratheon", house: "baratheon", village: "storms-end" }], units: [{ house: "baratheon", village: "storms-end", type: "knight" }] }), "baratheon");
    const revive = (text: string) =>
      fiefHeuristicBot.decide({ view: v, legal: [{ type: "answer", accept: true }, { type: "answer", accept: false }], prompt: { seat: "baratheon", kind: "revive", text }, rng: seedRng("r") }).action;
    expect(revive("Ser Davos Seaworth has died. Cancel his death (once per game)?")).toEqual({ type: "answer", accept: true });
    expect(revive("Ned Stark has died. Cancel his death (once per game)?")).toEqual({ type: "answer", accept: false });
  });

  it("as captor, takes a ransom offer of half the full price or more, refuses less (4.1)", () => {
    const offer = (amount: number) => asked("ransom", "lannister", { noble: "Tywin Lannister", amount });
    // Tywin holds no title here: his full ransom is 2 Gold Dragons
    expect(reply(offer(1), "ransom")).toEqual({ type: "answer", accept: true });
    expect(reply(offer(0), "ransom")).toEqual({ type: "answer", accept: false });
  });

  it("marries for an alliance only at five or more players (8.2)", () => {
    expect(reply(asked("marriage", "lannister", {}), "marriage")).toEqual({ type: "answer", accept: false });
    const five = asked("marriage", "lannister", {}, [...houses4, "greyjoy"]);
    expect(reply(five, "marriage")).toEqual({ type: "answer", accept: true });
  });
});

describe("Fief heuristic: the Wall (4.2.2, Phase 7, NWE)", () => {
  it("pays its share to lift a low Wall, and nothing for a high one", () => {
    const at = (value: number) =>
      scenario({
        houses: houses4,
        options: { nightsWatch: true },
        gold: { stark: 9 },
        nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }],
        units: [{ house: "stark", village: "winterfell", type: "menAtArms" }],
        phase: "purchase",
        step: { kind: "wallBid", bids: [] },
      });
    const low = at(0);
    low.wall.value = -6; // the state is plain data: the Wall marker low on the track
    low.wall.fallen = 1;
    expect(heuristicChoice(low, "stark")).toEqual({ type: "wallBid", gold: 5, black: false });
    const high = at(0);
    high.wall.value = 12;
    expect(heuristicChoice(high, "stark")).toEqual({ type: "wallBid", gold: 0, black: false });
  });
});

describe("Fief heuristic: cards (2.4)", () => {
  it("plays an Uprising on a rival's taxed village, never on its own", () => {
    const s = scenario({
      houses: houses4,
      hands: { stark: ["Uprising"] },
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }, { id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["fief:westerlands"] }],
      units: [{ house: "stark", village: "winterfell", type: "menAtArms" }, { house: "lannister", village: "lannisport", type: "menAtArms" }],
      villages: { lannisport: { controller: "lannister", mills: 1 }, winterfell: { controller: "stark", mills: 1 } },
      taxes: [
        { house: "lannister", kind: "tallage", fief: "westerlands", by: "Tywin Lannister", title: "fief:westerlands" },
        { house: "baratheon", kind: "tallage", fief: "north", by: "Tywin Lannister", title: "fief:westerlands" },
      ],
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
    });
    const legal = fiefEngine.legalActions(s, "stark");
    expect(legal).toContainEqual({ type: "play", card: "Uprising", village: "lannisport" });
    expect(heuristicChoice(s, "stark")).toEqual({ type: "play", card: "Uprising", village: "lannisport" });
  });
});
