/**
 * Webhooks: a JSON POST to a URL a seat chose, for chat bots (Discord, Slack, Matrix...) that tell
 * a player it is their turn. Sending never blocks a game: each delivery runs on its own, with a
 * short timeout and a few retries with growing waits; its result (delivered, refused by the
 * receiver, unreachable) is handed back so the player can see it (notifier.ts).
 *
 * What is sent is only what the seat's player may know and no more than "your turn in <game>":
 * the event, the game's id and title, the seat, a sentence. Never a view, a token or a link
 * with a token. One body suits the common receivers (issue 39 item 1): Discord posts `content`
 * (it refuses a body without content or embeds, 400 code 50006, and ignores fields it does not
 * know), Slack posts `text`, and a plain JSON receiver reads the named fields.
 *
 * Where it may go is addresses.ts: checked when the webhook is saved and again on each
 * connection, on the very addresses connected to.
 */
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import type { WebhookDelivery } from "../protocol.ts";
import { AddressRefused, addressAllowed, checkedAddresses, guardedLookup, hostOf, systemResolver, type Resolver } from "./addresses.ts";

export type { WebhookDelivery };

export interface WebhookOptions {
  /** Per attempt (default 5 s). */
  timeoutMs: number;
  /** Waits before the retries (default 1 s, 5 s, 25 s): three retries, four attempts in all. */
  retryDelaysMs: readonly number[];
  /**
   * Let webhooks reach loopback, private and link-local addresses (default false): on a public
   * server they would let anyone who creates a game make the server post to its own network.
   */
  allowPrivate: boolean;
  /** How host names are resolved, for the check and the connection (default the system's). */
  resolve?: Resolver;
  log?: (message: string, error?: unknown) => void;
}

export const DEFAULT_WEBHOOK_OPTIONS: WebhookOptions = { timeoutMs: 5000, retryDelaysMs: [1000, 5000, 25_000], allowPrivate: false };

/** What a notice says. */
export interface WebhookPayload {
  /** `test`: the player asked for one (the "send a test" button). */
  event: WebhookDelivery["event"];
  gameId: string;
  title: string;
  seat: string;
  text: string;
  at: number;
}

/** The JSON a webhook receives: the notice's fields, and the same sentence where Discord reads it. */
export interface WebhookBody extends WebhookPayload {
  /** Discord's message text (Slack's is `text`). */
  content: string;
  /** Discord: no one is pinged, whatever a game's title says (`@everyone`...). */
  allowed_mentions: { parse: [] };
}

export const webhookBody = (payload: WebhookPayload): WebhookBody => ({ ...payload, content: payload.text, allowed_mentions: { parse: [] } });

/** Why a URL cannot be a webhook, or null when it can: its host name resolved and every address checked. */
export async function webhookProblem(raw: string, allowPrivate: boolean, resolve: Resolver = systemResolver): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "it is not a URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "only http and https URLs can be webhooks";
  try {
    await checkedAddresses(hostOf(url), allowPrivate, resolve);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

/** What a receiver answered, its body cut short. */
interface Answer {
  status: number;
  body: string;
}

const BODY_BYTES = 1024;
/** A single attempt (a test) waits at most this long. */
const ONCE_TIMEOUT_MS = 4000;

/** A receiver's words, safe and short enough for one line on a page. */
function shortBody(body: string): string {
  // The characters plainText refuses from players (protocol/basics.ts): a receiver's words may not hide or reorder the page's.
  const line = body.replace(/[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]+/gu, " ").replace(/\s+/g, " ").trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

export class WebhookSender {
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Waits before a retry: cut short (resolved) on stop. */
  private readonly waits = new Map<NodeJS.Timeout, () => void>();
  private stopped = false;
  private readonly resolve: Resolver;

  constructor(private readonly options: WebhookOptions = DEFAULT_WEBHOOK_OPTIONS) {
    this.resolve = options.resolve ?? systemResolver;
  }

  /**
   * Starts one delivery and returns at once; the promise tells how it ended, and never rejects.
   * `once`: one attempt, no retries, and no longer than `ONCE_TIMEOUT_MS` (a player's test, answered
   * within the 5 s a call to another process waits). Nothing is sent once the sender is stopped.
   */
  send(url: string, payload: WebhookPayload, once = false): Promise<WebhookDelivery> {
    const at = Date.now();
    if (this.stopped) return Promise.resolve({ at, event: payload.event, outcome: "unreachable", result: "unreachable: the server is stopping" });
    const timeoutMs = once ? Math.min(this.options.timeoutMs, ONCE_TIMEOUT_MS) : this.options.timeoutMs;
    const run = this.deliver(url, JSON.stringify(webhookBody(payload)), !once, timeoutMs).then((r) => ({ at: Date.now(), event: payload.event, ...r }));
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
    return run;
  }

  private async deliver(url: string, body: string, retry: boolean, timeoutMs: number): Promise<Pick<WebhookDelivery, "outcome" | "result">> {
    for (let attempt = 0; ; attempt++) {
      let last: Pick<WebhookDelivery, "outcome" | "result">;
      try {
        const answer = await this.post(new URL(url), body, timeoutMs);
        if (answer.status >= 200 && answer.status < 300) return { outcome: "delivered", result: "delivered" };
        last = { outcome: "rejected", result: `rejected by the receiver: ${answer.status}${answer.body ? ` ${shortBody(answer.body)}` : ""}` };
        // A receiver that refuses the request itself will refuse it again; only its failures are retried.
        if (answer.status >= 400 && answer.status < 500 && answer.status !== 408 && answer.status !== 429) {
          this.options.log?.(`webhook refused the notice: answered ${answer.status}`);
          return last;
        }
      } catch (e) {
        last = { outcome: "unreachable", result: `unreachable: ${(e as Error).message}` };
        // An address refused now is refused on a retry too.
        if (e instanceof AddressRefused) return last;
      }
      const wait = retry ? this.options.retryDelaysMs[attempt] : undefined;
      if (wait === undefined || this.stopped) {
        this.options.log?.(`webhook gave up after ${attempt + 1} attempts: ${last.result}`);
        return last;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => (this.waits.delete(timer), resolve()), wait);
        this.waits.set(timer, resolve);
      });
      if (this.stopped) return last;
    }
  }

  /**
   * One POST through node:http(s), never following a redirect, connecting only to addresses that
   * pass the check (guardedLookup; an IP literal is checked here, as it needs no lookup).
   */
  private async post(url: URL, body: string, timeoutMs: number): Promise<Answer> {
    const { allowPrivate } = this.options;
    const host = hostOf(url);
    if (isIP(host) !== 0 && !addressAllowed(host, allowPrivate)) throw new AddressRefused();
    const request = url.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise<Answer>((resolve, reject) => {
      const req = request(url, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "Kingsroad", "content-length": Buffer.byteLength(body) },
        lookup: guardedLookup(allowPrivate, this.resolve),
        // A connection of its own each time: a pooled one would skip the lookup and its check.
        agent: false,
      });
      const timer = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
      const done = (settle: () => void): void => {
        clearTimeout(timer);
        settle();
      };
      req.on("error", (e) => done(() => reject(e)));
      req.on("response", (res: IncomingMessage) => {
        let text = "";
        res.setEncoding("utf8");
        const finish = (): void => done(() => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on("data", (chunk: string) => {
          text += chunk;
          // Enough to say why: the rest is not read.
          if (text.length >= BODY_BYTES) {
            text = text.slice(0, BODY_BYTES);
            finish();
            res.destroy();
          }
        });
        res.on("end", finish);
        res.on("error", finish);
      });
      req.end(body);
    });
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
