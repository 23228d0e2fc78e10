/**
 * The "Praktische informatie" of an event or a course (route, parking, what to bring): rich text that staff write
 * and that goes into the mails its ticket holders and participants get. Optional: absent, null or empty is none.
 * The limit counts the HTML the editor posts, markup included; 10,000 characters is several screens of route and
 * parking notes, and keeps a mail that carries it well within what mail clients show without cutting it off.
 */
import { multilineText } from "./fields.ts";

export const PRACTICAL_INFO_MAX_LENGTH = 10_000;

/** HTML (or plain text); the service passes it through the rich-text allow-list before it is stored. */
export const practicalInfoField = multilineText(PRACTICAL_INFO_MAX_LENGTH, "keep")
  .nullish()
  .transform((value) => value ?? "");
