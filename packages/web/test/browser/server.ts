/**
 * A real Kingsroad server for the browser test and for local development: ephemeral port, a temp
 * data dir, the built client from packages/web/dist. Uses the server's own game list when it
 * hosts AGoT; until then registers the AGoT engine here.
 *
 *   npx tsx packages/web/test/browser/server.ts      # serves on PORT (default 8080)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { agotEngine, type Game } from "@kingsroad/agot";
import { createServer, defineGame, GameRegistry, type KingsroadServer } from "@kingsroad/server";

export const WEB_DIST = fileURLToPath(new URL("../../dist", import.meta.url));

async function games(): Promise<GameRegistry> {
  try {
    const { defaultGames } = (await import("../../../server/src/engines.ts")) as { defaultGames(): GameRegistry };
    const registry = defaultGames();
    if (registry.get("agot")) return registry;
  } catch {
    // Fall through: an older server without a default game list.
  }
  return new GameRegistry().register(defineGame({ engine: agotEngine, seats: (s: Game) => [...s.houses] }));
}

export interface TestServer {
  url: string;
  server: KingsroadServer;
  stop(): Promise<void>;
}

export async function startTestServer(options: { port?: number; botDelayMs?: number } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "kingsroad-web-"));
  const server = await createServer({ games: await games(), dataDir, webDist: WEB_DIST, botDelayMs: options.botDelayMs ?? 0, httpRateLimit: false });
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
