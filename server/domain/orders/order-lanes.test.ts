import { describe, expect, it } from "vitest";
import { inOrderLane } from "./order-lanes.ts";

/** A piece of work that records how many of its kind ran at once, and finishes when told. */
function tracker() {
  let running = 0;
  let most = 0;
  const finishers: (() => void)[] = [];
  const work = () =>
    new Promise<void>((resolve) => {
      running++;
      most = Math.max(most, running);
      finishers.push(() => {
        running--;
        resolve();
      });
    });
  return { work, most: () => most, finishNext: () => finishers.shift()?.(), started: () => finishers.length };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("order lanes", () => {
  it("runs at most two order transactions of one event at once, the rest in order of arrival", async () => {
    const event = tracker();
    const done = Array.from({ length: 5 }, () => inOrderLane("event-a", event.work));
    await tick();
    expect(event.started()).toBe(2);
    for (let i = 0; i < 5; i++) {
      event.finishNext();
      await tick();
    }
    await Promise.all(done);
    expect(event.most()).toBe(2);
  });

  it("keeps the lanes of different events apart", async () => {
    const first = tracker();
    const second = tracker();
    const done = [
      inOrderLane("event-b", first.work),
      inOrderLane("event-b", first.work),
      inOrderLane("event-c", second.work),
    ];
    await tick();
    expect(first.started() + second.started()).toBe(3);
    for (let i = 0; i < 2; i++) first.finishNext();
    second.finishNext();
    await Promise.all(done);
  });

  it("frees the lane when the work fails, and passes the failure on", async () => {
    await expect(inOrderLane("event-d", () => Promise.reject(new Error("SOLD_OUT")))).rejects.toThrow("SOLD_OUT");
    await expect(inOrderLane("event-d", () => Promise.reject(new Error("SOLD_OUT")))).rejects.toThrow("SOLD_OUT");
    await expect(inOrderLane("event-d", () => Promise.resolve("besteld"))).resolves.toBe("besteld");
  });
});
