/**
 * Audit tests (task FC) for titles and the cards that strike nobles: the Master of Coin's shield
 * (1.3.1), the Council vote in a Warden election (1.3), the King's required voters (1.5), the
 * Night's Watch attribute and marriage (1.1.1, 11.1), Justice (2.4.10, 1.1.4.1), Abduction
 * (2.4.11, 4.2.7). Each test holds a contrast position so that it fails if the rule were dropped.
 */
import { describe, expect, it } from "vitest";
import { incomeOf } from "../src/rules/income.ts";
import { votesOf } from "../src/rules/elections.ts";
import type { Action } from "../src/index.ts";
import type { Scenario } from "../src/scenario.ts";
import { act, legal, scenario } from "./helpers.ts";

type Hs = Scenario["houses"];
const plays = (s: ReturnType<typeof scenario>, seat: string, card: string) => legal(s, seat).filter((a) => a.type === "play" && a.card === card);

describe("1.3.1 Master of Coin: other players' Tax cards have no effect on the villages of the fief where he is", () => {
  // Region 1 = the North (Winterfell, Deepwood Motte, White Harbour) + The Twins (Riverlands).
  // Arryn holds the mills: a house without an income ability (Tully would add 2).
  const wardenTax = (coinAt: string) => scenario({
    houses: ["stark", "greyjoy", "arryn"],
    nobles: [
      { id: "Robb Stark", house: "stark", village: "winterfell", titles: ["warden:1"] },
      { id: "Theon Greyjoy", house: "greyjoy", village: coinAt, titles: ["warden:5", "master:coin"] },
    ],
    units: [
      { house: "stark", village: "winterfell", type: "menAtArms" },
      { house: "arryn", village: "white-harbour", type: "menAtArms" },
      { house: "arryn", village: "the-twins", type: "menAtArms" },
    ],
    villages: { winterfell: { controller: "stark" }, "white-harbour": { controller: "arryn", mills: 1 }, "the-twins": { controller: "arryn", mills: 1 } },
    taxes: [{ house: "stark", kind: "warden", region: 1, by: "Robb Stark", title: "warden:1" }],
  });

  it("a Warden tax: the mill of the Master's fief stays with its controller, the mill of another fief is taxed", () => {
    const shielded = incomeOf(wardenTax("white-harbour"));
    expect(shielded.arryn).toBe(2 + 2); // two villages + White Harbour's mill (the North, where the Master stands)
    expect(shielded.stark).toBe(1 + 2); // Winterfell + The Twins' mill (the Riverlands: not shielded)
    // contrast: the Master of Coin away at Pyke shields nothing in region 1
    const away = incomeOf(wardenTax("pyke"));
    expect(away.arryn).toBe(2);
    expect(away.stark).toBe(1 + 2 + 2);
  });

  it("a Tallage on the Master's fief yields nothing; with the Master elsewhere it pays 2 per village", () => {
    const mk = (coinAt: string) => scenario({
      houses: ["stark", "greyjoy", "arryn"],
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell", titles: ["fief:north"] },
        { id: "Theon Greyjoy", house: "greyjoy", village: coinAt, titles: ["warden:5", "master:coin"] },
      ],
      units: [
        { house: "stark", village: "winterfell", type: "menAtArms" },
        { house: "stark", village: "deepwood-motte", type: "menAtArms" },
        { house: "greyjoy", village: "white-harbour", type: "menAtArms" },
      ],
      taxes: [{ house: "stark", kind: "tallage", fief: "north", by: "Ned Stark", title: "fief:north" }],
    });
    expect(incomeOf(mk("white-harbour")).stark).toBe(2);
    expect(incomeOf(mk("pyke")).stark).toBe(2 + 2 * 3);
  });

  it("the Master of Coin's own house's tax is not stopped by him", () => {
    const s = scenario({
      houses: ["stark", "greyjoy", "arryn"],
      nobles: [
        { id: "Theon Greyjoy", house: "greyjoy", village: "white-harbour", titles: ["warden:5", "master:coin"] },
        { id: "Yohn Royce", house: "arryn", village: "the-eyrie", titles: ["warden:1"] }, // region 1 is governed
      ],
      units: [
        { house: "stark", village: "winterfell", type: "menAtArms" }, { house: "stark", village: "deepwood-motte", type: "menAtArms" },
        { house: "arryn", village: "white-harbour", type: "menAtArms" }, { house: "arryn", village: "the-twins", type: "menAtArms" },
      ],
      villages: { "white-harbour": { controller: "arryn", mills: 1 } },
      taxes: [{ house: "greyjoy", kind: "warden", region: 1, by: "Theon Greyjoy", title: "master:coin" }],
    });
    expect(incomeOf(s).greyjoy).toBe(2); // White Harbour's mill goes to the Master's own tax
    expect(incomeOf(s).arryn).toBe(3); // White Harbour, The Twins, The Eyrie: no mill income
  });
});

describe("1.3 Warden election: +1 vote for every Member of the Small Council held at the start of the round", () => {
  const north = (startTitles?: Scenario["startTitles"]) => scenario({
    houses: ["stark", "greyjoy", "tully"],
    nobles: [
      { id: "Robb Stark", house: "stark", village: "the-eyrie", titles: ["warden:2", "master:coin"] },
      { id: "Roose Bolton", house: "stark", village: "kings-landing", titles: ["warden:3", "hand"] },
      { id: "Rickard Karstark", house: "stark", village: "the-eyrie" },
      { id: "Theon Greyjoy", house: "greyjoy", village: "winterfell" },
    ],
    units: [
      { house: "stark", village: "the-eyrie", type: "menAtArms" },
      { house: "stark", village: "kings-landing", type: "menAtArms" },
      ...["winterfell", "deepwood-motte", "white-harbour", "the-twins"].map((village) => ({ house: "greyjoy" as const, village, type: "menAtArms" as const })),
    ],
    phase: "elections",
    step: { kind: "election", election: { title: "warden:1", stage: "candidates", turn: 0, candidates: [], markers: [], tied: [] } },
    ...(startTitles ? { startTitles } : {}),
  });

  it("two Wardens (2 each) who are a Master and the Hand (+1 each) give 6 votes; they outvote all four villages (5)", () => {
    let s = north();
    expect(votesOf(s, "warden:1", "stark")).toBe(2 * 2 + 2);
    expect(votesOf(s, "warden:1", "greyjoy")).toBe(4 + 1); // SF-1: the principal village adds one
    s = act(s, "stark", { type: "candidate", noble: "Rickard Karstark" });
    s = act(s, "greyjoy", { type: "candidate", noble: "Theon Greyjoy" });
    s = act(s, "stark", { type: "vote", forNoble: "Rickard Karstark", decoy: null });
    s = act(s, "greyjoy", { type: "vote", forNoble: "Theon Greyjoy", decoy: null });
    expect(s.titles["warden:1"]).toBe("Rickard Karstark"); // 6 to 5; without the Council votes 4 to 5
  });

  it("Council titles gained this round do not vote yet", () => {
    const s = north({ wardens: { stark: 2 }, council: {} });
    expect(votesOf(s, "warden:1", "stark")).toBe(4);
  });
});

describe("1.5 King: at least 3 votes, including two Wardens or one Member of the Small Council", () => {
  const king = (theonTitles: string[], extra: Partial<Scenario> = {}) => scenario({
    houses: ["stark", "greyjoy", "tully"],
    nobles: [
      { id: "Ned Stark", house: "stark", village: "winterfell", titles: ["fief:north", "warden:1"] },
      { id: "Robb Stark", house: "stark", village: "the-eyrie", titles: ["fief:vale"] },
      { id: "Theon Greyjoy", house: "greyjoy", village: "pyke", titles: theonTitles },
    ],
    units: [{ house: "stark", village: "winterfell", type: "menAtArms" }],
    phase: "elections",
    step: { kind: "election", election: { title: "king", stage: "candidates", turn: 0, candidates: [], markers: [], tied: [] } },
    ...extra,
  });
  const elect = (s: ReturnType<typeof scenario>) => {
    s = act(s, "stark", { type: "candidate", noble: "Ned Stark" });
    if (legal(s, "greyjoy").length) s = act(s, "greyjoy", { type: "candidate", noble: null }); // only a Fief Lord may stand
    s = act(s, "stark", { type: "vote", forNoble: "Ned Stark", decoy: null });
    return act(s, "greyjoy", { type: "vote", forNoble: "Ned Stark", decoy: null });
  };

  it("3 votes from three fief holders with only one Warden among them elect nobody", () => {
    const s = king(["fief:iron-islands"]);
    expect(votesOf(s, "king", "stark") + votesOf(s, "king", "greyjoy")).toBe(3);
    expect(elect(s).titles.king).toBeUndefined();
  });

  it("the same 3 votes with a second Warden elect the King", () => {
    expect(elect(king(["fief:iron-islands", "warden:5"])).titles.king).toBe("Ned Stark");
  });

  it("one Warden who is a Member of the Small Council is enough with 3 votes", () => {
    const s = king(["warden:5", "master:coin"], {
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell", titles: ["fief:north"] },
        { id: "Robb Stark", house: "stark", village: "the-eyrie", titles: ["fief:vale"] },
        { id: "Theon Greyjoy", house: "greyjoy", village: "pyke", titles: ["warden:5", "master:coin"] },
      ],
    });
    expect(elect(s).titles.king).toBe("Ned Stark");
    // contrast: the same Warden without the Council seat is one Warden only
    const plain = king([], {
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell", titles: ["fief:north"] },
        { id: "Robb Stark", house: "stark", village: "the-eyrie", titles: ["fief:vale"] },
        { id: "Theon Greyjoy", house: "greyjoy", village: "pyke", titles: ["warden:5"] },
      ],
    });
    expect(elect(plain).titles.king).toBeUndefined();
  });

  it("Arryn's extra vote makes the 3 votes but is not a Warden: still nobody", () => {
    let s = scenario({
      houses: ["stark", "arryn", "tully"],
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell", titles: ["fief:north", "warden:1"] },
        { id: "Yohn Royce", house: "arryn", village: "the-eyrie", titles: ["fief:vale"] },
      ],
      units: [{ house: "stark", village: "winterfell", type: "menAtArms" }],
      phase: "elections",
      step: { kind: "election", election: { title: "king", stage: "candidates", turn: 0, candidates: [], markers: [], tied: [] } },
    });
    expect(votesOf(s, "king", "arryn")).toBe(2);
    s = act(s, "stark", { type: "candidate", noble: "Ned Stark" });
    s = act(s, "arryn", { type: "candidate", noble: null });
    s = act(s, "stark", { type: "vote", forNoble: "Ned Stark", decoy: null });
    s = act(s, "arryn", { type: "vote", forNoble: "Ned Stark", decoy: null });
    expect(s.titles.king).toBeUndefined();
  });
});

describe("11.1 / 2.4.1 Night's Watch Brother attribute and marriage (1.1.1)", () => {
  const hear = (options: Record<string, boolean>, jon: Partial<Scenario["nobles"] extends (infer N)[] | undefined ? N : never> = {}) => scenario({
    houses: ["stark", "lannister", "tully"],
    options,
    nobles: [
      { id: "Jon Snow", house: "stark", village: "winterfell", ...jon },
      { id: "Robb Stark", house: "stark", village: "winterfell" },
      { id: "Cersei Lannister", house: "lannister", village: "lannisport" },
    ],
    phase: "announcements",
    step: { kind: "announce", turn: 0 },
  });
  const proposals = (s: ReturnType<typeof scenario>) => legal(s, "stark").filter((a) => a.type === "propose");

  it("without the NWE the Night's Watch noble is considered 'cannot marry'; his brother Robb may", () => {
    expect(proposals(hear({}))).toEqual([{ type: "propose", lord: "Robb Stark", lady: "Cersei Lannister" }]);
  });

  // 11.1 limits "cannot marry" to games without the NWE; with it only a sworn Brother "may never
  // marry" (4.2.2.1), and an oathbreaker "becomes a normal Noble again" (4.2.2.1, 1.2.1).
  it("with the NWE an oathbreaker (no longer a Brother) may marry again (4.2.2.1, 1.2.1)", () => {
    const s = hear({ nightsWatch: true }, { outlaw: true });
    expect(s.nobles["Jon Snow"]!.brother).toBe(false);
    expect(proposals(s)).toContainEqual({ type: "propose", lord: "Jon Snow", lady: "Cersei Lannister" });
  });

  it("with the NWE a sworn Brother never marries (4.2.2.1)", () => {
    const s = hear({ nightsWatch: true });
    s.nobles["Jon Snow"]!.brother = true;
    expect(proposals(s)).not.toContainEqual({ type: "propose", lord: "Jon Snow", lady: "Cersei Lannister" });
  });
});

describe("2.4.10 Justice: against an Outlaw or an assassin; the King, the Queen, the Heir and the Hand are immune", () => {
  it("only the plain outlaw can be beheaded, though the King and Queen are outlaws too (1.1.4.1 keeps their titles)", () => {
    let s = scenario({
      houses: ["arryn", "tully", "lannister", "stark"] as Hs,
      nobles: [
        { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["king", "protector"], outlaw: true, spouse: "Cersei Lannister" },
        { id: "Cersei Lannister", house: "lannister", village: "lannisport", titles: ["queen"], outlaw: true, spouse: "Edmure Tully" },
        { id: "Young Prince", house: "lannister", village: "lannisport", sex: "lord", attributes: ["prince of westeros"], outlaw: true },
        { id: "Robb Stark", house: "stark", village: "winterfell", outlaw: true },
        { id: "Yohn Royce", house: "arryn", village: "the-eyrie" },
      ],
      hands: { arryn: ["Justice"] },
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
    });
    expect(plays(s, "arryn", "Justice")).toEqual([{ type: "play", card: "Justice", target: "Robb Stark" }]);
    s = act(s, "arryn", { type: "play", card: "Justice", target: "Robb Stark" });
    expect(s.nobles["Robb Stark"]).toBeUndefined();
    expect(s.fortuneDiscard).toContain("Justice");
  });

  it("a noble neither outlaw nor assassin cannot be targeted", () => {
    const s = scenario({
      houses: ["arryn", "tully", "stark"],
      nobles: [{ id: "Robb Stark", house: "stark", village: "winterfell" }, { id: "Yohn Royce", house: "arryn", village: "the-eyrie" }],
      hands: { arryn: ["Justice"] },
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
    });
    expect(plays(s, "arryn", "Justice")).toEqual([]);
  });
});

describe("2.4.11 Abduction: Whitecloaks guard a King or Queen; recruits guard their Brother", () => {
  const abduct = (target: string): Action => ({ type: "play", card: "Abduction", noble: "Tywin Lannister", target });

  it("a King is not abducted while a Whitecloak is with him; another noble there is (4.2.7)", () => {
    const mk = (whitecloak: boolean) => scenario({
      houses: ["lannister", "tully", "stark"],
      options: { tactics: true },
      nobles: [
        { id: "Tywin Lannister", house: "lannister", village: "harrenhal" },
        { id: "Edmure Tully", house: "tully", village: "harrenhal", titles: ["king", "protector"] },
        { id: "Brynden Tully", house: "tully", village: "harrenhal" },
      ],
      units: [
        { house: "lannister", village: "harrenhal", type: "menAtArms" },
        { house: "tully", village: "harrenhal", type: whitecloak ? "whitecloakKnight" : "knight" },
      ],
      hands: { lannister: ["Abduction"] },
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
    });
    const guarded = plays(mk(true), "lannister", "Abduction");
    expect(guarded).not.toContainEqual(abduct("Edmure Tully"));
    expect(guarded).toContainEqual(abduct("Brynden Tully"));
    expect(plays(mk(false), "lannister", "Abduction")).toContainEqual(abduct("Edmure Tully"));
  });

  // 4.2.7: "A royal Noble may not be the target of the Abduction card if there are Whitecloaks on
  // the same Village" (2.4.11 note: "if a Whitecloak is present"): the Queen's Queensguard standing
  // with her husband the King (of another house) guard him too.
  it("the Queen's Whitecloaks in the village also guard the King (4.2.7 'on the same Village')", () => {
    const s = scenario({
      houses: ["stark", "tully", "lannister"],
      options: { tactics: true },
      nobles: [
        { id: "Robb Stark", house: "stark", village: "harrenhal" },
        { id: "Edmure Tully", house: "tully", village: "harrenhal", titles: ["king", "protector"], spouse: "Cersei Lannister" },
        { id: "Cersei Lannister", house: "lannister", village: "harrenhal", titles: ["queen"], spouse: "Edmure Tully" },
      ],
      units: [
        { house: "stark", village: "harrenhal", type: "menAtArms" },
        { house: "tully", village: "harrenhal", type: "menAtArms" },
        { house: "lannister", village: "harrenhal", type: "whitecloakManAtArms" },
      ],
      hands: { stark: ["Abduction"] },
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
    });
    const offered = plays(s, "stark", "Abduction");
    expect(offered).not.toContainEqual({ type: "play", card: "Abduction", noble: "Robb Stark", target: "Cersei Lannister" });
    expect(offered).not.toContainEqual({ type: "play", card: "Abduction", noble: "Robb Stark", target: "Edmure Tully" });
  });

  it("a Brother of the Night's Watch is not abducted while his recruit is with him", () => {
    const mk = (recruit: boolean) => {
      const s = scenario({
        houses: ["lannister", "stark", "tully"],
        options: { nightsWatch: true },
        nobles: [{ id: "Tywin Lannister", house: "lannister", village: "harrenhal" }, { id: "Jon Snow", house: "stark", village: "harrenhal" }],
        units: [
          { house: "lannister", village: "harrenhal", type: "menAtArms" },
          { house: "stark", village: "harrenhal", type: recruit ? "recruit" : "menAtArms" },
        ],
        hands: { lannister: ["Abduction"] },
        phase: "cards",
        step: { kind: "playCards", turn: 0 },
      });
      s.nobles["Jon Snow"]!.brother = true;
      return s;
    };
    expect(plays(mk(true), "lannister", "Abduction")).not.toContainEqual(abduct("Jon Snow"));
    const s = act(mk(false), "lannister", abduct("Jon Snow"));
    expect(s.nobles["Jon Snow"]!.captor).toBe("lannister");
  });
});
