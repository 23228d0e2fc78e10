import { describe, expect, it } from "vitest";
import { isLogoReference, isWebUrl } from "./content.ts";
import { multilineText } from "./fields.ts";

describe("web addresses and logos of the content forms", () => {
  it("takes http(s) addresses with a host only", () => {
    for (const good of ["https://example.org", "http://example.org/pad?x=1", "HTTPS://Example.org"]) {
      expect(isWebUrl(good), good).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      "//evil.example",
      "ftp://x.example",
      "https://",
      "https://a b.nl",
      "https://iemand@evil.example",
      "data:text/html,x",
      "example.org",
    ]) {
      expect(isWebUrl(bad), bad).toBe(false);
    }
  });

  it("takes a logo as an address or a path on this site, never another site by '//' or a way up", () => {
    expect(isLogoReference("/images/logos/kliniek.svg")).toBe(true);
    expect(isLogoReference("https://cdn.example.org/logo.png")).toBe(true);
    for (const bad of [
      "//evil.example/x.svg",
      "/\\evil.example",
      "/../etc/passwd",
      "logo.svg",
      "/a b.svg",
      "javascript:x",
    ]) {
      expect(isLogoReference(bad), bad).toBe(false);
    }
  });

  it("keeps line breaks in text of several lines, and still refuses other control characters", () => {
    const text = multilineText(100, "space");
    expect(text.parse(" een\r\ntwee\rdrie\tvier ")).toBe("een\ntwee\ndrie vier");
    expect(text.safeParse("een\u0000twee").success).toBe(false);
    expect(text.safeParse("\u202eomgekeerd").success).toBe(false);
  });
});
