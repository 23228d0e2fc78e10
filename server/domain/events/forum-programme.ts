import type { DbOrTx } from "../../db/client.ts";
import { listEventWorkshops, type WorkshopView } from "../workshops/workshop-lookup.ts";
import { eventDescriptionText } from "./event-description.ts";
import { findCurrentFeaturedEvent } from "./event-queries.ts";

export type ProgrammeWorkshop = Pick<WorkshopView, "id" | "name" | "description" | "speaker" | "room" | "capacity">;
export type ProgrammeSlot = { id: string; startsAt: Date; endsAt: Date; workshops: ProgrammeWorkshop[] };

/** What the programme booklet shows: the featured forum, where it is, and its workshops per time slot. */
export type ForumProgramme = {
  forum: {
    id: string;
    name: string;
    description: string;
    startsAt: Date;
    endsAt: Date;
    location: { street: string; postalCode: string; city: string; country: string };
  };
  /** Time slots by start time, each with its workshops in display order; empty while none are planned. */
  slots: ProgrammeSlot[];
};

/**
 * The programme of the featured forum that has not ended, or null when there is none. A featured event of
 * type EVENT has no workshop programme, so it has no booklet either (the booklet is the forum's, docs/product.md §10).
 */
export async function findFeaturedForumProgramme(db: DbOrTx, now: Date): Promise<ForumProgramme | null> {
  const event = await findCurrentFeaturedEvent(db, now);
  if (!event || event.type !== "FORUM") return null;
  const { street, postalCode, city, country } = event;
  return {
    forum: {
      id: event.id,
      name: event.name,
      // The booklet prints plain paragraphs; the stored description may be HTML.
      description: eventDescriptionText(event.description),
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      location: { street, postalCode, city, country },
    },
    slots: groupBySlot(await listEventWorkshops(db, event.id)),
  };
}

/** listEventWorkshops gives the workshops ordered by slot time, then display order; this keeps both orders. */
function groupBySlot(workshops: WorkshopView[]): ProgrammeSlot[] {
  const slots = new Map<string, ProgrammeSlot>();
  for (const { id, slotId, name, description, speaker, room, capacity, startsAt, endsAt } of workshops) {
    let slot = slots.get(slotId);
    if (!slot) {
      slot = { id: slotId, startsAt, endsAt, workshops: [] };
      slots.set(slotId, slot);
    }
    slot.workshops.push({ id, name, description, speaker, room, capacity });
  }
  return [...slots.values()];
}
