/**
 * The forms of attendance certificates (decision 0020): the accreditation staff set per event or course, a
 * certificate's name as staff correct it, and the holder's request for a corrected name.
 */
import { z } from "zod";
import { CERTIFICATE_SUBJECT_KINDS } from "../certificate-subjects.ts";
import { MAX_LENGTH, optionalText, requiredText, uuidField } from "./fields.ts";
import { MESSAGES } from "./messages.ts";
import { registerCodesField } from "./registers.ts";
import { accreditationPartsFields } from "./accreditation-parts.ts";
import { amount } from "./points-amount.ts";

export const CERTIFICATE_LIMITS = {
  accreditationNumber: 100,
  signatory: 100,
  note: 1000,
  token: 128,
  code: 100,
} as const;

const HOURS_MESSAGE = "Vul een aantal uren groter dan 0 in, zoals 6,5";

export const certificateSubjectSchema = z.object({
  kind: z.enum(CERTIFICATE_SUBJECT_KINDS, MESSAGES.invalid),
  id: uuidField,
});

export const accreditationSchema = z.object({
  subject: certificateSubjectSchema,
  hours: amount.refine((value) => Number(value) > 0, HOURS_MESSAGE),
  points: amount,
  /** The codes of the registers that accredited it (decision 0036); which exist and may be chosen, the server checks. */
  registerCodes: registerCodesField,
  accreditationNumber: requiredText(CERTIFICATE_LIMITS.accreditationNumber),
  signatoryName: optionalText(CERTIFICATE_LIMITS.signatory),
  signatoryRole: optionalText(CERTIFICATE_LIMITS.signatory),
  ...accreditationPartsFields,
});

/** Staff re-issue one certificate, with the name as it should be printed. */
export const reissueCertificateSchema = z.object({
  certificateId: uuidField,
  firstName: requiredText(MAX_LENGTH.name),
  lastName: requiredText(MAX_LENGTH.name),
});

export const nameCorrectionSchema = z.object({
  token: z.string().max(CERTIFICATE_LIMITS.token, MESSAGES.invalid),
  name: requiredText(MAX_LENGTH.name * 2 + 1),
  note: optionalText(CERTIFICATE_LIMITS.note),
});
