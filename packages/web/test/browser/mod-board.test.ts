/**
 * Issue 15 in Chromium, the map: Mother of Dragons' boards drawn from a real game page, every area
 * of the board on it, at 1440x900 and on a 390x844 phone, with the screenshots kept in
 * __screenshots__/ (mod-board-*.png). Three tables through the server: an 8-player game with a
 * human Targaryen and seven bots (Westeros and Essos), an 8-player position later in the game with
 * loyalty tokens, Iron Bank improvements and stronger dragons (a scenario, SCENARIO.md), and a
 * 4-player game without Targaryen (the 7-player board, three vassals). Runs only with
 * KINGSROAD_BROWSER=1 and a built client:
 *
 *   npm run build -w @kingsroad/web && KINGSROAD_BROWSER=1 npx vitest run packages/web/test/browser/mod-board.test.ts
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BOARDS } from "../../../agot/src/data/board.ts";
import { browserTestsEnabled } from "./server.ts";
import { chromiumSuite } from "./suite.ts";

const SHOTS = fileURLToPath(new URL("./__screenshots__", import.meta.url));
const enabled = browserTestsEnabled();

const EIGHT = ["targaryen", "stark", "lannister", "greyjoy", "tyrell", "baratheon", "martell", "arryn"];

/**
 * Round 4 of an 8-player game (dragons at strength 2, cards.md 6.6): loyalty tokens placed by deck
 * IV, the Iron Bank's tokens printed on areas (a crown, two barrels, an upgraded and a degraded
 * castle), Targaryen's dragons spread over Essos and one in Westeros.
 */
const LATER = {
  format: "agot-scenario/1",
  description: "Mother of Dragons, round 4: loyalty, improvements, dragons",
  config: { seed: "mod-board-later", playerCount: 8, tidesOfBattle: false, motherOfDragons: true },
  round: 4,
  areas: {
    "kings-landing": { loyalty: 2 },
    "the-stony-shore": { loyalty: 1 },
    riverrun: { loyalty: 1 },
    "the-reach": { loyalty: 1 },
    blackwater: { loyalty: 1 },
    // Targaryen takes the loyalty tokens of an area it controls: none here.
    "crackclaw-point": { targaryen: ["dragon"] },
    norvos: { targaryen: ["dragon", "footman"] },
    "the-rhoyne": { targaryen: ["dragon"] },
  },
  mod: {
    improvements: {
      harrenhal: { power: 1 },
      "the-reach": { supply: 2 },
      "moat-cailin": { castle: "stronghold" },
      "three-towers": { castle: "degraded", power: 1 },
    },
  },
  phase: "planning",
};

describe.skipIf(!enabled)("Mother of Dragons' map in Chromium (issue 15)", () => {
  const suite = chromiumSuite({ artifacts: SHOTS });
  const { errors, watch } = suite;

  /** Creates a game through the API and returns the human seat's link. */
  async function create(body: Record<string, unknown>, seat: string): Promise<string> {
    const res = await fetch(`${suite.server.url}/api/games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const created = (await res.json()) as { seats?: { seat: string; link?: string }[]; error?: string; message?: string };
    expect(res.status, JSON.stringify(created)).toBe(201);
    return created.seats!.find((s) => s.seat === seat)!.link!;
  }

  /** The ids of the areas drawn on the map, once the (lazily loaded) board is there. */
  async function drawnAreas(page: Page, count: number): Promise<string[]> {
    await page.waitForFunction((n) => document.querySelectorAll(".board-svg path.area").length >= n, count, { timeout: 20_000 });
    return page.locator(".board-svg path.area").evaluateAll((els) => els.map((e) => e.getAttribute("data-area") ?? ""));
  }

  /** Areas whose shape has no size on screen (drawn but invisible) or whose label is missing. */
  async function invisibleAreas(page: Page): Promise<string[]> {
    return page.evaluate(() =>
      [...document.querySelectorAll(".board-svg path.area")]
        .filter((el) => {
          const r = (el as SVGPathElement).getBoundingClientRect();
          return r.width < 4 || r.height < 4;
        })
        .map((el) => el.getAttribute("data-area") ?? ""),
    );
  }

  it("draws Westeros and Essos for an 8-player game with a human Targaryen, on a laptop and a phone", async () => {
    const players = EIGHT.map((seat, i) => (i === 0 ? { kind: "human", seat } : { kind: "bot", seat }));
    const link = await create({ engine: "agot", title: "Mother of Dragons, 8 players", seed: "mod-board", options: { motherOfDragons: true }, players }, "targaryen");
    const board = BOARDS["westeros-with-essos"];

    const page = watch(await suite.browser.newPage({ viewport: { width: 1440, height: 900 } }));
    await page.goto(`${suite.server.url}${link}`);
    const drawn = await drawnAreas(page, board.ids.length);
    expect([...drawn].sort()).toEqual([...board.ids].sort());
    expect(await invisibleAreas(page)).toEqual([]);
    // Every area has its name on the map (ports are named by their quay's title).
    const labels = await page.locator(".board-svg text.label").allTextContents();
    for (const id of board.ids.filter((x) => board.areas[x]!.kind !== "port")) expect(labels, id).toContain(board.areas[id]!.name);
    expect(await page.locator(".board-svg").getAttribute("aria-label")).toBe("Map of Westeros and Essos");
    // No name covers another.
    const overlapping = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll(".board-svg text.label")].map((t) => ({ name: t.textContent, r: t.getBoundingClientRect() }));
      const out: string[] = [];
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) if (a.r.left < b.r.right && b.r.left < a.r.right && a.r.top < b.r.bottom && b.r.top < a.r.bottom) out.push(`${a.name} / ${b.name}`);
      return out;
    });
    expect(overlapping).toEqual([]);
    // The Braavos neutral force, Arryn's garrison on The Eyrie, Targaryen's dragons (strength 0 in round 1).
    await expect.poll(() => page.locator('[data-pieces="braavos"] .neutral-force').count()).toBe(1);
    expect(await page.locator('[data-pieces="the-eyrie"] .garrison').count()).toBe(1);
    expect(await page.locator('[data-pieces="the-eyrie"] .castle-mark title').textContent()).toBe("stronghold");
    expect(await page.locator('.board-svg .unit[data-unit="dragon"]').count()).toBe(3);
    expect(await page.locator(".board-svg .dragon-strength").first().getAttribute("data-strength")).toBe("0");
    expect(await page.locator('[data-pieces="kings-landing"] .loyalty-token').count()).toBe(1);
    // The whole map within the window's height, beside the panels.
    const box = (await page.locator(".board-svg").boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(900);
    expect(box.width).toBeGreaterThan(box.height * 0.8);
    await page.screenshot({ path: join(SHOTS, "mod-board-desktop.png") });
    await page.close();

    const phone = watch(await suite.browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }));
    await phone.goto(`${suite.server.url}${link}`);
    await drawnAreas(phone, board.ids.length);
    // The decisions' drawer folded to its bar, so the map shows whole.
    await phone.locator(".drawer-bar").click();
    const pbox = (await phone.locator(".board-svg").boundingBox())!;
    expect(pbox.width).toBeLessThanOrEqual(390);
    expect(await invisibleAreas(phone)).toEqual([]);
    await phone.locator(".board-svg").screenshot({ path: join(SHOTS, "mod-board-phone.png") });
    // Zoomed in on Essos with the buttons, as a player on a phone would read it.
    for (let i = 0; i < 2; i++) await phone.getByRole("button", { name: /zoom in/i }).click();
    await phone.locator(".board-svg").screenshot({ path: join(SHOTS, "mod-board-phone-zoomed.png") });
    await phone.close();
    expect(errors).toEqual([]);
  }, 120_000);

  it("shows loyalty tokens, improvements and dragons at their strength later in the game", async () => {
    const players = EIGHT.map((seat, i) => (i === 0 ? { kind: "human", seat } : { kind: "bot", seat }));
    const link = await create({ engine: "agot", title: "Mother of Dragons, round 4", scenario: LATER, players }, "targaryen");
    const page = watch(await suite.browser.newPage({ viewport: { width: 1440, height: 900 } }));
    await page.goto(`${suite.server.url}${link}`);
    await drawnAreas(page, BOARDS["westeros-with-essos"].ids.length);
    await page.screenshot({ path: join(SHOTS, "mod-board-later.png") });
    expect(await page.locator('[data-pieces="kings-landing"] .loyalty-token').getAttribute("data-loyalty")).toBe("2");
    expect(await page.locator(".board-svg .loyalty-token").count()).toBe(5);
    expect(await page.locator('[data-pieces="harrenhal"] .improvement[data-improvement="power"]').count()).toBe(1);
    expect(await page.locator('[data-pieces="the-reach"] .improvement[data-improvement="supply"] title').textContent()).toMatch(/^2 ×/);
    expect(await page.locator('[data-pieces="moat-cailin"] .improvement[data-improvement="stronghold"]').count()).toBe(1);
    // The upgraded castle is a stronghold on the map; the degraded one has lost its castle.
    expect(await page.locator('[data-pieces="moat-cailin"] .castle-mark title').textContent()).toBe("stronghold");
    expect(await page.locator('[data-pieces="three-towers"] .improvement[data-improvement="degraded"]').count()).toBe(1);
    expect(await page.locator('[data-pieces="three-towers"] .castle-mark').count()).toBe(0);
    const strengths = await page.locator(".board-svg .dragon-strength").evaluateAll((els) => els.map((e) => e.getAttribute("data-strength")));
    expect(strengths).toEqual(["2", "2", "2"]);
    // Closer, as a player reads it: three zoom steps on the middle of the map (the Vale, the Narrow Sea, Pentos).
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Zoom in" }).click();
    await page.waitForTimeout(300);
    await page.locator(".board-svg").screenshot({ path: join(SHOTS, "mod-board-later-zoomed.png") });
    await page.close();
    expect(errors).toEqual([]);
  }, 120_000);

  it("draws the 7-player board without Targaryen, vassals' units marked", async () => {
    const seats = ["stark", "lannister", "greyjoy", "tyrell"];
    const players = seats.map((seat, i) => (i === 0 ? { kind: "human", seat } : { kind: "bot", seat }));
    const link = await create({ engine: "agot", title: "Mother of Dragons, 4 players", seed: "mod-board-7p", options: { motherOfDragons: true }, players }, "stark");
    const board = BOARDS["westeros-7p"];
    const page = watch(await suite.browser.newPage({ viewport: { width: 1440, height: 900 } }));
    await page.goto(`${suite.server.url}${link}`);
    const drawn = await drawnAreas(page, board.ids.length);
    expect([...drawn].sort()).toEqual([...board.ids].sort());
    expect(await invisibleAreas(page)).toEqual([]);
    expect(await page.locator('path.area[data-area="pentos"]').count()).toBe(0);
    // Baratheon, Martell and Arryn are vassals: each army of theirs carries the mark.
    const marked = await page.locator(".board-svg .vassal-mark").evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute("data-vassal")))].sort());
    expect(marked).toEqual(["arryn", "baratheon", "martell"]);
    expect(await page.locator('[data-pieces="winterfell"] .vassal-mark').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, "mod-board-7p.png") });
    // Closer on the Vale, where Arryn's units stand as a vassal: the wheel zooms around the pointer.
    const eyrie = await page.locator('path.area[data-area="the-eyrie"]').evaluate((el) => {
      const [x, y] = (el.getAttribute("data-anchor") ?? "0,0").split(",").map(Number) as [number, number];
      const m = (el as SVGPathElement).getScreenCTM()!;
      return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
    });
    await page.mouse.move(eyrie.x, eyrie.y);
    for (let i = 0; i < 3; i++) {
      await page.mouse.wheel(0, -240);
      await page.waitForTimeout(150);
    }
    await page.locator(".board-svg").screenshot({ path: join(SHOTS, "mod-board-7p-vassals.png") });
    await page.close();
    expect(errors).toEqual([]);
  }, 120_000);
});
