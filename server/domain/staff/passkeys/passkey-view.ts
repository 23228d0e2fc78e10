import type { staffPasskeys } from "../../../db/schema/index.ts";

/** A passkey as its person (or a beheerder) sees it: never its key. */
export type PasskeyView = {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  backedUp: boolean;
};

export function toPasskeyView(row: typeof staffPasskeys.$inferSelect): PasskeyView {
  return { id: row.id, name: row.name, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt, backedUp: row.backedUp };
}
