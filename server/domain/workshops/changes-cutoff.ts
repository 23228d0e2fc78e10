import { asc, eq } from "drizzle-orm";
import { formatDateAtTime } from "../../../common/format/dates.ts";
import type { DbOrTx } from "../../db/client.ts";
import { workshopSlots } from "../../db/schema/index.ts";
import type { WorkshopSettings } from "../deps.ts";
import { DomainError } from "../errors.ts";

/** 'Je kunt je workshopkeuze niet meer wijzigen: dat kon tot donderdag 11 maart 2027 om 13:00 uur. ...' */
export const changesClosedMessage = (closedAt: Date) =>
  `Je kunt je workshopkeuze niet meer wijzigen: dat kon tot ${formatDateAtTime(closedAt)}. Je keuze blijft zoals die is.`;

export type ChangesWindow = { changesCloseAt: Date | null; changesClosed: boolean };

/**
 * Until when ticket holders change their own choices, give places back and join or leave waitlists:
 * the start of the event's first workshop slot, minus WORKSHOP_CHANGES_CLOSE_MINUTES_BEFORE. Waitlist promotions
 * stop at the same moment: after it, nobody's programme changes under them. No slots: nothing to close.
 */
export async function changesWindow(
  db: DbOrTx,
  eventId: string,
  settings: WorkshopSettings,
  now: Date,
): Promise<ChangesWindow> {
  const [first] = await db
    .select({ startsAt: workshopSlots.startsAt })
    .from(workshopSlots)
    .where(eq(workshopSlots.eventId, eventId))
    .orderBy(asc(workshopSlots.startsAt))
    .limit(1);
  if (!first) return { changesCloseAt: null, changesClosed: false };
  const changesCloseAt = new Date(first.startsAt.getTime() - settings.changesCloseMinutesBefore * 60_000);
  return { changesCloseAt, changesClosed: now.getTime() >= changesCloseAt.getTime() };
}

/** Refuses a ticket holder's change after the cut-off, with CONFLICT and a Dutch message saying why. */
export async function requireChangesOpen(
  db: DbOrTx,
  eventId: string,
  settings: WorkshopSettings,
  now: Date,
): Promise<ChangesWindow> {
  const window = await changesWindow(db, eventId, settings, now);
  if (window.changesClosed && window.changesCloseAt) {
    throw new DomainError("CONFLICT", changesClosedMessage(window.changesCloseAt), {
      field: "workshopId",
      changesCloseAt: window.changesCloseAt.toISOString(),
    });
  }
  return window;
}
