import { describe, expect, it } from "vitest";
import { afterQueueSent, type DoorAnswer } from "./use-door.ts";

describe("afterQueueSent", () => {
  it("replaces 'scan bewaard' and 'sessie verlopen' by what became of the queue", () => {
    expect(afterQueueSent({ kind: "queued", label: "FF-AAAA" }, true)).toEqual({ kind: "queue-sent", problems: true });
    expect(afterQueueSent({ kind: "signed-out" }, false)).toEqual({ kind: "queue-sent", problems: false });
  });

  it("leaves a newer answer, or none, as it is", () => {
    const refused: DoorAnswer = { kind: "refused", message: "Onbekende code." };
    expect(afterQueueSent(refused, true)).toBe(refused);
    expect(afterQueueSent(null, false)).toBeNull();
  });
});
