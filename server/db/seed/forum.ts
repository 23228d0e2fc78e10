import type { Transaction } from "../client.ts";
import { workshops, workshopSlots } from "../schema/index.ts";
import { FORUM } from "../../../content/events.ts";
import { FORUM_WORKSHOP_SLOTS, type WorkshopSlotContent } from "../../../content/workshops.ts";
import { addDays, atAmsterdamTime, type CalendarDay } from "./dates.ts";
import { eventDay, insertEvent, saleStart, type SeededEvent } from "./events.ts";

type SeededSlot = { id: string; startsAt: Date; endsAt: Date; workshopIds: string[] };
export type SeededForum = SeededEvent & { slots: SeededSlot[] };

/** The featured annual forum, its ticket types and its workshop programme. */
export async function seedForum(tx: Transaction, now: Date): Promise<SeededForum> {
  const day = eventDay(now, FORUM.timing);
  const startsAt = atAmsterdamTime(day, FORUM.timing.starts);
  const event = await insertEvent(tx, now, {
    ...FORUM,
    name: FORUM.name(day.year),
    type: "FORUM",
    featured: true,
    day,
    // Online sales close at the end of the day before, so the registration desk has a final list.
    saleWindow: { startsAt: saleStart(now, startsAt), endsAt: atAmsterdamTime(addDays(day, -1), "23:59") },
  });
  const slots: SeededSlot[] = [];
  for (const slot of FORUM_WORKSHOP_SLOTS) slots.push(await insertSlot(tx, event.id, day, slot));
  return { ...event, slots };
}

async function insertSlot(
  tx: Transaction,
  eventId: string,
  day: CalendarDay,
  content: WorkshopSlotContent,
): Promise<SeededSlot> {
  const startsAt = atAmsterdamTime(day, content.starts);
  const endsAt = atAmsterdamTime(day, content.ends);
  const [slot] = await tx
    .insert(workshopSlots)
    .values({ eventId, startsAt, endsAt })
    .returning({ id: workshopSlots.id });
  if (!slot) throw new Error(`Tijdvak ${content.starts} is niet aangemaakt`);
  const inserted = await tx
    .insert(workshops)
    .values(
      content.workshops.map((workshop, index) => ({
        slotId: slot.id,
        name: workshop.name,
        description: workshop.description,
        speaker: workshop.speaker,
        room: workshop.room,
        capacity: workshop.capacity,
        sortOrder: (index + 1) * 10,
      })),
    )
    .returning({ id: workshops.id, name: workshops.name });
  const workshopIds = content.workshops.map((workshop) => {
    const id = inserted.find((row) => row.name === workshop.name)?.id;
    if (!id) throw new Error(`Workshop '${workshop.name}' is niet aangemaakt`);
    return id;
  });
  return { id: slot.id, startsAt, endsAt, workshopIds };
}
