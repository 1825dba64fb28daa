/**
 * Scenarios with vassals (SCENARIO.md "mod"): a position names its vassals and their commanders,
 * and the commander is asked for its vassal (Mother of Dragons; summary "Ordering vassals").
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { stateHash } from "@kingsroad/core";
import { agotEngine } from "../src/index.ts";
import { toScenario } from "../src/scenario.ts";
import { actWithEvents } from "./helpers.ts";

const doc = JSON.parse(readFileSync(new URL("./fixtures/mod-vassal-raid-support.json", import.meta.url), "utf8"));

describe("a scenario with vassals and their commanders", () => {
  const r = agotEngine.fromScenario(doc);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  const g = r.value;

  it("loads the vassals, their commanders and the open vassal deck", () => {
    expect(g.mod!.vassals).toMatchObject({ houses: ["tyrell", "baratheon", "martell", "arryn"], commanders: { tyrell: "lannister", arryn: "lannister" }, leaving: [] });
    expect(g.mod!.vassals!.deck).toHaveLength(7);
  });

  it("asks Lannister for Tyrell's raid: raid Stark's Support, raid nothing, or keep it as Support +1", () => {
    expect(agotEngine.pendingSeats(g)).toMatchObject([{ seat: "lannister", detail: { vassal: "tyrell" } }]);
    expect(agotEngine.legalActions(g, "lannister").filter((a) => a.type !== "gift-power")).toEqual([
      { type: "raid", from: "highgarden", target: "the-reach" },
      { type: "raid", from: "highgarden", target: null },
      { type: "choose", choice: "keep-as-support" },
    ]);
    const { events } = actWithEvents(g, "lannister", { type: "choose", choice: "keep-as-support" });
    expect(events.find((e) => e.type === "raid-kept-as-support")!.data).toEqual({ house: "tyrell", area: "highgarden" });
  });

  it("writes back to the same position", () => {
    const again = agotEngine.fromScenario(toScenario(g));
    expect(again.ok && stateHash(again.value)).toBe(stateHash(g));
  });

  it("refuses a commander that is itself a vassal", () => {
    const bad = agotEngine.fromScenario({ ...doc, mod: { vassals: { houses: ["tyrell", "baratheon", "martell", "arryn"], commanders: { tyrell: "martell" } } } });
    expect(bad.ok).toBe(false);
  });
});
