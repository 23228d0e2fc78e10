import { describe, expect, it } from "vitest";
import { summariseErasure } from "./erasure-summary.ts";

describe("summariseErasure", () => {
  // A person with an order (invoice) of one ticket and an enrolment in a course still to come: the enrolment is
  // cancelled first, then anonymised by the next step; the order and ticket stay, without their data.
  const counts = { canceledEnrollments: 1, courseEnrollments: 1, orders: 1, tickets: 1, invoices: 1, mails: 2 };

  it("counts a cancelled enrolment once, as removed", () => {
    const { removed, anonymised } = summariseErasure(counts, 7);
    expect(removed.map(({ what, count }) => [what, count])).toEqual([
      ["Inschrijvingen voor cursussen die nog moeten beginnen (geannuleerd)", 1],
      ["E-mails", 2],
    ]);
    expect(anonymised.map((line) => line.what)).not.toContain("Cursusinschrijvingen");
  });

  it("lists the order and ticket as kept without the person's data, the order for the fiscal period", () => {
    const { removed, anonymised } = summariseErasure(counts, 7);
    expect(removed.map((line) => line.what)).not.toEqual(expect.arrayContaining(["Bestellingen"]));
    expect(anonymised.map(({ what, count }) => [what, count])).toEqual([
      ["Bestellingen", 1],
      ["Tickets", 1],
    ]);
    expect(anonymised[0]!.why).toContain("7 jaar");
  });

  it("keeps the enrolments that were already over, and never counts below zero", () => {
    const { anonymised } = summariseErasure({ canceledEnrollments: 1, courseEnrollments: 3 }, 7);
    expect(anonymised).toEqual([expect.objectContaining({ what: "Cursusinschrijvingen", count: 2 })]);
    expect(summariseErasure({ canceledEnrollments: 1, courseEnrollments: 0 }, 7).anonymised).toEqual([]);
  });
});
