/**
 * Values kept in the browser for a limited time: the workshop wizard's ticket code and personal
 * details. Each entry is stored in localStorage as JSON `{ "value": ..., "timestamp": <ms> }`; an entry older than
 * its lifetime counts as absent and is removed when read.
 *
 * Like the dismissed banners, storage may be missing (server, privacy mode) or hold anything (a hand edit), so
 * a read falls back to "nothing stored" and a write may quietly fail.
 */
import { browserStorage } from "./dismissed-banners.ts";

/** 24 hours. */
export const STORAGE_LIFETIME_MS = 86_400_000;

export type ExpiringStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

type Entry = { value: unknown; timestamp: number };

function defaultStorage(): ExpiringStorage | null {
  return browserStorage() as ExpiringStorage | null;
}

function isEntry(parsed: unknown): parsed is Entry {
  return (
    typeof parsed === "object" &&
    parsed !== null &&
    "value" in parsed &&
    "timestamp" in parsed &&
    typeof parsed.timestamp === "number" &&
    Number.isFinite(parsed.timestamp)
  );
}

function remove(storage: ExpiringStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage blocked: nothing to clean up then.
  }
}

/**
 * The stored value when it is younger than the lifetime and passes `accept`; otherwise null, and an expired,
 * corrupt or unacceptable entry is removed.
 */
export function readExpiring<T>(
  key: string,
  accept: (value: unknown) => value is T,
  { storage = defaultStorage(), now = Date.now(), lifetimeMs = STORAGE_LIFETIME_MS } = {},
): T | null {
  if (!storage) return null;
  let parsed: unknown;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    parsed = JSON.parse(raw);
  } catch {
    if (storage) remove(storage, key);
    return null;
  }
  // A timestamp in the future (a changed clock) is treated like an expired one.
  if (!isEntry(parsed) || now - parsed.timestamp >= lifetimeMs || parsed.timestamp > now || !accept(parsed.value)) {
    remove(storage, key);
    return null;
  }
  return parsed.value;
}

/** Stores the value with the current time; returns whether it was stored. */
export function writeExpiring(
  key: string,
  value: unknown,
  { storage = defaultStorage(), now = Date.now() } = {},
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify({ value, timestamp: now } satisfies Entry));
    return true;
  } catch {
    // Quota exceeded or storage blocked: the value lives for this page view only.
    return false;
  }
}

export function removeExpiring(key: string, { storage = defaultStorage() } = {}): void {
  if (storage) remove(storage, key);
}
