/**
 * A small iCalendar writer (RFC 5545) for the calendar files attached to course e-mails: one VCALENDAR with one
 * VEVENT. Pure text in, text out; what goes into the event is decided by the caller.
 */
const CRLF = "\r\n";
/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

export type IcsMethod = "PUBLISH" | "CANCEL";

type IcsEvent = {
  /** Stays the same for every version of the event, so a calendar can update or remove it. */
  uid: string;
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  /** Raised for every change a calendar must apply over an earlier version, e.g. 1 for a cancellation. */
  sequence: number;
  status: "CONFIRMED" | "CANCELLED";
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  /** iTIP (RFC 5546) asks for an organiser on PUBLISH and CANCEL; some calendars match a cancellation by it. */
  organizer?: { name: string; email: string };
};

export type IcsCalendar = { prodId: string; method: IcsMethod; event: IcsEvent };

export function renderIcs({ prodId, method, event }: IcsCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(prodId)}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.status}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${withoutControls(event.url)}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN=${quotedParam(event.organizer.name)}:mailto:${withoutControls(event.organizer.email)}`]
      : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** '20270311T083000Z': a UTC date-time (FORM #2), so no time zone definition is needed. */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(/[-:]/g, "");
}

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, any line break as '\n', other controls dropped. */
export function escapeText(value: string): string {
  return withoutControls(value.replaceAll(/\r\n?/g, "\n"), "\n").replaceAll(/[\\;,\n]/g, (char) =>
    char === "\n" ? "\\n" : `\\${char}`,
  );
}

/**
 * Splits a line longer than 75 octets: each continuation starts with one space (counted in its 75). Octets, not
 * characters, are counted, and a split never falls inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > limit) {
      parts.push(part);
      part = "";
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join(`${CRLF} `);
}

/** A parameter value in quotes (§3.2), which may hold ':', ';' and ',' but never a quote. */
function quotedParam(value: string): string {
  return `"${withoutControls(value).replaceAll('"', "'")}"`;
}

/** Drops control characters (a line break would end the property early); tab and `keep` stay. */
function withoutControls(value: string, keep = ""): string {
  return [...value]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return (code >= 0x20 && code !== 0x7f) || char === "\t" || keep.includes(char);
    })
    .join("");
}
