import { z } from "zod";
import { emailField } from "./email.ts";

/** The form of /mijn-gegevens: the address to send a "Mijn gegevens" link to. */
export const personalDataLinkRequestSchema = z.object({ email: emailField });

export const INVALID_LINK_MESSAGE = "Deze link is ongeldig. Vraag hieronder een nieuwe link aan.";

export const ERASURE_CONFIRMATION_MESSAGE = "Vink aan dat je al je gegevens wilt laten verwijderen.";

/** The delete form of /mijn-gegevens/:token: the link's token and the ticked confirmation. */
export const personalDataErasureSchema = z.object({
  token: z.string(INVALID_LINK_MESSAGE).max(100, INVALID_LINK_MESSAGE),
  confirm: z.literal(true, ERASURE_CONFIRMATION_MESSAGE),
});
