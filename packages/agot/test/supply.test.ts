/**
 * Supply (rulebook p.8): the Supply card moves the markers, then houses over their new limit
 * destroy units of their choice, in Iron Throne order, until their armies fit.
 */
import { describe, expect, it } from "vitest";
import { agotEngine } from "../src/index.ts";
import { newSupplyReconcileFrame } from "../src/rules/westeros/supply-reconcile.ts";
import { overSupply } from "../src/rules/supply.ts";
import { act, actWithEvents, clearBoard, put, refuse, topFrame } from "./helpers.ts";
import { expectFramesDone, resolving, seats } from "./westeros-fixtures.ts";

/**
 * SUPPLY EXAMPLE (p.8): Lannister lost Riverrun and Seagard to Greyjoy; the Supply card drops it
 * from 5 to 3. Its armies of 4 (The Twins), 3 (Harrenhal), 2 and 2 must fit 3, 2, 2, 2.
 */
const supplyExample = () =>
  resolving(
    ["supply"],
    (d) => {
      clearBoard(d);
      d.supply.lannister = 5;
      put(d, "riverrun", "greyjoy", "footman");
      put(d, "seagard", "greyjoy", "footman");
      put(d, "the-twins", "lannister", "footman", "footman", "knight", "knight");
      put(d, "harrenhal", "lannister", "footman", "footman", "knight");
      put(d, "stoney-sept", "lannister", "footman", "knight");
      put(d, "lannisport", "lannister", "footman", "footman");
      // A single unit is no army: supply never touches it.
      put(d, "kingswood", "lannister", "footman");
    },
    6,
  );

describe("SUPPLY EXAMPLE (p.8)", () => {
  it("Lannister drops from 5 to 3 and must destroy units", () => {
    const g = supplyExample();
    // Lannisport 2 barrels + Kingswood 1.
    expect(g.supply.lannister).toBe(3);
    expect(topFrame(g).kind).toBe("supply-reconcile");
    expect(seats(g)).toEqual(["lannister"]);
  });

  it("only units in armies may be chosen (AG-15)", () => {
    const g = supplyExample();
    const areas = new Set(agotEngine.legalActions(g, "lannister").map((a) => (a.type === "destroy-unit" ? a.area : "")));
    expect([...areas].sort()).toEqual(["harrenhal", "lannisport", "stoney-sept", "the-twins"]);
    refuse(g, "lannister", { type: "destroy-unit", area: "kingswood", unit: "footman" }, "ILLEGAL_ACTION");
    refuse(g, "lannister", { type: "destroy-unit", area: "the-twins", unit: "ship" }, "ILLEGAL_ACTION");
  });

  it("destroying a footman at The Twins and one at Harrenhal brings the armies to 3, 2, 2, 2 and ends the step: never more than needed (AG-15)", () => {
    let g = act(supplyExample(), "lannister", { type: "destroy-unit", area: "the-twins", unit: "footman" });
    // 3, 3, 2, 2 still does not fit 3, 2, 2, 2.
    expect(seats(g)).toEqual(["lannister"]);
    const r = actWithEvents(g, "lannister", { type: "destroy-unit", area: "harrenhal", unit: "footman" });
    g = r.state;
    expect(overSupply(g, "lannister")).toBe(false);
    expect(g.areas["the-twins"]!.units).toHaveLength(3);
    expect(g.areas["harrenhal"]!.units).toHaveLength(2);
    expect(r.events.filter((e) => e.type === "unit-destroyed")).toHaveLength(1);
    expectFramesDone(g);
  });
});

describe("supply reconciliation", () => {
  it("houses over their limit reconcile in Iron Throne order (p.8)", () => {
    const g = resolving(
      ["supply"],
      (d) => {
        clearBoard(d);
        // Supply 1 each after the recount (home areas only): armies 3 and 2 allowed... but not 3 and 3.
        put(d, "winterfell", "stark", "footman", "footman", "footman");
        put(d, "white-harbor", "stark", "footman", "footman", "footman");
        put(d, "lannisport", "lannister", "footman", "footman", "footman");
        put(d, "stoney-sept", "lannister", "footman", "footman", "footman");
      },
      6,
    );
    // Iron Throne: Baratheon, Lannister, Stark, ...
    expect(seats(g)).toEqual(["lannister"]);
    let g2 = act(g, "lannister", { type: "destroy-unit", area: "stoney-sept", unit: "footman" });
    expect(seats(g2)).toEqual(["stark"]);
    g2 = act(g2, "stark", { type: "destroy-unit", area: "winterfell", unit: "footman" });
    expectFramesDone(g2);
  });

  it("nobody over the limit: no frame at all", () => {
    const g = resolving([], () => {}, 6);
    expect(newSupplyReconcileFrame(g)).toBeNull();
  });

  it("supply rises as barrels are gained, up to 6", () => {
    const g = resolving(
      ["supply"],
      (d) => {
        clearBoard(d);
        for (const id of ["riverrun", "seagard", "the-reach", "highgarden", "kingswood", "dornish-marches"]) put(d, id, "lannister", "footman");
      },
      3,
    );
    expect(g.supply.lannister).toBe(6);
  });
});
