/**
 * How the Fief browser tests play a seat: real clicks on the map's villages and on the prompt
 * panel's controls, choosing among what the page offers (never composing an action itself).
 */
import type { Page } from "playwright-core";

/** Clicks a village's disc on the map, scrolling it into view first. */
export async function clickVillage(page: Page, village: string): Promise<void> {
  const disc = page.locator(`circle[data-village-button="${village}"]`);
  await disc.scrollIntoViewIfNeeded();
  const box = await disc.boundingBox();
  if (!box) throw new Error(`village ${village} is not on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function litVillages(page: Page): Promise<string[]> {
  return page.locator("g.village.lit").evaluateAll((els) => els.map((e) => e.getAttribute("data-village") ?? ""));
}

/** Makes one decision of whatever kind the panel shows. Returns a word for the trace. */
export async function decideFief(page: Page, pick: (n: number) => number, useMap = true): Promise<string> {
  const panel = page.locator(".prompt-panel.active");
  const kind = (await panel.getAttribute("data-prompt")) ?? "?";
  if (await panel.locator(".vote-prompt").count()) {
    const selects = panel.locator(".vote-prompt select");
    for (let i = 0; i < (await selects.count()); i++) {
      const n = await selects.nth(i).locator("option").count();
      if (n > 1) await selects.nth(i).selectOption({ index: pick(n) });
    }
    await panel.locator(".vote-prompt button.primary").click();
    return `${kind}: vote`;
  }
  const amount = panel.locator(".amount-prompt");
  if (await amount.count()) {
    const group = amount.locator("select");
    if (await group.count()) {
      const n = await group.locator("option").count();
      await group.selectOption({ index: pick(n) });
    }
    const slider = amount.locator('input[type="range"]');
    const max = Number((await slider.getAttribute("max")) ?? "0");
    if (max > 0) await slider.fill(String(pick(max + 1)));
    await amount.locator("button.primary").click();
    return `${kind}: amount`;
  }
  const lit = useMap ? await litVillages(page) : [];
  if (useMap && lit.length > 0 && pick(3) > 0) {
    // As a player would: pick the place on the map, then the choice offered there.
    await clickVillage(page, lit[pick(lit.length)]!);
    // :visible: a purchase of another village may sit in a closed <details>, where no player could click it
    const here = panel.locator('section[aria-label^="Choices at"] button.action:visible, .destinations button.action.primary:visible, details.buy-item button.action:visible');
    await here.first().waitFor({ timeout: 2000 }).catch(() => undefined);
    const n = await here.count();
    if (n > 0) {
      await here.nth(pick(n)).click();
      return `${kind}: map`;
    }
  }
  const buttons = panel.locator("button.action:not([disabled]):visible");
  const n = await buttons.count();
  if (n === 0) return `${kind}: nothing to click`;
  await buttons.nth(pick(n)).click();
  return `${kind}: button`;
}

/** The round the realm panel shows. */
export async function fiefRound(page: Page): Promise<number> {
  return Number((await page.locator(".realm .round").first().textContent()) ?? "0");
}

/** What the page shows, for a failure message. */
export function fiefSituation(page: Page): Promise<string> {
  return page.evaluate(() => {
    const text = (sel: string): string => document.querySelector(sel)?.textContent?.trim() ?? "-";
    const log = [...document.querySelectorAll(".log li")].slice(-6).map((li) => li.textContent);
    return `prompt: ${text(".prompt-panel")} | seats: ${text(".seats")} | outcome: ${text(".outcome")} | error: ${text(".game-page > .error")} | log: ${log.join(" / ")}`;
  });
}
