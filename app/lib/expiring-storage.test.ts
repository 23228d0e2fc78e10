import { describe, expect, it } from "vitest";
import {
  STORAGE_LIFETIME_MS,
  readExpiring,
  removeExpiring,
  writeExpiring,
  type ExpiringStorage,
} from "./expiring-storage.ts";

function memoryStorage(initial: Record<string, string> = {}): ExpiringStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

const throwingStorage: ExpiringStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

const isString = (value: unknown): value is string => typeof value === "string";
const NOW = Date.parse("2026-03-12T10:00:00Z");

describe("expiring storage", () => {
  it("has a lifetime of 24 hours", () => {
    expect(STORAGE_LIFETIME_MS).toBe(86_400_000);
  });

  it("stores the value with a timestamp and reads it back", () => {
    const storage = memoryStorage();
    expect(writeExpiring("registrationToken", "FF-7KQM-3XPA-9TDV", { storage, now: NOW })).toBe(true);
    expect(JSON.parse(storage.values.get("registrationToken") ?? "")).toEqual({
      value: "FF-7KQM-3XPA-9TDV",
      timestamp: NOW,
    });
    expect(readExpiring("registrationToken", isString, { storage, now: NOW + 1000 })).toBe("FF-7KQM-3XPA-9TDV");
  });

  it("keeps an entry until just before 24 hours and removes it at 24 hours", () => {
    const storage = memoryStorage();
    writeExpiring("code", "A", { storage, now: NOW });
    expect(readExpiring("code", isString, { storage, now: NOW + STORAGE_LIFETIME_MS - 1 })).toBe("A");
    expect(readExpiring("code", isString, { storage, now: NOW + STORAGE_LIFETIME_MS })).toBeNull();
    expect(storage.values.has("code")).toBe(false);
  });

  it("removes an entry stored 25 hours ago on read", () => {
    const storage = memoryStorage();
    writeExpiring("code", "A", { storage, now: NOW - 25 * 3_600_000 });
    expect(readExpiring("code", isString, { storage, now: NOW })).toBeNull();
    expect(storage.values.size).toBe(0);
  });

  it.each([
    ["corrupt JSON", "{niet: json"],
    ["a bare value", '"FF-7KQM"'],
    ["no timestamp", JSON.stringify({ value: "A" })],
    ["a text timestamp", JSON.stringify({ value: "A", timestamp: "gisteren" })],
    ["a future timestamp", JSON.stringify({ value: "A", timestamp: NOW + 60_000 })],
    ["a value of the wrong kind", JSON.stringify({ value: 42, timestamp: NOW })],
  ])("reads %s as absent and removes it", (_label, raw) => {
    const storage = memoryStorage({ code: raw });
    expect(readExpiring("code", isString, { storage, now: NOW })).toBeNull();
    expect(storage.values.has("code")).toBe(false);
  });

  it("removes an entry on request", () => {
    const storage = memoryStorage();
    writeExpiring("code", "A", { storage, now: NOW });
    removeExpiring("code", { storage });
    expect(readExpiring("code", isString, { storage, now: NOW })).toBeNull();
  });

  it("copes with storage that is missing or throws", () => {
    expect(readExpiring("code", isString, { storage: null })).toBeNull();
    expect(writeExpiring("code", "A", { storage: null })).toBe(false);
    expect(readExpiring("code", isString, { storage: throwingStorage })).toBeNull();
    expect(writeExpiring("code", "A", { storage: throwingStorage })).toBe(false);
    expect(() => removeExpiring("code", { storage: throwingStorage })).not.toThrow();
  });
});
