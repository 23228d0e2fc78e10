/**
 * The state behind the test control of the database (TEST_STATE_CONTROL, server/http/state-control-route.ts,
 * decision 0027): one saved state per process, kept in its memory.
 */
import type { Database } from "./db/client.ts";
import { restoreState, saveState, type SavedState } from "./db/test-state.ts";
import { PUBLIC_CONTENT_CHANNEL } from "./http/page-cache.ts";
import { log } from "./log/logger.ts";

/** How many tables and rows a save kept or a restore put back. */
type StateSummary = { tables: number; rows: number };

export type StateControl = {
  save: () => Promise<StateSummary>;
  /** Undefined when nothing was saved yet. */
  restore: () => Promise<StateSummary | undefined>;
};

export function stateControl(db: Database): StateControl {
  let saved: SavedState | undefined;
  return {
    async save() {
      saved = await saveState(db);
      log.info("state.saved", "Testbediening: toestand van de database bewaard (TEST_STATE_CONTROL).");
      return summary(saved);
    },
    async restore() {
      if (!saved) return undefined;
      await restoreState(db, saved, PUBLIC_CONTENT_CHANNEL);
      return summary(saved);
    },
  };
}

function summary(state: SavedState): StateSummary {
  const rows = state.tables.reduce((total, table) => total + table.count, 0);
  return { tables: state.tables.length, rows };
}
