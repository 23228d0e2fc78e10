/**
 * A short Dutch description of a browser's User-Agent ("Chrome op Windows", "Safari op iPhone"), for the list of a
 * staff member's sessions: enough to recognise one's own laptop and spot a stranger, no more. A small table of the
 * common browsers and systems rather than a library: the description only has to be recognisable, never exact.
 */

/** Browsers in the order they must be tried: Edge, Opera and Samsung Internet also say "Chrome", Chrome says "Safari". */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

/** Systems in the order they must be tried: iPhones and Android phones also say "like Mac OS X" and "Linux". */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMacintosh\b|\bMac OS X\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

const UNKNOWN_DEVICE = "Onbekend apparaat";

export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return UNKNOWN_DEVICE;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} op ${system}`;
  if (browser) return browser;
  if (system) return `Onbekende browser op ${system}`;
  return UNKNOWN_DEVICE;
}
