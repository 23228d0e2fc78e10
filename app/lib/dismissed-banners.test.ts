import { describe, expect, it } from "vitest";
import {
  DISMISSED_BANNERS_KEY,
  browserStorage,
  dismissBanner,
  isBannerDismissed,
  readDismissedBanners,
  type KeyValueStorage,
} from "./dismissed-banners.ts";

/** A notice's id, as the strip remembers a closed notice by it. */
const NOTICE_ID = "5b0e2c1a-7f4d-4c3b-9a8e-1d2f3a4b5c6d";

/** An in-memory stand-in for localStorage. */
function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

const throwingStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("dismissed banners", () => {
  it("treats an empty storage as nothing dismissed", () => {
    const storage = memoryStorage();
    expect(readDismissedBanners(storage)).toEqual({});
    expect(isBannerDismissed(NOTICE_ID, storage)).toBe(false);
  });

  it("stores a dismissal as a JSON map under 'dismissedBanners'", () => {
    const storage = memoryStorage();
    expect(dismissBanner(NOTICE_ID, storage)).toBe(true);
    expect(JSON.parse(storage.values.get(DISMISSED_BANNERS_KEY) ?? "")).toEqual({ [NOTICE_ID]: true });
    expect(isBannerDismissed(NOTICE_ID, storage)).toBe(true);
    expect(isBannerDismissed("andere-melding", storage)).toBe(false);
  });

  it("keeps the other banners when one more is dismissed", () => {
    const storage = memoryStorage({ [DISMISSED_BANNERS_KEY]: JSON.stringify({ oud: true }) });
    dismissBanner(NOTICE_ID, storage);
    expect(readDismissedBanners(storage)).toEqual({ oud: true, [NOTICE_ID]: true });
  });

  it.each([
    ["corrupt JSON", "{niet: json"],
    ["an array", "[true]"],
    ["a string", JSON.stringify(NOTICE_ID)],
    ["null", "null"],
  ])("reads %s as nothing dismissed and overwrites it on the next dismissal", (_label, raw) => {
    const storage = memoryStorage({ [DISMISSED_BANNERS_KEY]: raw });
    expect(readDismissedBanners(storage)).toEqual({});
    dismissBanner(NOTICE_ID, storage);
    expect(readDismissedBanners(storage)).toEqual({ [NOTICE_ID]: true });
  });

  it("counts only entries that are exactly true", () => {
    const raw = JSON.stringify({ a: true, b: "true", c: 1, d: false });
    expect(readDismissedBanners(memoryStorage({ [DISMISSED_BANNERS_KEY]: raw }))).toEqual({ a: true });
  });

  it("copes with storage that is missing or throws", () => {
    expect(readDismissedBanners(null)).toEqual({});
    expect(dismissBanner(NOTICE_ID, null)).toBe(false);
    expect(isBannerDismissed(NOTICE_ID, throwingStorage)).toBe(false);
    expect(dismissBanner(NOTICE_ID, throwingStorage)).toBe(false);
  });

  it("finds no browser storage on the server", () => {
    expect(browserStorage()).toBeNull();
  });
});
