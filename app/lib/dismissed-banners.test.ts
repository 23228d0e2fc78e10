import { describe, expect, it } from "vitest";
import {
  DISMISSED_BANNERS_KEY,
  browserStorage,
  dismissBanner,
  isBannerDismissed,
  readDismissedBanners,
  type KeyValueStorage,
} from "./dismissed-banners.ts";

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
    expect(isBannerDismissed("programmaboekje", storage)).toBe(false);
  });

  it("stores a dismissal as a JSON map under 'dismissedBanners'", () => {
    const storage = memoryStorage();
    expect(dismissBanner("programmaboekje", storage)).toBe(true);
    expect(JSON.parse(storage.values.get(DISMISSED_BANNERS_KEY) ?? "")).toEqual({ programmaboekje: true });
    expect(isBannerDismissed("programmaboekje", storage)).toBe(true);
    expect(isBannerDismissed("andere-melding", storage)).toBe(false);
  });

  it("keeps the other banners when one more is dismissed", () => {
    const storage = memoryStorage({ [DISMISSED_BANNERS_KEY]: JSON.stringify({ oud: true }) });
    dismissBanner("programmaboekje", storage);
    expect(readDismissedBanners(storage)).toEqual({ oud: true, programmaboekje: true });
  });

  it.each([
    ["corrupt JSON", "{niet: json"],
    ["an array", "[true]"],
    ["a string", '"programmaboekje"'],
    ["null", "null"],
  ])("reads %s as nothing dismissed and overwrites it on the next dismissal", (_label, raw) => {
    const storage = memoryStorage({ [DISMISSED_BANNERS_KEY]: raw });
    expect(readDismissedBanners(storage)).toEqual({});
    dismissBanner("programmaboekje", storage);
    expect(readDismissedBanners(storage)).toEqual({ programmaboekje: true });
  });

  it("counts only entries that are exactly true", () => {
    const raw = JSON.stringify({ a: true, b: "true", c: 1, d: false });
    expect(readDismissedBanners(memoryStorage({ [DISMISSED_BANNERS_KEY]: raw }))).toEqual({ a: true });
  });

  it("copes with storage that is missing or throws", () => {
    expect(readDismissedBanners(null)).toEqual({});
    expect(dismissBanner("programmaboekje", null)).toBe(false);
    expect(isBannerDismissed("programmaboekje", throwingStorage)).toBe(false);
    expect(dismissBanner("programmaboekje", throwingStorage)).toBe(false);
  });

  it("finds no browser storage on the server", () => {
    expect(browserStorage()).toBeNull();
  });
});
