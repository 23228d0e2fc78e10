/**
 * The notice a back-office page shows after a form's action sent staff to it ("Het tickettype is opgeslagen."):
 * the action names it with a key in a short-lived flash cookie, the next page of the back office reads it once,
 * shows its text in the staff shell's live region and clears the cookie. The texts live here only; the query
 * string carries none of them, so a reload, a bookmark or a shared link shows no stale notice.
 */
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { appServices } from "../../lib/app-services.ts";
import { participantsWord } from "./course-status.tsx";
import { NOTICE_COOKIE_SECONDS, noticeCookieName, readStaffCookie, staffCookie } from "./session-cookie.ts";

/** 'Eén sessie beëindigd.', '3 sessies beëindigd.', or that there was none. */
function sessionsEnded(ended: number): string {
  if (ended === 0) return "Er was geen actieve sessie.";
  return ended === 1 ? "Eén sessie beëindigd." : `${ended} sessies beëindigd.`;
}

/** Each notice's Dutch text; a function takes the number the action counted (mails sent, say). */
const STAFF_NOTICES = {
  "evenement-opgeslagen": "De wijzigingen zijn opgeslagen en staan direct op de website.",
  "evenement-gekopieerd": "Dit is de kopie. Ze is verborgen tot je haar zichtbaar maakt.",
  "evenement-geannuleerd": "Het evenement is geannuleerd; er worden geen tickets meer verkocht.",
  "ticket-opgeslagen": "Het tickettype is opgeslagen.",
  "ticket-verwijderd": "Het tickettype is verwijderd.",
  "tijdvak-toegevoegd": "Het tijdvak is toegevoegd.",
  "tijdvak-gewijzigd": "Het tijdvak is gewijzigd.",
  "tijdvak-verwijderd": "Het tijdvak is verwijderd.",
  "workshop-toegevoegd": "De workshop is toegevoegd.",
  "workshop-gewijzigd": "De workshop is gewijzigd.",
  "workshop-verwijderd": "De workshop is verwijderd.",
  "cursus-opgeslagen": "De cursus is opgeslagen.",
  "cursus-afgerond": "De cursus is afgerond; aanmelden is gesloten.",
  "cursus-geannuleerd": (mailed: number) =>
    mailed === 0
      ? "De cursus is geannuleerd. Er is niemand (opnieuw) gemaild."
      : `De cursus is geannuleerd. ${participantsWord(mailed)} ${mailed === 1 ? "krijgt" : "krijgen"} een e-mail.`,
  "accreditatie-opgeslagen": "De accreditatie is opgeslagen.",
  "certificaat-verstuurd": "Het certificaat is opnieuw verstuurd, met dezelfde code.",
  "certificaten-verstuurd": "De geldige certificaten zijn opnieuw verstuurd.",
  "bevestiging-verstuurd": "De bevestiging staat klaar om te versturen; je ziet de e-mail hieronder in de tijdlijn.",
  "bevestiging-al-verstuurd": "Deze bevestiging was al verstuurd.",
  "houder-gewijzigd": "De naam en het e-mailadres van het ticket zijn gewijzigd.",
  "houder-ongewijzigd": "Het ticket had deze naam en dit e-mailadres al.",
  "bestelling-goedgekeurd": "De bestelling is goedgekeurd; de koper krijgt de bevestiging met de factuur.",
  "bestelling-afgewezen": "De bestelling is afgewezen; de plaatsen zijn weer vrij en de koper krijgt bericht.",
  "bestelling-geannuleerd":
    "De bestelling is geannuleerd; de plaatsen zijn weer vrij en de koper krijgt de creditfactuur.",
  "tickets-geannuleerd": "De gekozen tickets zijn geannuleerd; de koper krijgt de creditfactuur.",
  "betaling-geregistreerd": "De betaling is geregistreerd.",
  "herinnering-verstuurd": "De herinnering is verstuurd.",
  terugbetaald: "De terugbetaling is aangevraagd; je ziet haar status hieronder in de tijdlijn.",
  "medewerker-toegevoegd": "De medewerker is toegevoegd.",
  "taak-afgehandeld": "De taak is afgehandeld.",
  "bericht-verstuurd": (recipients: number) => `Het bericht gaat naar ${recipients} personen.`,
  "deelnemer-ingeschreven": "De deelnemer is ingeschreven en krijgt een bevestiging per e-mail.",
  "deelnemer-afgemeld": "De aanmelding is geannuleerd; de deelnemer krijgt de afmeldmail.",
  "afbeelding-opgeslagen": "De afbeelding is opgeslagen. Ze staat bovenaan de lijst, met haar adres om te kopiëren.",
  "afbeelding-verwijderd": "De afbeelding is verwijderd, met al haar formaten.",
  uitgelogd: "Je bent uitgelogd.",
  "overal-uitgelogd": "Je bent uitgelogd op al je apparaten.",
  "sessie-beeindigd": "De sessie is beëindigd. Dat apparaat moet opnieuw inloggen.",
  "sessie-al-beeindigd": "Deze sessie was al beëindigd.",
  "sessie-onbekend": "Deze sessie bestaat niet (meer).",
  "sessies-beeindigd": sessionsEnded,
  "passkey-toegevoegd": "De passkey is toegevoegd. Je krijgt er ter controle een e-mail over.",
  "passkey-verwijderd": "De passkey is verwijderd.",
  "passkey-onbekend": "Deze passkey bestaat niet (meer).",
  "passkey-verplicht":
    "Voor jouw rol is inloggen met een passkey verplicht. Je bent ingelogd met een e-maillink: log uit en log in met je passkey, of registreer hieronder een nieuwe passkey.",
  "passkeybeleid-opgeslagen": "Het passkeybeleid is opgeslagen.",
  "account-uitgeschakeld": (ended: number) =>
    `Het account is uitgeschakeld en kan niet meer inloggen. ${sessionsEnded(ended)}`,
  "melding-toegevoegd": "De melding is toegevoegd.",
  "melding-opgeslagen": "De melding is opgeslagen.",
  "register-opgeslagen": "Het register is opgeslagen.",
  "aanwezigheid-gemeld": "De aanwezigheid is als gemeld vastgelegd. De gemelde registratienummers liggen nu vast.",
  "melding-verwijderd": "De melding is verwijderd.",
  "pagina-opgeslagen": "Het concept is opgeslagen. De website toont nog de gepubliceerde versie.",
  "pagina-gepubliceerd": "De pagina is gepubliceerd en staat direct op de website.",
  "versie-teruggezet": "De versie is teruggezet en staat direct op de website.",
} satisfies Record<string, string | ((count: number) => string)>;

export type StaffNoticeKey = keyof typeof STAFF_NOTICES;

/** 'ticket-opgeslagen', or 'cursus-geannuleerd.3' with the count. */
const NOTICE_VALUE = /^([a-z-]{1,40})(?:\.(\d{1,6}))?$/;

/** The redirect of an action that worked, with the notice the next page shows. */
export function redirectWithNotice(
  context: Readonly<RouterContextProvider>,
  to: string,
  key: StaffNoticeKey,
  count?: number,
): Response {
  return redirect(to, { headers: { "Set-Cookie": noticeCookie(context, key, count) } });
}

/** The Set-Cookie header that carries a notice to the next page (for a redirect that sets other cookies too). */
export function noticeCookie(context: Readonly<RouterContextProvider>, key: StaffNoticeKey, count?: number): string {
  const value = count === undefined ? key : `${key}.${Math.max(0, Math.trunc(count))}`;
  const publicUrl = appServices(context).publicUrl;
  return staffCookie(publicUrl, noticeCookieName(publicUrl), value, NOTICE_COOKIE_SECONDS);
}

/** The text of a notice cookie's value; null for a value that names no notice (tampered, or from an old release). */
export function noticeText(value: string | null): string | null {
  const match = value === null ? null : NOTICE_VALUE.exec(value);
  if (!match || !Object.hasOwn(STAFF_NOTICES, match[1]!)) return null;
  const notice: string | ((count: number) => string) = STAFF_NOTICES[match[1] as StaffNoticeKey];
  if (typeof notice === "string") return match[2] === undefined ? notice : null;
  return match[2] === undefined ? null : notice(Number(match[2]));
}

type PendingNotice = { text: string | null; read: boolean };
const noticeContext = createContext<PendingNotice>({ text: null, read: false });

/**
 * Reads this request's notice cookie for the staff shell's loader (or the sign-in page's, outside the shell), and
 * clears it on the response once that loader took it (a request that ran no such loader leaves it for the page
 * that does).
 */
export const staffNoticeMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const publicUrl = appServices(context).publicUrl;
  const name = noticeCookieName(publicUrl);
  const value = readStaffCookie(request, name);
  const pending: PendingNotice = { text: noticeText(value), read: false };
  context.set(noticeContext, pending);
  const response = await next();
  const setsNew = (response.headers.get("Set-Cookie") ?? "").includes(`${name}=`);
  if (value !== null && (pending.read || pending.text === null) && !setsNew) {
    response.headers.append("Set-Cookie", staffCookie(publicUrl, name, "", 0));
  }
  return response;
};

/** The notice to show on this page, taken once (the middleware then clears its cookie). */
export function takeStaffNotice(context: Readonly<RouterContextProvider>): string | null {
  const pending = context.get(noticeContext);
  pending.read = true;
  return pending.text;
}
