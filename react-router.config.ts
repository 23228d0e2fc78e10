import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Content pages without data are rendered once at build time and served as static files
  // (server/http/prerendered-pages.ts); every other page is rendered per request.
  prerender: ["/over-ons", "/contact", "/privacy", "/algemene-voorwaarden", "/cookieverklaring"],
} satisfies Config;
