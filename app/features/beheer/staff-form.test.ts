import { describe, expect, it } from "vitest";
import { typedCancelRefundSchema, typedRefundSchema } from "../../../common/validation/refunds.ts";
import { TYPED_MESSAGES } from "../../../common/validation/staff-typed.ts";
import { workshopFormSchema, workshopSlotFormSchema } from "../../../common/validation/workshops.ts";
import { parseStaffForm, staffFormRefusal } from "./staff-form.ts";

const posted = (fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe("a back-office form read by its shared schema", () => {
  it("turns what staff typed into the API's typed input", () => {
    expect(parseStaffForm(posted({ bedrag: "€ 12,5", sleutel: "sleutel-123" }), typedRefundSchema)).toEqual({
      ok: true,
      input: { amountCents: 1250, idempotencyKey: "sleutel-123" },
    });
    expect(parseStaffForm(posted({ terugbetalen: "", sleutel: "k" }), typedCancelRefundSchema)).toEqual({
      ok: true,
      input: { refundCents: 0, idempotencyKey: "k" },
    });
    const slot = parseStaffForm({ startsAt: "2027-03-11T13:00", endsAt: "11-03-2027 14:30" }, workshopSlotFormSchema);
    expect(slot.ok && [slot.input.startsAt.toISOString(), slot.input.endsAt.toISOString()]).toEqual([
      "2027-03-11T12:00:00.000Z",
      "2027-03-11T13:30:00.000Z",
    ]);
  });

  it("reads a field posted twice by its first copy, the one the form shows again", () => {
    const form = posted({ sleutel: "k" });
    form.append("bedrag", "twaalf");
    form.append("bedrag", "12");
    expect(parseStaffForm(form, typedRefundSchema)).toEqual({
      ok: false,
      fieldErrors: { bedrag: TYPED_MESSAGES.amount },
    });
  });

  it("answers each wrong field with the schema's one Dutch message, keyed by the field's name", () => {
    expect(parseStaffForm(posted({ bedrag: "0", sleutel: "k" }), typedRefundSchema)).toEqual({
      ok: false,
      fieldErrors: { bedrag: "Vul een bedrag in van meer dan € 0,00." },
    });
    expect(parseStaffForm(posted({ bedrag: "twaalf" }), typedRefundSchema)).toEqual({
      ok: false,
      fieldErrors: { bedrag: TYPED_MESSAGES.amount },
    });
    expect(parseStaffForm({ startsAt: "morgen", endsAt: "" }, workshopSlotFormSchema)).toEqual({
      ok: false,
      fieldErrors: { startsAt: TYPED_MESSAGES.moment, endsAt: "Dit veld is verplicht" },
    });
    // A rule over both moments waits for both: an unread start gives the end no message of its own.
    expect(parseStaffForm({ startsAt: "", endsAt: "2027-03-11T13:00" }, workshopSlotFormSchema)).toEqual({
      ok: false,
      fieldErrors: { startsAt: "Dit veld is verplicht" },
    });
    const workshop = { name: "Risicotaxatie", description: "", speaker: "", room: "", capacity: "1,5", sortOrder: "" };
    expect(parseStaffForm(workshop, workshopFormSchema)).toEqual({
      ok: false,
      fieldErrors: { capacity: TYPED_MESSAGES.wholeNumber(0, 10_000) },
    });
  });

  it("counts a file posted in a text field as empty", () => {
    const form = posted({ bedrag: new Blob(["12,50"]), sleutel: "k" });
    expect(parseStaffForm(form, typedRefundSchema)).toEqual({
      ok: false,
      fieldErrors: { bedrag: "Dit veld is verplicht" },
    });
  });

  it("shows the form again with what was typed, as a 400", () => {
    const refusal = staffFormRefusal({ bedrag: TYPED_MESSAGES.amount }, { bedrag: "twaalf" });
    expect(refusal.init?.status).toBe(400);
    expect(refusal.data).toEqual({
      ok: false,
      message: "Controleer de gemarkeerde velden.",
      fieldErrors: { bedrag: TYPED_MESSAGES.amount },
      values: { bedrag: "twaalf" },
    });
  });
});
