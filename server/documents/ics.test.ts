import { describe, expect, it } from "vitest";
import { escapeText, foldLine, renderIcs, utcDateTime, type IcsCalendar } from "./ics.ts";

const calendar: IcsCalendar = {
  prodId: "-//Forensisch Forum//Vakschool//NL",
  method: "PUBLISH",
  event: {
    uid: "course-enrollment-1@forensischforum.example.org",
    stamp: new Date("2027-02-01T10:00:00.123Z"),
    start: new Date("2027-03-11T08:30:00Z"),
    end: new Date("2027-03-11T15:30:00Z"),
    sequence: 0,
    status: "CONFIRMED",
    summary: "Risicotaxatie",
  },
};

const octets = (line: string) => Buffer.byteLength(line, "utf8");

describe("the iCalendar writer", () => {
  it("writes a VCALENDAR with CRLF line endings and one VEVENT in UTC", () => {
    const ics = renderIcs(calendar);
    expect(ics).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Forensisch Forum//Vakschool//NL",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "BEGIN:VEVENT",
        "UID:course-enrollment-1@forensischforum.example.org",
        "DTSTAMP:20270201T100000Z",
        "DTSTART:20270311T083000Z",
        "DTEND:20270311T153000Z",
        "SEQUENCE:0",
        "STATUS:CONFIRMED",
        "SUMMARY:Risicotaxatie",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
    expect(ics.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  });

  it("escapes backslash, semicolon, comma and every kind of line break in TEXT, and drops other controls", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeText("een\r\ntwee\ndrie\rvier")).toBe("een\\ntwee\\ndrie\\nvier");
    expect(escapeText("tab\there\u0000\u0007\u007f!")).toBe("tab\there!");
    expect(escapeText("Café: 10:00")).toBe("Café: 10:00");
  });

  it("keeps user text from breaking out of its property", () => {
    const ics = renderIcs({
      ...calendar,
      event: { ...calendar.event, summary: "Cursus\r\nEND:VEVENT", location: "Zaal 1;\nATTACH:x" },
    });
    expect(ics).toContain("SUMMARY:Cursus\\nEND:VEVENT\r\n");
    expect(ics).toContain("LOCATION:Zaal 1\\;\\nATTACH:x\r\n");
    expect(ics.match(/^END:VEVENT$/gm)).toHaveLength(1);
  });

  it("quotes the organiser's name and leaves out what is not given", () => {
    const ics = renderIcs({
      ...calendar,
      event: { ...calendar.event, organizer: { name: 'Forum "FF": zorg', email: "info@example.org" } },
    });
    expect(ics).toContain(`ORGANIZER;CN="Forum 'FF': zorg":mailto:info@example.org\r\n`);
    expect(ics).not.toMatch(/LOCATION|DESCRIPTION|URL/);
  });

  it("folds long lines at 75 octets, continuing with one space", () => {
    const line = `DESCRIPTION:${"a".repeat(200)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.map(octets)).toEqual([75, 75, 64]); // 212 octets: 75 + 74 + 63, each continuation with its space
    expect(parts.slice(1).every((part) => part.startsWith(" ") && !part.startsWith("  "))).toBe(true);
    expect(folded.replaceAll("\r\n ", "")).toBe(line);
    expect(foldLine("SUMMARY:kort")).toBe("SUMMARY:kort");
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
  });

  it("never splits a multibyte character, counting octets rather than characters", () => {
    const line = `SUMMARY:${"é".repeat(60)}${"😀".repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
      expect(Buffer.from(part, "utf8").toString("utf8")).toBe(part);
    }
    expect(octets(parts[0]!)).toBe(74); // 'SUMMARY:' (8) + 33 × 'é' (2 each): one more would make 76
    expect(folded.replaceAll("\r\n ", "")).toBe(line);
  });

  it("writes UTC date-times without milliseconds", () => {
    expect(utcDateTime(new Date("2027-10-31T01:30:59.999Z"))).toBe("20271031T013059Z");
  });
});
