import type { Database } from "../client.ts";
import { hasContent, seedDemoContent, type DemoSeed } from "./index.ts";

/**
 * Loads the demo content at start when asked: SEED_DEMO=true seeds an empty database,
 * SEED_DEMO=false never seeds, and unset seeds only the first start on an empty database.
 * A database that already has content is never seeded twice.
 */
export async function ensureDemoContent(
  db: Database,
  seedDemo: boolean | undefined,
  seed: DemoSeed,
): Promise<"seeded" | "skipped"> {
  if (seedDemo === false) return "skipped";
  if (await hasContent(db)) return "skipped";
  await seedDemoContent(db, seed);
  return "seeded";
}
