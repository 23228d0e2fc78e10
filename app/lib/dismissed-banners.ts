/**
 * Which site notices the visitor closed, remembered in the browser: localStorage key 'dismissedBanners' holds a
 * JSON map of notice id to true, e.g. {"3f0c…": true}. (Before notices were made by staff, the one fixed banner's key
 * was 'programmaboekje'; such an entry names no notice and is simply never asked for.)
 *
 * Storage can be missing (server, privacy mode, blocked cookies) or hold anything (an older version, a
 * hand edit), so every read falls back to "nothing dismissed" and every write may quietly fail: a banner
 * then simply shows again on the next visit.
 */
export const DISMISSED_BANNERS_KEY = "dismissedBanners";

/** The part of the Web Storage API used here, so tests can pass a stand-in. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

export type DismissedBanners = Record<string, true>;

/** The browser's localStorage, or null where there is none or touching it throws (SecurityError). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : (window.localStorage ?? null);
  } catch {
    return null;
  }
}

/** The stored map; only entries whose value is exactly true count. */
export function readDismissedBanners(storage: KeyValueStorage | null = browserStorage()): DismissedBanners {
  if (!storage) return {};
  let parsed: unknown;
  try {
    const raw = storage.getItem(DISMISSED_BANNERS_KEY);
    if (raw === null) return {};
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  const dismissed: DismissedBanners = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === true) dismissed[key] = true;
  }
  return dismissed;
}

export function isBannerDismissed(bannerKey: string, storage: KeyValueStorage | null = browserStorage()): boolean {
  return readDismissedBanners(storage)[bannerKey] === true;
}

/** Remembers the dismissal, keeping the other banners' entries; returns whether it was stored. */
export function dismissBanner(bannerKey: string, storage: KeyValueStorage | null = browserStorage()): boolean {
  if (!storage) return false;
  const next = { ...readDismissedBanners(storage), [bannerKey]: true };
  try {
    storage.setItem(DISMISSED_BANNERS_KEY, JSON.stringify(next));
    return true;
  } catch {
    // Quota exceeded or storage blocked: the banner stays closed for this page view only.
    return false;
  }
}
