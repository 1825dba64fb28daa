/**
 * checkInvariants: each invariant is broken on purpose once, and must be reported in words.
 * Sources: units and tokens (p.4 "Exceeding the components", component list p.2), supply (p.8),
 * orders (p.11-13), ports (p.25), routed units (p.21), impassable areas (p.28), tracks (p.10),
 * wildling track (p.22), house cards (p.19).
 */
import { describe, expect, it } from "vitest";
import { produce, type Draft } from "immer";
import { checkInvariants } from "../src/invariants.ts";
import type { Game } from "../src/state.ts";
import { clearBoard, edit, newGame, put, rawGame } from "./helpers.ts";

/** Applies a broken edit without settling (some breakages would stop the frames). */
function broken(recipe: (d: Draft<Game>) => void, g: Game = newGame(4)): string[] {
  return checkInvariants(produce(g, recipe));
}

describe("checkInvariants", () => {
  it("holds at the start of every player count", () => {
    for (const n of [3, 4, 5, 6] as const) expect(checkInvariants(newGame(n))).toEqual([]);
  });

  it.each<[string, (d: Draft<Game>) => void, RegExp]>([
    ["units beyond the house's plastic", (d) => put(d, "the-shivering-sea", "stark", "ship", "ship", "ship", "ship", "ship", "ship"), /stark has 7 ships, more than its 6/],
    ["units of a house not in play", (d) => put(d, "highgarden", "tyrell", "footman"), /tyrell, not in play/],
    ["an owner named on an empty area", (d) => void (d.areas["karhold"]!.house = "stark"), /karhold names stark as owner but holds no units/],
    ["armies beyond supply (p.8)", (d) => put(d, "winterfell", "stark", "footman", "footman"), /stark armies \[4\] exceed supply 1/],
    ["more than 20 power tokens", (d) => void (d.power.stark = 21), /more than 20 tokens/],
    ["negative available power", (d) => void (d.power.stark = -1), /available power -1/],
    ["a power token at sea (p.24)", (d) => void (d.areas["the-shivering-sea"]!.powerToken = "stark"), /not a land area/],
    ["a ship on land", (d) => put(d, "karhold", "stark", "ship"), /a ship stands on land in karhold/],
    ["a footman at sea", (d) => put(d, "bay-of-ice", "stark", "footman"), /a footman is at sea in bay-of-ice/],
    ["four ships in a port (p.25)", (d) => put(d, "port-of-pyke", "greyjoy", "ship", "ship", "ship"), /port port-of-pyke holds 4 ships/],
    ["a routed unit outside the Action phase (p.21)", (d) => void (d.areas["winterfell"]!.units[0]!.routed = true), /a routed footman in winterfell/],
    ["an order on another house's units", (d) => void (d.areas["winterfell"]!.order = { house: "lannister", kind: "march" }), /winterfell holds a lannister order on stark units/],
    ["an order on an empty area", (d) => void (d.areas["karhold"]!.order = { house: "stark", kind: "march" }), /karhold holds a stark order but no units/],
    ["a track that is not a permutation", (d) => void (d.tracks.fiefdoms = ["stark", "stark", "lannister", "greyjoy"]), /fiefdoms track/],
    ["an odd wildling threat (p.22)", (d) => void (d.wildlings.threat = 3), /wildling threat 3/],
    ["round 11", (d) => void (d.round = 11), /round 11/],
    ["a lost house card", (d) => void d.houseCards.stark!.hand.pop(), /stark house cards are lost/],
    ["a foreign house card", (d) => void d.houseCards.stark!.hand.push("tywin-lannister"), /not its own: tywin-lannister/],
    ["a house card twice", (d) => void d.houseCards.stark!.discard.push(d.houseCards.stark!.hand[0]!), /stark holds a house card twice/],
    ["a garrison on a foreign home", (d) => void (d.areas["winterfell"]!.garrison = { house: "lannister", strength: 2 }), /garrison of lannister/],
  ])("reports %s", (_what, recipe, message) => {
    const out = broken(recipe);
    expect(out.join("\n")).toMatch(message);
  });

  it("reports anything in an impassable area (p.28)", () => {
    const out = broken((d) => put(d, "pyke", "stark", "footman"), rawGame(3));
    expect(out.join("\n")).toMatch(/pyke is impassable/);
  });

  it("counts too many special orders only while planning (p.11)", () => {
    const g = edit(newGame(4), (d) => {
      clearBoard(d);
      for (const id of ["winterfell", "karhold", "white-harbor", "castle-black"]) put(d, id, "stark", "footman");
      // Stark is King's Court 2 of 4: two stars with the overlay.
      d.areas["winterfell"]!.order = { house: "stark", kind: "march-special" };
      d.areas["karhold"]!.order = { house: "stark", kind: "raid-special" };
      d.areas["white-harbor"]!.order = { house: "stark", kind: "defense-special" };
    });
    expect(checkInvariants(g).join("\n")).toMatch(/stark placed 3 special orders with 2 stars/);
  });

  it("tolerates an order on an emptied area only where a march or combat is under way (p.15, cards.md 7 #43)", () => {
    const g = produce(newGame(4), (d) => {
      d.areas["winterfell"]!.units = [];
      d.areas["winterfell"]!.house = null;
      d.areas["winterfell"]!.order = { house: "stark", kind: "march" };
      d.areas["karhold"]!.order = { house: "stark", kind: "raid" };
      d.stack.push({ kind: "march", house: "stark", from: "winterfell", order: "march", step: "moving", pendingAttack: null } as never);
    });
    const out = checkInvariants(g).join("\n");
    expect(out).not.toMatch(/winterfell holds/);
    expect(out).toMatch(/karhold holds a stark order but no units/);
  });

  it("counts units in transit inside a combat frame", () => {
    const g = produce(newGame(4), (d) => {
      put(d, "karhold", "stark", "knight", "knight", "knight", "knight");
      d.stack.push({ kind: "combat", start: { attacker: "stark", from: "karhold", to: "the-eyrie", marchOrder: "march", units: [] }, attackers: [{ type: "knight", routed: false }] } as never);
    });
    expect(checkInvariants(g).join("\n")).toMatch(/stark has 6 knights, more than its 5/);
  });
});
