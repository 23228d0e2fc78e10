import { z } from "zod";
import { MESSAGES } from "./messages.ts";

const AMOUNT_MESSAGE = "Vul een getal in, zoals 6,5 (hoogstens twee cijfers achter de komma)";

/** '6,5' or '6.5' as a number with at most two decimals, below 1000; returned as the canonical '6.5'. */
export const amount = z
  .union([z.string(), z.number()], MESSAGES.invalid)
  .transform((value) => String(value).trim().replace(",", "."))
  .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value), AMOUNT_MESSAGE)
  .transform((value) => String(Number(value)));
