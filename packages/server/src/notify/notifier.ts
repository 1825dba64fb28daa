/**
 * "Your turn, wherever you are" (issue 17): watches each game after every change and tells the
 * seats a person plays, through the webhook and e-mail address each seat chose, when the game
 * starts waiting for them and when it ends. A seat with a socket open on the game is not told of
 * its turn (its page is; the browser's own notification and sound are the page's); the end of a
 * game is told to every seat that asked. Nothing here can hold a game up or fail it.
 */
import type { Seat } from "@kingsroad/core";
import type { LiveGame } from "../live-game.ts";
import type { Mailer } from "./mail.ts";
import type { WebhookPayload, WebhookSender } from "./webhook.ts";

export class Notifier {
  /** Per game, the seats it waited for when last seen. */
  private readonly asked = new Map<string, Set<Seat>>();
  private readonly over = new Set<string>();

  constructor(
    private readonly webhooks: WebhookSender,
    private readonly mailer: Mailer | null,
  ) {}

  get emailAvailable(): boolean {
    return this.mailer !== null;
  }

  /** After any change of `game`: tells the seats newly asked to act, or everyone at the end. */
  observe(game: LiveGame): void {
    if (game.outcome) {
      if (this.over.has(game.id)) return;
      this.over.add(game.id);
      this.asked.delete(game.id);
      for (const s of game.seats) if (s.kind === "human") this.tell(game, s.seat, "game-over", `${game.title} is over.`);
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
      this.tell(game, seat, "your-turn", `Your turn in ${game.title}.`);
    }
  }

  /** Forgets an unloaded game (it is seen afresh when it loads again). */
  forget(gameId: string): void {
    this.asked.delete(gameId);
  }

  private tell(game: LiveGame, seat: Seat, event: WebhookPayload["event"], text: string): void {
    const notify = game.seats.find((s) => s.seat === seat)?.notify;
    if (!notify) return;
    if (notify.webhook) this.webhooks.send(notify.webhook, { event, gameId: game.id, title: game.title, seat, text, at: Date.now() });
    if (notify.email && this.mailer) this.mailer.send(notify.email, text, `${text}\n\nOpen your seat link to play.\n`);
  }

  async stop(): Promise<void> {
    await Promise.allSettled([this.webhooks.stop(), this.mailer?.stop()]);
  }
}
