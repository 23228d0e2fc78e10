/** The waitlist mails (decision 0018), written in the transaction of the change they report; one per entry and kind. */
import { enqueueMail } from "../../../mail/outbox.ts";
import {
  courseWaitlistClosedMail,
  courseWaitlistExpiredMail,
  courseWaitlistJoinedMail,
  courseWaitlistOfferMail,
} from "../../../mail/templates/course-waitlist.ts";
import type { UnitOfWork } from "../../deps.ts";
import type { CourseView } from "../course-queries.ts";
import type { WaitlistEntryRow } from "./waitlist-entries.ts";

type Kind = "joined" | "offer" | "expired" | "closed";

async function write(
  unit: UnitOfWork,
  kind: Kind,
  entry: WaitlistEntryRow,
  course: CourseView,
  render: (base: Parameters<typeof courseWaitlistClosedMail>[0]) => { subject: string; html: string; text: string },
): Promise<boolean> {
  const { siteName, publicUrl } = unit.settings.site;
  const content = render({ firstName: entry.firstName, course, token: entry.token, siteName, publicUrl });
  // An entry is offered once (WAITING never comes back), so one key per entry and kind is enough.
  return enqueueMail(unit, {
    dedupeKey: `course-waitlist-${kind}:${entry.id}`,
    to: entry.email,
    ...content,
    attachments: [],
  });
}

export const enqueueWaitlistJoined = (
  unit: UnitOfWork,
  entry: WaitlistEntryRow,
  course: CourseView,
  position: number,
) => write(unit, "joined", entry, course, (base) => courseWaitlistJoinedMail({ ...base, position }));

export const enqueueWaitlistOffer = (unit: UnitOfWork, entry: WaitlistEntryRow, course: CourseView, expiresAt: Date) =>
  write(unit, "offer", entry, course, (base) => courseWaitlistOfferMail({ ...base, expiresAt }));

export const enqueueWaitlistExpired = (unit: UnitOfWork, entry: WaitlistEntryRow, course: CourseView) =>
  write(unit, "expired", entry, course, courseWaitlistExpiredMail);

export const enqueueWaitlistClosed = (unit: UnitOfWork, entry: WaitlistEntryRow, course: CourseView) =>
  write(unit, "closed", entry, course, courseWaitlistClosedMail);
