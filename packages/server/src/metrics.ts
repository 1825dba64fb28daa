/**
 * `/metrics` in Prometheus' text format (prom-client), one registry per server so two servers in
 * one process (the tests) count apart:
 *
 * - `kingsroad_actions_applied_total`: actions stored and applied, by people and bots;
 * - `kingsroad_action_latency_seconds`: from a player's action message to its ack (stored);
 * - `kingsroad_open_sockets`: WebSockets open now;
 * - `kingsroad_games_loaded`: games this process holds in memory (plays, times, serves);
 * - prom-client's process and Node.js figures (CPU, memory, event loop lag, ...).
 *
 * It says nothing of any game's content: counts only, no ids, so it may be scraped by anyone the
 * operator lets reach it.
 */
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export class ServerMetrics {
  readonly registry = new Registry();
  readonly actionsApplied: Counter;
  readonly actionLatency: Histogram;

  constructor(sources: { openSockets: () => number; gamesLoaded: () => number }) {
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
    collectDefaultMetrics({ register: this.registry });
  }

  /** GET /metrics (not logged per request: a scraper asks every few seconds). */
  route(app: FastifyInstance): void {
    app.get("/metrics", { logLevel: "warn" }, async (_request, reply) =>
      reply.type(this.registry.contentType).send(await this.registry.metrics()),
    );
  }
}
