/**
 * The seats' Web Push subscriptions as the HTTP routes keep and forget them (issue 39 item 2): a
 * seat's token proves the seat, read from the shared store so any process of a cluster answers,
 * and an endpoint must be one the server may post to (push.ts `endpointProblem`, as webhooks).
 */
import type { Result, RuleError, Seat } from "@kingsroad/core";
import type { GameStore, SeatRecord } from "../store/types.ts";
import { tokenMatches } from "../tokens.ts";
import type { PushSender } from "./push.ts";

/** A browser's push subscription as it sends it (PushSubscription.toJSON()). */
export interface PushSubscriptionIn {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const fail = (code: string, message: string): { ok: false; error: RuleError } => ({ ok: false, error: { code, message } });

export class PushSubscriptions {
  constructor(
    private readonly store: GameStore,
    private readonly push: PushSender,
    private readonly now: () => number,
  ) {}

  /** Keeps a browser's push subscription for the seat (its token proves the seat); its endpoint must be one the server may reach. */
  async subscribe(gameId: string, seat: Seat, token: string, subscription: PushSubscriptionIn): Promise<Result<null, RuleError>> {
    if (!this.push.available) return fail("no_push", "This server's store keeps no push subscriptions.");
    const found = await this.seatByToken(gameId, seat, token);
    if (!found.ok) return found;
    const problem = await this.push.endpointProblem(subscription.endpoint);
    if (problem) return fail("bad_endpoint", `That push endpoint cannot be used: ${problem}.`);
    await this.store.addPushSubscription!({ gameId, seat, endpoint: subscription.endpoint, keys: subscription.keys, createdAt: this.now() });
    return { ok: true, value: null };
  }

  /** Forgets a browser's push subscription for the seat (the page's option turned off). */
  async unsubscribe(gameId: string, seat: Seat, token: string, endpoint: string): Promise<Result<null, RuleError>> {
    if (!this.push.available) return fail("no_push", "This server's store keeps no push subscriptions.");
    const found = await this.seatByToken(gameId, seat, token);
    if (!found.ok) return found;
    await this.store.removePushSubscription!(endpoint, { gameId, seat });
    return { ok: true, value: null };
  }

  /** The seat's record when `token` is its token, read from the store (any process may answer: the store is shared). */
  private async seatByToken(gameId: string, seat: Seat, token: string): Promise<Result<SeatRecord, RuleError>> {
    const [item] = await this.store.listGames({ ids: [gameId] });
    if (!item || item.record.damaged) return fail("unknown_game", `No game ${gameId}.`);
    const target = item.record.seats.find((s) => s.seat === seat);
    if (!target) return fail("unknown_seat", `This game has no seat ${seat}.`);
    if (target.tokenHash === undefined || !tokenMatches(token, target.tokenHash)) return fail("bad_token", "This token is not that seat's.");
    return { ok: true, value: target };
  }
}
