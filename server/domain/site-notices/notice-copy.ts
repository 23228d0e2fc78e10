/**
 * The notices of this process, kept in memory: the public strip asks for them on every full page load, and that
 * must not cost a database round trip each time (decision 0034). The copy holds every notice in order, read in one
 * query; which are in force is decided per request, against that request's clock, so a 'from' or 'until' passing
 * needs no reload. It is dropped when public content changes (the `public_content` notification, in every process,
 * migration 0027) and after MAX_AGE_MS regardless, should a notification be lost.
 */
import type { DbOrTx } from "../../db/client.ts";
import { noticesInOrder } from "./notice-queries.ts";
import type { StaffSiteNoticeView } from "./notice-views.ts";

const MAX_AGE_MS = 60_000;

export type SiteNoticeCopy = {
  /** Every notice in order, from memory when the copy is fresh. */
  all: (db: DbOrTx) => Promise<readonly StaffSiteNoticeView[]>;
  /** Notices changed: the next read goes to the database. */
  invalidate: () => void;
};

export function createSiteNoticeCopy(options: { now?: () => number } = {}): SiteNoticeCopy {
  const now = options.now ?? (() => performance.now());
  let kept: { notices: Promise<readonly StaffSiteNoticeView[]>; at: number } | null = null;
  return {
    all(db) {
      if (kept && now() - kept.at < MAX_AGE_MS) return kept.notices;
      const notices = noticesInOrder(db);
      const entry = { notices, at: now() };
      kept = entry;
      // A failed read is not kept. One that a change overtook while it ran is not either: invalidate dropped it, and
      // the notification comes after the commit, so the next read sees the change.
      notices.catch(() => {
        if (kept === entry) kept = null;
      });
      return notices;
    },
    invalidate() {
      kept = null;
    },
  };
}
