/**
 * A real Kingsroad server for the browser test and for local development: ephemeral port, a temp
 * data dir, the built client from packages/web/dist. Uses the server's own game list when it
 * hosts AGoT; until then registers the AGoT engine here.
 *
 *   npx tsx packages/web/test/browser/server.ts      # serves on PORT (default 8080)
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { agotEngine, type Game } from "@kingsroad/agot";
import { createServer, defineGame, GameRegistry, type BotRegistry, type KingsroadServer } from "@kingsroad/server";

export const WEB_DIST = fileURLToPath(new URL("../../dist", import.meta.url));

/** Debian's Chromium, which the browser tests drive. */
export const CHROMIUM = "/usr/bin/chromium";

/** The browser tests run with KINGSROAD_BROWSER=1, Chromium installed and the client built. */
export const browserTestsEnabled = (): boolean => process.env.KINGSROAD_BROWSER === "1" && existsSync(CHROMIUM) && existsSync(join(WEB_DIST, "index.html"));

/** Headless Chromium without the background traffic a test does not want. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });

/** Collects a page's console errors and uncaught exceptions into `errors` (the tests fail on any). */
export function watchErrors(errors: string[]): (page: Page) => Page {
  return (page) => {
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(`console: ${m.text()}`);
    });
    page.on("pageerror", (e) => errors.push(`page: ${e.message}`));
    return page;
  };
}

/** The server's own games and bots when it hosts AGoT (as `npm start` does); else AGoT with the built-in random bot. */
async function hosted(): Promise<{ games: GameRegistry; bots?: BotRegistry }> {
  try {
    // A computed specifier: tsc does not follow it, so this package's type-check does not depend
    // on every engine and bot the server hosts; at run time it is the server's own list.
    const engines = "../../../server/src/engines.ts";
    const mod = (await import(/* @vite-ignore */ engines)) as { defaultGames(): GameRegistry; defaultBots?: () => BotRegistry };
    const games = mod.defaultGames();
    if (games.get("agot")) return { games, ...(mod.defaultBots ? { bots: mod.defaultBots() } : {}) };
  } catch {
    // Fall through: an older server without a default game list.
  }
  return { games: new GameRegistry().register(defineGame({ engine: agotEngine, seats: (s: Game) => [...s.houses] })) };
}

export interface TestServer {
  url: string;
  server: KingsroadServer;
  stop(): Promise<void>;
}

export async function startTestServer(options: { port?: number; botDelayMs?: number; sentryDsn?: string } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "kingsroad-web-"));
  const server = await createServer({
    ...(await hosted()),
    dataDir,
    webDist: WEB_DIST,
    botDelayMs: options.botDelayMs ?? 0,
    limits: { botGamePaceMs: 0 },
    httpRateLimit: false,
    ...(options.sentryDsn && { sentryDsn: options.sentryDsn }),
  });
  const url = await server.listen(options.port ?? 0, "127.0.0.1");
  return {
    url,
    server,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const s = await startTestServer({ port: Number(process.env.PORT ?? 8080), botDelayMs: Number(process.env.BOT_DELAY_MS ?? 300) });
  console.log(`Kingsroad (web dev) listening on ${s.url}`);
  const stop = (): void => void s.stop().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
