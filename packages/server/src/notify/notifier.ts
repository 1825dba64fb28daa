/**
 * "Your turn, wherever you are" (issue 17): watches each game after every change and tells the
 * seats a person plays, through the webhook and e-mail address each seat chose, when the game
 * starts waiting for them and when it ends. A seat with a socket open on the game is not told of
 * its turn (its page is; the browser's own notification and sound are the page's); the end of a
 * game is told to every seat that asked. Nothing here can hold a game up or fail it.
 *
 * How the last webhook delivery of each seat went is kept (in memory, for the URL it went to), so
 * its player sees whether the notices arrive (issue 39 item 1), and a player may send a test.
 *
 * Web Push (issue 39 item 2, push.ts) goes to the browsers subscribed for the seat, for both
 * events, only while no page of the seat is open: an open page tells its player itself.
 */
import type { Result, RuleError, Seat } from "@kingsroad/core";
import type { LiveGame } from "../live-game.ts";
import type { NotifySettings } from "../protocol.ts";
import { tokenMatches } from "../tokens.ts";
import type { Mailer } from "./mail.ts";
import type { PushSender } from "./push.ts";
import type { WebhookDelivery, WebhookSender } from "./webhook.ts";

const refused = (code: string, message: string): { ok: false; error: RuleError } => ({ ok: false, error: { code, message } });

/** Deliveries remembered at most (the oldest forgotten first): one per seat with a webhook. */
const MAX_DELIVERIES = 10_000;

export interface NotifierOptions {
  /** The least time between two tests of one seat's webhook (default 10 s). */
  testIntervalMs?: number;
}

export class Notifier {
  /** Per game, the seats it waited for when last seen. */
  private readonly asked = new Map<string, Set<Seat>>();
  private readonly over = new Set<string>();
  /** Per game and seat, the last delivery to its webhook and the URL it went to. */
  private readonly deliveries = new Map<string, { url: string; delivery: WebhookDelivery }>();
  /** Per game and seat, when its player last sent a test. */
  private readonly tested = new Map<string, number>();
  private readonly testIntervalMs: number;

  constructor(
    private readonly webhooks: WebhookSender,
    private readonly mailer: Mailer | null,
    options: NotifierOptions = {},
    private readonly push: PushSender | null = null,
  ) {
    this.testIntervalMs = options.testIntervalMs ?? 10_000;
  }

  get emailAvailable(): boolean {
    return this.mailer !== null;
  }

  /** After any change of `game`: tells the seats newly asked to act, or everyone at the end. */
  observe(game: LiveGame): void {
    if (game.outcome) {
      if (this.over.has(game.id)) return;
      this.over.add(game.id);
      this.asked.delete(game.id);
      const open = new Map(game.publicSeats().map((s) => [s.seat, s.connected > 0]));
      for (const s of game.seats) if (s.kind === "human") this.tell(game, s.seat, "game-over", `${game.title} is over.`, !(open.get(s.seat) ?? false));
      return;
    }
    const before = this.asked.get(game.id);
    const now = new Set(game.waitingFor());
    this.asked.set(game.id, now);
    // First sight (a new or reloaded game): nobody was told before, so no one is "newly" asked.
    if (!before) return;
    const connected = new Map(game.publicSeats().map((s) => [s.seat, s.connected]));
    for (const seat of now) {
      if (before.has(seat) || (connected.get(seat) ?? 0) > 0) continue;
      const record = game.seats.find((s) => s.seat === seat);
      if (record?.kind !== "human" || record.standIn) continue;
      this.tell(game, seat, "your-turn", `Your turn in ${game.title}.`, true);
    }
  }

  /** Forgets an unloaded game (it is seen afresh when it loads again); its deliveries stay known. */
  forget(gameId: string): void {
    this.asked.delete(gameId);
  }

  /** Forgets a removed game altogether. */
  remove(gameId: string): void {
    this.forget(gameId);
    for (const map of [this.deliveries, this.tested]) for (const key of map.keys()) if (key.startsWith(`${gameId}\u0000`)) map.delete(key);
  }

  /** How the last delivery to `url`, the seat's webhook, went; undefined when none was made since the server started. */
  lastDelivery(gameId: string, seat: Seat, url: string | undefined): WebhookDelivery | undefined {
    const last = this.deliveries.get(`${gameId}\u0000${seat}`);
    return last && last.url === url ? last.delivery : undefined;
  }

  /** A seat's own notice settings, with how the last delivery to its webhook went: for that seat only. */
  settings(game: LiveGame, seat: Seat): NotifySettings {
    const notify = game.seats.find((s) => s.seat === seat)?.notify ?? {};
    const delivery = this.lastDelivery(game.id, seat, notify.webhook);
    return { ...notify, emailAvailable: this.emailAvailable, ...(delivery && { delivery }) };
  }

  /**
   * Sends a test notice to the seat's webhook at once (one attempt, no retries; its player proves
   * the seat with its token) and answers how it went, which becomes its last delivery. One test
   * per seat every `testIntervalMs` (`too_soon` otherwise): the server does not become a way to
   * flood someone else's receiver.
   */
  async test(game: LiveGame, seat: Seat, token: string): Promise<Result<WebhookDelivery, RuleError>> {
    const target = game.seats.find((s) => s.seat === seat);
    if (!target) return refused("unknown_seat", `This game has no seat ${seat}.`);
    if (target.tokenHash === undefined || !tokenMatches(token, target.tokenHash)) return refused("bad_token", "This token is not that seat's.");
    const url = target.notify?.webhook;
    if (!url) return refused("no_webhook", "This seat has no webhook to test; save one first.");
    const key = `${game.id}\u0000${seat}`;
    const now = Date.now();
    if (now - (this.tested.get(key) ?? Number.NEGATIVE_INFINITY) < this.testIntervalMs) {
      return refused("too_soon", "A test was sent a moment ago; wait a few seconds before the next.");
    }
    this.tested.delete(key);
    this.tested.set(key, now);
    if (this.tested.size > MAX_DELIVERIES) this.tested.delete(this.tested.keys().next().value as string);
    const payload = { event: "test" as const, gameId: game.id, title: game.title, seat, text: `A test notice from ${game.title}: notices of your turn will come here.`, at: now };
    return { ok: true, value: this.record(key, url, await this.webhooks.send(url, payload, true)) };
  }

  private record(key: string, url: string, delivery: WebhookDelivery): WebhookDelivery {
    // Re-inserted, so the map's first key is the oldest delivery.
    this.deliveries.delete(key);
    this.deliveries.set(key, { url, delivery });
    if (this.deliveries.size > MAX_DELIVERIES) this.deliveries.delete(this.deliveries.keys().next().value as string);
    return delivery;
  }

  /** `closed`: no page of the seat is open, so its subscribed browsers are pushed the notice too. */
  private tell(game: LiveGame, seat: Seat, event: "your-turn" | "game-over", text: string, closed: boolean): void {
    if (closed) this.push?.send(game.id, seat, { event, title: game.title, text, gameId: game.id, seat });
    const notify = game.seats.find((s) => s.seat === seat)?.notify;
    if (!notify) return;
    const url = notify.webhook;
    if (url) {
      const key = `${game.id}\u0000${seat}`;
      void this.webhooks.send(url, { event, gameId: game.id, title: game.title, seat, text, at: Date.now() }).then((d) => this.record(key, url, d));
    }
    if (notify.email && this.mailer) this.mailer.send(notify.email, text, `${text}\n\nOpen your seat link to play.\n`);
  }

  async stop(): Promise<void> {
    await Promise.allSettled([this.webhooks.stop(), this.mailer?.stop(), this.push?.stop()]);
  }
}
