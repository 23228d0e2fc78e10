import { describe, expect, it } from "vitest";
import { cancelRefusal, coursePhase, hasStarted, isEnrollmentOpen, isOpenForChanges } from "./course-phase.ts";
import {
  CANCEL_AFTER_START_MESSAGE,
  CANCEL_CANCELED_COURSE_MESSAGE,
  CANCEL_COMPLETED_COURSE_MESSAGE,
} from "./enrollment-messages.ts";

const NOW = new Date("2026-11-22T12:00:00Z");
const open = { status: "PUBLISHED" as const, startsAt: new Date("2026-12-07T08:30:00Z"), isFull: false };
const started = { ...open, startsAt: NOW };

describe("the course phase", () => {
  it("is open, full, canceled or completed by status and places", () => {
    expect(coursePhase(open, NOW)).toBe("OPEN");
    expect(coursePhase({ ...open, isFull: true }, NOW)).toBe("FULL");
    expect(coursePhase({ ...open, status: "CANCELED" }, NOW)).toBe("CANCELED");
    expect(coursePhase({ ...open, status: "COMPLETED" }, NOW)).toBe("COMPLETED");
  });

  it("has started at the start moment itself, and then wins over full", () => {
    expect(hasStarted(started, NOW)).toBe(true);
    expect(hasStarted(open, NOW)).toBe(false);
    expect(coursePhase(started, NOW)).toBe("STARTED");
    expect(coursePhase({ ...started, isFull: true }, NOW)).toBe("STARTED");
  });

  it("says canceled even when the canceled course was full or has started", () => {
    expect(coursePhase({ ...started, status: "CANCELED", isFull: true }, NOW)).toBe("CANCELED");
  });

  it("is open for enrolment only while published, not started and not full", () => {
    expect(isEnrollmentOpen(open, NOW)).toBe(true);
    expect(isEnrollmentOpen({ ...open, isFull: true }, NOW)).toBe(false);
    expect(isEnrollmentOpen(started, NOW)).toBe(false);
    expect(isEnrollmentOpen({ ...open, status: "CANCELED" }, NOW)).toBe(false);
  });

  it("takes and gives back places while published and not started, full or not", () => {
    const full = { ...open, isFull: true };
    expect(isOpenForChanges(full, NOW)).toBe(true);
    expect(isOpenForChanges(started, NOW)).toBe(false);
    expect(isOpenForChanges({ ...open, status: "COMPLETED" }, NOW)).toBe(false);
  });
});

describe("why a place can no longer be given back", () => {
  const active = { status: "ACTIVE" as const };

  it("refuses nothing while the course is open, nor for an enrolment already canceled", () => {
    expect(cancelRefusal(active, open, NOW)).toBeNull();
    expect(cancelRefusal({ status: "CANCELED" }, started, NOW)).toBeNull();
  });

  it("explains a canceled, completed or started course", () => {
    expect(cancelRefusal(active, { ...open, status: "CANCELED" }, NOW)).toBe(CANCEL_CANCELED_COURSE_MESSAGE);
    expect(cancelRefusal(active, { ...open, status: "COMPLETED" }, NOW)).toBe(CANCEL_COMPLETED_COURSE_MESSAGE);
    expect(cancelRefusal(active, started, NOW)).toBe(CANCEL_AFTER_START_MESSAGE);
    expect(CANCEL_CANCELED_COURSE_MESSAGE).toContain("geannuleerd");
    expect(CANCEL_COMPLETED_COURSE_MESSAGE).toContain("afgerond");
    expect(CANCEL_AFTER_START_MESSAGE).toContain("al begonnen");
  });
});
