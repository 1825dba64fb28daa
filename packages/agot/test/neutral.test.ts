import { describe, expect, it } from "vitest";
import { pendingPrompts } from "../src/engine/driver.ts";
import { act, actWithEvents } from "./helpers.ts";
import { inCombat, position, units } from "./cards/combat-setup.ts";

describe("neutral forces (p.26)", () => {
  // Tyrell marches a knight and a footman from Yronwood into Sunspear (neutral force 5) with
  // March +1 and calls on his Support order in the Sea of Dorne (one ship): 5, the token falls.
  const start = (supportSide: "attacker" | "none") => {
    const g = position({
      attacker: "tyrell",
      from: "yronwood",
      to: "sunspear",
      units: ["knight", "footman"],
      march: "march-special",
      setup: (d) => {
        d.areas["sunspear"]!.neutralForce = 5;
        d.areas["sea-of-dorne"]!.house = "tyrell";
        d.areas["sea-of-dorne"]!.units = [{ type: "ship", routed: false }];
        d.areas["sea-of-dorne"]!.order = { house: "tyrell", kind: "support" };
      },
    });
    return actWithEvents(g, "tyrell", { type: "support", area: "sea-of-dorne", side: supportSide });
  };

  it("the example: 5 equals the token; it is removed for good and Tyrell moves in", () => {
    const { state, events } = start("attacker");
    expect(inCombat(state)).toBe(false);
    expect(state.areas["sunspear"]!.neutralForce).toBeNull();
    expect(units(state, "sunspear")).toEqual(["footman", "knight"]);
    expect(events.some((e) => e.type === "combat-house-card")).toBe(false);
    expect(state.houseCards.tyrell!.discard).toEqual([]);
    expect(state.bladeUsed).toBe(false);
  });

  it("short of the token, the army goes back to its origin, not routed: no combat was lost (AG-11)", () => {
    const { state } = start("none");
    expect(state.areas["sunspear"]!.neutralForce).toBe(5);
    expect(units(state, "yronwood")).toEqual(["footman", "knight"]);
  });

  it("nobody can support the neutral force; other houses may support the attacker (cards.md 7 #35)", () => {
    let g = position({
      attacker: "tyrell",
      from: "yronwood",
      to: "sunspear",
      units: ["knight", "footman"],
      setup: (d) => {
        d.areas["sunspear"]!.neutralForce = 5;
        d.areas["salt-shore"]!.house = "martell";
        d.areas["salt-shore"]!.units = [{ type: "knight", routed: false }];
        d.areas["salt-shore"]!.order = { house: "martell", kind: "support" };
      },
    });
    expect(pendingPrompts(g)[0]!.seat).toBe("martell");
    g = act(g, "martell", { type: "support", area: "salt-shore", side: "attacker" });
    expect(g.areas["sunspear"]!.house).toBe("tyrell");
  });

  it("siege engines count 4 against a neutral force in a castle area", () => {
    const g = position({
      attacker: "baratheon",
      from: "blackwater",
      to: "kings-landing",
      units: ["siege-engine", "footman"],
      setup: (d) => {
        d.areas["kings-landing"]!.neutralForce = 5;
      },
    });
    expect(g.areas["kings-landing"]!.house).toBe("baratheon");
  });
});
