import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Nothing is prerendered: every page shows what the database holds (the content pages too, since their words are
  // edited in the back office, decision 0033); the server keeps the public ones rendered (decision 0014).
} satisfies Config;
