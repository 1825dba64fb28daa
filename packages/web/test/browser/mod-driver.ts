/**
 * How the Mother of Dragons browser test plays a seat: real clicks on the map and on the prompt
 * panel's controls, choosing among what the page offers. It leans towards what the test must see
 * happen (a vassal claimed and ordered, an Iron Bank order and a loan bought and resolved, a
 * dragon's flight, a deck IV card's option) and leaves every other decision to page-driver.ts.
 */
import type { Page } from "playwright-core";
import { clickArea, decide } from "./page-driver.ts";

/** What the human did of the expansion's decisions, for the test's assertions. */
export interface ModRecord {
  claimed: string[];
  vassalOrders: string[];
  ironBankOrders: number;
  loansBought: string[];
  loanSteps: string[];
  deckIV: string[];
  flights: string[];
  vassalCards: number;
  handOuts: number;
}

export const newRecord = (): ModRecord => ({ claimed: [], vassalOrders: [], ironBankOrders: 0, loansBought: [], loanSteps: [], deckIV: [], flights: [], vassalCards: 0, handOuts: 0 });

/** Waits for the lazily loaded MoD controls of the active panel. */
export async function panelReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector(".prompt-panel.active .loading-control"), undefined, { timeout: 15_000 });
}

async function submitOrders(page: Page): Promise<void> {
  await page.locator("button.submit-orders").click();
  await page.waitForFunction(() => !/Placing/.test(document.querySelector("button.submit-orders")?.textContent ?? ""), undefined, { timeout: 15_000 });
}

/** Picks an area of the orders list on the map, then a token: the first kind `prefer` accepts, else any enabled one. */
async function stage(page: Page, area: string, prefer: (kind: string) => boolean, pick: (n: number) => number): Promise<string> {
  await page.locator(`path.area[data-area="${area}"]`).waitFor({ timeout: 10_000 }).catch(async () => {
    const n = await page.locator("path.area").count();
    await page.screenshot({ path: "/tmp/wp/missing-area.png" });
    throw new Error(`${area} is not on the map (${n} areas drawn)`);
  });
  await clickArea(page, area);
  await page.locator(`.orders-prompt section[aria-label^="Orders for"]`).waitFor({ timeout: 5000 });
  const kinds = page.locator(".order-kinds button:not([disabled])");
  const names = await kinds.evaluateAll((els) => els.map((e) => e.getAttribute("data-order-kind") ?? ""));
  if (names.length === 0) return "";
  let i = names.findIndex(prefer);
  if (i < 0) i = pick(names.length);
  await kinds.nth(i).click();
  return names[i]!;
}

/**
 * Own orders: a March on every area holding a dragon (to fly), the Iron Bank order where it may
 * go, one more March elsewhere, anything else on the rest.
 */
async function placeOwnOrders(page: Page, pick: (n: number) => number, rec: ModRecord): Promise<string> {
  const areas = await page.locator(".order-areas button.area-pick").evaluateAll((els) => els.map((e) => e.getAttribute("data-area") ?? ""));
  let banked = false;
  for (const area of areas) {
    const dragon = (await page.locator(`[data-pieces="${area}"] .unit[data-unit="dragon"]`).count()) > 0;
    const placed = await stage(page, area, (k) => (dragon ? k.startsWith("march") : !banked && k === "sea-iron-bank"), pick);
    if (placed === "sea-iron-bank") {
      banked = true;
      rec.ironBankOrders += 1;
    }
  }
  await submitOrders(page);
  return "orders";
}

/** A vassal's orders: the first area with a March if it has one, up to two, then done. */
async function placeVassalOrders(page: Page, pick: (n: number) => number, rec: ModRecord): Promise<string> {
  const vassal = (await page.locator(".orders-prompt").getAttribute("data-house")) ?? "?";
  const areas = await page.locator(".order-areas button.area-pick").evaluateAll((els) => els.map((e) => e.getAttribute("data-area") ?? ""));
  for (const area of areas.slice(0, 2)) await stage(page, area, (k) => k === "vassal-march", pick);
  await submitOrders(page);
  rec.vassalOrders.push(vassal);
  return `orders for ${vassal}`;
}

/** Makes one decision of whatever kind the prompt panel shows. Returns a word for the trace. */
export async function decideMod(page: Page, pick: (n: number) => number, rec: ModRecord): Promise<string> {
  await panelReady(page);
  const panel = page.locator(".prompt-panel.active");
  const kind = (await panel.getAttribute("data-prompt")) ?? "?";
  const has = async (sel: string): Promise<boolean> => (await panel.locator(sel).count()) > 0;

  if (await has(".claim-vassal-prompt")) {
    const claim = panel.locator(".vassal-choices li").first();
    rec.claimed.push((await claim.getAttribute("data-vassal")) ?? "?");
    await claim.locator("button").click();
    return `${kind}: claimed ${rec.claimed.at(-1)}`;
  }
  if (await has(".orders-prompt")) {
    if (await has(".vassal-orders")) return `${kind}: ${await placeVassalOrders(page, pick, rec)}`;
    return `${kind}: ${await placeOwnOrders(page, pick, rec)}`;
  }
  if (await has(".iron-bank-prompt")) {
    const buy = panel.locator(".loan button.action:not([disabled])");
    if ((await buy.count()) > 0) {
      const loan = (await buy.first().locator("xpath=ancestor::li[1]").getAttribute("data-loan")) ?? "?";
      rec.loansBought.push(loan);
      await buy.first().click();
      return `${kind}: bought ${loan}`;
    }
    await panel.getByRole("button", { name: /^Buy no loan/ }).click();
    return `${kind}: no loan`;
  }
  if (await has(".loan-prompt")) {
    const loan = (await panel.locator(".loan-prompt").getAttribute("data-loan")) ?? "?";
    const choices = panel.locator(".loan-prompt .choices button.action:not([disabled])");
    const names = await choices.allTextContents();
    // Use the loan rather than stop, when there is a choice.
    const i = names.length > 1 && /^Stop here/.test(names[names.length - 1]!) ? pick(names.length - 1) : pick(names.length);
    rec.loanSteps.push(`${loan}: ${names[i]}`);
    await choices.nth(i).click();
    return `${kind}: ${loan} ${names[i]}`;
  }
  if (await has(".deck-iv-prompt")) {
    const card = (await panel.locator(".deck-iv-prompt").getAttribute("data-card")) ?? "?";
    const choices = panel.locator(".deck-iv-prompt .choices button.action:not([disabled])");
    const names = await choices.allTextContents();
    // Take the card's offer when there is one (its "Do nothing" is last).
    const useful = names.map((n, i) => [n, i] as const).filter(([n]) => n !== "Do nothing" && n !== "No more");
    const i = useful.length > 0 ? useful[pick(useful.length)]![1] : 0;
    rec.deckIV.push(`${card}: ${names[i]}`);
    await choices.nth(i).click();
    return `${kind}: ${card} ${names[i]}`;
  }
  if (await has(".hand-out-prompt")) {
    rec.handOuts += 1;
    const gives = panel.locator(".hand-out-prompt button.action");
    await gives.nth(pick(await gives.count())).click();
    return `${kind}: hand-out`;
  }
  if (await has(".vassal-cards")) rec.vassalCards += 1;
  const flight = panel.locator(".march-prompt section.destination:has(.flight):not(:has(.attack))");
  if ((await flight.count()) > 0) {
    const dest = (await flight.first().getAttribute("data-area"))!;
    await clickArea(page, dest);
    const moves = panel.locator(`.march-prompt section.destination[data-area="${dest}"] button.action`);
    await moves.first().waitFor({ timeout: 5000 });
    rec.flights.push(dest);
    await moves.first().click();
    return `${kind}: flight to ${dest}`;
  }
  return decide(page, pick);
}
