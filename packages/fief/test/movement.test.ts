/**
 * Movement (5, 5.1): never walk alone, two steps (three with the Mother of Dragons or a swift
 * noble), permission to pass, denial and Secret Passage, Heavy Rain and storm, SF-3 captures.
 */
import { describe, expect, it } from "vitest";
import { act, count, legal, scenario, passAll } from "./helpers.ts";

const move = (extra: object = {}) => ({
  houses: ["lannister", "tully", "stark"] as ("lannister" | "tully" | "stark")[],
  phase: "movement",
  step: { kind: "movement", turn: 0, order: ["lannister", "tully", "stark"], group: null, moved: [] },
  ...extra,
});

describe("movement (5)", () => {
  it("example: Cersei takes three Men at Arms to Harrenhal, drops one and goes on to King's Landing; Riverrun is left uncontrolled", () => {
    let s = scenario(move({
      nobles: [{ id: "Cersei Lannister", house: "lannister", village: "riverrun" }],
      units: [{ house: "lannister", village: "riverrun", type: "menAtArms", count: 3 }],
    }));
    s = act(s, "lannister", { type: "march", noble: "Cersei Lannister" });
    for (let i = 0; i < 3; i++) s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = passAll(act(s, "lannister", { type: "step", to: "harrenhal" })); // and the 2.4 window after it
    s = act(s, "lannister", { type: "unload", unit: "menAtArms" });
    s = act(s, "lannister", { type: "step", to: "kings-landing" });
    // two steps taken: no third
    expect(legal(s, "lannister").filter((a) => a.type === "step")).toEqual([]);
    s = act(s, "lannister", { type: "halt" });
    expect(s.villages.harrenhal!.controller).toBe("lannister");
    expect(s.villages["kings-landing"]!.controller).toBe("lannister");
    expect(s.villages.riverrun!.controller).toBeNull();
    expect(count(s, "lannister", "kings-landing")).toBe(2);
  });

  it("a noble never walks alone", () => {
    let s = scenario(move({ nobles: [{ id: "Cersei Lannister", house: "lannister", village: "riverrun" }], units: [{ house: "lannister", village: "riverrun", type: "menAtArms" }] }));
    s = act(s, "lannister", { type: "march", noble: "Cersei Lannister" });
    expect(legal(s, "lannister").filter((a) => a.type === "step")).toEqual([]);
    const alone = scenario(move({ nobles: [{ id: "Cersei Lannister", house: "lannister", village: "riverrun" }] }));
    expect(legal(alone, "lannister")).toEqual([{ type: "done" }]);
  });

  it("the Mother of Dragons and her troops take three steps (2.4.2)", () => {
    let s = scenario(move({
      houses: ["targaryen", "tully", "stark"],
      step: { kind: "movement", turn: 0, order: ["targaryen", "tully", "stark"], group: null, moved: [] },
      nobles: [{ id: "Daenerys Targaryen", house: "targaryen", village: "dragonstone", titles: ["motherOfDragons"] }],
      units: [{ house: "targaryen", village: "dragonstone", type: "unsullied" }],
    }));
    s = act(s, "targaryen", { type: "march", noble: "Daenerys Targaryen" });
    s = act(s, "targaryen", { type: "load", unit: "unsullied" });
    s = act(s, "targaryen", { type: "step", to: "kings-landing" });
    s = act(s, "targaryen", { type: "step", to: "harrenhal" });
    s = act(s, "targaryen", { type: "step", to: "riverrun" });
    s = act(s, "targaryen", { type: "halt" });
    expect(count(s, "targaryen", "riverrun")).toBe(1);
  });

  it("a swift noble with only Knights takes three steps; with Men at Arms two (11.1)", () => {
    const base = { nobles: [{ id: "Lyn Corbray", house: "lannister" as const, village: "riverrun" }] };
    let s = scenario(move({ ...base, units: [{ house: "lannister", village: "riverrun", type: "knight" }] }));
    s = act(s, "lannister", { type: "march", noble: "Lyn Corbray" });
    s = act(s, "lannister", { type: "load", unit: "knight" });
    s = passAll(act(s, "lannister", { type: "step", to: "harrenhal" })); // and the 2.4 window after it
    s = act(s, "lannister", { type: "step", to: "kings-landing" });
    expect(legal(s, "lannister")).toContainEqual({ type: "step", to: "storms-end" });
    let m = scenario(move({ ...base, units: [{ house: "lannister", village: "riverrun", type: "menAtArms" }] }));
    m = act(m, "lannister", { type: "march", noble: "Lyn Corbray" });
    m = act(m, "lannister", { type: "load", unit: "menAtArms" });
    m = act(m, "lannister", { type: "step", to: "harrenhal" });
    m = act(m, "lannister", { type: "step", to: "kings-landing" });
    expect(legal(m, "lannister").filter((a) => a.type === "step")).toEqual([]);
  });

  it("passing through an occupied village needs the controller's permission; a denial stops the march, a Secret Passage ignores it", () => {
    const mk = (hand: string[]) => scenario(move({
      nobles: [{ id: "Cersei Lannister", house: "lannister", village: "riverrun" }],
      units: [{ house: "lannister", village: "riverrun", type: "menAtArms" }, { house: "tully", village: "harrenhal", type: "menAtArms" }],
      hands: { lannister: hand },
    }));
    let s = mk([]);
    s = act(s, "lannister", { type: "march", noble: "Cersei Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = passAll(act(s, "lannister", { type: "step", to: "harrenhal" })); // and the 2.4 window after it
    expect(legal(s, "lannister").filter((a) => a.type === "step")).toEqual([]);
    s = act(s, "lannister", { type: "askPassage", to: "kings-landing" });
    const denied = act(s, "tully", { type: "answer", accept: false });
    expect(legal(denied, "lannister").filter((a) => a.type === "step")).toEqual([]);
    const granted = act(s, "tully", { type: "answer", accept: true });
    expect(legal(granted, "lannister")).toContainEqual({ type: "step", to: "kings-landing" });
    let c = mk(["Secret Passage"]);
    c = act(c, "lannister", { type: "march", noble: "Cersei Lannister" });
    c = act(c, "lannister", { type: "load", unit: "menAtArms" });
    c = passAll(act(c, "lannister", { type: "step", to: "harrenhal" })); // and the 2.4 window after it
    expect(legal(c, "lannister")).toContainEqual({ type: "step", to: "kings-landing", secretPassage: "card" });
  });

  it("Heavy Rain stops movement in and out of the region; a storm noble ignores it (2.3.1)", () => {
    const rain = { regions: { "3": { disasters: ["Heavy Rain" as const], bounty: [] } } };
    const s = scenario(move({ ...rain, nobles: [{ id: "Cersei Lannister", house: "lannister", village: "the-twins" }], units: [{ house: "lannister", village: "the-twins", type: "menAtArms" }] }));
    const m = act(act(s, "lannister", { type: "march", noble: "Cersei Lannister" }), "lannister", { type: "load", unit: "menAtArms" });
    const steps = legal(m, "lannister").filter((a) => a.type === "step").map((a) => (a as { to: string }).to).sort();
    expect(steps).toEqual(["seagard", "white-harbour", "winterfell"]); // not Riverrun (region 3)
    const storm = scenario(move({ ...rain, nobles: [{ id: "Edmure Tully", house: "lannister", village: "the-twins" }], units: [{ house: "lannister", village: "the-twins", type: "menAtArms" }] }));
    const t = act(act(storm, "lannister", { type: "march", noble: "Edmure Tully" }), "lannister", { type: "load", unit: "menAtArms" });
    expect(legal(t, "lannister")).toContainEqual({ type: "step", to: "riverrun" });
  });

  it("SF-3: a lone noble is captured as soon as an opponent's troop enters his village", () => {
    let s = scenario(move({
      nobles: [{ id: "Cersei Lannister", house: "lannister", village: "riverrun" }, { id: "Edmure Tully", house: "tully", village: "harrenhal" }],
      units: [{ house: "lannister", village: "riverrun", type: "menAtArms" }],
    }));
    s = act(s, "lannister", { type: "march", noble: "Cersei Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = passAll(act(s, "lannister", { type: "step", to: "harrenhal" })); // and the 2.4 window after it
    expect(s.nobles["Edmure Tully"]!.captor).toBe("lannister");
        // the captive travels with his captor's troops
    expect(legal(s, "lannister")).toContainEqual({ type: "load", noble: "Edmure Tully" });
  });

  it("Martell chooses to move first, last or in turn", () => {
    const s = scenario(move({ houses: ["lannister", "martell", "stark"], step: { kind: "martell" } }));
    const t = act(s, "martell", { type: "martell", position: "first" });
    expect(t.step).toMatchObject({ kind: "movement", order: ["martell", "lannister", "stark"] });
  });
});

describe("Master of Ships (1.3.1)", () => {
  it("sails a march from one coastal village to another, with landing permission where an army stands", () => {
    const mk = () => {
      let s = scenario(move({
        nobles: [{ id: "Tywin Lannister", house: "lannister", village: "lannisport", titles: ["warden:5", "master:ships"] }],
        units: [{ house: "lannister", village: "lannisport", type: "menAtArms" }, { house: "tully", village: "seagard", type: "menAtArms" }],
      }));
      s = act(s, "lannister", { type: "march", noble: "Tywin Lannister" });
      return act(s, "lannister", { type: "load", unit: "menAtArms" });
    };
    const s = act(mk(), "lannister", { type: "sail", to: "sunspear" });
    expect(s.nobles["Tywin Lannister"]!.village).toBe("sunspear");
    expect(legal(s, "lannister").filter((a) => a.type === "step" || a.type === "sail")).toEqual([]);
    let t = act(mk(), "lannister", { type: "sail", to: "seagard" });
    expect(t.request).toMatchObject({ kind: "landing", to: "tully" });
    t = act(t, "tully", { type: "answer", accept: false });
    expect(t.nobles["Tywin Lannister"]!.village).toBe("lannisport");
    expect(legal(t, "lannister")).toContainEqual({ type: "sail", to: "sunspear" });
  });
});

describe("roads and control (5, 5.1, FAQ)", () => {
  it("troops that stopped on a road this movement must also grant passage", () => {
    let s = scenario(move({
      nobles: [{ id: "Cersei Lannister", house: "lannister", village: "riverrun" }, { id: "Edmure Tully", house: "tully", village: "harrenhal" }],
      units: [
        { house: "lannister", village: "riverrun", type: "menAtArms" },
        { house: "tully", village: "harrenhal", type: "menAtArms" },
        { house: "stark", village: "harrenhal", type: "menAtArms" },
      ],
      villages: { harrenhal: { controller: "tully" } },
    }));
    s.units.find((u) => u.house === "stark")!.road = "kings-landing";
    s = act(s, "lannister", { type: "march", noble: "Cersei Lannister" });
    s = act(s, "lannister", { type: "load", unit: "menAtArms" });
    s = passAll(act(s, "lannister", { type: "step", to: "harrenhal" })); // and the 2.4 window after it
    s = act(s, "lannister", { type: "askPassage", to: "kings-landing" });
    s = act(s, "tully", { type: "answer", accept: true });
    expect(s.request).toMatchObject({ kind: "passage", to: "stark" });
    s = act(s, "stark", { type: "answer", accept: true });
    expect(legal(s, "lannister")).toContainEqual({ type: "step", to: "kings-landing" });
  });

  it("a controller may give his village to another house present during movement", () => {
    const s = act(scenario(move({
      units: [{ house: "lannister", village: "harrenhal", type: "menAtArms" }, { house: "tully", village: "harrenhal", type: "menAtArms" }],
      villages: { harrenhal: { controller: "lannister" } },
    })), "lannister", { type: "ability", name: "giveControl", target: "harrenhal", give: "tully" });
    expect(s.villages.harrenhal!.controller).toBe("tully");
  });
});

describe("leaving a besieged fortress (6.4.1, 5.2 FAQ)", () => {
  const mk = (type: "knight" | "menAtArms", hand: string[] = []) => {
    let s = scenario(move({
      nobles: [{ id: "Edmure Tully", house: "tully", village: "riverrun" }],
      units: [{ house: "tully", village: "riverrun", type }, { house: "lannister", village: "riverrun", type: "menAtArms" }],
      villages: { riverrun: { controller: "tully", stronghold: true, siege: { besieger: "lannister", engine: 1, round: 1 } } },
      hands: { tully: hand },
      step: { kind: "movement", turn: 0, order: ["tully", "lannister", "stark"], group: null, moved: [] },
    }));
    s = act(s, "tully", { type: "march", noble: "Edmure Tully" });
    return act(s, "tully", { type: "load", unit: type });
  };

  it("needs the besieger's permission, a Secret Passage, or a raid by mounted troops", () => {
    const foot = mk("menAtArms");
    expect(legal(foot, "tully").filter((a) => a.type === "step" || a.type === "raid")).toEqual([]);
    expect(legal(foot, "tully")).toContainEqual(expect.objectContaining({ type: "askPassage" }));
    const granted = act(act(foot, "tully", { type: "askPassage", to: "harrenhal" }), "lannister", { type: "answer", accept: true });
    expect(legal(granted, "tully")).toContainEqual({ type: "step", to: "harrenhal" });
    expect(legal(mk("menAtArms", ["Secret Passage"]), "tully")).toContainEqual({ type: "step", to: "harrenhal", secretPassage: "card" });
    expect(legal(mk("knight"), "tully")).toContainEqual(expect.objectContaining({ type: "raid" }));
  });
});
