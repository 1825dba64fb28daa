/**
 * Issue 39 items 3, 4 and 5 in Chromium: without SENTRY_DSN no Sentry code is fetched and the CSP
 * allows no other host; the game page reconnects at once when the device comes back online (well
 * before its backoff would have), marking the board stale meanwhile; and under a dark system
 * setting the page keeps its light palette whole (no browser-dark inputs on parchment).
 *
 *   npm run test:browser -w @kingsroad/web
 */
import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browserTestsEnabled, startTestServer } from "./server.ts";
import { chromiumSuite } from "./suite.ts";

const ARTIFACTS = fileURLToPath(new URL("./artifacts", import.meta.url));
const enabled = browserTestsEnabled();

async function createGame(url: string, body: object): Promise<{ gameId: string; seats: { seat: string; token: string }[] }> {
  const res = await fetch(`${url}/api/games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return (await res.json()) as { gameId: string; seats: { seat: string; token: string }[] };
}

/** The computed background of the first element matching `selector`, as "r,g,b". */
const backgroundOf = (page: Page, selector: string): Promise<string> =>
  page.locator(selector).first().evaluate((el) => getComputedStyle(el).backgroundColor.replace(/[^\d,]/g, "").split(",").slice(0, 3).join(","));

const lightness = (rgb: string): number => {
  const [r, g, b] = rgb.split(",").map(Number) as [number, number, number];
  return (Math.max(r, g, b) + Math.min(r, g, b)) / 2 / 255;
};

describe.skipIf(!enabled)("a page that reconnects and keeps one palette", () => {
  const suite = chromiumSuite({ artifacts: ARTIFACTS });
  let agotPath = "";
  let fiefPath = "";

  beforeAll(async () => {
    const agot = await createGame(suite.server.url, { engine: "agot", seed: "resilience", players: [{ kind: "human", seat: "stark" }, { kind: "bot" }, { kind: "bot" }] });
    agotPath = `/game/${agot.gameId}`;
    const fief = await createGame(suite.server.url, { engine: "fief", seed: "resilience", players: [{ kind: "human", seat: "tyrell" }, { kind: "bot" }, { kind: "bot" }, { kind: "bot" }] });
    fiefPath = `/game/${fief.gameId}`;
  });

  it("without SENTRY_DSN, neither the lobby nor a game page fetches Sentry's chunk, and the CSP allows no other host", async () => {
    const page = suite.watch(await suite.browser.newPage());
    const fetched: string[] = [];
    page.on("request", (r) => fetched.push(r.url()));
    const answer = await page.goto(`${suite.server.url}/`);
    expect(answer?.headers()["content-security-policy"]).toMatch(/connect-src 'self';/);
    await page.getByLabel("Seed").waitFor();
    await page.goto(`${suite.server.url}${agotPath}`);
    await page.locator(".conn-open").waitFor();
    await page.locator(".board-svg").waitFor();
    // The page asked whether there is a DSN, was told none, and loaded nothing more for it.
    expect(fetched.some((u) => u.endsWith("/api/client-errors/config"))).toBe(true);
    expect(fetched.filter((u) => /sentry/i.test(u))).toEqual([]);
    await page.close();
    expect(suite.errors).toEqual([]);
  });

  it("with SENTRY_DSN, the page loads Sentry and its reports reach the DSN's host (the CSP lets them), and so do the server's", async () => {
    // A stand-in for Sentry/GlitchTip on this machine: records each envelope and which SDK sent it.
    const envelopes: { sdk: string; body: string }[] = [];
    const sentry = createHttpServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        const header = JSON.parse(body.split("\n")[0] || "{}") as { sdk?: { name?: string } };
        envelopes.push({ sdk: header.sdk?.name ?? "", body });
        res.writeHead(200, { "access-control-allow-origin": "*" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => sentry.listen(0, "127.0.0.1", resolve));
    const dsn = `http://public@127.0.0.1:${(sentry.address() as AddressInfo).port}/1`;
    const server = await startTestServer({ sentryDsn: dsn });
    const page = await suite.browser.newPage();
    const fetched: string[] = [];
    page.on("request", (r) => fetched.push(r.url()));
    try {
      const answer = await page.goto(`${server.url}/`);
      expect(answer?.headers()["content-security-policy"]).toContain(`connect-src 'self' ${new URL(dsn).origin};`);
      await page.getByLabel("Seed").waitFor();
      await expect.poll(() => fetched.some((u) => /\/assets\/sentry-[^/]+\.js$/.test(u))).toBe(true);
      // An uncaught error, a moment after Sentry started.
      await page.waitForTimeout(300);
      await page.evaluate(() => setTimeout(() => {
        throw new Error("kingsroad test error");
      }, 0));
      await expect.poll(() => envelopes.map((e) => e.sdk).sort(), { timeout: 10_000 }).toEqual(["sentry.javascript.browser", "sentry.javascript.node"]);
      expect(envelopes.every((e) => e.body.includes("kingsroad test error"))).toBe(true);
    } finally {
      await page.close();
      await server.stop();
      sentry.close();
    }
  }, 30_000);

  it("offline, the board is marked stale; back online, it reconnects at once, not after the backoff", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1200, height: 900 } });
    // The largest jitter, so the backoff's waits are their caps: 0.5, 1, 2, 4, 8 s...
    await context.addInitScript(() => {
      Math.random = () => 0.999;
    });
    const page = suite.watch(await context.newPage());
    await page.goto(`${suite.server.url}${agotPath}`);
    await page.locator(".conn-open").waitFor();

    await context.setOffline(true);
    // Chromium drops the socket; the page says so and holds its buttons.
    await page.locator(".game-page.stale").waitFor({ timeout: 10_000 });
    await expect.poll(() => page.locator(".conn").textContent()).toBe("reconnecting…");
    // Failed attempts at 0.5, 1, 2 and 4 s: the next waits some 8 s.
    await page.waitForTimeout(8_000);
    const offlineAt = Date.now();
    await context.setOffline(false);
    await page.locator(".conn-open").waitFor({ timeout: 3_000 });
    expect(Date.now() - offlineAt).toBeLessThan(3_000);
    expect(await page.locator(".game-page.stale").count()).toBe(0);
    await context.close();
    // The failed attempts while offline are the browser's own console errors, not the page's.
    suite.errors.splice(0, suite.errors.length, ...suite.errors.filter((e) => !/WebSocket|ERR_INTERNET_DISCONNECTED/.test(e)));
    expect(suite.errors).toEqual([]);
  }, 40_000);

  it("under a dark system setting, inputs stay light on the light panels (the page does not opt in to dark)", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1200, height: 900 }, colorScheme: "dark" });
    const page = suite.watch(await context.newPage());
    await page.goto(`${suite.server.url}/`);
    await page.getByLabel("Seed").waitFor();
    // The lobby's seed box is the browser's own input: dark grey if the page had opted in.
    const seedBox = await backgroundOf(page, ".create-game input");
    expect(lightness(seedBox), `lobby: ${seedBox}`).toBeGreaterThan(0.8);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("light");
    await page.screenshot({ path: `${ARTIFACTS}/dark-lobby.png` });
    for (const [name, path] of [["agot", agotPath], ["fief", fiefPath]] as const) {
      await page.goto(`${suite.server.url}${path}`);
      await page.locator(".conn-open").waitFor();
      // The board's chunk arriving draws the page anew: measure the chat box drawn with it.
      await page.locator(".board-svg").waitFor();
      await page.locator(".chat input").waitFor();
      const chatBox = await backgroundOf(page, ".chat input");
      expect(lightness(chatBox), `${name}: ${chatBox}`).toBeGreaterThan(0.8);
      await page.screenshot({ path: `${ARTIFACTS}/dark-${name}.png` });
    }
    await context.close();
    expect(suite.errors).toEqual([]);
  }, 40_000);
});
