import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  optimizeDeps: {
    // Vite pre-bundles the browser's dependencies it finds by crawling from these files. React Router names no
    // entries (only behind an unstable flag), so each dependency was found on the first page that imported it, and
    // that page's modules failed with "504 Outdated Optimize Dep" until the browser reloaded.
    entries: ["app/root.tsx", "app/routes/**/*.{ts,tsx}", "!**/*.test.{ts,tsx}"],
  },
});
