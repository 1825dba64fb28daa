/**
 * End of round: victory and ties (8, 8.1-8.3, SF-5).
 */
import { describe, expect, it } from "vitest";
import { checkVictory, victoryPoints } from "../src/rules/endOfRound.ts";
import { scenario } from "./helpers.ts";

describe("victory (8.1-8.3)", () => {
  it("8.3 first example: Kirsten with 2 fiefs and the King beats Grady's 3 fiefs", () => {
    // Grady = stark, David = greyjoy, Gunter = tully, Kirsten = tyrell
    const s = scenario({
      houses: ["stark", "greyjoy", "tully", "tyrell"],
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell", titles: ["fief:north", "fief:vale"] },
        { id: "Robb Stark", house: "stark", village: "winterfell", titles: ["fief:stormlands"] },
        { id: "Theon Greyjoy", house: "greyjoy", village: "pyke", titles: ["fief:iron-islands"] },
        { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["fief:riverlands"] },
        { id: "Mace Tyrell", house: "tyrell", village: "highgarden", titles: ["fief:reach", "king"] },
        { id: "Loras Tyrell", house: "tyrell", village: "highgarden", titles: ["fief:dorne"] },
      ],
    });
    expect(victoryPoints(s, "stark")).toBe(3);
    expect(victoryPoints(s, "tyrell")).toBe(3);
    expect(checkVictory(s)).toEqual({ winners: ["tyrell"], reason: "Solo victory" });
  });

  it("8.3 second example: a solo victory beats an alliance; an allied house cannot win alone (5 players)", () => {
    const s = scenario({
      houses: ["stark", "greyjoy", "tully", "tyrell", "arryn"],
      nobles: [
        { id: "Ned Stark", house: "stark", village: "winterfell", titles: ["fief:north", "fief:vale"] },
        { id: "Robb Stark", house: "stark", village: "winterfell", titles: ["fief:stormlands"], spouse: "Asha Greyjoy" },
        { id: "Asha Greyjoy", house: "greyjoy", village: "pyke", titles: ["fief:iron-islands"], spouse: "Robb Stark" },
        { id: "Theon Greyjoy", house: "greyjoy", village: "pyke", titles: ["king"] },
        { id: "Edmure Tully", house: "tully", village: "riverrun", titles: ["fief:riverlands", "fief:reach"] },
        { id: "Brynden Tully", house: "tully", village: "riverrun", titles: ["fief:dorne"] },
      ],
    });
    expect(checkVictory(s)).toEqual({ winners: ["tully"], reason: "Solo victory" });
  });

  it("an alliance wins at 4 VP together with 5+ players; never with 4 (SF-5)", () => {
    const nobles = [
      { id: "Robb Stark", house: "stark" as const, village: "winterfell", titles: ["fief:north", "fief:stormlands"], spouse: "Asha Greyjoy" },
      { id: "Asha Greyjoy", house: "greyjoy" as const, village: "pyke", titles: ["fief:iron-islands", "king"], spouse: "Robb Stark" },
    ];
    expect(checkVictory(scenario({ houses: ["stark", "greyjoy", "tully", "tyrell", "arryn"], nobles }))).toEqual({ winners: ["stark", "greyjoy"], reason: "Alliance victory" });
    expect(checkVictory(scenario({ houses: ["stark", "greyjoy", "tully", "tyrell"], nobles }))).toBeNull();
    expect(checkVictory(scenario({ houses: ["stark", "greyjoy", "tully", "tyrell", "arryn"], options: { nightsWatch: true }, nobles }))).toBeNull();
  });

  it("the Queen's title is worth no VP (FAQ)", () => {
    const s = scenario({ houses: ["stark", "greyjoy", "tully"], nobles: [{ id: "Sansa Stark", house: "stark", village: "winterfell", titles: ["queen", "protector"] }] });
    expect(victoryPoints(s, "stark")).toBe(0);
  });
});
