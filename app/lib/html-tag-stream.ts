/**
 * A stream of HTML in, the same HTML out with its tags rewritten by `rewrite`: the one chunk-boundary rule that the
 * script transforms of the first paint (low-priority-scripts.ts, scripts-after-paint.ts) share. `rewrite` only ever
 * sees complete tags: a tag split over two chunks is held back until its '>' has arrived.
 */
import { Transform } from "node:stream";

export function htmlTagStream(rewrite: (html: string) => string): Transform {
  const decoder = new TextDecoder();
  let held = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.decode(chunk, { stream: true });
      // Everything up to the last '<' that has no '>' after it is complete; the rest may be half a tag.
      const lastOpen = text.lastIndexOf("<");
      const cut = lastOpen > text.lastIndexOf(">") ? lastOpen : text.length;
      held = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, rewrite(held + decoder.decode()));
    },
  });
}
