/**
 * Recognises personal data and secrets by their shape in any text bound for the logs (decision 0010). Names have no
 * shape: they are kept out by the key they sit under (./redact.ts).
 */

/**
 * What has a recognisable shape, in one pass from left to right so an earlier shape wins over a later one at the
 * same place: a UUID stays (ids of orders and courses are what a log is for); e-mail addresses, ticket codes,
 * the secret of a path that works as a key (a cancel link, a waitlist link, a "Mijn gegevens" link, a certificate's
 * name-correction and PDF links, a test checkout), other long random tokens and phone numbers go.
 */
const SHAPES = new RegExp(
  [
    /(?<uuid>\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b)/,
    /(?<email>[^\s@<>()[\]{}"',;:]+@[^\s@<>()[\]{}"',;:]+\.[^\s@<>()[\]{}"',;:]+)/,
    /(?<code>\bFF[-\s]?[0-9A-Z]{4}[-\s]?[0-9A-Z]{4}[-\s]?[0-9A-Z]{4}\b)/,
    /(?<secretPath>(?<=\/(?:afmelden|wachtlijst|mijn-gegevens|certificaat\/naam|certificaat\/pdf|test-betaalprovider)\/)[^/?#\s"']+)/,
    /(?<token>(?<![\w-])[\w-]{24,}(?![\w-]))/,
    /(?<phone>(?<![\w+(/.-])(?:\+|\(?0)(?:[\s().-]{0,2}\d){8,14}(?!\w))/,
  ]
    .map((part) => part.source)
    .join("|"),
  "gi",
);

/** A long run of URL-safe characters is a token when it looks random: digits among letters, or mixed case. */
function looksRandom(run: string): boolean {
  const hasLetter = /[a-z]/i.test(run);
  return (hasLetter && /\d/.test(run)) || (/[a-z]/.test(run) && /[A-Z]/.test(run));
}

/** Longer texts are cut: a log line stays a line, whatever size of input caused it. */
export const MAX_TEXT_IN_LOG = 1000;
/**
 * Searched beyond the cut by more than an e-mail address is long, so a shape that straddles MAX_TEXT_IN_LOG is
 * recognised whole before the cut; and never more, so a megabyte of input costs no more than this.
 */
const SEARCHED_LENGTH = MAX_TEXT_IN_LOG + 300;

export function redactText(text: string, options: { tokens?: boolean } = {}): string {
  const { tokens = true } = options;
  const redacted = text.slice(0, SEARCHED_LENGTH).replace(SHAPES, (match, ...args) => {
    const groups = args.at(-1) as Record<string, string | undefined>;
    if (groups.uuid) return match;
    if (groups.email) return "[e-mail]";
    if (groups.code) return "[code]";
    if (groups.secretPath) return "[token]";
    if (groups.token) return tokens && looksRandom(match) ? "[token]" : match;
    return "[telefoon]";
  });
  if (text.length <= MAX_TEXT_IN_LOG && redacted.length <= MAX_TEXT_IN_LOG) return redacted;
  return `${redacted.slice(0, MAX_TEXT_IN_LOG)}… (ingekort; ${text.length} tekens)`;
}
