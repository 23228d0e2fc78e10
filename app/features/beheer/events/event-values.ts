/**
 * The values of the event and ticket type forms of /beheer/evenementen: what a form posted, what an existing row
 * shows, and the API input built from them. The API checks everything (common/validation/staff-events.ts); the
 * page only passes on what was typed, so its messages are the API's.
 */
import type {
  CreateEventInput,
  CreateTicketTypeInput,
  StaffEventDetailsFragment,
  StaffTicketTypeFieldsFragment,
  VatRate,
} from "../../../graphql/generated.ts";
import { toAmsterdamLocalInput } from "../../../../common/format/amsterdam-input.ts";
import { MEDIA_FIELDS, type UploadedImage } from "../../../../common/media-upload.ts";
import { centsToTypedEuros } from "../../../../common/validation/staff-typed.ts";

const textOf = (form: FormData) => (name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const localInput = (moment: string | null | undefined) => (moment ? toAmsterdamLocalInput(moment) : "");

export type EventFormValues = Omit<CreateEventInput, "type" | "visible" | "featured" | "practicalInfo"> & {
  practicalInfo: string;
  type: string;
  visible: boolean;
  featured: boolean;
};

const EVENT_TEXT_FIELDS = [
  "name",
  "description",
  "practicalInfo",
  "startsAt",
  "endsAt",
  "locationName",
  "street",
  "postalCode",
  "city",
  "country",
  "featuredImageUrl",
  "maxCapacity",
] as const;

export function eventFormValues(form: FormData): EventFormValues {
  const text = textOf(form);
  const fields = Object.fromEntries(EVENT_TEXT_FIELDS.map((name) => [name, text(name)]));
  return {
    ...(fields as Record<(typeof EVENT_TEXT_FIELDS)[number], string>),
    // The image's alt text is the upload field's (ImageUploadField, MEDIA_FIELDS.altText), with or without a file.
    featuredImageAlt: text(MEDIA_FIELDS.altText),
    type: text("type"),
    visible: text("visible") === "ja",
    featured: text("featured") === "ja",
  };
}

export const NEW_EVENT_VALUES: EventFormValues = {
  name: "",
  type: "EVENT",
  description: "",
  practicalInfo: "",
  startsAt: "",
  endsAt: "",
  locationName: "",
  street: "",
  postalCode: "",
  city: "",
  country: "Nederland",
  featuredImageUrl: "",
  featuredImageAlt: "",
  maxCapacity: "",
  // A new event starts as a draft: hidden until staff publish it.
  visible: false,
  featured: false,
};

export function eventValuesOf(event: StaffEventDetailsFragment): EventFormValues {
  return {
    name: event.name,
    type: event.type,
    description: event.description,
    practicalInfo: event.practicalInfo,
    startsAt: localInput(event.startsAt),
    endsAt: localInput(event.endsAt),
    locationName: event.locationName,
    street: event.street,
    postalCode: event.postalCode,
    city: event.city,
    country: event.country,
    featuredImageUrl: event.featuredImageUrl ?? "",
    featuredImageAlt: event.featuredImageAlt,
    maxCapacity: event.maxCapacity === null || event.maxCapacity === undefined ? "" : String(event.maxCapacity),
    visible: event.visibilityStatus === "PUBLIC",
    featured: event.featured,
  };
}

/** The values with an image just uploaded in place of the URL and alt text typed. */
export function withEventImage(values: EventFormValues, image: UploadedImage | null): EventFormValues {
  return image ? { ...values, featuredImageUrl: image.url, featuredImageAlt: image.altText ?? "" } : values;
}

export function eventInput(values: EventFormValues): CreateEventInput {
  return { ...values, type: values.type === "FORUM" ? "FORUM" : "EVENT" };
}

export type TicketTypeFormValues = Omit<CreateTicketTypeInput, "eventId" | "vatRate" | "visible"> & {
  vatRate: string;
  visible: boolean;
};

const TICKET_TEXT_FIELDS = [
  "name",
  "description",
  "price",
  "quantity",
  "maxPerOrder",
  "saleStartsAt",
  "saleEndsAt",
  "sortOrder",
] as const;

export function ticketTypeFormValues(form: FormData): TicketTypeFormValues {
  const text = textOf(form);
  const fields = Object.fromEntries(TICKET_TEXT_FIELDS.map((name) => [name, text(name)]));
  return {
    ...(fields as Record<(typeof TICKET_TEXT_FIELDS)[number], string>),
    vatRate: text("vatRate"),
    visible: text("visible") === "ja",
  };
}

export const NEW_TICKET_TYPE_VALUES: TicketTypeFormValues = {
  name: "",
  description: "",
  price: "",
  vatRate: "VAT_21",
  quantity: "",
  maxPerOrder: "",
  saleStartsAt: "",
  saleEndsAt: "",
  visible: true,
  sortOrder: "",
};

export function ticketTypeValuesOf(type: StaffTicketTypeFieldsFragment): TicketTypeFormValues {
  return {
    name: type.name,
    description: type.description,
    price: centsToTypedEuros(type.priceCents),
    vatRate: type.vatRate,
    quantity: String(type.quantity),
    maxPerOrder: type.maxPerOrder === null || type.maxPerOrder === undefined ? "" : String(type.maxPerOrder),
    saleStartsAt: localInput(type.saleStartsAt),
    saleEndsAt: localInput(type.saleEndsAt),
    visible: type.visible,
    sortOrder: String(type.sortOrder),
  };
}

const VAT_RATES: readonly VatRate[] = ["VAT_21", "VAT_9", "EXEMPT"];

export function ticketTypeInput(values: TicketTypeFormValues): Omit<CreateTicketTypeInput, "eventId"> {
  const vatRate = VAT_RATES.find((rate) => rate === values.vatRate) ?? "VAT_21";
  return { ...values, vatRate };
}

export const VAT_RATE_LABELS: Record<VatRate, string> = {
  VAT_21: "21% btw",
  VAT_9: "9% btw",
  EXEMPT: "Vrijgesteld van btw",
};
