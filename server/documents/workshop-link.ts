/**
 * Where a ticket holder chooses workshops, with the ticket's code filled in: printed as a QR code on the ticket
 * and linked from the confirmation e-mail. The wizard reads the code from `?code=` (spec §2, issue 4). Without a
 * code: the wizard's first step, as the ticket's caption and the programme booklet print it.
 */
import { workshopSignupPath } from "../../common/site-paths.ts";

export function workshopSignUpUrl(publicUrl: string, registrationCode?: string): string {
  return `${publicUrl}${workshopSignupPath(registrationCode)}`;
}
