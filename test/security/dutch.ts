/**
 * Is a message Dutch? Good enough to tell the site's Dutch messages from the English of graphql-js, Yoga, Express
 * and React Router: at least one common Dutch word and no common English one. Quoted parts (the input echoed
 * back, e.g. "Ongeldig ID: 'the id' is geen UUID") are left out first. dutch.test.ts holds it to the site's own
 * messages and to the English ones the libraries answer.
 */
const DUTCH_WORDS = new Set(
  `de het een en niet geen ongeldig ongeldige verplicht voer kies probeer opnieuw je jouw dit deze dat van voor te
   met bij naar kan kon kunnen moet mag fout gevonden minimaal minstens karakters aantal tot verzoek groot pogingen
   vol uitverkocht bestelling aanmelding meer al nog wacht er zijn wordt werd geldig geldige akkoord
   gaan controleer invoer interne opgetreden mogelijk verwerkt evenement cursus pagina bestaat adres ongeveer
   minuut minuten worden alleen hoort hoeft af op ingeschreven liggen`.split(/\s+/),
);

const ENGLISH_WORDS = new Set(
  `the a an and not must cannot expected invalid unknown value variable field provided required error unexpected
   syntax please try again internal server request too large found was got should does exist represent non
   string bad allowed method payload content unsupported missing only`.split(/\s+/),
);

function words(message: string): string[] {
  const unquoted = message.replace(/'[^']*'|"[^"]*"|“[^”]*”/g, " ");
  return unquoted.toLowerCase().match(/\p{L}+/gu) ?? [];
}

export function isDutch(message: string): boolean {
  const found = words(message);
  return found.some((word) => DUTCH_WORDS.has(word)) && !found.some((word) => ENGLISH_WORDS.has(word));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The error messages a page shows: beside a field (FieldError's hidden 'Fout: '), in every role="alert" box
 * (ErrorBox, NoticeBox, the order banner) and, on an error answer without those, in its heading (the problem
 * pages: "Evenement niet gevonden"). A page that is not the web app (a bare error page) counts with all its text.
 */
export function messagesInPage(html: string, status = 200): string[] {
  if (!html.includes("__reactRouterContext")) {
    const text = textOf(html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ""));
    return text ? [text] : [];
  }
  const beside = [...html.matchAll(/Fout: <\/span>([\s\S]*?)<\/p>/g)].map((match) => textOf(match[1]!));
  const alerts = [...html.matchAll(/role="alert"[^>]*>([\s\S]*?)<\/div>/g)].map((match) => textOf(match[1]!));
  const messages = [...beside, ...alerts].filter((message) => message !== "");
  if (messages.length > 0 || status < 400) return messages;
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return heading ? [textOf(heading[1]!)] : [];
}
