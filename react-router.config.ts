import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Content pages without data are rendered once at build time and served as static files
  // (server/http/prerendered-pages.ts); every other page is rendered per request. The privacy and cookie statements
  // quote the settings of the running server (retention periods, the organisation), so they are not prerendered.
  prerender: ["/over-ons", "/contact", "/algemene-voorwaarden"],
} satisfies Config;
