/**
 * Where a ticket holder chooses workshops, with the ticket's code filled in: printed as a QR code on the ticket
 * and linked from the confirmation e-mail. The wizard reads the code from `?code=` (spec §2, issue 4).
 */
export function workshopSignUpUrl(publicUrl: string, registrationCode: string): string {
  return `${publicUrl}/workshops/aanmelden?code=${encodeURIComponent(registrationCode)}`;
}
