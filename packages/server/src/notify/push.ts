/**
 * Web Push (issue 39 item 2): "your turn" and "game over" reach a seat's player with the tab
 * closed, through the push service of each browser that subscribed for the seat. The server signs
 * every request with its VAPID key pair (made on first start and kept in the store, so every
 * process of a cluster signs with the same keys the browsers subscribed with) and encrypts the
 * message for the browser (aes128gcm, RFC 8291): the push service reads neither the game nor the seat.
 * A subscription its push service answers 404 or 410 for is gone for good and is deleted.
 */
import { Agent } from "node:https";
import type { Seat } from "@kingsroad/core";
import webpush from "web-push";
import type { GameStore, PushSubscriptionRecord } from "../store/types.ts";
import { addressAllowed, checkedAddresses, guardedLookup, hostOf, systemResolver, type Resolver } from "./addresses.ts";

/** The store's name of the key pair (JSON { publicKey, privateKey }, base64url). */
const VAPID_KEY = "vapid";

export interface PushOptions {
  /** Who runs this server, for push services to reach (PUSH_SUBJECT): a mailto: or https: URL. */
  subject: string;
  /** Whether endpoints on local and private addresses may be sent to (as webhooks: WEBHOOK_PRIVATE_ADDRESSES). */
  allowPrivate: boolean;
  resolve?: Resolver;
  /** The HTTPS agent of the requests (tests: one trusting a local stand-in's certificate); default one whose lookup checks each address. */
  agent?: Agent;
  timeoutMs?: number;
  log?: (message: string, error?: unknown) => void;
  /** Each push as it settles (metrics). */
  settled?: (result: "delivered" | "failed") => void;
}

/** What a push carries (the service worker shows it: packages/web/public/sw.js). */
export interface PushMessage {
  event: "your-turn" | "game-over";
  title: string;
  text: string;
  gameId: string;
  seat: Seat;
}

export const DEFAULT_PUSH_SUBJECT = "mailto:kingsroad@localhost";

export class PushSender {
  private keys: Promise<{ publicKey: string; privateKey: string }> | null = null;
  private readonly agent: Agent;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly store: GameStore,
    private readonly options: PushOptions,
  ) {
    this.agent = options.agent ?? new Agent({ lookup: guardedLookup(options.allowPrivate, options.resolve ?? systemResolver) });
  }

  /** Whether this store keeps subscriptions (all three of ours do). */
  get available(): boolean {
    return this.store.serverKey !== undefined && this.store.pushSubscriptions !== undefined;
  }

  /** The VAPID key pair: the stored one, or a new one stored first (the first process to store wins). */
  private vapid(): Promise<{ publicKey: string; privateKey: string }> {
    this.keys ??= (async () => {
      const fresh = JSON.stringify(webpush.generateVAPIDKeys());
      const stored = await this.store.serverKey!(VAPID_KEY, fresh);
      return JSON.parse(stored) as { publicKey: string; privateKey: string };
    })();
    this.keys.catch(() => (this.keys = null));
    return this.keys;
  }

  /** The public key browsers subscribe with (applicationServerKey), base64url. */
  async publicKey(): Promise<string> {
    return (await this.vapid()).publicKey;
  }

  /** Why `endpoint` cannot be pushed to, or null: https only, and an address the server may reach. */
  async endpointProblem(endpoint: string): Promise<string | null> {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return "it is not a URL";
    }
    if (url.protocol !== "https:") return "a push endpoint is an https URL";
    try {
      await checkedAddresses(hostOf(url), this.options.allowPrivate, this.options.resolve ?? systemResolver);
      return null;
    } catch (e) {
      return (e as Error).message.replace("webhooks", "push messages");
    }
  }

  /** Sends `message` to every browser subscribed for the seat, in the background. */
  send(gameId: string, seat: Seat, message: PushMessage): void {
    if (!this.available) return;
    const done = this.sendNow(gameId, seat, message).catch((e: unknown) => this.options.log?.("could not send push notifications", e));
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
  }

  /** Sends and waits (tests, and `send`). */
  async sendNow(gameId: string, seat: Seat, message: PushMessage): Promise<void> {
    const subscriptions = await this.store.pushSubscriptions!(gameId, seat);
    if (subscriptions.length === 0) return;
    const keys = await this.vapid();
    await Promise.all(subscriptions.map((s) => this.push(s, message, keys)));
  }

  private async push(s: PushSubscriptionRecord, message: PushMessage, keys: { publicKey: string; privateKey: string }): Promise<void> {
    // An IP literal needs no lookup, so the guarded lookup never sees it: checked here.
    const host = hostOf(new URL(s.endpoint));
    if (/^[\d.]+$|:/.test(host) && !addressAllowed(host, this.options.allowPrivate)) return;
    try {
      await webpush.sendNotification({ endpoint: s.endpoint, keys: s.keys }, JSON.stringify(message), {
        vapidDetails: { subject: this.options.subject, ...keys },
        contentEncoding: "aes128gcm",
        // A turn notice an hour late is still worth having; a day late it is not.
        TTL: 24 * 3600,
        urgency: "high",
        timeout: this.options.timeoutMs ?? 5000,
        agent: this.agent,
      });
      this.options.settled?.("delivered");
    } catch (e) {
      this.options.settled?.("failed");
      const status = (e as { statusCode?: number }).statusCode;
      // 404/410: the browser unsubscribed or the subscription expired; it will never work again.
      if (status === 404 || status === 410) await this.store.removePushSubscription!(s.endpoint);
      else this.options.log?.(`push to ${new URL(s.endpoint).host} failed`, e);
    }
  }

  async stop(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    this.agent.destroy();
  }
}
