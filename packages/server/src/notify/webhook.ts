/**
 * Webhooks: a JSON POST to a URL a seat chose, for chat bots (Discord, Matrix...) that tell a
 * player it is their turn. Sending never blocks a game: each delivery runs on its own, with a
 * short timeout and a few retries with growing waits, and a failure is only logged.
 *
 * What is sent is only what the seat's player may know and no more than "your turn in <game>":
 * the event, the game's id and title, the seat, a sentence. Never a view, a token or a link
 * with a token.
 */
import { isIP } from "node:net";

export interface WebhookOptions {
  /** Per attempt (default 5 s). */
  timeoutMs: number;
  /** Waits before the retries (default 1 s, 5 s, 25 s): three retries, four attempts in all. */
  retryDelaysMs: readonly number[];
  /**
   * Let webhooks reach loopback, private and link-local addresses written as such (default
   * false): on a public server they would let anyone who creates a game make the server post to
   * its own network. Host names are not resolved for this check.
   */
  allowPrivate: boolean;
  log?: (message: string, error?: unknown) => void;
  /** Each notice's end: delivered (a 2xx), or failed (refused, or given up after its tries). */
  settled?: (result: "delivered" | "failed") => void;
}

export const DEFAULT_WEBHOOK_OPTIONS: WebhookOptions = { timeoutMs: 5000, retryDelaysMs: [1000, 5000, 25_000], allowPrivate: false };

/** What a webhook receives. */
export interface WebhookPayload {
  event: "your-turn" | "game-over";
  gameId: string;
  title: string;
  seat: string;
  text: string;
  at: number;
}

const PRIVATE_V4 = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^0\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./];

/** Why a URL cannot be a webhook, or null when it can. */
export function webhookProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "it is not a URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "only http and https URLs can be webhooks";
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const local = host === "localhost" || host.endsWith(".localhost");
  const v4 = isIP(host) === 4 && PRIVATE_V4.some((r) => r.test(host));
  const v6 = isIP(host) === 6 && (host === "::1" || host === "::" || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith("::ffff:"));
  return local || v4 || v6 ? "this server does not send webhooks to local or private addresses" : null;
}

export class WebhookSender {
  private readonly inFlight = new Set<Promise<void>>();
  /** Waits before a retry: cut short (resolved) on stop. */
  private readonly waits = new Map<NodeJS.Timeout, () => void>();
  private stopped = false;

  constructor(private readonly options: WebhookOptions = DEFAULT_WEBHOOK_OPTIONS) {}

  /** Queues one delivery and returns at once. */
  send(url: string, payload: WebhookPayload): void {
    if (this.stopped) return;
    const run = this.deliver(url, JSON.stringify(payload))
      .then((delivered) => this.options.settled?.(delivered ? "delivered" : "failed"))
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  /** Whether the receiver took it. */
  private async deliver(url: string, body: string): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      let problem: string;
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": "Kingsroad" },
          body,
          redirect: "manual",
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
        await res.body?.cancel();
        if (res.ok) return true;
        problem = `answered ${res.status}`;
        // A receiver that refuses the request itself will refuse it again; only its failures are retried.
        if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
          this.options.log?.(`webhook refused the notice: ${problem}`);
          return false;
        }
      } catch (e) {
        problem = e instanceof Error ? e.message : String(e);
      }
      const wait = this.options.retryDelaysMs[attempt];
      if (wait === undefined || this.stopped) {
        this.options.log?.(`webhook gave up after ${attempt + 1} attempts: ${problem}`);
        return false;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => (this.waits.delete(timer), resolve()), wait);
        this.waits.set(timer, resolve);
      });
      if (this.stopped) return false;
    }
  }

  /** Stops retrying; deliveries under way get their last attempt. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const [timer, resolve] of this.waits) {
      clearTimeout(timer);
      resolve();
    }
    this.waits.clear();
    await Promise.allSettled([...this.inFlight]);
  }
}
