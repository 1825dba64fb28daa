/**
 * 2.4.7 Uprising on a Gods cursed noble (1.1.2) and on a village holding nobles without troops
 * (2.4.1 note); an Uprising on a tyrant (Phase 3, 11.1, SF-28); 2.4.8.3 a captive's escape taking
 * the other captives at his side along (SF-29).
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import { act, count, legal, scenario } from "./helpers.ts";
import type { FiefState } from "../src/state.ts";
import type { Scenario } from "../src/scenario.ts";

const cards = (extra: Partial<Scenario>): Scenario => ({
  houses: ["lannister", "stark", "greyjoy"],
  phase: "cards",
  step: { kind: "playCards", turn: 0 },
  ...extra,
});
const uprisings = (s: FiefState, seat: string) => legal(s, seat).filter((a) => a.type === "play" && a.card === "Uprising");

describe("an Uprising on a Gods cursed noble (1.1.2)", () => {
  // Ned Stark has embraced R'hllor; Greyjoy's army stands beside him at Winterfell; no tax, no famine
  const mk = (cursed: boolean, hands: Scenario["hands"] = { lannister: ["Uprising"] }) => {
    const s = scenario(cards({
      nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }, { id: "Balon Greyjoy", house: "greyjoy", village: "winterfell" }],
      units: [{ house: "stark", village: "winterfell", type: "menAtArms" }, { house: "greyjoy", village: "winterfell", type: "menAtArms", count: 2 }],
      villages: { winterfell: { controller: "stark", mills: 1 } },
      hands,
      forcedRolls: [1], // one battle die: 1 hit, +1 (SF-2)
    }));
    s.nobles["Ned Stark"]!.godsCursed = cursed;
    return s;
  };

  it("\"Any Player may play an Uprising card on the Noble at any time\", tax or famine or not", () => {
    expect(uprisings(mk(true), "lannister")).toEqual([{ type: "play", card: "Uprising", target: "Ned Stark" }]);
    expect(uprisings(mk(false), "lannister")).toEqual([]); // no curse, no tax, no famine: no uprising
  });

  it("not by his own house (SF-28: it chose the curse, 2.4.7 'initiated the event')", () => {
    expect(uprisings(mk(true, { stark: ["Uprising"] }), "stark")).toEqual([]);
  });

  it("it strikes him and his troops only: not the village, nor another house's troops and nobles there", () => {
    let s = act(mk(true), "lannister", { type: "play", card: "Uprising", target: "Ned Stark" });
    s = act(s, "stark", { type: "lose", unit: "menAtArms" });
    // 2 hits on Stark's one man-at-arms: the hit left over does not fall on Greyjoy's army
    expect(count(s, "stark", "winterfell")).toBe(0);
    expect(s.nobles["Ned Stark"]).toBeUndefined();
    expect(count(s, "greyjoy", "winterfell")).toBe(2);
    expect(s.nobles["Balon Greyjoy"]).toBeDefined();
    expect(s.villages.winterfell!.mills).toBe(1);
  });
});

describe("an Uprising on a tyrant spares the village and every other noble and troop there (Phase 3, 11.1, SF-28)", () => {
  // Ned Stark (a tyrant here) and Robb Stark with one Stark man-at-arms at Winterfell, beside Greyjoy's army
  const mk = (ned: { tyrant?: boolean; cursed?: boolean }, hands: Scenario["hands"] = { lannister: ["Uprising"] }) => {
    const s = scenario(cards({
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell", attributes: ned.tyrant ? ["tyrant"] : [] },
        { id: "Robb Stark", house: "stark", village: "winterfell" },
        { id: "Balon Greyjoy", house: "greyjoy", village: "winterfell" },
      ],
      units: [{ house: "stark", village: "winterfell", type: "menAtArms" }, { house: "greyjoy", village: "winterfell", type: "menAtArms", count: 2 }],
      villages: { winterfell: { controller: "stark", mills: 1 } },
      hands,
      forcedRolls: [1], // one battle die: 1 hit, +1 (SF-2)
    }));
    s.nobles["Ned Stark"]!.godsCursed = ned.cursed === true;
    return s;
  };
  const strike = (s: FiefState) => act(act(s, "lannister", { type: "play", card: "Uprising", target: "Ned Stark" }), "stark", { type: "lose", unit: "menAtArms" });

  it("other players only: not his own house (\"Other Players may play an Uprising card on this Noble\")", () => {
    expect(uprisings(mk({ tyrant: true }), "lannister")).toEqual([{ type: "play", card: "Uprising", target: "Ned Stark" }]);
    expect(uprisings(mk({ tyrant: true }, { stark: ["Uprising"] }), "stark")).toEqual([]);
  });

  it("his troops gone, he falls alone: his house's other nobles, the other troops and the village are spared", () => {
    const s = strike(mk({ tyrant: true }));
    expect(count(s, "stark", "winterfell")).toBe(0);
    expect(s.nobles["Ned Stark"]).toBeUndefined();
    expect(s.nobles["Robb Stark"]).toBeDefined(); // "nor other Nobles and Troops located in the same Village"
    expect(count(s, "greyjoy", "winterfell")).toBe(2);
    expect(s.nobles["Balon Greyjoy"]).toBeDefined();
    expect(s.villages.winterfell!.mills).toBe(1);
    expect(s.villages.winterfell!.controller).toBe("stark"); // Robb still holds it
  });

  it("a tyrant without troops is killed at once, no die rolled, his kin spared", () => {
    const s0 = mk({ tyrant: true });
    s0.units = s0.units.filter((u) => u.house !== "stark");
    const s = act(s0, "lannister", { type: "play", card: "Uprising", target: "Ned Stark" });
    expect(s.forcedRolls).toEqual([1]);
    expect(s.nobles["Ned Stark"]).toBeUndefined();
    expect(s.nobles["Robb Stark"]).toBeDefined();
  });

  it("a Gods cursed noble's uprising spares only other players' pieces (1.1.2): his house's nobles fall with its troops", () => {
    const s = strike(mk({ cursed: true }));
    expect(s.nobles["Ned Stark"]).toBeUndefined();
    expect(s.nobles["Robb Stark"]).toBeUndefined();
    expect(count(s, "greyjoy", "winterfell")).toBe(2);
    expect(s.villages.winterfell!.mills).toBe(1);
  });

  it("while his troops stand, he stands", () => {
    const s0 = mk({ tyrant: true });
    s0.units.push({ ...s0.units[0]!, id: 99, type: "knight" });
    const s = strike(s0); // the knight cannot absorb the hit left
    expect(count(s, "stark", "winterfell")).toBe(1);
    expect(s.nobles["Ned Stark"]).toBeDefined();
  });
});

/**
 * SF-28, refined 2026-12-01 (D5): on a noble both tyrant and Gods cursed, the Uprising's player names
 * the attribute he plays it on, and its reach applies: 2.4.7 an Uprising may be played "on a Tyrant
 * Noble", whose uprising spares "other Nobles and Troops located in the same Village" (Phase 3,
 * 11.1); 1.1.2 "Any Player may play an Uprising card on the Noble", sparing only "other characters
 * and Troops belonging to other Players". Under the tyrant's reach his house, as captor, keeps its
 * captive there (4.1, 6.2.3).
 */
describe("SF-28 (D5): an Uprising on a noble both tyrant and Gods cursed is played on the attribute its player names (2.4.7, 1.1.2, Phase 3, 11.1)", () => {
  // Ned Stark and Robb Stark with one Stark man-at-arms and a captive, Theon Greyjoy, at Winterfell, beside Greyjoy's army
  const mk = (ned: { tyrant: boolean; cursed: boolean }) => {
    const s = scenario(cards({
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell", attributes: ned.tyrant ? ["tyrant"] : [] },
        { id: "Robb Stark", house: "stark", village: "winterfell" },
        { id: "Theon Greyjoy", house: "greyjoy", village: "winterfell", captor: "stark" },
        { id: "Balon Greyjoy", house: "greyjoy", village: "winterfell" },
      ],
      units: [{ house: "stark", village: "winterfell", type: "menAtArms" }, { house: "greyjoy", village: "winterfell", type: "menAtArms", count: 2 }],
      villages: { winterfell: { controller: "stark", mills: 1 } },
      hands: { lannister: ["Uprising"] },
      forcedRolls: [1], // one battle die: 1 hit, +1 (SF-2)
    } as Partial<Scenario>));
    s.nobles["Ned Stark"]!.godsCursed = ned.cursed;
    return s;
  };
  const both = { tyrant: true, cursed: true };
  const strikeAs = (attribute: "tyrant" | "godsCursed") =>
    act(act(mk(both), "lannister", { type: "play", card: "Uprising", target: "Ned Stark", attribute }), "stark", { type: "lose", unit: "menAtArms" });

  it("both plays are offered for him; a plain tyrant or a plain Gods cursed noble is offered one", () => {
    expect(uprisings(mk(both), "lannister")).toEqual([
      { type: "play", card: "Uprising", target: "Ned Stark", attribute: "tyrant" },
      { type: "play", card: "Uprising", target: "Ned Stark", attribute: "godsCursed" },
    ]);
    expect(uprisings(mk({ tyrant: true, cursed: false }), "lannister")).toEqual([{ type: "play", card: "Uprising", target: "Ned Stark" }]);
    expect(uprisings(mk({ tyrant: false, cursed: true }), "lannister")).toEqual([{ type: "play", card: "Uprising", target: "Ned Stark" }]);
  });

  it("played on him as a tyrant: he falls alone with his troops; Robb Stark is spared and Stark keeps its captive", () => {
    const s = strikeAs("tyrant");
    expect(count(s, "stark", "winterfell")).toBe(0);
    expect(s.nobles["Ned Stark"]).toBeUndefined();
    expect(s.nobles["Robb Stark"]).toBeDefined();
    expect(s.nobles["Theon Greyjoy"]!.captor).toBe("stark");
    expect(count(s, "greyjoy", "winterfell")).toBe(2);
    expect(s.villages.winterfell!.mills).toBe(1);
  });

  it("played on him as Gods cursed: every Stark noble there falls once its troops are gone, and the captive goes free", () => {
    const s = strikeAs("godsCursed");
    expect(s.nobles["Ned Stark"]).toBeUndefined();
    expect(s.nobles["Robb Stark"]).toBeUndefined();
    expect(s.nobles["Theon Greyjoy"]!.captor).toBeNull(); // no Stark piece left beside him (6.2.3): placed anew (4.1)
    expect(count(s, "greyjoy", "winterfell")).toBe(2);
    expect(s.villages.winterfell!.mills).toBe(1); // the village is never struck
  });
});

describe("an Uprising on a village holding nobles and no troops (2.4.7, 2.4.1 note)", () => {
  // Famine in region 1: Winterfell (Ned alone, a mill and a Stronghold) and Deepwood Motte (empty)
  const mk = () => scenario(cards({
    nobles: [{ id: "Ned Stark", house: "stark", village: "winterfell" }],
    villages: { winterfell: { controller: "stark", mills: 1, stronghold: true } },
    regions: { "1": { disasters: ["Famine"], bounty: [] } },
    hands: { lannister: ["Uprising"] },
    forcedRolls: [6],
  }));

  it("may be played there, not on a village with neither troops nor nobles", () => {
    const plays = uprisings(mk(), "lannister");
    expect(plays).toContainEqual({ type: "play", card: "Uprising", village: "winterfell" });
    expect(plays).not.toContainEqual({ type: "play", card: "Uprising", village: "deepwood-motte" });
  });

  it("\"During an Uprising they are immediately killed\": no die is rolled; mills and Stronghold fall (SF-28)", () => {
    const s = act(mk(), "lannister", { type: "play", card: "Uprising", village: "winterfell" });
    expect(s.nobles["Ned Stark"]).toBeUndefined();
    expect(s.forcedRolls).toEqual([6]); // nothing was rolled: no troops to attack
    expect(s.villages.winterfell!.mills).toBe(0);
    expect(s.villages.winterfell!.stronghold).toBe(false);
    expect(s.villages.winterfell!.controller).toBeNull();
  });

  it("a Fortified City and a Maester's fortification are not destroyed (2.4.7, 4.3.4, SF-28)", () => {
    for (const keep of [{ fortified: true }, { maester: true }]) {
      const s0 = mk();
      Object.assign(s0.villages.winterfell!, keep);
      const s = act(s0, "lannister", { type: "play", card: "Uprising", village: "winterfell" });
      expect(s.nobles["Ned Stark"]).toBeUndefined();
      expect(s.villages.winterfell!.mills).toBe(0);
      expect(s.villages.winterfell!.stronghold).toBe(true);
    }
  });

  it("the region's Warden may still calm it first (2.4.7)", () => {
    const s0 = mk();
    s0.forcedRolls = [4];
    s0.nobles["Roose Bolton"] = { ...s0.nobles["Ned Stark"]!, id: "Roose Bolton", name: "Roose Bolton", house: "greyjoy", village: "pyke" };
    s0.titles["warden:1"] = "Roose Bolton";
    let s = act(s0, "lannister", { type: "play", card: "Uprising", village: "winterfell" });
    expect(legal(s, "greyjoy")).toEqual([{ type: "answer", accept: true }, { type: "answer", accept: false }]);
    s = act(s, "greyjoy", { type: "answer", accept: true });
    expect(s.nobles["Ned Stark"]).toBeDefined();
    expect(s.villages.winterfell!.stronghold).toBe(true);
  });
});

describe("Escape through a Secret Passage takes the other captives at his side along (2.4.8.3)", () => {
  // Tully holds Tywin, Cersei and Ned at Riverrun, Robb at Harrenhal; Greyjoy holds Jaime at Riverrun
  const mk = () => scenario(cards({
    houses: ["lannister", "stark", "tully", "greyjoy"],
    nobles: [
      { id: "Edmure Tully", house: "tully", village: "riverrun" },
      { id: "Brynden Tully", house: "tully", village: "harrenhal" },
      { id: "Balon Greyjoy", house: "greyjoy", village: "riverrun" },
      { id: "Tywin Lannister", house: "lannister", village: "riverrun", captor: "tully" },
      { id: "Cersei Lannister", house: "lannister", village: "riverrun", captor: "tully" },
      { id: "Ned Stark", house: "stark", village: "riverrun", captor: "tully" },
      { id: "Robb Stark", house: "stark", village: "harrenhal", captor: "tully" },
      { id: "Jaime Lannister", house: "lannister", village: "riverrun", captor: "greyjoy" },
    ],
    units: [{ house: "tully", village: "riverrun", type: "menAtArms" }, { house: "tully", village: "harrenhal", type: "menAtArms" }, { house: "greyjoy", village: "riverrun", type: "menAtArms" }],
    hands: { lannister: ["Secret Passage"] },
  }));

  const plays = (s: FiefState) => legal(s, "lannister").filter((a) => a.type === "play" && a.card === "Secret Passage");
  const asked = (s: FiefState) => fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}:${p.text}`);
  const yes = { type: "answer", accept: true } as const, no = { type: "answer", accept: false } as const;

  it("one play per captive; then his player is asked captive by captive, yes or no (2.4.8.3, SF-29)", () => {
    expect(plays(mk())).toEqual([
      { type: "play", card: "Secret Passage", noble: "Tywin Lannister" },
      { type: "play", card: "Secret Passage", noble: "Cersei Lannister" },
      { type: "play", card: "Secret Passage", noble: "Jaime Lannister" },
    ]);
    let s = act(mk(), "lannister", { type: "play", card: "Secret Passage", noble: "Tywin Lannister" });
    expect(s.houses.lannister!.hand).toEqual([]);
    expect(asked(s)).toEqual(["lannister:escapeWith:Take Cersei Lannister along in Tywin Lannister's escape?"]);
    expect(legal(s, "lannister")).toEqual([yes, no]);
    expect(legal(s, "tully")).toEqual([]);
    expect(s.nobles["Tywin Lannister"]!.captor).toBe("tully"); // nobody leaves before the choice is made
    s = act(s, "lannister", yes);
    expect(asked(s)).toEqual(["lannister:escapeWith:Take Ned Stark along in Tywin Lannister's escape?"]);
    s = act(s, "lannister", yes);
    for (const id of ["Tywin Lannister", "Cersei Lannister", "Ned Stark"]) expect(s.nobles[id]!.captor).toBeNull();
    expect(s.nobles["Robb Stark"]!.captor).toBe("tully"); // another village
    expect(s.nobles["Jaime Lannister"]!.captor).toBe("greyjoy"); // another captor
    // "All escaped Nobles are placed as if they had been newly played (2.4.1)": each by his own house
    expect(s.placements).toEqual(["Tywin Lannister", "Cersei Lannister", "Ned Stark"]);
    expect(s.escape).toBeNull();
  });

  it("any subset: his rival's noble may stay behind while his own goes (SF-29)", () => {
    let s = act(mk(), "lannister", { type: "play", card: "Secret Passage", noble: "Tywin Lannister" });
    s = act(s, "lannister", yes); // Cersei
    s = act(s, "lannister", no); // not Ned
    expect(s.nobles["Cersei Lannister"]!.captor).toBeNull();
    expect(s.nobles["Ned Stark"]!.captor).toBe("tully");
    expect(s.placements).toEqual(["Tywin Lannister", "Cersei Lannister"]);
    s = act(act(mk(), "lannister", { type: "play", card: "Secret Passage", noble: "Tywin Lannister" }), "lannister", no);
    s = act(s, "lannister", yes); // Ned only
    expect(s.nobles["Cersei Lannister"]!.captor).toBe("tully");
    expect(s.nobles["Ned Stark"]!.captor).toBeNull();
    expect(s.placements).toEqual(["Tywin Lannister", "Ned Stark"]);
  });

  it("or escape alone; with nobody at his side he goes at once", () => {
    let s = act(mk(), "lannister", { type: "play", card: "Secret Passage", noble: "Tywin Lannister" });
    s = act(act(s, "lannister", no), "lannister", no);
    expect(s.nobles["Tywin Lannister"]!.captor).toBeNull();
    expect(s.nobles["Cersei Lannister"]!.captor).toBe("tully");
    expect(s.nobles["Ned Stark"]!.captor).toBe("tully");
    expect(s.placements).toEqual(["Tywin Lannister"]);
    const j = act(mk(), "lannister", { type: "play", card: "Secret Passage", noble: "Jaime Lannister" });
    expect(j.nobles["Jaime Lannister"]!.captor).toBeNull();
    expect(j.escape ?? null).toBeNull();
  });
});

describe("a shadow noble's escape without the card takes one companion at most (2.4.8, SF-29)", () => {
  // "he may be accompanied by only one other unit (one Troop or one Noble)"
  const mk = () => scenario(cards({
    houses: ["stark", "tully", "lannister"],
    nobles: [
      { id: "Edmure Tully", house: "tully", village: "riverrun" },
      { id: "Arya Stark", house: "stark", village: "riverrun", captor: "tully" },
      { id: "Ned Stark", house: "stark", village: "riverrun", captor: "tully" },
      { id: "Tywin Lannister", house: "lannister", village: "riverrun", captor: "tully" },
    ],
    units: [{ house: "tully", village: "riverrun", type: "menAtArms" }],
  }));

  it("Arya may take Ned or Tywin along, not both", () => {
    const escapes = legal(mk(), "stark").filter((a) => a.type === "ability" && a.name === "shadowEscape");
    expect(escapes).toEqual([
      { type: "ability", name: "shadowEscape", noble: "Arya Stark" },
      { type: "ability", name: "shadowEscape", noble: "Arya Stark", target: "Ned Stark" },
      { type: "ability", name: "shadowEscape", noble: "Arya Stark", target: "Tywin Lannister" },
    ]);
    const s = act(mk(), "stark", { type: "ability", name: "shadowEscape", noble: "Arya Stark", target: "Tywin Lannister" });
    expect(s.nobles["Arya Stark"]!.captor).toBeNull();
    expect(s.nobles["Tywin Lannister"]!.captor).toBeNull();
    expect(s.nobles["Ned Stark"]!.captor).toBe("tully");
    expect(s.placements).toEqual(["Arya Stark", "Tywin Lannister"]);
  });
});

describe("the Uprising card's player may add more cards to it (2.4.7)", () => {
  it("\"Multiple Uprising cards can be played on a Village at the same time, even by different Players\": he is asked first", () => {
    // David's example with both cards in David's hand: two dice less the Stronghold penalty roll one
    let s = scenario(cards({
      units: [{ house: "greyjoy", village: "lannisport", type: "menAtArms", count: 2 }],
      villages: { lannisport: { controller: "greyjoy", stronghold: true } },
      regions: { "5": { disasters: ["Famine"], bounty: [] } },
      hands: { lannister: ["Uprising", "Uprising"] },
      forcedRolls: [1],
    }));
    s = act(s, "lannister", { type: "play", card: "Uprising", village: "lannisport" });
    expect(legal(s, "lannister")).toEqual([{ type: "play", card: "Uprising", village: "lannisport" }, { type: "done" }]);
    s = act(s, "lannister", { type: "play", card: "Uprising", village: "lannisport" });
    expect(s.uprising!.cards).toBe(2);
    s = act(s, "lannister", { type: "done" });
    s = act(s, "greyjoy", { type: "lose", unit: "menAtArms" });
    s = act(s, "greyjoy", { type: "lose", unit: "menAtArms" });
    expect(count(s, "greyjoy", "lannisport")).toBe(0);
    expect(s.villages.lannisport!.stronghold).toBe(false);
  });
});
