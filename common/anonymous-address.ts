/**
 * The placeholder an erased or expired e-mail address becomes (decision 0024): `verwijderd+<row id>@anoniem.invalid`.
 * RFC 2606 reserves .invalid, so it can never be delivered; the outbox refuses to write mail to it
 * (server/mail/outbox.ts) and the anonymisers (server/domain/privacy/) make it.
 */
export const ANONYMOUS_DOMAIN = "anoniem.invalid";

/** An address erased or past its retention: mail to it is never written. */
export const isAnonymousAddress = (address: string): boolean =>
  address.trim().toLowerCase().endsWith(`@${ANONYMOUS_DOMAIN}`);
