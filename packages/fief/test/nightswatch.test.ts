/**
 * The Night's Watch Expansion: brothers (4.2.2.1, 11.1), oathbreakers (1.2.1), the Lord Commander
 * (1.2.2), the Wall bid (4.2.2) and the Attack on the Wall (Phase 7).
 */
import { describe, expect, it } from "vitest";
import { attackOnTheWall, resolveWallBid } from "../src/rules/wall.ts";
import { victoryPoints } from "../src/rules/endOfRound.ts";
import { act, legal, scenario } from "./helpers.ts";

const nw = (extra: object) => ({ houses: ["stark", "tyrell", "lannister", "tully", "arryn"], options: { nightsWatch: true }, ...extra }) as never;

describe("brothers of the Night's Watch", () => {
  it("Jon Snow joins the Watch when placed: storm and shadow, a recruit; a second one is an outlaw ex-brother", () => {
    let s = scenario(nw({
      nobles: [{ id: "Robb Stark", house: "stark", village: "winterfell" }],
      units: [{ house: "stark", village: "winterfell", type: "menAtArms" }],
      villages: { winterfell: { controller: "stark", stronghold: true } },
      hands: { stark: ["A new Lord in the Court"] },
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
    }));
    s.houses.stark!.lordDeck = ["Jon Snow"];
    s = act(s, "stark", { type: "play", card: "A new Lord in the Court" });
    s = act(s, "stark", { type: "place", noble: "Jon Snow", village: "winterfell" });
    const jon = s.nobles["Jon Snow"]!;
    expect(jon.brother).toBe(true);
    expect(jon.attributes).toEqual(expect.arrayContaining(["storm", "shadow"]));
    expect(s.units.filter((u) => u.type === "recruit")).toHaveLength(1);
  });

  it("the Hand's outlaw makes an unmarried Lord take the black; a brother may break his oath and is an outlaw", () => {
    let s = scenario(nw({
      nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["hand", "warden:5"] }, { id: "Robb Stark", house: "stark", village: "winterfell", titles: ["warden:1"] }],
      phase: "announcements",
      step: { kind: "announce", turn: 0 },
    }));
    s = act(s, "stark", { type: "done" });
    s = act(s, "tyrell", { type: "done" });
    s = act(s, "lannister", { type: "outlaw", noble: "Robb Stark" });
    expect(s.nobles["Robb Stark"]!.brother).toBe(true);
    expect(s.nobles["Robb Stark"]!.outlaw).toBe(false);
    expect(s.titles["warden:1"]).toBeUndefined();
    // next round Stark may break the oath
    const t = { ...s, step: { kind: "announce" as const, turn: 0 } };
    const u = act(t, "stark", { type: "ability", name: "oathbreak", noble: "Robb Stark" });
    expect(u.nobles["Robb Stark"]!.brother).toBe(false);
    expect(u.nobles["Robb Stark"]!.outlaw).toBe(true);
  });

  it("brothers never marry nor stand for Warden; the Lord Commander needs 2 votes and is worth 1 VP", async () => {
    const { eligible } = await import("../src/rules/elections.ts");
    const s = scenario(nw({
      nobles: [{ id: "Jon Snow", house: "stark", village: "winterfell" }, { id: "Samwell Tarly", house: "tyrell", village: "highgarden" }],
    }));
    s.nobles["Jon Snow"]!.brother = true;
    s.nobles["Samwell Tarly"]!.brother = true;
    expect(eligible(s, "warden:1", "stark")).toEqual([]);
    expect(eligible(s, "lordCommander", "stark").map((n) => n.id)).toEqual(["Jon Snow"]);
    s.titles.lordCommander = "Jon Snow";
    expect(victoryPoints(s, "stark")).toBe(1);
  });
});

describe("the Wall", () => {
  it("bid: the total raises the Wall (even steps); the odd excess goes to the supplies; the best bidder draws a card", () => {
    const s = scenario(nw({ gold: { stark: 5, tyrell: 2 }, fortuneDeck: ["Taxes", "Justice"] }));
    resolveWallBid(s, [{ house: "stark", gold: 4, black: false }, { house: "tyrell", gold: 1, black: false }], []);
    expect(s.wall.value).toBe(4);
    expect(s.wall.supplies).toBe(1);
    expect(s.houses.stark!.gold).toBe(1);
    expect(s.houses.stark!.hand).toEqual(["Taxes"]);
  });

  it("the bid is secret until every house has bid", async () => {
    const { fiefEngine } = await import("../src/index.ts");
    let s = scenario(nw({ gold: { stark: 5 }, phase: "purchase", step: { kind: "wallBid", bids: [] } }));
    const a = act(s, "stark", { type: "wallBid", gold: 1, black: false });
    const b = act(s, "stark", { type: "wallBid", gold: 4, black: false });
    expect(fiefEngine.view(a, "tyrell")).toEqual(fiefEngine.view(b, "tyrell"));
    s = a;
    expect(legal(s, "stark")).toEqual([]);
  });

  it("a roll of 5 or less moves the marker left; past the limit, or 6 on negative numbers, is a breach", () => {
    const s = scenario(nw({ forcedRolls: [3] }));
    s.wall.value = 2;
    attackOnTheWall(s, []);
    expect(s.wall.value).toBe(-4);
    const pos = scenario(nw({ forcedRolls: [6] }));
    pos.wall.value = 10;
    attackOnTheWall(pos, []);
    expect(pos.wall.value).toBe(0); // treated as 5
    const neg = scenario(nw({ forcedRolls: [6] }));
    neg.wall.value = -2;
    attackOnTheWall(neg, []);
    expect(neg.wall.fallen).toBe(1); // Eastwatch
    const edge = scenario(nw({ forcedRolls: [4] }));
    edge.wall.value = -8;
    attackOnTheWall(edge, []);
    expect(edge.wall).toMatchObject({ value: -12, fallen: 1 });
  });

  it("the third breach: Castle Black falls and every player loses", () => {
    const s = scenario(nw({ forcedRolls: [5] }));
    s.wall = { value: -2, fallen: 2, supplies: 0 };
    attackOnTheWall(s, []); // 5 + 2 for the fallen castles = 7 on a negative track
    expect(s.outcome).toMatchObject({ winners: [], reason: "Castle Black has fallen" });
  });
});

describe("taking the black through the Wall bid (4.2.2.1)", () => {
  it("the house names an unmarried lord, neither King nor Heir; he loses his titles and joins the Watch", () => {
    let s = scenario(nw({
      gold: { stark: 1 },
      nobles: [
        { id: "Robb Stark", house: "stark", village: "winterfell", titles: ["warden:1"] },
        { id: "Ned Stark", house: "stark", village: "winterfell", titles: ["king", "protector"] },
        { id: "Rickard Karstark", house: "stark", village: "winterfell", spouse: "Shella Whent" },
        { id: "Shella Whent", house: "tully", village: "riverrun", spouse: "Rickard Karstark" },
      ],
      phase: "purchase",
      step: { kind: "wallBid", bids: [] },
    }));
    const mine = legal(s, "stark").filter((a) => a.type === "wallBid" && a.black);
    expect(mine).toEqual([{ type: "wallBid", gold: 0, black: true, noble: "Robb Stark" }, { type: "wallBid", gold: 1, black: true, noble: "Robb Stark" }]);
    s = act(s, "stark", { type: "wallBid", gold: 0, black: true, noble: "Robb Stark" });
    for (const h of ["tyrell", "lannister", "tully", "arryn"]) s = act(s, h, { type: "wallBid", gold: 0, black: false });
    expect(s.nobles["Robb Stark"]!.brother).toBe(true);
    expect(s.titles["warden:1"]).toBeUndefined();
    expect(s.wall.value).toBe(0); // a single point: odd, it goes to the supplies
    expect(s.wall.supplies).toBe(1);
  });
});
