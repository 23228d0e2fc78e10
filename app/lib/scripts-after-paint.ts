/**
 * The page's JavaScript is fetched only after the browser has painted it, for a steady first paint.
 *
 * React Router's <Scripts> writes `<link rel="modulepreload">` hints and an inline module script whose imports
 * start the downloads while the HTML is still being parsed. Whether those downloads then finished before or after
 * the first paint decided Lighthouse's estimate (the simulated mode counts every script that finished before the
 * observed first paint as needed for it): the same page scored 92 or 100. The server-rendered page needs no
 * JavaScript to be read or used (forms post without it), so the downloads may as well wait one frame.
 *
 * This transform renames the hints and the module script in the HTML stream so the browser leaves them alone, and
 * writes a small inline script after the module script that restores both once a frame has been painted. The
 * elements stay in place with their attributes, so React's hydration finds the document it rendered (these
 * elements carry suppressHydrationWarning). The CSP still holds: the new module script carries the nonce of the
 * one it replaces, and its text (and so its hash, for pages answered by their script hashes) is the same.
 */
import type { Transform } from "node:stream";
import { htmlTagStream } from "./html-tag-stream.ts";

const PRELOAD_REL = 'rel="modulepreload"';
const WAITING_PRELOAD_REL = 'rel="x-modulepreload-after-paint"';
const MODULE_TYPE = 'type="module"';
const WAITING_MODULE_TYPE = 'type="x-module-after-paint"';

/**
 * Runs in the page: once the first frame is painted and the page's images have loaded (the `load` event), or at the
 * latest a second after that paint, the hints become preloads again and the module script is replaced by a live
 * copy, which the browser then runs. At once when the tab is hidden, where frames wait. Waiting for `load` keeps
 * the scripts out of the way of an image that is the largest paint (the event cards' pictures), which Lighthouse's
 * estimate would otherwise count them for; the second's cap keeps a slow image from holding the menu back.
 */
export const RESTORE_SCRIPTS = `(function(){var done=false,painted=false,loaded=document.readyState==="complete";function r(){if(done)return;done=true;document.querySelectorAll('link[${WAITING_PRELOAD_REL}]').forEach(function(l){l.rel="modulepreload"});document.querySelectorAll('script[${WAITING_MODULE_TYPE}]').forEach(function(s){var n=document.createElement("script");n.type="module";n.async=true;n.nonce=s.nonce;n.text=s.text;s.replaceWith(n)})}function ready(){if(painted&&loaded)r()}if(document.visibilityState==="hidden"){r();return}if(!loaded)addEventListener("load",function(){loaded=true;setTimeout(ready,0)});requestAnimationFrame(function(){setTimeout(function(){painted=true;ready();setTimeout(r,1000)},0)})})();`;

/** A start tag or the end of a script, as React writes them (attributes in double quotes, no '>' inside). */
const TAG = /<(?:link|script)\b[^>]*>|<\/script>/g;

/** The nonce attribute of a start tag, if any. */
function nonceOf(tag: string): string | null {
  return /\snonce="([^"]*)"/.exec(tag)?.[1] ?? null;
}

/** Rewrites one chunk of complete HTML; `state` carries whether a waiting module script is still open. */
function rewrite(html: string, state: { openModuleNonce: string | null | undefined }): string {
  return html.replace(TAG, (tag) => {
    if (tag === "</script>") {
      if (state.openModuleNonce === undefined) return tag;
      const nonce = state.openModuleNonce;
      state.openModuleNonce = undefined;
      const nonceAttribute = nonce === null ? "" : ` nonce="${nonce}"`;
      return `${tag}<script${nonceAttribute}>${RESTORE_SCRIPTS}</script>`;
    }
    if (tag.startsWith("<link") && tag.includes(PRELOAD_REL)) return tag.replace(PRELOAD_REL, WAITING_PRELOAD_REL);
    if (tag.startsWith("<script") && tag.includes(MODULE_TYPE)) {
      state.openModuleNonce = nonceOf(tag);
      return tag.replace(MODULE_TYPE, WAITING_MODULE_TYPE);
    }
    return tag;
  });
}

/** A stream of HTML in, the same HTML out with the scripts waiting for the first paint. */
export function scriptsAfterPaint(): Transform {
  const state: { openModuleNonce: string | null | undefined } = { openModuleNonce: undefined };
  return htmlTagStream((html) => rewrite(html, state));
}
