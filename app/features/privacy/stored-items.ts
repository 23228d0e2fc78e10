/**
 * Everything the site stores in a visitor's browser (decision 0024), for the cookie statement. The names come from the
 * modules that store them, so a renamed key renames here too; a new cookie or storage key must be added here.
 */
import { CHECK_IN_DEVICE_KEY, CHECK_IN_QUEUE_KEY } from "../beheer/check-in/scan-queue.ts";
import {
  NOTICE_COOKIE_SECONDS,
  noticeCookieName,
  RETURN_COOKIE_SECONDS,
  returnCookieName,
} from "../beheer/session-cookie.ts";
import { CODE_KEY, DETAILS_KEY } from "../workshop-signup/signup-storage.ts";
import { COOKIE_CHOICE_KEY, COOKIE_CHOICE_LIFETIME_DAYS } from "../../lib/cookie-choice.ts";
import { DISMISSED_BANNERS_KEY } from "../../lib/dismissed-banners.ts";
import { STORAGE_LIFETIME_MS } from "../../lib/expiring-storage.ts";
import { dutchPeriod } from "../../../common/format/periods.ts";
import { staffSessionCookieName } from "../../../common/staff-session.ts";

export type StoredItem = { name: string; kind: string; purpose: string; lifetime: string };

const HOURS = STORAGE_LIFETIME_MS / 3_600_000;

/** What React Router's <ScrollRestoration> (app/root.tsx) keeps in sessionStorage; the library names it so. */
const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/** For every visitor of the public site. */
export function publicStoredItems(): StoredItem[] {
  return [
    {
      name: SCROLL_POSITIONS_KEY,
      kind: "Sessieopslag",
      purpose: "Onthoudt hoe ver je op een pagina was gescrold, zodat je met de terugknop op dezelfde plek terugkomt.",
      lifetime: "Tot je het tabblad sluit.",
    },
    {
      name: COOKIE_CHOICE_KEY,
      kind: "Lokale opslag",
      purpose:
        "Onthoudt dat je de melding over cookies hebt beantwoord (welke knop je koos maakt niet uit), zodat die niet bij elke pagina terugkomt.",
      lifetime: `${dutchPeriod(COOKIE_CHOICE_LIFETIME_DAYS, "day")}; daarna vraagt de melding het opnieuw.`,
    },
    {
      name: DISMISSED_BANNERS_KEY,
      kind: "Lokale opslag",
      purpose: "Onthoudt welke meldingen onderaan de website (zoals die over het programmaboekje) je hebt gesloten.",
      lifetime: "Tot je de opslag van je browser wist.",
    },
    {
      name: CODE_KEY,
      kind: "Lokale opslag",
      purpose: "Onthoudt je ticketcode terwijl je je aanmeldt voor workshops.",
      lifetime: `${dutchPeriod(HOURS, "hour")}; daarna verwijderd.`,
    },
    {
      name: DETAILS_KEY,
      kind: "Lokale opslag",
      purpose: "Onthoudt je naam en e-mailadres terwijl je je aanmeldt voor workshops, zodat je ze niet opnieuw typt.",
      lifetime: `${dutchPeriod(HOURS, "hour")}; daarna verwijderd.`,
    },
  ];
}

/** Only for staff who sign in to the back office. */
export function staffStoredItems(publicUrl: string, sessionMaxHours: number): StoredItem[] {
  return [
    {
      name: staffSessionCookieName(publicUrl),
      kind: "Cookie (functioneel)",
      purpose: "Houdt een medewerker ingelogd op de beheeromgeving. Scripts kunnen hem niet lezen.",
      lifetime: `Tot het uitloggen, hoogstens ${dutchPeriod(sessionMaxHours, "hour")}.`,
    },
    {
      name: returnCookieName(publicUrl),
      kind: "Cookie (functioneel)",
      purpose:
        "Onthoudt welke pagina van de beheeromgeving een medewerker wilde openen, zodat de inloglink daar uitkomt.",
      lifetime: `Tot het inloggen met de link, hoogstens ${dutchPeriod(RETURN_COOKIE_SECONDS / 3600, "hour")}.`,
    },
    {
      name: noticeCookieName(publicUrl),
      kind: "Cookie (functioneel)",
      purpose:
        "Draagt na het opslaan van een formulier de melding over naar de volgende pagina, die haar één keer toont.",
      lifetime: `Tot die pagina is geopend, hoogstens ${NOTICE_COOKIE_SECONDS} seconden.`,
    },
    {
      name: CHECK_IN_QUEUE_KEY,
      kind: "Lokale opslag",
      purpose: "Bewaart scans bij de deur die zijn gedaan terwijl de verbinding weg was.",
      lifetime: "Tot ze zijn verstuurd.",
    },
    {
      name: CHECK_IN_DEVICE_KEY,
      kind: "Lokale opslag",
      purpose: "Een willekeurige naam voor het apparaat waarmee bij de deur wordt gescand.",
      lifetime: "Tot je de opslag van je browser wist.",
    },
  ];
}
