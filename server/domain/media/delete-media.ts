/**
 * Removing uploads that nothing uses: by hand ("Verwijderen" in the media library, media.delete) and by the daily
 * retention job (an upload unused a day after it was uploaded: a form that was refused after its image was stored,
 * an image replaced). The row is locked and its use checked in one transaction, the row and its audit entry (by
 * hand) removed in it, and the files (every variant) after it commits. A delete that finds no row (deleted by
 * someone else, or an earlier try) is NOT_FOUND, as with every other delete of the back office: two at once remove
 * it once, and the second is told it is gone.
 */
import { and, asc, eq, lt } from "drizzle-orm";
import { isUuid } from "../../../common/ids.ts";
import type { Transaction } from "../../db/client.ts";
import { mediaFiles } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { staffChange } from "../staff/audit.ts";
import { isMediaUsed, mediaUsages } from "./media-usage.ts";
import type { MediaStorage } from "./storage.ts";

export const MEDIA_IN_USE_MESSAGE =
  "Deze afbeelding wordt inmiddels gebruikt en is daarom niet verwijderd. Haal haar eerst weg waar ze gebruikt wordt.";
const NO_STORAGE_MESSAGE = "Afbeeldingen kunnen hier niet worden verwijderd: deze server heeft geen mediamap.";

export type DeletedMedia = { id: string };

const NOT_FOUND_MESSAGE = "Deze afbeelding bestaat niet (meer): misschien heeft iemand anders haar al verwijderd.";

/**
 * Deletes one upload that is used nowhere; refused with CONFLICT when it is used (also when that began meanwhile),
 * NOT_FOUND when there is none (any more).
 */
export async function deleteMediaFile(deps: ServiceDeps, id: string): Promise<DeletedMedia> {
  const storage = deps.mediaStorage;
  await staffChange(deps, "media.delete", async (unit) => {
    if (!isUuid(id)) throw new DomainError("BAD_USER_INPUT", "Deze afbeelding bestaat niet.", { field: "id" });
    const row = await lockMedia(unit.tx, id);
    if (!row) throw new DomainError("NOT_FOUND", NOT_FOUND_MESSAGE, { field: "id" });
    if (!storage) throw new DomainError("CONFLICT", NO_STORAGE_MESSAGE);
    if (await isMediaUsed(unit.tx, id)) {
      throw new DomainError("CONFLICT", MEDIA_IN_USE_MESSAGE, { field: "id" });
    }
    await unit.tx.delete(mediaFiles).where(eq(mediaFiles.id, id));
    const { kind, originalFilename, sourceType, variants, altText } = row;
    const before = { kind, originalFilename, sourceType, variants, altText, createdAt: row.createdAt };
    await unit.audit({ entityType: "media_file", entityId: id, action: "delete", before, after: null });
  });
  await storage?.remove(id);
  return { id };
}

/** How long an upload may stay unused: the form it was uploaded for may still be saved (or saved again). */
const UNUSED_MEDIA_GRACE_MS = 24 * 60 * 60 * 1000;
/** Uploads looked at per run: a day's uploads many times over; the rest waits for the next day. */
const RETENTION_BATCH = 500;

/**
 * The retention step: deletes the uploads made more than a day before `now` that no content uses, rows and files,
 * and answers how many. Each is locked and checked again before it goes; one that is locked by another run is
 * skipped (SKIP LOCKED), so two runs at once never delete one twice.
 */
export async function deleteUnusedMedia(tx: Transaction, storage: MediaStorage | null, now: Date): Promise<number> {
  if (!storage) return 0;
  const oldEnough = lt(mediaFiles.createdAt, new Date(now.getTime() - UNUSED_MEDIA_GRACE_MS));
  const candidates = await tx
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(oldEnough)
    .orderBy(asc(mediaFiles.createdAt))
    .limit(RETENTION_BATCH)
    .for("update", { skipLocked: true });
  if (candidates.length === 0) return 0;
  const used = await mediaUsages(
    tx,
    candidates.map((row) => row.id),
  );
  const unused = candidates.filter((row) => !used.has(row.id)).map((row) => row.id);
  for (const id of unused) await tx.delete(mediaFiles).where(and(eq(mediaFiles.id, id), oldEnough));
  // The files go with the rows; should the transaction still fail, the rows stay and point at no files: the next
  // run deletes those rows (nothing uses them), and storage.remove of a missing folder does nothing.
  for (const id of unused) await storage.remove(id);
  return unused.length;
}

async function lockMedia(tx: Transaction, id: string) {
  const [row] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, id)).for("update");
  return row ?? null;
}
