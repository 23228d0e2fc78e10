import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { affiliateSchema, organizationSchema } from "../../../common/validation/content.ts";
import { staffEventSchema, staffTicketTypeSchema } from "../../../common/validation/staff-events.ts";
import { staffFields } from "./field-definitions.ts";
import { StaffFormErrors } from "./StaffFormErrors.tsx";

const optionalOf = (fields: Record<string, { optional: boolean }>) =>
  Object.entries(fields)
    .filter(([, field]) => field.optional)
    .map(([name]) => name);

describe("a back-office field's definition", () => {
  it("is optional exactly where the shared schema lets the field stay empty", () => {
    const event = staffFields(staffEventSchema.shape, {
      name: "Naam",
      description: "Beschrijving",
      startsAt: "Begin",
      locationName: "Naam van de locatie",
      city: "Plaats",
      country: "Land",
      maxCapacity: "Maximaal aantal deelnemers",
    });
    expect(optionalOf(event)).toEqual(["description", "locationName", "city", "maxCapacity"]);
    const ticketType = staffFields(staffTicketTypeSchema.shape, {
      name: "Naam",
      price: "Prijs",
      quantity: "Aantal plaatsen",
      maxPerOrder: "Maximaal per bestelling",
      saleEndsAt: "Verkoop tot en met",
    });
    expect(optionalOf(ticketType)).toEqual(["maxPerOrder", "saleEndsAt"]);
  });

  it("never calls a required logo optional: a friend's logo is required, an organisation's is not", () => {
    expect(staffFields(affiliateSchema.shape, { logoUrl: "Logo" }).logoUrl.optional).toBe(false);
    expect(staffFields(organizationSchema.shape, { logoUrl: "Logo" }).logoUrl.optional).toBe(true);
  });
});

describe("the error summary of a back-office form", () => {
  it("names each wrong field by its label and links to it; a field it does not know stays in the message only", () => {
    const fields = staffFields(staffTicketTypeSchema.shape, { name: "Naam", price: "Prijs in euro's" });
    const failure = {
      message: "Controleer de gemarkeerde velden.",
      fieldErrors: { name: "Dit veld is verplicht", price: "Vul een bedrag in euro's in, bijvoorbeeld 35,00.", x: "?" },
    };
    const html = renderToStaticMarkup(<StaffFormErrors failure={failure} fields={fields} />);
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, text]) => [href, text]);
    expect(links).toEqual([
      ["#veld-name", "Naam: Dit veld is verplicht"],
      ["#veld-price", "Prijs in euro&#x27;s: Vul een bedrag in euro&#x27;s in, bijvoorbeeld 35,00."],
    ]);
    expect(html).toContain('role="alert"');
    expect(renderToStaticMarkup(<StaffFormErrors failure={undefined} fields={fields} />)).toBe("");
  });
});
