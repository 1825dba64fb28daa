/**
 * Fortune and Disaster cards in effect stay on the map until Phase 8 (2.3 last paragraph "Disaster
 * cards remain in effect until they are removed and discarded [...] at the end of the round";
 * 2.4.4, 2.4.5; Phase 8 "all Fortune cards remaining on the map are discarded"). A bonus card that
 * cancels a Famine or a Heavy Rain is discarded at once with it. The discard pile holds only cards
 * out of play, so a deck rebuilt from it mid-round never takes back a card still in effect.
 */
import { describe, expect, it } from "vitest";
import { cloneJson } from "@kingsroad/core";
import { fiefEngine } from "../src/index.ts";
import { resolveDisasters } from "../src/rules/draw.ts";
import { endRound } from "../src/rules/endOfRound.ts";
import type { Scenario } from "../src/scenario.ts";
import { act, scenario } from "./helpers.ts";

const playCards = { phase: "cards", step: { kind: "playCards", turn: 0 } } as const;

describe("a Disaster that strikes stays on its region until Phase 8 (2.3)", () => {
  it("issue reproduction: Tully ends the discards, the Famine lands on region 2 and the pile stays empty", () => {
    let s = scenario({
      houses: ["stark", "lannister", "tully"], round: 3, disasterTrack: ["Famine"], forcedRolls: [2],
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }],
      units: [{ house: "stark", village: "winterfell", type: "menAtArms" }],
      phase: "cards", step: { kind: "discardDraw", turn: 2, drawnFortune: 0, drawnCourt: 0, drew: false, lastDrawn: null },
    } as Scenario);
    s = act(s, "tully", { type: "done" });
    expect(s.step.kind).toBe("playCards");
    expect(s.regions["2"]!.disasters).toEqual(["Famine"]);
    expect(s.fortuneDiscard).toEqual([]);
    // in effect on the map, face up: every seat sees it there, and not in the pile
    const v = fiefEngine.view(s, "lannister");
    expect(v.regions["2"]!.disasters).toEqual(["Famine"]);
    expect(v.fortuneDiscard).toEqual([]);
    // Phase 8: "all Fortune cards remaining on the map are discarded"
    s = cloneJson(s); // a returned state is never changed (parts are frozen, draft.ts): edit a copy
    endRound(s, []);
    expect(s.regions["2"]!.disasters).toEqual([]);
    expect(s.fortuneDiscard).toEqual(["Famine"]);
  });

  it("a false alarm is discarded at once (2.3)", () => {
    const s = scenario({ houses: ["stark", "lannister", "tully"], round: 3, disasterTrack: ["Famine"], forcedRolls: [6] });
    resolveDisasters(s, []);
    expect(s.fortuneDiscard).toEqual(["Famine"]);
  });

  it("Winter is Coming: the card lies on the first region struck, copies mark the others; Phase 8 discards the one card (10.1)", () => {
    const s = scenario({ houses: ["stark", "lannister", "tully"], round: 3, options: { winterIsComing: true }, season: "winter", disasterTrack: ["Heavy Rain"], forcedRolls: [1, 3, 4] });
    resolveDisasters(s, []);
    expect(s.regions["1"]).toEqual({ disasters: ["Heavy Rain"], bounty: [] });
    expect(s.regions["3"]).toEqual({ disasters: ["Heavy Rain"], bounty: [], copies: ["Heavy Rain"] });
    expect(s.regions["4"]).toEqual({ disasters: ["Heavy Rain"], bounty: [], copies: ["Heavy Rain"] });
    expect(s.fortuneDiscard).toEqual([]);
    endRound(s, []);
    expect(s.fortuneDiscard).toEqual(["Heavy Rain"]);
    expect(s.regions["3"]).toEqual({ disasters: [], bounty: [] });
  });

  it("a deck rebuilt from the pile mid-round does not shuffle back a Disaster in effect (2.2.1)", () => {
    let s = scenario({
      houses: ["stark", "lannister", "tully"], round: 3, disasterTrack: ["Famine"], forcedRolls: [2], fortuneDeck: ["Justice"],
      phase: "cards", step: { kind: "discardDraw", turn: 2, drawnFortune: 0, drawnCourt: 0, drew: false, lastDrawn: null },
    } as Scenario);
    s = act(s, "tully", { type: "done" });
    s = cloneJson(s); // a returned state is never changed (parts are frozen, draft.ts): edit a copy
    s.fortuneDiscard.push("Taxes"); // discarded earlier in the round
    s.step = { kind: "discardDraw", turn: 0, drawnFortune: 0, drawnCourt: 0, drew: false, lastDrawn: null };
    s = act(s, "stark", { type: "draw", deck: "fortune" });
    s = act(s, "stark", { type: "draw", deck: "fortune" }); // the deck is empty: rebuilt from the pile
    expect(s.houses.stark!.hand).toEqual(["Justice", "Taxes"]);
    expect(s.fortuneDeck).toEqual([]);
    expect(s.disasterTrack).toEqual([]);
    expect(s.regions["2"]!.disasters).toEqual(["Famine"]);
  });
});

/**
 * SF-32 (Winter is Coming): the Disaster card's own roll, the first, settles its place (2.3 "Place
 * the Disaster card along the edge of the map next to the affected Region's number. A die result
 * of 6 is a false alarm [...] discard the Disaster card"; "discard the Disaster card or do not place
 * the special Disaster cards respectively"); each extra roll of Autumn or Winter strikes with the
 * usual criteria and is marked with a copy card only (2.3 "Use the extra Disaster cards [...] to mark
 * the additional regions hit"; 10.1 "use the Disaster copy cards"). It shows when the Fortune deck
 * is replenished (2.2.1): a discarded card is shuffled back in, a card on the map is not.
 */
describe("SF-32: the first roll settles the Disaster card's place, extra rolls place copies (2.3, 10.1)", () => {
  const autumn = (forcedRolls: number[], extra: Partial<Scenario> = {}) =>
    scenario({ houses: ["stark", "lannister", "tully"], round: 3, options: { winterIsComing: true }, season: "autumn", disasterTrack: ["Heavy Rain"], forcedRolls, ...extra } as Scenario);

  /** Stark draws a Fortune card from an empty deck: it is rebuilt from the pile (2.2.1), which then holds "Taxes" too. */
  function drawFromRebuiltDeck(s: ReturnType<typeof autumn>) {
    s.fortuneDeck = [];
    s.fortuneDiscard.push("Taxes");
    s.phase = "cards";
    s.step = { kind: "discardDraw", turn: 0, drawnFortune: 0, drawnCourt: 0, drew: false, lastDrawn: null };
    return act(s, "stark", { type: "draw", deck: "fortune" });
  }

  it("a false alarm on the first roll discards the card at once; the extra roll that strikes region 3 places only a copy", () => {
    const s = autumn([6, 3]);
    resolveDisasters(s, []);
    expect(s.fortuneDiscard).toEqual(["Heavy Rain"]);
    expect(s.regions["3"]).toEqual({ disasters: ["Heavy Rain"], bounty: [], copies: ["Heavy Rain"] });
    // the deck rebuilt from the pile takes the card back (still in the deck, or drawn and put face down on the track, 2.2)
    const t = drawFromRebuiltDeck(s);
    expect(t.houses.stark!.hand).toEqual(["Taxes"]);
    expect([...t.fortuneDeck, ...t.disasterTrack]).toEqual(["Heavy Rain"]);
    expect(t.regions["3"]).toEqual({ disasters: ["Heavy Rain"], bounty: [], copies: ["Heavy Rain"] }); // the copy stays, a marker
  });

  it("a first roll on a region already holding that type discards the card; the extra roll still strikes, with a copy", () => {
    const s = autumn([1, 3], { regions: { "1": { disasters: ["Heavy Rain"] } } } as Partial<Scenario>);
    resolveDisasters(s, []);
    expect(s.fortuneDiscard).toEqual(["Heavy Rain"]);
    expect(s.regions["1"]).toEqual({ disasters: ["Heavy Rain"], bounty: [] });
    expect(s.regions["3"]).toEqual({ disasters: ["Heavy Rain"], bounty: [], copies: ["Heavy Rain"] });
  });

  it("the first roll strikes region 2, the extra region 4: the card lies beside 2, a copy beside 4; a rebuilt deck does not take it back", () => {
    const s = autumn([2, 4]);
    resolveDisasters(s, []);
    expect(s.regions["2"]).toEqual({ disasters: ["Heavy Rain"], bounty: [] });
    expect(s.regions["4"]).toEqual({ disasters: ["Heavy Rain"], bounty: [], copies: ["Heavy Rain"] });
    expect(s.fortuneDiscard).toEqual([]);
    const t = drawFromRebuiltDeck(s);
    expect(t.houses.stark!.hand).toEqual(["Taxes"]);
    expect([...t.fortuneDeck, ...t.disasterTrack]).toEqual([]);
    expect(t.regions["2"]!.disasters).toEqual(["Heavy Rain"]);
  });
});

describe("Bountiful Harvest and Good Weather (2.4.4, 2.4.5)", () => {
  it("played for its bonus, the card stays on the map until Phase 8", () => {
    let s = scenario({ houses: ["stark", "lannister", "tully"], hands: { stark: ["Bountiful Harvest"] }, ...playCards } as Scenario);
    s = act(s, "stark", { type: "play", card: "Bountiful Harvest", region: 1 });
    expect(s.regions["1"]!.bounty).toEqual(["Bountiful Harvest"]);
    expect(s.fortuneDiscard).toEqual([]);
    s = cloneJson(s); // a returned state is never changed (parts are frozen, draft.ts): edit a copy
    endRound(s, []);
    expect(s.regions["1"]!.bounty).toEqual([]);
    expect(s.fortuneDiscard).toEqual(["Bountiful Harvest"]);
  });

  it("cancelling a Famine, both cards are discarded at once", () => {
    let s = scenario({ houses: ["stark", "lannister", "tully"], hands: { stark: ["Bountiful Harvest"] }, regions: { "1": { disasters: ["Famine"] } }, ...playCards } as Scenario);
    s = act(s, "stark", { type: "play", card: "Bountiful Harvest", region: 1 });
    expect(s.regions["1"]!.disasters).toEqual([]);
    expect([...s.fortuneDiscard].sort()).toEqual(["Bountiful Harvest", "Famine"]);
  });

  it("cancelling a Winter is Coming copy, only the bonus card is discarded: the copy is a marker (10.1)", () => {
    let s = scenario({
      houses: ["stark", "lannister", "tully"], options: { winterIsComing: true }, hands: { stark: ["Good Weather"] },
      regions: { "1": { disasters: ["Heavy Rain"] }, "3": { disasters: ["Heavy Rain"], copies: ["Heavy Rain"] } }, ...playCards,
    } as Scenario);
    s = act(s, "stark", { type: "play", card: "Good Weather", region: 3 });
    expect(s.regions["3"]).toEqual({ disasters: [], bounty: [], copies: [] });
    expect(s.fortuneDiscard).toEqual(["Good Weather"]);
    expect(s.regions["1"]!.disasters).toEqual(["Heavy Rain"]);
  });

  it("Tyrell's ability removes a Famine: the card goes to the discard pile", () => {
    let s = scenario({
      houses: ["tyrell", "lannister", "tully"], regions: { "4": { disasters: ["Famine"] } },
      nobles: [{ id: "Mace Tyrell", house: "tyrell", village: "highgarden" }], ...playCards,
    } as Scenario);
    s = act(s, "tyrell", { type: "ability", name: "tyrell", region: 4 });
    expect(s.regions["4"]!.disasters).toEqual([]);
    expect(s.fortuneDiscard).toEqual(["Famine"]);
  });
});
