/**
 * What every Chromium test file sets up around its tests: a real server and a browser, started
 * before the describe block's tests and stopped after them, and the page errors every watched page
 * reports (the tests fail on any).
 */
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium, startTestServer, watchErrors, type TestServer } from "./server.ts";

export interface ChromiumSuite {
  readonly server: TestServer;
  readonly browser: Browser;
  /** Console errors and uncaught exceptions of every page given to `watch`. */
  readonly errors: string[];
  watch(page: Page): Page;
}

export interface SuiteOptions {
  /** The server's pause before a bot's move (the test server's default when absent). */
  botDelayMs?: number;
  /** A folder for screenshots and other artifacts, created before the tests. */
  artifacts?: string;
}

/** Call inside a `describe` block: its hooks start and stop the server and the browser. */
export function chromiumSuite(options: SuiteOptions = {}): ChromiumSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(options.botDelayMs === undefined ? {} : { botDelayMs: options.botDelayMs });
    browser = await launchChromium();
    if (options.artifacts) mkdirSync(options.artifacts, { recursive: true });
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(what: T | undefined, name: string): T => {
    if (what === undefined) throw new Error(`the ${name} is not started: use the suite inside the describe block's tests`);
    return what;
  };
  return {
    get server() {
      return started(server, "test server");
    },
    get browser() {
      return started(browser, "browser");
    },
    errors,
    watch: watchErrors(errors),
  };
}
