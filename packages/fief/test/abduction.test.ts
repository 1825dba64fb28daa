/**
 * 2.4.11 Abduction helped by a Secret Passage: "The noble automatically abducts [...] one opponent
 * noble located on the same village than him that does not benefit from a fortification bonus.
 * Note: A Player can play a Secret Passage outside of combat to negate the fortification bonus for
 * an abduction." 2.4.8: "A secret passage may be played by a Player other than the Player
 * benefiting from its effect"; a shadow noble may use its effect on himself once per round.
 */
import { describe, expect, it } from "vitest";
import { fiefEngine, type Action } from "../src/index.ts";
import { act, legal, refused, scenario } from "./helpers.ts";

type Hands = Partial<Record<"lannister" | "tully" | "stark", string[]>>;

/** Edmure Tully in his own Stronghold at Riverrun; a Lannister noble beside him. */
const mk = (abductor: string, hands: Hands, maester = false) => scenario({
  houses: ["lannister", "tully", "stark"],
  phase: "cards",
  step: { kind: "playCards", turn: 0 },
  nobles: [{ id: abductor, house: "lannister", village: "riverrun" }, { id: "Edmure Tully", house: "tully", village: "riverrun" }],
  units: [{ house: "lannister", village: "riverrun", type: "menAtArms" }, { house: "tully", village: "riverrun", type: "menAtArms" }],
  villages: { riverrun: { controller: "tully", stronghold: true, maester } },
  hands,
});

const abductions = (s: ReturnType<typeof mk>) => legal(s, "lannister").filter((a) => a.type === "play" && a.card === "Abduction");
const play = (extra: Partial<Extract<Action, { type: "play" }>>) => ({ type: "play" as const, card: "Abduction", noble: "Tywin Lannister", target: "Edmure Tully", ...extra });

describe("Abduction helped by a Secret Passage (2.4.11 note, 2.4.8)", () => {
  it("the fortification bonus protects the victim unless a Secret Passage is played with the Abduction", () => {
    const bare = mk("Tywin Lannister", { lannister: ["Abduction"] });
    expect(abductions(bare).filter((a) => a.type === "play" && a.secretPassage !== "card")).toEqual([]);
    expect(refused(bare, "lannister", play({}))).toBe("illegal_action");
    const s = mk("Tywin Lannister", { lannister: ["Abduction", "Secret Passage"] });
    expect(abductions(s)).toContainEqual(play({ secretPassage: "card" }));
    const t = act(s, "lannister", play({ secretPassage: "card" }));
    expect(t.nobles["Edmure Tully"]!.captor).toBe("lannister");
    expect(t.houses.lannister!.hand).toEqual([]); // both cards are spent
    expect(t.fortuneDiscard.slice(-2).sort()).toEqual(["Abduction", "Secret Passage"]);
  });

  it("a Maester's fortification cannot be entered by a Secret Passage (4.3.4 Defence Lore, SF-24)", () => {
    const s = mk("Tywin Lannister", { lannister: ["Abduction", "Secret Passage"], stark: ["Secret Passage"] }, true);
    expect(abductions(s)).toEqual([]);
    // nor by a shadow noble's own Secret Passage effect (SF-24: "card or shadow noble")
    const shadow = mk("Arya Stark", { lannister: ["Abduction"] }, true);
    shadow.nobles["Arya Stark"]!.house = "lannister";
    expect(abductions(shadow)).toEqual([]);
  });

  it("a shadow abductor uses his own Secret Passage effect, once per round (2.4.8 attribute)", () => {
    const s = mk("Arya Stark", { lannister: ["Abduction"] });
    s.nobles["Arya Stark"]!.house = "lannister"; // any shadow noble will do: here one serving Lannister
    const via = play({ noble: "Arya Stark", secretPassage: "shadow" });
    expect(abductions(s)).toContainEqual(via);
    const t = act(s, "lannister", via);
    expect(t.nobles["Edmure Tully"]!.captor).toBe("lannister");
    expect(t.houses.lannister!.usedRound).toContain("shadow:Arya Stark");
    const again = mk("Arya Stark", { lannister: ["Abduction"] });
    again.nobles["Arya Stark"]!.house = "lannister";
    again.houses.lannister!.usedRound.push("shadow:Arya Stark");
    expect(abductions(again)).not.toContainEqual(via);
  });

  it("another house may play the Secret Passage: it is asked, and only a card in its hand can say yes (SF-24)", () => {
    const ask = play({ secretPassage: "card", helper: "stark" });
    let s = mk("Tywin Lannister", { lannister: ["Abduction"], stark: ["Secret Passage"] });
    expect(abductions(s)).toContainEqual(ask);
    expect(abductions(s)).not.toContainEqual(play({ secretPassage: "card", helper: "tully" })); // not the victim's house
    s = act(s, "lannister", ask);
    expect(fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`)).toEqual(["stark:answer-abduction"]);
    expect(s.nobles["Edmure Tully"]!.captor).toBeNull(); // nothing happens before the answer
    // issue 21 item 5: the played card waits in the request, out of the hand the table cannot see
    expect(s.houses.lannister!.hand).toEqual([]);
    expect(s.request!.data).toMatchObject({ card: "Abduction" });
    s = act(s, "stark", { type: "answer", accept: true });
    expect(s.nobles["Edmure Tully"]!.captor).toBe("lannister");
    expect(s.houses.stark!.hand).toEqual([]);
    expect(s.houses.lannister!.hand).toEqual([]);

    const empty = act(mk("Tywin Lannister", { lannister: ["Abduction"], stark: ["Taxes"] }), "lannister", ask);
    expect(legal(empty, "stark")).toEqual([{ type: "answer", accept: false }]);
  });

  it("a refusal leaves the Abduction in hand, and the same house cannot be asked again this round", () => {
    let s = act(mk("Tywin Lannister", { lannister: ["Abduction"], stark: ["Secret Passage"] }), "lannister", play({ secretPassage: "card", helper: "stark" }));
    s = act(s, "stark", { type: "answer", accept: false });
    expect(s.nobles["Edmure Tully"]!.captor).toBeNull();
    expect(s.houses.lannister!.hand).toEqual(["Abduction"]);
    expect(s.houses.stark!.hand).toEqual(["Secret Passage"]);
    expect(abductions(s)).toEqual([]);
  });

  it("a cruel abductor through a Secret Passage kills his victim (2.4.11 attribute)", () => {
    const s = act(mk("Joffrey Baratheon", { lannister: ["Abduction", "Secret Passage"] }), "lannister", play({ noble: "Joffrey Baratheon", secretPassage: "card" }));
    expect(s.nobles["Edmure Tully"]).toBeUndefined();
  });

  it("the victim's house has no defence request; a captive may still escape by his own Secret Passage (2.4.8.3)", () => {
    let s = act(mk("Tywin Lannister", { lannister: ["Abduction", "Secret Passage"], tully: ["Secret Passage"] }), "lannister", play({ secretPassage: "card" }));
    expect(s.request).toBeNull();
    s.step = { kind: "playCards", turn: 1 };
    s = act(s, "tully", { type: "play", card: "Secret Passage", noble: "Edmure Tully" });
    expect(s.nobles["Edmure Tully"]!.captor).toBeNull();
  });
});
