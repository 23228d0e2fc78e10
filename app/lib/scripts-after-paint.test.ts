import { describe, expect, it } from "vitest";
import { throughInChunks } from "../../test/support/chunked-stream.ts";
import { RESTORE_SCRIPTS, scriptsAfterPaint } from "./scripts-after-paint.ts";

const page = [
  '<!DOCTYPE html><html lang="nl"><head><style>a{color:red}</style></head><body><main>Hallo &lt;wereld&gt;</main>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="abc"/>',
  '<script nonce="abc">window.__reactRouterContext = {"x":"\\u003c/script>"};</script>',
  '<script nonce="abc" type="module" async="">import "/assets/manifest.js";\nimport("/assets/entry.client-1.js");</script>',
  "<script>$RC(1)</script></body></html>",
].join("");

/** The page through the transform, cut into chunks of `size` bytes (so tags and characters are split). */
const transformed = (html: string, size: number) => throughInChunks(html, size, scriptsAfterPaint());

describe("scripts after the first paint", () => {
  it.each([1, 7, 64, 100_000])(
    "leaves the preloads and the module script waiting, in chunks of %i bytes",
    async (size) => {
      const out = await transformed(page, size);
      // The script that restores them follows the module script, with the response's nonce.
      const restoring = `<script nonce="abc">${RESTORE_SCRIPTS}</script>`;
      expect(out).toContain(`import("/assets/entry.client-1.js");</script>${restoring}`);
      const html = out.replace(restoring, "");
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toContain('type="module"');
      expect(html.match(/rel="x-modulepreload-after-paint"/g)).toHaveLength(2);
      expect(html).toContain('<script nonce="abc" type="x-module-after-paint" async="">import "/assets/manifest.js";');
      // Everything else is as it was.
      expect(
        html.replaceAll("x-modulepreload-after-paint", "modulepreload").replaceAll("x-module-after-paint", "module"),
      ).toBe(page);
    },
  );

  it("keeps characters that a chunk boundary cuts in two", async () => {
    const html = `<p>Één café — “tot ziens” ${"é".repeat(50)}</p>`;
    expect(await transformed(html, 3)).toBe(html);
  });

  it("writes the restoring script without a nonce for a page answered by its script hashes", async () => {
    const out = await transformed('<script type="module" async="">import("/a.js");</script>', 5);
    expect(out).toBe(
      `<script type="x-module-after-paint" async="">import("/a.js");</script><script>${RESTORE_SCRIPTS}</script>`,
    );
  });

  it("changes nothing in a page without scripts", async () => {
    const html = "<html><body><p>a < b, en c > d</p><script>1</script></body></html>";
    expect(await transformed(html, 4)).toBe(html);
  });
});
