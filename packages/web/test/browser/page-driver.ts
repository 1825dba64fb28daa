/**
 * How the browser test plays: real mouse clicks on the map (at an area's anchor) and on the
 * prompt panel's buttons, choosing among what the page offers.
 */
import type { Page } from "playwright-core";

/** Clicks the map where an area's label sits, scrolling it into view first. */
export async function clickArea(page: Page, area: string): Promise<void> {
  const path = page.locator(`path.area[data-area="${area}"]`);
  await path.scrollIntoViewIfNeeded();
  const at = await path.evaluate((el) => {
    const svgEl = el as SVGPathElement;
    const [x, y] = (svgEl.getAttribute("data-anchor") ?? "0,0").split(",").map(Number) as [number, number];
    const m = svgEl.getScreenCTM()!;
    return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
  });
  await page.mouse.click(at.x, at.y);
}

/** A small deterministic chooser, so a failing run can be repeated. */
export function chooser(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** Places an order on every area the orders prompt lists: click the area on the map, then a token. */
export async function placeOrders(page: Page, pick: (n: number) => number): Promise<void> {
  const areas = await page.locator(".order-areas button.area-pick").evaluateAll((els) => els.map((e) => e.getAttribute("data-area") ?? ""));
  let marched = false;
  for (const area of areas) {
    await clickArea(page, area);
    await page.locator(`.orders-prompt section[aria-label^="Orders for"]`).waitFor({ timeout: 5000 }).catch(async (e: unknown) => {
      const hit = await page.evaluate((a) => {
        const el = document.querySelector(`path.area[data-area="${a}"]`) as SVGPathElement;
        const [x, y] = (el.getAttribute("data-anchor") ?? "0,0").split(",").map(Number) as [number, number];
        const m = el.getScreenCTM()!;
        const px = m.a * x + m.c * y + m.e;
        const py = m.b * x + m.d * y + m.f;
        const top = document.elementFromPoint(px, py);
        return `${a} at ${px},${py} -> ${top?.tagName}.${top?.getAttribute("class")} ${top?.getAttribute("data-area") ?? ""}`;
      }, area);
      throw new Error(`map click did not pick ${hit}: ${String(e)}`);
    });
    const kinds = page.locator(".order-kinds button:not([disabled])");
    const names = await kinds.evaluateAll((els) => els.map((e) => e.getAttribute("data-order-kind") ?? ""));
    // One march per round keeps the Action phase busy; otherwise any token.
    let i = names.findIndex((k) => k.startsWith("march"));
    if (i < 0 || marched) i = pick(names.length);
    marched ||= names[i]!.startsWith("march");
    await kinds.nth(i).click();
  }
  await page.locator("button.submit-orders").click();
  // The staged orders go one at a time: decide again only once they are all answered.
  await page.waitForFunction(() => !/Placing/.test(document.querySelector("button.submit-orders")?.textContent ?? ""), undefined, { timeout: 15_000 });
}

/** Makes one decision of whatever kind the prompt panel shows. Returns a word for the trace. */
export async function decide(page: Page, pick: (n: number) => number): Promise<string> {
  const panel = page.locator(".prompt-panel.active");
  const kind = (await panel.getAttribute("data-prompt")) ?? "?";
  if (await panel.locator(".orders-prompt").count()) {
    await placeOrders(page, pick);
    return `${kind}: orders`;
  }
  if (await panel.locator(".bid-prompt").count()) {
    await panel.locator(".bid-prompt button.primary").click();
    return `${kind}: bid`;
  }
  const cards = panel.locator(".house-card.pickable");
  if (await cards.count()) {
    await cards.nth(pick(await cards.count())).click();
    return `${kind}: card`;
  }
  if (await panel.locator(".march-prompt section.destination").count()) {
    // Marching: pick the destination on the map, then which units go.
    const lit = await page.locator("path.area.lit").evaluateAll((els) => els.map((e) => e.getAttribute("data-area") ?? ""));
    if (lit.length > 0 && pick(3) > 0) {
      await clickArea(page, lit[pick(lit.length)]!);
      const units = panel.locator("section.destination button.action");
      const n = await units.count();
      if (n > 0) {
        await units.nth(pick(n)).click();
        return `${kind}: map move`;
      }
    }
  }
  if (await panel.locator(".hint").count()) {
    // A long list: pick on the map first, as a player would.
    const lit = await page.locator("path.area.lit").evaluateAll((els) => els.map((e) => e.getAttribute("data-area") ?? ""));
    if (lit.length > 0) {
      await clickArea(page, lit[pick(lit.length)]!);
      const here = panel.locator('section[aria-label^="Choices in"] button.action');
      await here.first().waitFor({ timeout: 2000 }).catch(() => undefined);
      const n = await here.count();
      if (n > 0) {
        await here.nth(pick(n)).click();
        return `${kind}: map`;
      }
    }
  }
  const buttons = panel.locator("button.action:not([disabled])");
  const n = await buttons.count();
  if (n === 0) return `${kind}: nothing to click`;
  await buttons.nth(pick(n)).click();
  return `${kind}: button`;
}

/** Everything the board shows, to compare the page before and after a reload. */
export function boardSignature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pieces = [...document.querySelectorAll("g[data-pieces]")].map((g) => g.outerHTML).join("");
    const tracks = document.querySelector(".tracks")?.textContent ?? "";
    const prompt = [...document.querySelectorAll(".prompt-text")].map((p) => p.textContent).join("|");
    return `${pieces}\n${tracks}\n${prompt}`;
  });
}
