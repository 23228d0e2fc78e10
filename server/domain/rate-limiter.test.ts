import { describe, expect, it } from "vitest";
import { SlidingWindowLimiter } from "./rate-limiter.ts";
import { createCodeAttemptLimiter, RATE_LIMITED_MESSAGE, withCodeAttemptLimit } from "./workshops/code-attempts.ts";
import { DomainError } from "./errors.ts";

function clockAt(start: number) {
  const clock = { now: start, tick: (ms: number) => (clock.now += ms) };
  return clock;
}

describe("SlidingWindowLimiter", () => {
  it("allows up to the limit within the window, then refuses without spending", () => {
    const clock = clockAt(0);
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000, clock: () => clock.now });
    expect([1, 2, 3].map(() => limiter.attempt("1.2.3.4"))).toEqual([true, true, true]);
    expect(limiter.attempt("1.2.3.4")).toBe(false);
    expect(limiter.used("1.2.3.4")).toBe(3);
    expect(limiter.attempt("5.6.7.8")).toBe(true);
  });

  it("slides: points spent longer than the window ago no longer count", () => {
    const clock = clockAt(1_000);
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 60_000, clock: () => clock.now });
    limiter.attempt("ip");
    clock.tick(30_000);
    limiter.attempt("ip");
    expect(limiter.attempt("ip")).toBe(false);
    clock.tick(30_000); // the first attempt is now exactly a window old
    expect(limiter.attempt("ip")).toBe(true);
    expect(limiter.attempt("ip")).toBe(false);
  });

  it("counts penalties even beyond the limit", () => {
    const clock = clockAt(0);
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 1_000, clock: () => clock.now });
    limiter.attempt("ip");
    limiter.penalize("ip", 2);
    expect(limiter.used("ip")).toBe(3);
    clock.tick(1_000);
    expect(limiter.used("ip")).toBe(0);
  });

  it("sweeps stale keys when it tracks too many", () => {
    const clock = clockAt(0);
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 10, clock: () => clock.now, maxKeys: 2 });
    limiter.attempt("a");
    limiter.attempt("b");
    clock.tick(10);
    expect(limiter.attempt("c")).toBe(true);
    expect(limiter.used("a")).toBe(0);
  });
});

describe("withCodeAttemptLimit", () => {
  it("lets 15 invalid codes a minute through, then answers RATE_LIMITED until the minute has passed", async () => {
    const clock = clockAt(0);
    const limiter = createCodeAttemptLimiter(() => clock.now);
    const invalid = () =>
      withCodeAttemptLimit(
        limiter,
        "ip",
        async () => false,
        (valid) => !valid,
      );
    for (let i = 0; i < 15; i++) await invalid();
    await expect(invalid()).rejects.toEqual(new DomainError("RATE_LIMITED", RATE_LIMITED_MESSAGE));
    clock.tick(60_000);
    await expect(invalid()).resolves.toBe(false);
  });

  it("counts a NOT_FOUND double and never limits calls without a client", async () => {
    const limiter = createCodeAttemptLimiter(() => 0);
    const notFound = () => Promise.reject(new DomainError("NOT_FOUND", "onbekend"));
    await expect(withCodeAttemptLimit(limiter, "ip", notFound)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(limiter.used("ip")).toBe(2);
    for (let i = 0; i < 100; i++) await withCodeAttemptLimit(limiter, null, async () => true);
  });
});
