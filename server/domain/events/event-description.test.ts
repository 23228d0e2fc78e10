import { describe, expect, it } from "vitest";
import { eventDescriptionHtml, eventDescriptionText, storedEventDescription } from "./event-description.ts";

describe("event descriptions", () => {
  const plain = "Een dag over ketenzorg.\nMet een zachte regelafbreking.\n\n- Lezingen\n- Workshops\n\nTot dan!";

  it("reads stored plain text (the seed, older rows) as paragraphs and a list", () => {
    expect(eventDescriptionHtml(plain)).toBe(
      "<p>Een dag over ketenzorg. Met een zachte regelafbreking.</p>\n<ul><li>Lezingen</li><li>Workshops</li></ul>\n<p>Tot dan!</p>",
    );
  });

  it("escapes plain text and keeps HTML within the allow-list", () => {
    expect(storedEventDescription("a < b & c")).toBe("<p>a &lt; b &amp; c</p>");
    expect(storedEventDescription('<p>Hoi <a href="javascript:x()">klik</a></p><img src=x onerror=alert(1)>')).toBe(
      '<p>Hoi <a rel="noopener noreferrer" target="_blank">klik</a></p>',
    );
    expect(storedEventDescription("Met <strong>nadruk</strong>.\n\nTweede.")).toBe(
      "<p>Met <strong>nadruk</strong>.</p>\n<p>Tweede.</p>",
    );
  });

  it("gives plain text for cards and meta data, from HTML or from plain text", () => {
    expect(eventDescriptionText(storedEventDescription(plain))).toBe(
      "Een dag over ketenzorg. Met een zachte regelafbreking.\n\n- Lezingen\n- Workshops\n\nTot dan!",
    );
    expect(eventDescriptionText("<p>Tom &amp; Jerry &lt;3</p>")).toBe("Tom & Jerry <3");
    expect(eventDescriptionText(plain)).toBe(plain);
  });
});
