/** The kinds of event, with their Dutch names. */
export const EVENT_TYPES = ["EVENT", "FORUM"] as const;
export type EventTypeValue = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Readonly<Record<EventTypeValue, string>> = { EVENT: "Evenement", FORUM: "Forum" };
