/**
 * The board's zoom in Chromium (issue 21): a wheel zooms in proportion to its travel, a pinch
 * (trackpad: Ctrl+wheel; touch: two fingers) scales the board as the fingers spread, and the page
 * itself neither scrolls nor zooms meanwhile. Runs with the other browser tests:
 *
 *   npm run test:browser -w @kingsroad/web
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browserTestsEnabled } from "./server.ts";
import { chromiumSuite } from "./suite.ts";

const enabled = browserTestsEnabled();

/** The board's zoom, read from the transform of the map's drawing. */
async function scaleOf(page: Page): Promise<number> {
  const t = (await page.locator(".board-svg > g").first().getAttribute("transform")) ?? "";
  const m = /scale\(([\d.e+-]+)\)/.exec(t);
  if (!m) throw new Error(`no scale in "${t}"`);
  return Number(m[1]);
}

/** What would show the page moving or zooming with the board. */
const pageState = (page: Page) =>
  page.evaluate(() => ({ scrollY: Math.round(window.scrollY), zoom: window.visualViewport?.scale ?? 1, dpr: window.devicePixelRatio, width: window.innerWidth }));

async function boardCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator(".board-svg").boundingBox();
  if (!box) throw new Error("no board");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Waits until the zoom settles on a value other than `from`. */
async function changedFrom(page: Page, from: number): Promise<number> {
  await expect.poll(() => scaleOf(page), { timeout: 5000 }).not.toBe(from);
  await page.waitForTimeout(100);
  return scaleOf(page);
}

describe.skipIf(!enabled)("the board's zoom in Chromium", () => {
  const suite = chromiumSuite();
  let gamePath: string;

  beforeAll(async () => {
    const res = await fetch(`${suite.server.url}/api/games`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ engine: "agot", seed: "zoom", players: [{ kind: "human", seat: "stark" }, { kind: "bot" }, { kind: "bot" }] }),
    });
    gamePath = `/game/${((await res.json()) as { gameId: string }).gameId}`;
  });

  /** The game page with room to scroll, so a wheel the board did not take would move the page. */
  async function open(options: Parameters<Browser["newPage"]>[0]): Promise<Page> {
    const page = await suite.browser.newPage(options);
    await page.goto(`${suite.server.url}${gamePath}`);
    await page.locator(".board-svg path.area").first().waitFor();
    await page.evaluate(() => (document.body.style.paddingBottom = "3000px"));
    return page;
  }

  it("the wheel zooms in proportion to its travel, and the page stays still", async () => {
    const page = await open({ viewport: { width: 1000, height: 800 } });
    const before = await pageState(page);
    const c = await boardCentre(page);
    await page.mouse.move(c.x, c.y);

    // Zooming out of the whole map: nothing to zoom, and the page must not scroll instead.
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(300);
    expect(await scaleOf(page)).toBe(1);
    expect(await pageState(page)).toEqual(before);

    // One mouse-wheel notch (100 px): e^0.2.
    await page.mouse.wheel(0, -100);
    const notch = await changedFrom(page, 1);
    expect(notch).toBeCloseTo(Math.exp(0.2), 3);
    // A trackpad's small delta (10 px) is a small step: e^0.02, a tenth of the notch's.
    await page.mouse.wheel(0, -10);
    const small = await changedFrom(page, notch);
    expect(small / notch).toBeCloseTo(Math.exp(0.02), 3);
    // Zoomed in, a drag pans the board.
    const translate = async () => (await page.locator(".board-svg > g").first().getAttribute("transform"))?.split(" scale")[0];
    const panned = await translate();
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(c.x + i * 10, c.y + i * 5);
    await page.mouse.up();
    await expect.poll(translate).not.toBe(panned);
    // Back out.
    await page.mouse.move(c.x, c.y);
    await page.mouse.wheel(0, 110);
    expect(await changedFrom(page, small)).toBeCloseTo(1, 3);
    expect(await pageState(page)).toEqual(before);
    await page.close();
  });

  it("a trackpad pinch (Ctrl+wheel) scales the board, not the page", async () => {
    const page = await open({ viewport: { width: 1000, height: 800 } });
    const before = await pageState(page);
    const c = await boardCentre(page);
    await page.mouse.move(c.x, c.y);
    await page.keyboard.down("Control");
    await page.mouse.wheel(0, -40);
    await page.keyboard.up("Control");
    const pinched = await changedFrom(page, 1);
    // The pinch grows the zoom by the wheel's travel: 40 px, two fifths of the zoom.
    expect(pinched).toBeCloseTo(1.4, 2);
    expect(await pageState(page)).toEqual(before);
    await page.close();
  });

  it("a two-finger pinch on a touch screen scales the board as the fingers spread, and the page stays still", async () => {
    const page = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const before = await pageState(page);
    const c = await boardCentre(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", spread: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints:
          type === "touchEnd"
            ? []
            : [
                { x: c.x - spread, y: c.y, id: 1 },
                { x: c.x + spread, y: c.y, id: 2 },
              ],
      });
    await touch("touchStart", 30);
    for (let spread = 35; spread <= 75; spread += 5) {
      await touch("touchMove", spread);
      await page.waitForTimeout(16);
    }
    await touch("touchEnd", 75);
    const pinched = await changedFrom(page, 1);
    // Fingers from 60 px apart to 150 px: the board is 2.5 times as large.
    expect(pinched).toBeCloseTo(2.5, 1);
    expect(await pageState(page)).toEqual(before);
    await page.close();
  });
});
