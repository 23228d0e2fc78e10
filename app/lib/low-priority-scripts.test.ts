import { describe, expect, it } from "vitest";
import { throughInChunks } from "../../test/support/chunked-stream.ts";
import { lowPriorityScripts } from "./low-priority-scripts.ts";

const page = [
  '<!DOCTYPE html><html lang="nl"><head><link rel="stylesheet" href="/assets/root.css"/></head>',
  '<body><main>Hallo &lt;wereld&gt;</main><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/root-2.js">',
  '<script nonce="abc">window.__reactRouterContext = {"x":"\\u003c/script>"};</script>',
  '<script nonce="abc" type="module" async="">import "/assets/manifest.js";\nimport("/assets/entry.client-1.js");</script>',
  "<script>$RC(1)</script></body></html>",
].join("");

/** The page through the transform, cut into chunks of `size` bytes (so tags and characters are split). */
const transformed = (html: string, size: number) => throughInChunks(html, size, lowPriorityScripts());

describe("scripts at low priority", () => {
  it.each([1, 7, 64, 100_000])(
    "marks the module preloads and the module script, in chunks of %i bytes",
    async (size) => {
      const out = await transformed(page, size);
      expect(out).toContain(
        '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc" fetchpriority="low"/>',
      );
      expect(out).toContain('<link rel="modulepreload" href="/assets/root-2.js" fetchpriority="low">');
      expect(out).toContain(
        '<script nonce="abc" type="module" async="" fetchpriority="low">import "/assets/manifest.js";',
      );
      // The style sheet and the other scripts keep their priority, and nothing else changes.
      expect(out.match(/fetchpriority/g)).toHaveLength(3);
      expect(out.replaceAll(' fetchpriority="low"', "")).toBe(page);
    },
  );

  it("keeps characters that a chunk boundary cuts in two", async () => {
    const html = `<p>Één café — “tot ziens” ${"é".repeat(50)}</p>`;
    expect(await transformed(html, 3)).toBe(html);
  });

  it("leaves a tag that already says its priority, and a page without scripts, as they are", async () => {
    const html = '<p>a < b, en c > d</p><link rel="modulepreload" href="/a.js" fetchpriority="high"><script>1</script>';
    expect(await transformed(html, 4)).toBe(html);
  });
});
