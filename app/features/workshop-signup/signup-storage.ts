/** What the wizard keeps in the browser for 24 hours: the ticket code and the personal details. */
import type { AttendeeDetails } from "../../../common/validation/attendee.ts";
import { readExpiring, removeExpiring, writeExpiring } from "../../lib/expiring-storage.ts";

export const CODE_KEY = "workshopRegistrationToken";
export const DETAILS_KEY = "workshopPersonalDetails";

const isCode = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

export const readStoredCode = () => readExpiring(CODE_KEY, isCode);
export const storeCode = (code: string) => writeExpiring(CODE_KEY, code);
/** The stored details when `isDetails` (the schema, which the wizard loads after the page) accepts them. */
export const readStoredDetails = (isDetails: (value: unknown) => value is AttendeeDetails) =>
  readExpiring(DETAILS_KEY, isDetails);
export const storeDetails = (details: AttendeeDetails) => writeExpiring(DETAILS_KEY, details);

export function clearStoredSignup(): void {
  removeExpiring(CODE_KEY);
  removeExpiring(DETAILS_KEY);
}
