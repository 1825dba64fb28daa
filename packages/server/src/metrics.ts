/**
 * `/metrics` in Prometheus' text format (prom-client), one registry per server so two servers in
 * one process (the tests) count apart:
 *
 * - `kingsroad_actions_applied_total`: actions stored and applied, by people and bots;
 * - `kingsroad_action_latency_seconds`: from a player's action message to its ack (stored);
 * - `kingsroad_open_sockets`: WebSockets open now;
 * - `kingsroad_games_loaded`: games this process holds in memory (plays, times, serves);
 * - `kingsroad_games{status}`: games in the store by status (open, running, finished), read from
 *   the store at each scrape (one grouped count); over PostgreSQL every process reports the same
 *   figures (the deployment's), so take one process's or their max, not their sum;
 * - `kingsroad_bot_decision_seconds{engine}`: how long a bot took to choose a move;
 * - `kingsroad_notifications_total{kind,result}`: notices of a player's turn or a game's end,
 *   `kind` webhook, email or push, `result` delivered or failed (refused, or given up after its tries);
 * - `kingsroad_history_rebuilds_total`: earlier positions replayed for a `history` request (pages
 *   not found in the cache: the costly ones);
 * - prom-client's process and Node.js figures (CPU, memory, event loop lag, ...).
 *
 * It says nothing of any game's content: counts only, no ids, so it may be scraped by anyone the
 * operator lets reach it.
 */
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { HubObservers } from "./observers.ts";
import type { GameStatus } from "./protocol.ts";

export interface MetricSources {
  openSockets: () => number;
  gamesLoaded: () => number;
  /** The store's games by status; absent, or failing, the gauge is left out of that scrape. */
  countGames?: () => Promise<Record<GameStatus, number>>;
}

export class ServerMetrics {
  readonly registry = new Registry();
  readonly actionsApplied: Counter;
  readonly actionLatency: Histogram;
  readonly botDecision: Histogram<"engine">;
  readonly notifications: Counter<"kind" | "result">;
  readonly historyRebuilds: Counter;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    this.actionsApplied = new Counter({ name: "kingsroad_actions_applied_total", help: "Actions stored and applied (people's and bots').", registers });
    this.actionLatency = new Histogram({
      name: "kingsroad_action_latency_seconds",
      help: "From a player's action message to its ack, sent once the action is stored.",
      // An ack within 100 ms is the goal (BENCHMARKS.md); the buckets resolve around it.
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    new Gauge({
      name: "kingsroad_open_sockets",
      help: "WebSockets open now.",
      registers,
      collect() {
        this.set(sources.openSockets());
      },
    });
    new Gauge({
      name: "kingsroad_games_loaded",
      help: "Games held in this process's memory now.",
      registers,
      collect() {
        this.set(sources.gamesLoaded());
      },
    });
    if (sources.countGames) {
      const count = sources.countGames;
      new Gauge({
        name: "kingsroad_games",
        help: "Games in the store by status (the whole deployment's with a shared database).",
        labelNames: ["status"] as const,
        registers,
        async collect() {
          // A store that cannot count (a database gone) must not fail the whole scrape: the
          // gauge is left out of it, and /api/health says what is wrong.
          this.reset();
          const counts = await count().catch(() => null);
          for (const [status, n] of Object.entries(counts ?? {})) this.set({ status }, n);
        },
      });
    }
    this.botDecision = new Histogram({
      name: "kingsroad_bot_decision_seconds",
      help: "How long a bot took to choose an action.",
      labelNames: ["engine"] as const,
      // The random bot answers in microseconds; a heuristic in milliseconds to seconds.
      buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.notifications = new Counter({
      name: "kingsroad_notifications_total",
      help: "Notices to players (turn, game over) by kind (webhook, email, push) and result (delivered, failed).",
      labelNames: ["kind", "result"] as const,
      registers,
    });
    this.historyRebuilds = new Counter({
      name: "kingsroad_history_rebuilds_total",
      help: "Earlier positions replayed for history requests (pages not in the cache).",
      registers,
    });
    collectDefaultMetrics({ register: this.registry });
  }

  /** What the hub tells, counted here. */
  get observers(): HubObservers {
    return {
      botDecided: (engine, seconds) => this.botDecision.observe({ engine }, seconds),
      notified: (kind, result) => this.notifications.inc({ kind, result }),
      historyRebuilt: () => this.historyRebuilds.inc(),
    };
  }

  /** GET /metrics (not logged per request: a scraper asks every few seconds). */
  route(app: FastifyInstance): void {
    const schema = { summary: "Prometheus metrics", description: "Counts only, no game ids or names (README \"Operating it\").", tags: ["operations"], answers: { 200: "Prometheus' text format" } };
    app.get("/metrics", { logLevel: "warn", schema }, async (_request, reply) =>
      reply.type(this.registry.contentType).send(await this.registry.metrics()),
    );
  }
}
