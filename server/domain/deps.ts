/**
 * The one set of dependencies every domain service takes (decision 0009). Built once in the composition root
 * (server/main.ts) and, per request, given the acting person; tests build their own with real local stand-ins
 * (test/support/deps.ts). Reads take a database and a moment; writes take these deps, so no service reaches for
 * a global, the configuration or the system clock.
 */
import type { DbOrTx, Transaction } from "../db/client.ts";
import type { InvoiceParty, StaffRole } from "../db/schema/index.ts";
import type { PaymentProvider } from "./payments/payment-provider.ts";
import type { SiteNoticeCopy } from "./site-notices/notice-copy.ts";
import type { PublishedPagesCopy } from "./site-pages/published-pages.ts";
import type { MediaStorage } from "./media/storage.ts";

/** The only source of "now" on the server: the system clock in production, a fixed or shifted one in tests. */
export type Clock = () => Date;

/**
 * Who makes a change. Visitors are anonymous; the system is a background job or the payment
 * provider's webhook; a staff member is signed in to the back office (server/domain/staff/), and the audit log
 * names them.
 */
export type Actor = { kind: "visitor"; clientIp: string | null } | { kind: "system"; name: string } | StaffActor;

/** A signed-in staff member, as their session showed them at the start of the request. */
export type StaffActor = {
  kind: "staff";
  staffId: string;
  name: string;
  email: string;
  roles: readonly StaffRole[];
  /** The session's public id (never its token). */
  sessionId: string;
  clientIp: string | null;
  /**
   * What the session knows of passkeys (decision 0039); absent for an actor no session made (a script, a test
   * acting in-process), which passkey rules do not concern.
   */
  passkey?: SessionPasskeyState;
};

type SessionPasskeyState = {
  signInMethod: "link" | "passkey";
  /** The session's last passkey check, at sign-in or a confirmation; null when never. */
  verifiedAt: Date | null;
  /** Whether the person has registered at least one passkey. */
  hasPasskey: boolean;
  /** Whether one of the person's roles requires a passkey (the beheerder's policy or its default). */
  required: boolean;
};

type SiteSettings = {
  siteName: string;
  /** Without trailing slash; links in mails and payment return addresses are built on it. */
  publicUrl: string;
  /** The sender of every mail, e.g. 'Forensisch Forum <info@...>'; calendar files name it as the organiser. */
  mailFrom: string;
};

type InvoiceSettings = {
  seller: InvoiceParty;
  paymentTermDays: number;
  /** Days after the due date until the first automatic reminder, and between the first and the second. */
  reminderDays: number;
};

/** From which size an invoice or free order waits for staff approval (server/domain/orders/approval.ts). */
export type OrderApprovalSettings = { minTotalCents: number; minTickets: number };

/**
 * How much one client (an IPv4 address, or an IPv6 /64 network) or one e-mail address may do. The
 * per-client and per-address rates are counted in the database (server/domain/rate-limits/), so every app process
 * shares them; the per-address maxima are business rules of the order and course services.
 */
export type AbuseLimits = {
  ordersPerClientPerHour: number;
  enrollmentsPerClientPerHour: number;
  cancellationsPerClientPerHour: number;
  /** Points per minute for ticket-code checks: two per invalid code; a valid code costs its client nothing. */
  codeAttemptsPerClientPerMinute: number;
  /** Workshop sign-up changes (each mails the attendee) of one ticket per hour, whichever clients send them. */
  workshopChangesPerTicketPerHour: number;
  /** Orders and enrolments naming one e-mail address, from whichever clients: bounds the mail to one inbox. */
  requestsPerEmailPerHour: number;
  /** Active enrolments of one address in courses that start in the same (Vakschool) week. */
  activeEnrollmentsPerEmailPerWeek: number;
  /** Invoice orders of one address for one event that are not paid yet. */
  unpaidInvoiceOrdersPerEmail: number;
};

/** The back office's sessions and sign-in links (server/domain/staff/). */
export type StaffSettings = {
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  signInLinkMinutes: number;
  /** Sign-in link requests per client (IPv4 address, IPv6 /64) per hour: enough for an office behind one address. */
  signInRequestsPerClientPerHour: number;
  /** Sign-in link requests per e-mail address per hour, from any client: bounds the mails one address gets. */
  signInRequestsPerAddressPerHour: number;
  /** Sign-ins by passkey per client per hour (each a signature check; a wrong one costs the same). */
  passkeySignInsPerClientPerHour: number;
  /** How old a session's last passkey check may be for a high-risk action of a member who has a passkey. */
  passkeyFreshMinutes: number;
  /** Files one staff member may upload per hour, and megabytes per day (server/domain/media/upload-limits.ts). */
  uploadsPerHour: number;
  uploadMegabytesPerDay: number;
  /** POST /api/media requests per client per hour, counted before the body is read. */
  mediaApiRequestsPerClientPerHour: number;
};

/** The reminder mails before courses and events (server/domain/reminders/); 0 days turns them off. */
type ReminderSettings = { daysBefore: number };

/** Self-service of workshop choices: the cut-off is this many minutes before the first slot starts. */
export type WorkshopSettings = { changesCloseMinutesBefore: number };
/** Course waitlists: how long an offered place stays reserved (never past the course's start). */
type WaitlistSettings = { offerHours: number };

/**
 * How long personal data is kept: the daily retention job (server/domain/privacy/) anonymises or deletes
 * it after these periods, and the privacy statement and the processing register quote them.
 */
export type PrivacySettings = {
  /** Registrations, enrolments, waitlist entries, check-ins and ticket holders: months after the event or course. */
  participantMonths: number;
  /** A certificate's verification (name, event or course, date): years after it was issued. */
  certificateYears: number;
  /** What the tax law keeps of orders and invoices: years after the end of the calendar year of the order. */
  fiscalYears: number;
  /** Mails in the outbox and .eml files: days after they were written. */
  mailDays: number;
  /** Minutes a "Mijn gegevens" link stays valid. */
  linkMinutes: number;
  /** "Mijn gegevens" link requests per client per hour. */
  linkRequestsPerClientPerHour: number;
  /** "Mijn gegevens" link requests per e-mail address per hour, from any client. */
  linkRequestsPerAddressPerHour: number;
};

export type Settings = {
  site: SiteSettings;
  staff: StaffSettings;
  invoices: InvoiceSettings;
  orderApproval: OrderApprovalSettings;
  abuseLimits: AbuseLimits;
  reminders: ReminderSettings;
  workshops: WorkshopSettings;
  waitlist: WaitlistSettings;
  privacy: PrivacySettings;
};

export type ServiceDeps = {
  db: DbOrTx;
  clock: Clock;
  /** Mollie, or the built-in test provider when MOLLIE_API_KEY is unset. */
  payments: PaymentProvider;
  settings: Settings;
  actor: Actor;
  /**
   * Tells the mail worker a mail was written in `tx`, so it goes out soon instead of at the next round: a nudge
   * when the worker runs in this process, a NOTIFY in `tx` when it runs in another (server/jobs/mail-notifications.ts).
   */
  mailEnqueued: (tx: DbOrTx) => void | Promise<void>;
  /**
   * The process's in-memory copy of the site notices, dropped on every change of public content (server/main.ts);
   * without it (tests, scripts) the notices are read from the database each time.
   */
  siteNotices?: SiteNoticeCopy | undefined;
  /**
   * The process's copy of the published site pages (server/domain/site-pages/published-pages.ts), emptied by the
   * `public_content` notification; without one, every read of a published page asks the database.
   */
  publishedPages?: PublishedPagesCopy | undefined;
  /**
   * Where the uploads' files are (DATA_DIR/media, server/domain/media/storage.ts): deleting an unused upload removes
   * them too. Without it (tests, scripts) no upload is deleted, neither by hand nor by the retention job.
   */
  mediaStorage?: MediaStorage | undefined;
};

/**
 * A change in progress: the transaction and the one moment the change happens at (every timestamp it writes is
 * that moment), with the rest of the deps.
 */
export type UnitOfWork = Omit<ServiceDeps, "db" | "clock"> & { tx: Transaction; now: Date };

/** Runs `work` in one transaction at one moment: `now`, or the clock's time when the change starts. */
export function inTransaction<T>(
  deps: ServiceDeps,
  work: (unit: UnitOfWork) => Promise<T>,
  now: Date = deps.clock(),
): Promise<T> {
  const { db, clock: _clock, ...rest } = deps;
  return db.transaction((tx) => work({ ...rest, tx, now }));
}

/** The same deps acting for someone else, e.g. the visitor of one request. */
export function actingAs(deps: ServiceDeps, actor: Actor): ServiceDeps {
  return { ...deps, actor };
}
