/**
 * The mails a form asks for without knowing whether it should be sent (decision 0010): the form writes a request
 * (server/mail/outbox.ts, enqueueMailRequest), the same for every address, and the mail worker has it composed here
 * after the answer: the lookup, the link, the mail, or nothing for an address that gets none.
 */
import type { MailComposer } from "../mail/outbox-delivery.ts";
import type { Settings } from "../domain/deps.ts";
import { composePersonalDataLinkMail, PERSONAL_DATA_LINK_MAIL_REQUEST } from "../domain/privacy/personal-data-links.ts";
import { composeSignInMail, SIGN_IN_MAIL_REQUEST } from "../domain/staff/sign-in.ts";

export function mailComposers(settings: Settings): Readonly<Record<string, MailComposer>> {
  return {
    [SIGN_IN_MAIL_REQUEST]: (tx, { to }, now) => composeSignInMail({ tx, now, settings }, to),
    [PERSONAL_DATA_LINK_MAIL_REQUEST]: (tx, { to }, now) => composePersonalDataLinkMail({ tx, now, settings }, to),
  };
}
