import { relations, sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, locationColumns, oneOf, timestamptz } from "./columns.ts";
import { EVENT_TYPES } from "../../../common/vocabulary/events.ts";

export { EVENT_TYPES };

export const VISIBILITY_STATUSES = ["PUBLIC", "HIDDEN"] as const;
export const VAT_RATES = ["21", "9", "EXEMPT"] as const;

export const events = pgTable(
  "events",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** "Praktische informatie" for ticket holders (route, parking, what to bring): sanitised HTML, empty when none. */
    practicalInfoHtml: text("practical_info_html").notNull().default(""),
    type: text("type").$type<(typeof EVENT_TYPES)[number]>().notNull().default("EVENT"),
    visibilityStatus: text("visibility_status")
      .$type<(typeof VISIBILITY_STATUSES)[number]>()
      .notNull()
      .default("PUBLIC"),
    featured: boolean("featured").notNull().default(false),
    startsAt: timestamptz("starts_at").notNull(),
    endsAt: timestamptz("ends_at").notNull(),
    /** The venue, e.g. 'Congrescentrum De Eenhoorn'; empty while not yet known. */
    locationName: text("location_name").notNull().default(""),
    ...locationColumns(),
    featuredImageUrl: text("featured_image_url"),
    /** The image's alt text; empty for a decorative image. */
    featuredImageAlt: text("featured_image_alt").notNull().default(""),
    /** Places for the whole event, across ticket types; null means only the ticket types limit it. */
    maxCapacity: integer("max_capacity"),
    /** Tickets sold or held for a pending payment, kept in step with ticket_types by the order service. */
    ticketsTaken: integer("tickets_taken").notNull().default(0),
    organizerId: uuid("organizer_id"),
    canceledAt: timestamptz("canceled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("events_type_valid", oneOf(t.type, EVENT_TYPES)),
    check("events_visibility_valid", oneOf(t.visibilityStatus, VISIBILITY_STATUSES)),
    check("events_time_frame_ordered", sql`${t.endsAt} >= ${t.startsAt}`),
    check(
      "events_capacity_not_exceeded",
      sql`${t.ticketsTaken} >= 0 and (${t.maxCapacity} is null or ${t.ticketsTaken} <= ${t.maxCapacity})`,
    ),
    index("events_starts_at_idx").on(t.startsAt),
    // At most one featured event at a time: the back office unsets the others in the same transaction.
    uniqueIndex("events_one_featured")
      .on(t.featured)
      .where(sql`${t.featured}`),
  ],
);

export const ticketTypes = pgTable(
  "ticket_types",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Price including VAT, in cents. */
    priceCents: integer("price_cents").notNull(),
    free: boolean("free").notNull().default(false),
    vatRate: text("vat_rate").$type<(typeof VAT_RATES)[number]>().notNull().default("21"),
    quantity: integer("quantity").notNull(),
    /** The most tickets of this type one order may take; null: only the general maximum per order applies. */
    maxPerOrder: integer("max_per_order"),
    /** Tickets of paid or invoiced orders. */
    soldCount: integer("sold_count").notNull().default(0),
    /** Tickets reserved for orders whose payment is still pending. */
    heldCount: integer("held_count").notNull().default(0),
    visible: boolean("visible").notNull().default(true),
    saleStartsAt: timestamptz("sale_starts_at"),
    saleEndsAt: timestamptz("sale_ends_at"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("ticket_types_vat_rate_valid", oneOf(t.vatRate, VAT_RATES)),
    check("ticket_types_price_valid", sql`${t.priceCents} >= 0 and (not ${t.free} or ${t.priceCents} = 0)`),
    check(
      "ticket_types_capacity_not_exceeded",
      sql`${t.soldCount} >= 0 and ${t.heldCount} >= 0 and ${t.soldCount} + ${t.heldCount} <= ${t.quantity}`,
    ),
    check("ticket_types_max_per_order_valid", sql`${t.maxPerOrder} is null or ${t.maxPerOrder} >= 1`),
    check(
      "ticket_types_sale_window_ordered",
      sql`${t.saleStartsAt} is null or ${t.saleEndsAt} is null or ${t.saleStartsAt} <= ${t.saleEndsAt}`,
    ),
    index("ticket_types_event_idx").on(t.eventId),
  ],
);

/** A time slot of a forum; a ticket holder picks one workshop per slot. */
export const workshopSlots = pgTable(
  "workshop_slots",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    startsAt: timestamptz("starts_at").notNull(),
    endsAt: timestamptz("ends_at").notNull(),
  },
  (t) => [
    check("workshop_slots_time_frame_ordered", sql`${t.endsAt} > ${t.startsAt}`),
    index("workshop_slots_event_idx").on(t.eventId),
  ],
);

export const workshops = pgTable(
  "workshops",
  {
    id: id(),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => workshopSlots.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Where it takes place, e.g. 'Zaal 2'; empty while not yet known. */
    room: text("room").notNull().default(""),
    /** Who gives it, e.g. 'dr. A. de Vries (NFI)'; empty while not yet known. */
    speaker: text("speaker").notNull().default(""),
    capacity: integer("capacity").notNull(),
    registeredCount: integer("registered_count").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    check(
      "workshops_capacity_not_exceeded",
      sql`${t.capacity} >= 0 and ${t.registeredCount} >= 0 and ${t.registeredCount} <= ${t.capacity}`,
    ),
    // Lets registrations reference (workshop, slot) together, so their slot can never disagree with the workshop's.
    unique("workshops_id_slot_unique").on(t.id, t.slotId),
    index("workshops_slot_idx").on(t.slotId),
  ],
);

export const eventsRelations = relations(events, ({ many }) => ({
  ticketTypes: many(ticketTypes),
  workshopSlots: many(workshopSlots),
}));

export const ticketTypesRelations = relations(ticketTypes, ({ one }) => ({
  event: one(events, { fields: [ticketTypes.eventId], references: [events.id] }),
}));

export const workshopSlotsRelations = relations(workshopSlots, ({ one, many }) => ({
  event: one(events, { fields: [workshopSlots.eventId], references: [events.id] }),
  workshops: many(workshops),
}));

export const workshopsRelations = relations(workshops, ({ one }) => ({
  slot: one(workshopSlots, { fields: [workshops.slotId], references: [workshopSlots.id] }),
}));
