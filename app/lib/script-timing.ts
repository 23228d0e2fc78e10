/**
 * When a page's JavaScript loads (decision 0006). A route whose page has nothing to type in
 * exports `handle = READ_ONLY_PAGE` (./page-handle.ts): its scripts wait for the first paint
 * (./scripts-after-paint.ts), which makes Lighthouse's simulated estimate steady. A page with a form keeps its
 * scripts in the HTML, at low priority (./low-priority-scripts.ts): held back, hydration could start while someone
 * is typing in a field it renders.
 */
import type { Transform } from "node:stream";
import { lowPriorityScripts } from "./low-priority-scripts.ts";
import type { PageHandle } from "./page-handle.ts";
import { scriptsAfterPaint } from "./scripts-after-paint.ts";

/** The stream that places the scripts of a page whose matched routes have these handles. */
export function scriptTiming(handles: readonly unknown[]): Transform {
  const readOnly = handles.some((handle) => (handle as PageHandle | undefined)?.readOnlyPage === true);
  return readOnly ? scriptsAfterPaint() : lowPriorityScripts();
}
