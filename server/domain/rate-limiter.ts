/**
 * A small in-memory sliding-window limiter (DESIGN §5: validation of registration codes is rate-limited, so
 * 60-bit codes cannot be guessed by brute force). Each key (a client's IP) may spend `limit` points within any
 * `windowMs`; callers decide the cost, e.g. a failed code lookup costs double. In-memory is enough for one app
 * process; with several processes each allows the limit, which still makes guessing hopeless.
 */
export type RateLimiterOptions = {
  limit: number;
  windowMs: number;
  /** Injected in tests; default Date.now. */
  clock?: () => number;
  /** Above this many tracked keys, stale ones are swept, so memory stays bounded under many clients. */
  maxKeys?: number;
};

type Spend = { at: number; cost: number };

export class SlidingWindowLimiter {
  readonly limit: number;
  readonly windowMs: number;
  readonly #clock: () => number;
  readonly #maxKeys: number;
  readonly #spends = new Map<string, Spend[]>();

  constructor({ limit, windowMs, clock = Date.now, maxKeys = 10_000 }: RateLimiterOptions) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.#clock = clock;
    this.#maxKeys = maxKeys;
  }

  /** Spends `cost` points when they fit in the window; false (and nothing spent) when they do not. */
  attempt(key: string, cost = 1): boolean {
    const now = this.#clock();
    const spends = this.#recent(key, now);
    if (used(spends) + cost > this.limit) return false;
    this.#record(key, spends, { at: now, cost });
    return true;
  }

  /** Spends extra points even beyond the limit: the penalty for a failed attempt. */
  penalize(key: string, cost = 1): void {
    const now = this.#clock();
    this.#record(key, this.#recent(key, now), { at: now, cost });
  }

  /** Points spent within the current window. */
  used(key: string): number {
    return used(this.#recent(key, this.#clock()));
  }

  #recent(key: string, now: number): Spend[] {
    const spends = this.#spends.get(key) ?? [];
    return spends.filter((spend) => now - spend.at < this.windowMs);
  }

  #record(key: string, recent: Spend[], spend: Spend): void {
    if (!this.#spends.has(key) && this.#spends.size >= this.#maxKeys) this.#sweep(spend.at);
    this.#spends.set(key, [...recent, spend]);
  }

  #sweep(now: number): void {
    for (const [key, spends] of this.#spends) {
      if (spends.every((spend) => now - spend.at >= this.windowMs)) this.#spends.delete(key);
    }
  }
}

function used(spends: readonly Spend[]): number {
  return spends.reduce((sum, spend) => sum + spend.cost, 0);
}
