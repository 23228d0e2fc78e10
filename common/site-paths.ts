/**
 * The site's own paths, for the web app's links and for the links the server builds into payments, mails,
 * PDFs and calendar files (prefixed with the public origin). The pages are declared in app/routes.ts;
 * site-paths.test.ts checks that every path here is one of them. Builders encode what they put in.
 */
const segment = encodeURIComponent;

/** Pages without parameters. */
export const SITE_PATHS = {
  home: "/",
  about: "/over-ons",
  contact: "/contact",
  friends: "/vrienden",
  vacancies: "/vacatures",
  events: "/evenementen",
  otherEvents: "/overige-evenementen",
  courses: "/vakschool",
  workshopSignup: "/workshops/aanmelden",
  privacy: "/privacy",
  terms: "/algemene-voorwaarden",
  cookies: "/cookieverklaring",
  /** "Mijn gegevens": ask for a link to see, download or delete what the site holds about an address. */
  personalData: "/mijn-gegevens",
  /** The site notices in force, as JSON: the strip at the bottom of every page fetches it. */
  siteNotices: "/meldingen.json",
} as const;

/** The back office: its own entrance, not linked from the public navigation. */
export const STAFF_PATHS = {
  home: "/beheer",
  signIn: "/beheer/inloggen",
  /** The page a sign-in mail links to, with `?token=`: a button there signs in (a GET alone never does). */
  signInLink: "/beheer/inloggen/link",
  /** Sign-in by passkey: an action only, posted by the sign-in page's passkey button (decision 0039). */
  signInPasskey: "/beheer/inloggen/passkey",
  signOut: "/beheer/uitloggen",
  /** One's own sessions, and 'overal uitloggen'. */
  account: "/beheer/account",
  /** Ends one of one's own sessions: an action only, posted by the account page's session list. */
  endOwnSession: "/beheer/account/sessies/beeindigen",
  /** One's passkeys: register (options, then the answer) and remove; actions only, posted by the account page. */
  accountPasskeys: "/beheer/account/passkeys",
  /** The 'Bevestig met je passkey' step of a high-risk action: options, then the answer; actions only. */
  passkeyConfirm: "/beheer/account/passkeys/bevestigen",
  /** Which roles require a passkey (the beheerder's choice). */
  passkeyPolicies: "/beheer/medewerkers/passkeys",
  staffMembers: "/beheer/medewerkers",
  auditLog: "/beheer/logboek",
  /** The rich-text editor's preview: an action only, posted by the editor (app/routes/beheer/rich-text-preview.tsx). */
  richTextPreview: "/beheer/tekstvoorbeeld",
  friends: "/beheer/vrienden",
  organizations: "/beheer/organisaties",
  vacancies: "/beheer/vacatures",
  /** The site's own pages; one page's editor at sitePagePath(key), its preview below it (/voorbeeld). */
  sitePages: "/beheer/paginas",
  /** Uploaded images: the list with their URLs, and an upload form. */
  media: "/beheer/afbeeldingen",
  siteNotices: "/beheer/meldingen",
  registers: "/beheer/registers",
  /** Accredited events and courses; one's presence per register at staffPresencePath(kind, id, register). */
  accreditation: "/beheer/accreditatie",
  /** Vakschool courses; a course's enrolments at /beheer/cursussen/:id/inschrijvingen. */
  courses: "/beheer/cursussen",
  /** Events and their ticket types; an event's page is `${events}/:id`. */
  events: "/beheer/evenementen",
  /**
   * Orders: the list takes ?zoek, ?evenement, ?status, ?betaalwijze, ?van, ?tot (dd-mm-jjjj) and ?na; an
   * order's page is `${orders}/:id`.
   */
  orders: "/beheer/bestellingen",
  /** Invoices: ?status=open|vervallen|betaald|alle; the bookkeeping export is linked from there. */
  invoices: "/beheer/facturen",
  /** What needs staff attention: refunds to make, payment amounts that differ, invoices unpaid after reminders. */
  todos: "/beheer/taken",
  /** E-mails to everyone of an event, a workshop or a course. */
  messages: "/beheer/berichten",
  /** Check-in at the door: the places; one place's page is staffCheckInPath(kind, id). */
  checkIn: "/beheer/check-in",
  /** Where the check-in page's script sends scans (JSON), also those queued while offline. */
  checkInScan: "/beheer/check-in/scan",
  /** The processing register (AVG art. 30), generated from the retention settings and the permission table. */
  processingRegister: "/beheer/privacy/verwerkingsregister",
  /** A person's request about their own data by post or phone: look up, download, erase. */
  privacyRequests: "/beheer/privacy/verzoeken",
  /** Where that page's JSON download posts the address (a route without a page, so it can answer with a file). */
  privacyRequestDownload: "/beheer/privacy/verzoeken/download",
} as const;

/** The URL segment of each kind of check-in place. */
export const CHECK_IN_SEGMENTS = { EVENT: "evenement", WORKSHOP: "workshop", COURSE: "cursus" } as const;

/** The check-in page of one event's door, one workshop or one course. */
export function staffCheckInPath(kind: keyof typeof CHECK_IN_SEGMENTS, id: string): string {
  return `${STAFF_PATHS.checkIn}/${CHECK_IN_SEGMENTS[kind]}/${id}`;
}

/** The back-office page of one order, or a page below it ('annuleren', 'terugbetalen'). */
export function staffOrderPath(orderId: string, below?: string): string {
  return `${STAFF_PATHS.orders}/${orderId}${below ? `/${below}` : ""}`;
}

/** The back-office page of one event, or a page below it ('tickets/nieuw', 'workshops'). */
export function staffEventPath(eventId: string, below?: string): string {
  return `${STAFF_PATHS.events}/${eventId}${below ? `/${below}` : ""}`;
}

/** Whether a path is one of the back office's. */
export function isStaffPath(path: string): boolean {
  return path === STAFF_PATHS.home || path.startsWith(`${STAFF_PATHS.home}/`);
}

/** What the Express app serves itself, beside the pages (server/http/); no page may claim these. */
export const SERVER_PATHS = {
  programmeBooklet: "/programmaboekje.pdf",
  paymentWebhook: "/api/payments/webhook",
  testCheckout: "/test-betaalprovider",
  /** Image uploads of the back office over HTTP (API_URL); the files themselves are under /media. */
  mediaUpload: "/api/media",
  media: "/media",
} as const;

export function eventPath(eventId: string): string {
  return `${SITE_PATHS.events}/${segment(eventId)}`;
}

export function ticketPurchasePath(eventId: string): string {
  return `${eventPath(eventId)}/aanmelden`;
}

/** The completion page; with an order it reconciles and shows that order's payment. */
export function ticketPurchaseCompletePath(eventId: string, orderId?: string): string {
  const path = `${eventPath(eventId)}/aanmelden-voltooid`;
  return orderId === undefined ? path : `${path}?order=${segment(orderId)}`;
}

/** The workshop wizard; with a ticket code it starts with that code filled in (`?code=`). */
export function workshopSignupPath(registrationCode?: string): string {
  const path = SITE_PATHS.workshopSignup;
  return registrationCode === undefined ? path : `${path}?code=${segment(registrationCode)}`;
}

export function coursePath(courseId: string): string {
  return `${SITE_PATHS.courses}/${segment(courseId)}`;
}

/** The cancel token is the secret of this link: whoever has it can give the place back. */
export function courseCancelPath(cancelToken: string): string {
  return `${SITE_PATHS.courses}/afmelden/${segment(cancelToken)}`;
}

/** The waitlist token is the secret of this link: whoever has it can take an offered place or leave the list. */
export function courseWaitlistPath(token: string): string {
  return `${SITE_PATHS.courses}/wachtlijst/${segment(token)}`;
}

/** The token is the secret of this link: whoever has it sees the address's data and can have it deleted. */
export function personalDataPath(token: string): string {
  return `${SITE_PATHS.personalData}/${segment(token)}`;
}

/** The JSON download of a "Mijn gegevens" link. */
export function personalDataDownloadPath(token: string): string {
  return `${personalDataPath(token)}/gegevens.json`;
}

/** An absolute address on our public origin (no trailing slash): for mails, PDFs, calendar files, the provider. */
export function siteUrl(publicUrl: string, path: string): string {
  return `${publicUrl}${path}`;
}

export function testCheckoutPath(paymentId: string): string {
  return `${SERVER_PATHS.testCheckout}/${segment(paymentId)}`;
}

/**
 * The workshop pages of an event in the back office. `event` is the event's own page, built in the
 * events area; the workshop pages link back to it.
 */
export const STAFF_WORKSHOP_PATHS = {
  event: (eventId: string) => `${STAFF_PATHS.home}/evenementen/${segment(eventId)}`,
  workshops: (eventId: string) => `${STAFF_WORKSHOP_PATHS.event(eventId)}/workshops`,
  slot: (eventId: string, slotId: string) => `${STAFF_WORKSHOP_PATHS.workshops(eventId)}/tijdvakken/${segment(slotId)}`,
  newWorkshop: (eventId: string, slotId: string) => `${STAFF_WORKSHOP_PATHS.slot(eventId, slotId)}/nieuw`,
  workshop: (eventId: string, workshopId: string) =>
    `${STAFF_WORKSHOP_PATHS.workshops(eventId)}/${segment(workshopId)}`,
  registrations: (eventId: string, workshopId: string) =>
    `${STAFF_WORKSHOP_PATHS.workshop(eventId, workshopId)}/aanmeldingen`,
} as const;

/** The public verification page of an attendance certificate. */
export function certificatePath(code: string): string {
  return `/certificaat/${segment(code)}`;
}

/** The page where a certificate's holder asks for a corrected name; the token comes from the certificate mail. */
export function certificateNamePath(token: string): string {
  return `/certificaat/naam/${segment(token)}`;
}

/** The presence of an accredited event or course for one register (its first without `registerCode`). */
export function staffPresencePath(kind: "EVENT" | "COURSE", id: string, registerCode?: string): string {
  const path = `${STAFF_PATHS.accreditation}/${kind === "EVENT" ? "evenementen" : "cursussen"}/${segment(id)}`;
  return registerCode ? `${path}?register=${encodeURIComponent(registerCode)}` : path;
}

/** A certificate's PDF, for its holder: the token comes from the certificate mail or Mijn gegevens. */
export function certificatePdfPath(token: string): string {
  return `/certificaat/pdf/${segment(token)}`;
}

/** A staff page of an event's or a course's certificates and accreditation. */
export function staffCertificatesPath(kind: "EVENT" | "COURSE", id: string): string {
  return `${kind === "EVENT" ? STAFF_PATHS.events : STAFF_PATHS.courses}/${segment(id)}/certificaten`;
}
