/** Shared by the registration and waitlist services: a change needs the address it was made with. */
export const WRONG_EMAIL_MESSAGE = "Dit e-mailadres hoort niet bij deze inschrijving.";
