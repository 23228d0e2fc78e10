/**
 * An event and a ticket type as staff enter them in /beheer/evenementen: one set of rules for the page
 * and the API. The service adds what needs the database (places never below what is sold and held).
 */
import { z } from "zod";
import { MAX_QUANTITY_PER_TICKET_TYPE } from "./purchase.ts";
import { MAX_LENGTH, multilineText, optionalText, requiredText } from "./fields.ts";
import { MESSAGES } from "./messages.ts";
import { practicalInfoField } from "./practical-info.ts";
import {
  optionalTypedMoment,
  optionalTypedWholeNumber,
  typedEuros,
  typedMoment,
  typedWholeNumber,
} from "./staff-typed.ts";

const STAFF_EVENT_MESSAGES = {
  endsBeforeStart: "Het einde ligt vóór het begin.",
  saleEndsBeforeStart: "Het einde van de verkoop ligt vóór het begin ervan.",
  imageUrl: "Vul een adres in dat begint met https:// of met / (een afbeelding op deze website).",
  shiftYears: "Kies 0 tot en met 5 jaar.",
} as const;

export const EVENT_LIMITS = {
  name: 200,
  description: 50_000,
  locationName: 200,
  imageAlt: 300,
  capacity: 100_000,
  ticketTypeName: 100,
  ticketTypeDescription: 1_000,
  sortOrder: 10_000,
} as const;

/** Characters an image address may hold: printable ASCII without quotes, angle brackets, backslash or spaces. */
const ADDRESS_CHARACTERS = /^[\x21-\x7e]+$/;
const UNSAFE_IN_ADDRESS = /["'<>\\`]/;

/**
 * https with a host and no user name, or a path on this site without '..' (the demo images are '/assets/...'): what
 * an event's image and a site notice's link may be. Nothing else (javascript:, data:, '//host', http) gets through.
 */
export function isHttpsOrSitePath(value: string): boolean {
  if (!ADDRESS_CHARACTERS.test(value) || UNSAFE_IN_ADDRESS.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.split(/[/?#]/).includes("..");
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** An event's image: optional, and when given an address isHttpsOrSitePath takes. */
export const imageUrlField = optionalText(MAX_LENGTH.url).refine(
  (value) => value === null || isHttpsOrSitePath(value),
  STAFF_EVENT_MESSAGES.imageUrl,
);

const emptyWhenNull = (schema: ReturnType<typeof optionalText>) => schema.transform((value) => value ?? "");

export const staffEventSchema = z
  .object({
    name: requiredText(EVENT_LIMITS.name),
    type: z.enum(["EVENT", "FORUM"], MESSAGES.invalid),
    /** HTML (or plain text); the service passes it through the rich-text allow-list. */
    description: multilineText(EVENT_LIMITS.description, "keep"),
    /** For ticket holders, in their mails; the service sanitises it like the description. */
    practicalInfo: practicalInfoField,
    startsAt: typedMoment,
    endsAt: typedMoment,
    locationName: emptyWhenNull(optionalText(EVENT_LIMITS.locationName)),
    street: emptyWhenNull(optionalText(MAX_LENGTH.address)),
    postalCode: emptyWhenNull(optionalText(MAX_LENGTH.postalCode)),
    city: emptyWhenNull(optionalText(MAX_LENGTH.city)),
    country: requiredText(MAX_LENGTH.country),
    featuredImageUrl: imageUrlField,
    featuredImageAlt: emptyWhenNull(optionalText(EVENT_LIMITS.imageAlt)),
    maxCapacity: optionalTypedWholeNumber(1, EVENT_LIMITS.capacity),
    visible: z.boolean(MESSAGES.invalid),
    featured: z.boolean(MESSAGES.invalid),
  })
  .refine((event) => event.endsAt >= event.startsAt, {
    message: STAFF_EVENT_MESSAGES.endsBeforeStart,
    path: ["endsAt"],
  });

export type StaffEventInput = z.input<typeof staffEventSchema>;
export type StaffEventDetails = z.output<typeof staffEventSchema>;

export const duplicateEventSchema = z.object({
  shiftYears: z
    .number(MESSAGES.invalid)
    .int(STAFF_EVENT_MESSAGES.shiftYears)
    .min(0, STAFF_EVENT_MESSAGES.shiftYears)
    .max(5, STAFF_EVENT_MESSAGES.shiftYears),
});

const VAT_RATE_CHOICES = ["21", "9", "EXEMPT"] as const;

export const staffTicketTypeSchema = z
  .object({
    name: requiredText(EVENT_LIMITS.ticketTypeName),
    description: multilineText(EVENT_LIMITS.ticketTypeDescription, "keep"),
    price: typedEuros,
    vatRate: z.enum(VAT_RATE_CHOICES, "Kies 21%, 9% of vrijgesteld."),
    quantity: typedWholeNumber(0, EVENT_LIMITS.capacity),
    maxPerOrder: optionalTypedWholeNumber(1, MAX_QUANTITY_PER_TICKET_TYPE),
    saleStartsAt: optionalTypedMoment,
    saleEndsAt: optionalTypedMoment,
    visible: z.boolean(MESSAGES.invalid),
    sortOrder: optionalTypedWholeNumber(0, EVENT_LIMITS.sortOrder).transform((value) => value ?? 0),
  })
  .refine((type) => !type.saleStartsAt || !type.saleEndsAt || type.saleStartsAt <= type.saleEndsAt, {
    message: STAFF_EVENT_MESSAGES.saleEndsBeforeStart,
    path: ["saleEndsAt"],
  });

export type StaffTicketTypeInput = z.input<typeof staffTicketTypeSchema>;
export type StaffTicketTypeDetails = z.output<typeof staffTicketTypeSchema>;
