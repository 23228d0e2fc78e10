import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The site's small shared modules in one chunk. Left to itself the bundler gives every module that two routes share
 * a chunk of its own: the course page's first load was 43 script files, 29 of them under 1.5 kB, and over HTTP/1.1
 * (six requests at a time) those requests delayed its largest paint (decision 0041). Grouped, it is a dozen files
 * of about the same total size. Left out: what only the back office uses, and the forms' rules, which load after the
 * page (a group takes a module's imports along, and the rules would bring zod into every first load). Only modules
 * under 4 kB and used by two routes or more, so a page never downloads a large module it does not use.
 */
const PUBLIC_SHARED_CHUNK = {
  name: "public-shared",
  test: (id: string) => {
    const file = path.relative(root, id);
    return /^(app|common)\//.test(file) && !/beheer|staff|validation|rules/i.test(file);
  },
  minShareCount: 2,
  maxModuleSize: 4096,
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: { output: { codeSplitting: { groups: [PUBLIC_SHARED_CHUNK] } } },
  },
  optimizeDeps: {
    // Vite pre-bundles the browser's dependencies it finds by crawling from these files. React Router names no
    // entries (only behind an unstable flag), so each dependency was found on the first page that imported it, and
    // that page's modules failed with "504 Outdated Optimize Dep" until the browser reloaded.
    entries: ["app/root.tsx", "app/routes/**/*.{ts,tsx}", "!**/*.test.{ts,tsx}"],
  },
});
