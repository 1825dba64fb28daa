/**
 * 5.1 note: "If more than one Player or no Player caused it, the previous Controller makes the choice
 * of the new Controller" amongst the players present.
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import { act, legal, scenario, passAll } from "./helpers.ts";

const mk = (others: { house: "tully" | "arryn"; village: string; type: "menAtArms" }[]) => {
  let s = scenario({
    houses: ["tully", "stark", "arryn"],
    nobles: [{ id: "Robb Stark", house: "stark", village: "riverrun" }],
    units: [{ house: "stark", village: "riverrun", type: "menAtArms" }, ...others],
    villages: { riverrun: { controller: "stark" } },
    phase: "movement",
    step: { kind: "movement", turn: 0, order: ["stark", "tully", "arryn"], group: null, moved: [] },
  });
  // Robb leaves Riverrun: his march causes the loss of control (5.1)
  s = act(s, "stark", { type: "march", noble: "Robb Stark" });
  s = act(s, "stark", { type: "load", unit: "menAtArms" });
  s = act(s, "stark", { type: "step", to: "harrenhal" });
  return s;
};

describe("a new controller when the controller leaves (5.1)", () => {
  it("the previous controller names the new one among the houses present", () => {
    const s = mk([{ house: "tully", village: "riverrun", type: "menAtArms" }, { house: "arryn", village: "riverrun", type: "menAtArms" }]);
    expect(fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`)).toEqual(["stark:control"]);
    expect(legal(s, "stark")).toEqual([{ type: "control", village: "riverrun", house: "tully" }, { type: "control", village: "riverrun", house: "arryn" }]);
    expect(legal(s, "tully")).toEqual([]);
    const t = act(s, "stark", { type: "control", village: "riverrun", house: "arryn" });
    expect(t.villages.riverrun!.controller).toBe("arryn");
    // the window after Robb's step goes on: Arryn may give Riverrun to Tully there (5.1, SF-16)
    expect(fiefEngine.pendingSeats(t).map((p) => `${p.seat}:${p.kind}`)).toEqual(["arryn:effect"]);
    expect(legal(t, "arryn")).toContainEqual({ type: "ability", name: "giveControl", target: "riverrun", give: "tully" });
    expect(fiefEngine.pendingSeats(passAll(t)).map((p) => p.seat)).toEqual(["stark"]); // back to Robb's march
    expect(t.step).toMatchObject({ kind: "movement", group: { leader: "Robb Stark", at: "harrenhal" } });
  });

  it("with one house left there is nothing to choose", () => {
    const s = mk([{ house: "arryn", village: "riverrun", type: "menAtArms" }]);
    expect(s.villages.riverrun!.controller).toBe("arryn");
    expect(s.controlChoices ?? []).toEqual([]);
    expect(fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`)).toEqual(["stark:movement"]);
  });
});

/**
 * 5.1 note, SF-17: "whoever causes the loss of Village Control determines the new Controller
 * amongst the Players present in the Village. If more than one Player or no Player caused it, the
 * previous Controller makes the choice." Ned Stark, alone of his house, controls Winterfell; Tywin
 * Lannister and Edmure Tully stand there too, without troops.
 */
describe("the house that alone caused the loss names the new controller (5.1 note, SF-17)", () => {
  type Hands = Partial<Record<"lannister" | "stark" | "tully", string[]>>;
  const mk = (hands: Hands, ned: { attributes?: string[]; outlaw?: boolean } = {}, stronghold = false) => {
    const s = scenario({
      houses: ["lannister", "stark", "tully"],
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell", ...(ned.attributes ? { attributes: ned.attributes } : {}) },
        { id: "Tywin Lannister", house: "lannister", village: "winterfell" },
        { id: "Edmure Tully", house: "tully", village: "winterfell" },
      ],
      villages: { winterfell: { controller: "stark", stronghold } },
      hands,
    });
    if (ned.outlaw) s.nobles["Ned Stark"]!.outlaw = true;
    return s;
  };
  const asked = (s: ReturnType<typeof mk>) => fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`);
  const names = (s: ReturnType<typeof mk>, by: string) => {
    expect(asked(s)).toEqual([`${by}:control`]);
    expect(s.controlChoices).toEqual([{ village: "winterfell", chooser: by }]);
    expect(legal(s, by)).toEqual([{ type: "control", village: "winterfell", house: "lannister" }, { type: "control", village: "winterfell", house: "tully" }]);
    const t = act(s, by, { type: "control", village: "winterfell", house: "tully" });
    expect(t.villages.winterfell!.controller).toBe("tully");
  };

  it("Justice (2.4.10): the card's player names", () => {
    const s = act(mk({ lannister: ["Justice"] }, { outlaw: true }), "lannister", { type: "play", card: "Justice", target: "Ned Stark" });
    expect(s.nobles["Ned Stark"]).toBeUndefined();
    names(s, "lannister");
  });

  it("Assassination (2.4.9): the card's player names", () => {
    const s = act(mk({ lannister: ["Assassination"] }), "lannister", { type: "play", card: "Assassination", target: "Ned Stark", noble: "Tywin Lannister" });
    expect(s.nobles["Ned Stark"]).toBeUndefined();
    names(s, "lannister");
  });

  it("Abduction (2.4.11): the abductor's house names", () => {
    const s = act(mk({ lannister: ["Abduction"] }), "lannister", { type: "play", card: "Abduction", noble: "Tywin Lannister", target: "Ned Stark" });
    expect(s.nobles["Ned Stark"]!.captor).toBe("lannister");
    names(s, "lannister");
  });

  it("an Abduction helped by another house's Secret Passage has two causes: the previous controller names", () => {
    let s = mk({ lannister: ["Abduction"], tully: ["Secret Passage"] }, {}, true);
    s = act(s, "lannister", { type: "play", card: "Abduction", noble: "Tywin Lannister", target: "Ned Stark", secretPassage: "card", helper: "tully" });
    s = act(s, "tully", { type: "answer", accept: true });
    expect(s.nobles["Ned Stark"]!.captor).toBe("lannister");
    names(s, "stark");
  });

  it("an Uprising card on a tyrant, no other house's card added (2.4.7): its player names", () => {
    const s = act(mk({ lannister: ["Uprising"] }, { attributes: ["tyrant"] }), "lannister", { type: "play", card: "Uprising", target: "Ned Stark" });
    expect(s.nobles["Ned Stark"]).toBeUndefined(); // no troops: he is killed at once (2.4.1 note)
    names(s, "lannister");
  });

  it("an uprising boosted by another house's card has several causes: the previous controller names", () => {
    let s = act(mk({ lannister: ["Uprising"], tully: ["Uprising"] }, { attributes: ["tyrant"] }), "lannister", { type: "play", card: "Uprising", target: "Ned Stark" });
    expect(asked(s)).toEqual(["tully:boostUprising"]);
    s = act(s, "tully", { type: "play", card: "Uprising", village: "winterfell" });
    s = act(s, "tully", { type: "done" });
    expect(s.nobles["Ned Stark"]).toBeUndefined();
    names(s, "stark");
  });

  it("an Uprising card on a village: its player names when the controller's army falls and others stand", () => {
    // Famine in the North; Stark's one man-at-arms guards Winterfell beside Tully's and Greyjoy's armies
    let s = scenario({
      houses: ["lannister", "stark", "tully", "greyjoy"],
      phase: "cards",
      step: { kind: "playCards", turn: 0 },
      units: [
        { house: "stark", village: "winterfell", type: "menAtArms" },
        { house: "tully", village: "winterfell", type: "menAtArms", count: 3 },
        { house: "greyjoy", village: "winterfell", type: "menAtArms", count: 3 },
      ],
      villages: { winterfell: { controller: "stark" } },
      regions: { "1": { disasters: ["Famine"], bounty: [] } },
      hands: { lannister: ["Uprising"] },
      forcedRolls: [1], // 1 hit +1 (SF-2)
    });
    s = act(s, "lannister", { type: "play", card: "Uprising", village: "winterfell" });
    s = act(s, "lannister", { type: "strikeFirst", house: "stark" });
    s = act(s, "stark", { type: "lose", unit: "menAtArms" });
    s = act(s, "tully", { type: "lose", unit: "menAtArms" }); // the hit left over falls on the next army
    expect(s.controlChoices).toEqual([{ village: "winterfell", chooser: "lannister" }]);
    expect(legal(s, "lannister")).toEqual([{ type: "control", village: "winterfell", house: "tully" }, { type: "control", village: "winterfell", house: "greyjoy" }]);
    expect(legal(s, "stark")).toEqual([]);
  });
});
