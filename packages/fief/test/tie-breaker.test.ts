/**
 * SF-11, refined 2026-12-01 (D10): a Protector of the Realm off the board (his avatar waiting to be
 * placed, as after Baratheon's revival) is in play and breaks ties, in elections as in bids. Fief
 * rules v3 1.5 Protector "Breaks any tie in elections and bids"; 4.2.1 "If there is a tie for
 * highest bidder and no Protector of the Realm is in play, nobody gets the Title"; House Baratheon
 * "The revived Noble keeps all Titles and is placed on the board as if he was just released from
 * captivity". (Was: `tieBreaker` asked for the Protector on the board, and nobody won such a tie.)
 */
import { describe, expect, it } from "vitest";
import { bidTie, tieBreaker } from "../src/rules/bidTies.ts";
import type { Scenario } from "../src/scenario.ts";
import { act, legal, scenario } from "./helpers.ts";

describe("a Protector off the board breaks ties (1.5, 4.2.1; SF-11 refined 2026-12-01 (D10))", () => {
  it("revived by Baratheon and waiting to be placed, he is the tie breaker (Baratheon house ability)", () => {
    let s = scenario({
      houses: ["lannister", "baratheon", "stark"],
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
      nobles: [
        { id: "Tywin Lannister", house: "lannister", village: "lannisport" },
        { id: "Stannis Baratheon", house: "baratheon", village: "storms-end", titles: ["protector"] },
        { id: "Ned Stark", house: "stark", village: "winterfell" },
      ],
      hands: { lannister: ["Assassination"] },
    } as Scenario);
    s = act(s, "lannister", { type: "play", card: "Assassination", target: "Stannis Baratheon", noble: "Tywin Lannister" });
    s = act(s, "baratheon", { type: "answer", accept: true });
    expect(s.titles.protector).toBe("Stannis Baratheon"); // titles first,
    expect(s.nobles["Stannis Baratheon"]!.village).toBeNull(); // placement after
    expect(s.placements).toEqual(["Stannis Baratheon"]);
    expect(tieBreaker(s)).toBe("baratheon");
    expect(bidTie(s, [{ house: "lannister", amount: 3 }, { house: "stark", amount: 3 }])).toEqual({ tied: ["lannister", "stark"], amount: 3, chooser: "baratheon" });
  });

  it("in a bid: the Small Council bid tied between two other houses (4.2.1)", () => {
    let s = scenario({
      houses: ["stark", "tully", "lannister"],
      gold: { tully: 6, lannister: 6 },
      nobles: [
        { id: "Ned Stark", house: "stark", village: null, titles: ["king", "protector"] }, // off the board
        { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["warden:3"] },
        { id: "Tywin Lannister", house: "lannister", village: "lannisport" },
      ],
      phase: "purchase",
      step: { kind: "councilBid", bids: [] },
    } as Scenario);
    s = act(s, "stark", { type: "bid", amount: 0 });
    s = act(s, "tully", { type: "bid", amount: 6 });
    s = act(s, "lannister", { type: "bid", amount: 6 });
    expect(legal(s, "stark")).toEqual([{ type: "breakBidTie", house: "tully" }, { type: "breakBidTie", house: "lannister" }]);
    s = act(s, "stark", { type: "breakBidTie", house: "tully" });
    expect(s.step).toEqual({ kind: "councilAward", house: "tully", amount: 6 });
  });

  it("in an election: the Warden of the North tied 2 to 2 (1.3)", () => {
    // as in rulings-battle.test.ts (SF-11): Ned Stark 2 votes, Theon Greyjoy 2 (Arryn's Winterfell,
    // the principal village); the Protector Yohn Royce is off the board
    let s = scenario({
      houses: ["stark", "greyjoy", "arryn"],
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell" },
        { id: "Theon Greyjoy", house: "greyjoy", village: "white-harbour" },
        { id: "Yohn Royce", house: "arryn", village: null, titles: ["protector"] },
      ],
      units: [
        { house: "stark", village: "deepwood-motte", type: "menAtArms" },
        { house: "stark", village: "the-twins", type: "menAtArms" },
        { house: "greyjoy", village: "white-harbour", type: "menAtArms" },
        { house: "greyjoy", village: "gulltown", type: "menAtArms" },
        { house: "arryn", village: "winterfell", type: "menAtArms" },
      ],
      villages: { winterfell: { controller: "arryn" } },
      phase: "elections",
      step: { kind: "election", election: { title: "warden:1", stage: "votes", turn: 0, candidates: [{ noble: "Ned Stark", house: "stark" }, { noble: "Theon Greyjoy", house: "greyjoy" }], markers: [], tied: [] } },
    });
    s = act(s, "stark", { type: "vote", forNoble: "Ned Stark", decoy: null });
    s = act(s, "greyjoy", { type: "vote", forNoble: null, decoy: null });
    s = act(s, "arryn", { type: "vote", forNoble: "Theon Greyjoy", decoy: null });
    expect(legal(s, "arryn")).toEqual([{ type: "breakTie", noble: "Ned Stark" }, { type: "breakTie", noble: "Theon Greyjoy" }]);
    s = act(s, "arryn", { type: "breakTie", noble: "Theon Greyjoy" });
    expect(s.titles["warden:1"]).toBe("Theon Greyjoy");
  });
});
