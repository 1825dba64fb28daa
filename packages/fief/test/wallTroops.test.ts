/**
 * 4.2.2 Reinforcing the Wall: "In turn order, each Player may pick Troops from the board and place
 * them in his hand [...] Troops add gold to the bid equal to their price"; a recruit counts 2.
 */
import { describe, expect, it } from "vitest";
import { fiefEngine } from "../src/index.ts";
import { act, count, legal, scenario } from "./helpers.ts";

const mk = () => scenario({
  houses: ["stark", "tully", "arryn"],
  options: { nightsWatch: true },
  nobles: [{ id: "Robb Stark", house: "stark", village: "winterfell" }],
  units: [{ house: "stark", village: "winterfell", type: "knight" }, { house: "stark", village: "winterfell", type: "menAtArms" }],
  phase: "purchase",
  step: { kind: "wallBid", bids: [], pickTurn: 0 },
} as never);

const seats = (s: ReturnType<typeof mk>) => fiefEngine.pendingSeats(s).map((p) => `${p.seat}:${p.kind}`);

describe("troops bid to the Wall (4.2.2)", () => {
  it("in turn order a house sends troops from the board, openly, before the secret bids; they count their price and leave the board (SF-20)", () => {
    let s = mk();
    expect(seats(s)).toEqual(["stark:wallTroops"]); // Tully and Arryn have no troops and are not asked
    expect(legal(s, "stark")).toEqual([{ type: "wallTroop", unit: "knight", village: "winterfell" }, { type: "wallTroop", unit: "menAtArms", village: "winterfell" }, { type: "done" }]);
    s = act(s, "stark", { type: "wallTroop", unit: "knight", village: "winterfell" });
    expect(count(s, "stark", "winterfell", "knight")).toBe(0);
    s = act(s, "stark", { type: "done" });
    expect(seats(s).sort()).toEqual(["arryn:wallBid", "stark:wallBid", "tully:wallBid"]);
    for (const h of ["stark", "tully", "arryn"]) s = act(s, h, { type: "wallBid", gold: 0, black: false });
    // the Knight's price (3): the Wall rises by the even part, the odd Dragon goes to the supplies (no Lord Commander)
    expect(s.wall.value).toBe(2);
    expect(s.wall.supplies).toBe(1);
    expect(count(s, "stark", "winterfell", "menAtArms")).toBe(1);
  });
});
