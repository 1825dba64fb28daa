/** Martell house cards (cards.md 2.2; AG-7; cards.md 7 #10-12, #22). */
import { describe, expect, it } from "vitest";
import { act } from "../helpers.ts";
import { asked, duel, finalTotals, inCombat, legal, playCards, playCardsWithEvents, units } from "./combat-setup.ts";

describe("Arianne Martell (AG-7, cards.md 7 #22)", () => {
  it("Martell defends and loses: the attackers go back to their origin, not routed; Martell still retreats", () => {
    let g = duel({
      attacker: "lannister",
      defender: "martell",
      att: ["knight", "knight"],
      def: ["footman"],
      setup: (d) => (d.areas["stoney-sept"]!.powerToken = "martell"),
    });
    g = playCards(g, "tywin-lannister", "arianne-martell");
    g = act(g, "martell", { type: "retreat", to: "blackwater" });
    expect(inCombat(g)).toBe(false);
    expect(units(g, "harrenhal")).toEqual(["knight", "knight"]);
    expect(units(g, "stoney-sept")).toEqual([]);
    expect(units(g, "blackwater")).toEqual(["footman*"]);
    expect(g.areas["stoney-sept"]!.powerToken).toBe("martell");
  });

  it("attacking, nothing changes", () => {
    let g = duel({ attacker: "martell", defender: "lannister", att: ["footman"], def: ["knight", "knight"] });
    g = playCards(g, "arianne-martell", "tywin-lannister");
    expect(units(g, "harrenhal")).toEqual(["footman*"]);
  });
});

describe("Nymeria Sand", () => {
  it("attacking: +1 sword", () => {
    const { events } = playCardsWithEvents(duel({ attacker: "martell", defender: "stark", def: ["footman", "footman"] }), "nymeria-sand", "catelyn-stark");
    expect(events.find((e) => e.type === "combat-swords")!.data).toMatchObject({ swords: 1 });
  });

  it("defending: +1 fortification", () => {
    const { events } = playCardsWithEvents(
      duel({ attacker: "stark", defender: "martell", att: ["knight", "knight"], def: ["footman"] }),
      "greatjon-umber",
      "nymeria-sand",
    );
    expect(events.find((e) => e.type === "combat-swords")!.data).toMatchObject({ swords: 1, fortifications: 1, casualties: 0 });
  });
});

describe("Doran Martell (cards.md 7 #10-12)", () => {
  it("sends the opponent to the last place of the chosen track at once; dominance follows position 1", () => {
    let g = duel({ attacker: "martell", defender: "greyjoy", att: ["knight", "knight", "knight"], def: ["footman"], blade: true });
    g = playCards(g, "doran-martell", "dagmar-cleftjaw");
    expect(asked(g)).toEqual({ seat: "martell", kind: "combat-doran" });
    g = act(g, "martell", { type: "choose", choice: "fiefdoms" });
    expect(g.tracks.fiefdoms.at(-1)).toBe("greyjoy");
    // Greyjoy held the blade; now Tyrell (not in the combat) does: nobody is offered it.
    expect(g.tracks.fiefdoms[0]).toBe("tyrell");
    expect(asked(g).kind).toBe("combat-retreat");
  });

  it("a house already last everywhere: only the Iron Throne track, with no effect", () => {
    let g = duel({
      attacker: "martell",
      defender: "greyjoy",
      setup: (d) => {
        d.tracks.ironThrone = ["baratheon", "lannister", "stark", "martell", "tyrell", "greyjoy"];
        d.tracks.fiefdoms = ["tyrell", "martell", "stark", "baratheon", "lannister", "greyjoy"];
        d.tracks.kingsCourt = ["lannister", "stark", "martell", "baratheon", "tyrell", "greyjoy"];
      },
    });
    g = playCards(g, "doran-martell", "dagmar-cleftjaw");
    expect(legal(g, "martell")).toEqual([{ type: "choose", choice: "ironThrone" }]);
  });

  it("moves the Valyrian Steel Blade to a combatant who may then use it (cards.md 7 #10)", () => {
    let g = duel({
      attacker: "martell",
      defender: "greyjoy",
      blade: true,
      setup: (d) => (d.tracks.fiefdoms = ["greyjoy", "martell", "tyrell", "stark", "baratheon", "lannister"]),
    });
    g = playCards(g, "doran-martell", "dagmar-cleftjaw");
    g = act(g, "martell", { type: "choose", choice: "fiefdoms" });
    expect(asked(g)).toEqual({ seat: "martell", kind: "combat-blade" });
  });
});

describe("Martell cards without text", () => {
  it("The Red Viper: 4, two swords, a fortification", () => {
    const { events } = playCardsWithEvents(duel({ attacker: "martell", defender: "stark", def: ["footman", "footman", "footman"] }), "the-red-viper", "catelyn-stark");
    expect(finalTotals(events).attacker).toBe(3 + 4);
    expect(events.find((e) => e.type === "combat-swords")!.data).toMatchObject({ swords: 2 });
  });
});
