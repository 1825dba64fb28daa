/**
 * What the hub tells whoever watches it (metrics.ts counts it for /metrics): events only, with
 * no game's content, so nothing a seat may not know ever leaves through them.
 */
export type NoticeKind = "webhook" | "email" | "push";

export interface HubObservers {
  /** A bot chose an action (its `decide` call, whatever it chose), in `seconds`. */
  botDecided?(engine: string, seconds: number): void;
  /** A notice reached its receiver, or was given up (refused, or every try failed). */
  notified?(kind: NoticeKind, result: "delivered" | "failed"): void;
  /** Earlier positions were replayed for a `history` request (not found in the cache). */
  historyRebuilt?(): void;
}
