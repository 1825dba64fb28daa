/**
 * A token bucket: `capacity` messages at once, refilled at `refillPerSecond`. Cheap enough to keep
 * one per connection, and per purpose (all messages, chat) on the same connection.
 *
 * ```ts
 * const bucket = new TokenBucket({ capacity: 20, refillPerSecond: 10 });
 * if (!bucket.take()) reply({ type: "error", code: "rate_limited", ... });
 * ```
 */
export interface BucketOptions {
  capacity: number;
  refillPerSecond: number;
}

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly options: BucketOptions,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = options.capacity;
    this.last = this.now();
  }

  /** Takes one token if there is one. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.options.capacity, this.tokens + ((t - this.last) / 1000) * this.options.refillPerSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
