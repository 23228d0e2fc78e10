/**
 * Which characters a typed text may hold. Names, addresses and codes end up in the database, on
 * invoices, tickets and in e-mails, so a text field refuses what is not text and what could make it read
 * differently from what it holds. Emoji and every script are fine.
 */

/**
 * C0 controls (NUL, tab, line feed, escape ...), DEL and the C1 controls. None belongs in a single-line field;
 * PostgreSQL refuses NUL outright. There is no multi-line field yet: one would allow LF alone (CR LF made LF first).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder the text around them: a
 * name with them prints differently on an invoice or ticket than it is stored and searched ("Trojan Source").
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Invisible characters without meaning in a name or address, which copying and pasting leaves behind: zero-width
 * space, word joiner and byte order mark. They are removed rather than refused, since nobody can see what to fix.
 * The zero-width joiner and non-joiner stay: emoji sequences and some scripts need them.
 */
const INVISIBLE_CHARACTERS = /[\u200b\u2060\ufeff]/g;

/** Half of a surrogate pair on its own is no character at all; the database would store U+FFFD instead. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** A control character or a broken character: never text, refused with one message. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);
}

export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROL.test(text);
}

/** The one form a typed text is stored in: NFC (so 'é' typed either way is the same name), invisibles removed. */
export function normalizeTypedText(text: string): string {
  return text.normalize("NFC").replace(INVISIBLE_CHARACTERS, "");
}
