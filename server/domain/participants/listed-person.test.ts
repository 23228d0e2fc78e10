import { describe, expect, it } from "vitest";
import { byListedName, ERASED_PARTICIPANT, listedPerson } from "./listed-person.ts";

describe("listedPerson", () => {
  it("shows a person by name and address", () => {
    expect(listedPerson({ firstName: "Eva", lastName: "de Vries", email: "eva@example.org", ticketId: "t" })).toEqual({
      name: "Eva de Vries",
      erased: false,
      firstName: "Eva",
      lastName: "de Vries",
      email: "eva@example.org",
      ticketId: "t",
    });
  });

  it("shows an erased person as 'Verwijderde deelnemer', without the placeholder address", () => {
    const erased = { firstName: "Verwijderd", lastName: "Verwijderd", email: "verwijderd+1@ANONIEM.invalid" };
    expect(listedPerson(erased)).toEqual({
      name: ERASED_PARTICIPANT,
      erased: true,
      firstName: null,
      lastName: null,
      email: null,
    });
  });

  it("sorts by last name, erased people last", () => {
    const people = [
      { firstName: "Verwijderd", lastName: "Verwijderd", email: "verwijderd+1@anoniem.invalid" },
      { firstName: "Eva", lastName: "de Vries", email: "eva@example.org" },
      { firstName: "Anouk", lastName: "Bakker", email: "anouk@example.org" },
    ].map(listedPerson);
    expect(people.sort(byListedName).map((person) => person.name)).toEqual([
      "Anouk Bakker",
      "Eva de Vries",
      ERASED_PARTICIPANT,
    ]);
  });
});
