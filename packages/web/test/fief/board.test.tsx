// @vitest-environment happy-dom
/**
 * The Fief board draws what the view holds (issue 13): every village a button named in words, its
 * controller's colour and mark, strongholds, mills, Septs, Maesters, each house's army (troops,
 * nobles, captives), sieges, and the regions' cards and taxes.
 */
import { cleanup, fireEvent, render } from "@testing-library/react";
import { fiefEngine, type Action, type FiefState } from "@kingsroad/fief";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FiefBoard } from "../../src/games/fief/map/Board.tsx";
import { armiesAt } from "../../src/games/fief/map/armies.ts";
import { houseColor } from "../../src/games/fief/names.ts";
import type { FiefView } from "../../src/games/fief/types.ts";

afterEach(cleanup);

/** A position some way into a random game, with every option on. */
function midGame(actions = 900): FiefView {
  let s: FiefState = fiefEngine.createGame({ seed: "board-1", houses: ["stark", "lannister", "tyrell", "greyjoy"], options: { nightsWatch: true, tactics: true } });
  let r = 3;
  for (let n = 0; n < actions && !fiefEngine.outcome(s); n++) {
    const seat = fiefEngine.pendingSeats(s)[0]!.seat;
    const legal: Action[] = fiefEngine.legalActions(s, seat);
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    const res = fiefEngine.applyAction(s, seat, legal[r % legal.length]);
    if (!res.ok) throw new Error(res.error.message);
    s = res.value.state;
  }
  // A siege, a disaster and a tax, so the test sees them drawn (the view is plain data).
  const v = fiefEngine.view(s, "stark");
  return {
    ...v,
    villages: { ...v.villages, winterfell: { ...v.villages.winterfell!, siege: { besieger: "lannister", engine: 1, round: v.round } } },
    regions: { ...v.regions, "2": { disasters: ["Famine"], bounty: ["Good Weather"] } },
    taxes: [...v.taxes, { house: "tyrell", kind: "warden", region: 3, by: "x", title: "warden:3", order: 1 }],
  };
}

describe("the Fief board", () => {
  const view = midGame();

  it("draws every village as a named button and what stands there", () => {
    const onClick = vi.fn();
    const { container } = render(<FiefBoard view={view} highlight={new Set(["riverrun"])} selected="harrenhal" onVillageClick={onClick} recent={new Set(["pyke"])} />);
    const buttons = container.querySelectorAll("circle[data-village-button]");
    expect(buttons).toHaveLength(24);
    for (const b of buttons) expect(b.getAttribute("aria-label")).not.toMatch(/-/);
    for (const [id, v] of Object.entries(view.villages)) {
      const g = container.querySelector(`g.village[data-village="${id}"]`)!;
      if (v.controller) expect(g.querySelector(".village-mark")?.textContent).toBe(houseColor(v.controller).mark);
      expect(g.querySelectorAll("rect.stronghold, rect.fortified").length).toBe(v.stronghold || v.fortified ? 1 : 0);
      expect([...g.querySelectorAll(".building-text")].filter((t) => t.textContent === "M")).toHaveLength(v.mills);
      for (const a of armiesAt(view, id)) {
        const chip = g.querySelector(`[data-army="${a.house}"]`)!;
        expect(chip.textContent).toContain(`${houseColor(a.house).mark} ${a.troops}`);
      }
    }
    expect(container.querySelector('g.village[data-village="winterfell"] .siege-ring')).not.toBeNull();
    expect(container.querySelector('g.village[data-village="riverrun"]')?.classList.contains("lit")).toBe(true);
    expect(container.querySelector('g.village[data-village="harrenhal"] .selected-ring')).not.toBeNull();
    expect(container.querySelector('g.village[data-village="pyke"] .recent-ring')).not.toBeNull();
    const region2 = container.querySelector('[data-region-card="2"]')!.textContent!;
    expect(region2).toContain("Famine");
    expect(region2).toContain("Good Weather");
    expect(container.querySelector('[data-region-card="3"]')!.textContent).toContain("Tax: Tyrell");
    expect(container.querySelector("[data-wall]")).not.toBeNull();
    fireEvent.click(container.querySelector('circle[data-village-button="riverrun"]')!);
    expect(onClick).toHaveBeenCalledWith("riverrun");
  });

  it("counts captives with their captor and road occupants apart", () => {
    const noble = Object.values(view.nobles).find((n) => n.village !== null)!;
    const captive: FiefView = { ...view, nobles: { ...view.nobles, [noble.id]: { ...noble, captor: noble.house === "stark" ? "lannister" : "stark" } } };
    const armies = armiesAt(captive, noble.village!);
    const captor = armies.find((a) => a.house === captive.nobles[noble.id]!.captor)!;
    expect(captor.captives).toContain(noble.id);
    expect(armies.find((a) => a.house === noble.house)?.nobles ?? []).not.toContain(noble.id);
    // SF-15: a unit on a road remembers the village it came from.
    const onRoad: FiefView = { ...view, units: [...view.units, { id: 9999, house: "greyjoy", type: "knight", village: "oldtown", steps: 1, road: "highgarden" }] };
    expect(armiesAt(onRoad, "oldtown").find((a) => a.house === "greyjoy")?.roads).toEqual(["highgarden"]);
    const { container } = render(<FiefBoard view={onRoad} highlight={new Set()} selected={null} onVillageClick={() => undefined} recent={new Set()} />);
    expect(container.querySelector('g.village[data-village="oldtown"] [data-army="greyjoy"] rect.on-road')).not.toBeNull();
  });
});
