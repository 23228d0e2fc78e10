/**
 * The "Praktische informatie" block that staff write per event and per course (route, parking, what to bring),
 * in the mails of its ticket holders and participants: the confirmation of an order, of a workshop choice and of a
 * course enrolment, and the reminders. Only when filled: an event or course without it gets no block and no heading.
 */
import type { SanitizedHtml } from "../../domain/rich-text.ts";
import type { MailBlock } from "./mail-blocks.ts";

export const PRACTICAL_INFO_HEADING = "Praktische informatie";

/**
 * The block, or none for an empty text. The domain reads the stored text for the mail with sanitizeOptionalRichText
 * (server/domain/rich-text.ts), which gives '' when nothing readable is left.
 */
export function practicalInfoBlocks(practicalInfoHtml: SanitizedHtml): MailBlock[] {
  return practicalInfoHtml.trim() === "" ? [] : [{ heading: PRACTICAL_INFO_HEADING, richText: practicalInfoHtml }];
}
