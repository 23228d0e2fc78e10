/** The step-2 rules (common/validation/attendee.ts), the same in the browser and the route action. */
import { attendeeDetailsSchema, type AttendeeDetails } from "../../../common/validation/attendee.ts";
import type { DetailErrors, DetailName, DetailValues } from "./signup-view.ts";

export type DetailsCheck = { ok: true; details: AttendeeDetails } | { ok: false; errors: DetailErrors };

export function checkDetails(values: DetailValues): DetailsCheck {
  const parsed = attendeeDetailsSchema.safeParse(values);
  if (parsed.success) return { ok: true, details: parsed.data };
  const errors: DetailErrors = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as DetailName;
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}
