/**
 * The installable site in Chromium (issue 39 item 2): the page links the manifest, Chromium reads
 * it and its icons, and the service worker registers and activates under the server's CSP
 * (worker-src 'self', manifest-src 'self'), with no console error. (Subscribing needs a real push
 * service: the subscription's way to the server is test/shell/push.test.tsx and the server's
 * test/push.test.ts.) Runs with the other browser tests:
 *
 *   npm run test:browser -w @kingsroad/web
 */
import { describe, expect, it } from "vitest";
import { browserTestsEnabled } from "./server.ts";
import { chromiumSuite } from "./suite.ts";

const enabled = browserTestsEnabled();

describe.skipIf(!enabled)("the installable site in Chromium", () => {
  const suite = chromiumSuite();

  it("links a manifest Chromium reads and runs the service worker under the CSP", async () => {
    const context = await suite.browser.newContext();
    const page = suite.watch(await context.newPage());
    await page.goto(suite.server.url);
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
    // Chromium's own reading of the linked manifest (what its install prompt uses): no errors.
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toBe(`${suite.server.url}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({ name: "Kingsroad", display: "standalone" });
    const scope = await page.evaluate(async () => {
      await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      const ready = await navigator.serviceWorker.ready;
      // `ready` comes with an active worker that may still be activating: wait for it to finish
      const worker = ready.active;
      if (worker && worker.state !== "activated") {
        await new Promise<void>((done) => worker.addEventListener("statechange", () => worker.state === "activated" && done()));
      }
      return { scope: ready.scope, active: ready.active?.state ?? null, push: "pushManager" in ready };
    });
    expect(scope).toEqual({ scope: `${suite.server.url}/`, active: "activated", push: true });
    for (const icon of ["/icon-192.png", "/icon-512.png", "/icon.svg"]) expect((await page.request.get(`${suite.server.url}${icon}`)).status()).toBe(200);
    expect(suite.errors).toEqual([]);
    await context.close();
  }, 30_000);
});
