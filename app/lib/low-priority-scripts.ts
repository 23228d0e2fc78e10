/**
 * The page's JavaScript is fetched at low priority, so it never holds up the first paint.
 *
 * React Router's <Scripts> writes `<link rel="modulepreload">` hints and an inline module script; Chrome fetches
 * both at high priority. Lighthouse's simulated mode (PageSpeed Insights) counts every high-priority script that
 * finished, and ran, before the observed first paint as needed for that paint: the same page scored 92 or 100
 * depending on whether its scripts happened to arrive before the paint. The server-rendered page needs no
 * JavaScript to be read or used (forms post without it), so the scripts are not needed for the first paint, and
 * `fetchpriority="low"` says so to the browser (which then fetches them after the style sheet) and to Lighthouse.
 *
 * This transform adds the attribute to those tags in the HTML stream; nothing else changes, so script hashes and
 * nonces still hold (a hash covers a script's text, not its attributes).
 */
import type { Transform } from "node:stream";
import { htmlTagStream } from "./html-tag-stream.ts";

const LOW = ' fetchpriority="low"';

/** A start tag of a link or a script, as React writes them (attributes in double quotes, no '>' inside). */
const TAG = /<(?:link|script)\b[^>]*>/g;

function lowered(tag: string): string {
  if (tag.includes("fetchpriority=")) return tag;
  const preload = tag.startsWith("<link") && tag.includes('rel="modulepreload"');
  const moduleScript = tag.startsWith("<script") && tag.includes('type="module"');
  if (!preload && !moduleScript) return tag;
  const end = tag.endsWith("/>") ? -2 : -1;
  return `${tag.slice(0, end)}${LOW}${tag.slice(end)}`;
}

/** A stream of HTML in, the same HTML out with the scripts at low priority. */
export function lowPriorityScripts(): Transform {
  return htmlTagStream((html) => html.replace(TAG, lowered));
}
