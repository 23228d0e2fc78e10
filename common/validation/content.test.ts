import { describe, expect, it } from "vitest";
import { isLogoReference, isWebUrl, typedVacancySchema, vacancySchema } from "./content.ts";
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

describe("the vacancy form as staff type it", () => {
  const typed = {
    title: "Sociotherapeut",
    organization: "FPC",
    hoursPerWeek: " 32 ",
    summary: "Over",
    requirements: "Eisen",
    responsibilities: "Taken",
    city: "Utrecht",
    salaryFrequency: "MONTHLY",
    salaryMin: "3100,50",
    salaryMax: "",
    contactPhones: "06-12345678,\n 020 123 4567",
    sortOrder: "",
  };

  it("reads the text into the API's input, which the API's own schema takes", () => {
    const input = typedVacancySchema.parse(typed);
    expect(input).toMatchObject({ hoursPerWeek: 32, salaryMin: 3100.5, salaryMax: null, sortOrder: 0 });
    expect(input.contactPhones).toEqual(["+31612345678", "+31201234567"]);
    expect(vacancySchema.parse(input)).toMatchObject({ salaryMin: 310_050, contactPhones: input.contactPhones });
  });

  it("refuses what is no number, and wrong phones, with the API's own words", () => {
    const refused = typedVacancySchema.safeParse({
      ...typed,
      hoursPerWeek: "1e2",
      salaryMin: "3.100,50",
      contactPhones: "0612345678, 06-1234",
    });
    const errors = Object.fromEntries(
      (refused.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    const api = vacancySchema.safeParse({
      ...typed,
      hoursPerWeek: Number.NaN,
      salaryMin: -1,
      contactPhones: ["06-1234"],
    });
    const apiErrors = Object.fromEntries(
      (api.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(errors).toEqual({
      hoursPerWeek: apiErrors.hoursPerWeek,
      salaryMin: apiErrors.salaryMin,
      "contactPhones.1": apiErrors["contactPhones.0"],
    });
  });
});
