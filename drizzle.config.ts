import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema (npm run db:generate) and committed; the server applies them at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
});
