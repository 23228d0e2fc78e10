import path from "node:path";
import { z } from "zod";
import type { PaymentsChoice } from "./domain/payments/create-provider.ts";
import { DEMO_SELLER, decideSafeDefaults, defaultListenHost } from "./safe-defaults.ts";
import { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from "./log/logger.ts";
import type { AbuseLimits, PrivacySettings } from "./domain/deps.ts";
import { DEFAULT_JOB_INTERVALS, type JobIntervals } from "./ops/job-intervals.ts";

/**
 * Every environment variable the server reads, parsed and validated once at start.
 * A wrong value stops the process with a message that names the variable. What may run where (the test payment
 * provider, the dev mailbox, the demo seller, CLOCK_START) is decided by one rule, safe by default in production:
 * see server/safe-defaults.ts.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const urlWithProtocol = (protocols: string[]) =>
  z.url().refine((value) => protocols.includes(new URL(value).protocol), {
    message: `moet beginnen met ${protocols.map((p) => `${p}//`).join(" of ")}`,
  });

/** A limit of the abuse rules: a whole number of at least 1 (0 would refuse everyone). */
const limitSetting = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(fallback));

/** A retention period or link lifetime: a whole number within sensible bounds (the fiscal minimum is the law's). */
const retentionSetting = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

/** A background job's interval in whole seconds, up to an hour; below 5 s for tests only (server/safe-defaults.ts). */
const intervalSetting = (fallbackMs: number) => {
  const message = "moet een geheel aantal seconden zijn, van 1 tot 3600";
  return z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(3600, { error: message })
      .default(fallbackMs / 1000),
  );
};

/** 'https://app.example.org, http://localhost:5173': origins only (scheme, host, port), no path or wildcard. */
const originList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().refine(isOrigin, "moet een origin zijn zoals https://app.example.org, zonder pad")))
  .transform((origins) => origins.map((origin) => new URL(origin).origin));

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return ["http:", "https:"].includes(url.protocol) && url.href === `${url.origin}/`;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.preprocess(
    emptyAsUndefined,
    z
      .union([z.ipv4(), z.ipv6(), z.hostname()], { error: "moet een IP-adres of hostnaam zijn, zoals 0.0.0.0" })
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, urlWithProtocol(["http:", "https:"]).optional()),
  DATABASE_URL: z.preprocess(emptyAsUndefined, urlWithProtocol(["postgres:", "postgresql:"]).optional()),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
  SMTP_URL: z.preprocess(emptyAsUndefined, urlWithProtocol(["smtp:", "smtps:"]).optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default("Forensisch Forum <info@forensischforum.example.org>")),
  PAYMENTS: z.preprocess(emptyAsUndefined, z.enum(["mollie", "test"]).optional()),
  MOLLIE_API_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(test|live)_\w{20,}$/, "moet een Mollie API-sleutel zijn (test_... of live_...)")
      .optional(),
  ),
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
  SITE_NAME: z.preprocess(emptyAsUndefined, z.string().min(1).default("Forensisch Forum")),
  API_URL: z.preprocess(emptyAsUndefined, urlWithProtocol(["http:", "https:"]).optional()),
  DEV_MAILBOX: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
  // The seller printed on every invoice. The defaults are the fictional demo values of the contact page.
  SELLER_NAME: z.preprocess(emptyAsUndefined, z.string().min(1).default(DEMO_SELLER.name)),
  SELLER_ADDRESS: z.preprocess(emptyAsUndefined, z.string().min(1).default(DEMO_SELLER.address)),
  SELLER_POSTAL_CODE: z.preprocess(emptyAsUndefined, z.string().min(1).default(DEMO_SELLER.postalCode)),
  SELLER_CITY: z.preprocess(emptyAsUndefined, z.string().min(1).default(DEMO_SELLER.city)),
  SELLER_KVK: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{8}$/, "moet een KvK-nummer van 8 cijfers zijn")
      .default(DEMO_SELLER.kvk),
  ),
  SELLER_IBAN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Z]{2}\d{2}( ?[A-Z0-9]){10,30}$/, "moet een IBAN zijn, zoals NL91 ABNA 0417 1643 00")
      .default(DEMO_SELLER.iban),
  ),
  SELLER_VAT_NUMBER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Z]{2}[A-Z0-9]{2,13}$/, "moet een btw-identificatienummer zijn, zoals NL123456789B01")
      .optional(),
  ),
  INVOICE_PAYMENT_TERM_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(365).default(14)),
  // Days after the due date until the first automatic reminder, and again until the second.
  INVOICE_REMINDER_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(365).default(14)),
  // Days before a course or event starts that its participants get a reminder; 0 sends none.
  REMINDER_DAYS_BEFORE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(60).default(2)),
  // Hours a waitlist offer of a course place stays open; never past the course's start.
  WAITLIST_OFFER_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(14 * 24)
      .default(48),
  ),
  // Privacy: how long personal data is kept before the daily retention job anonymises or deletes it.
  RETENTION_PARTICIPANT_MONTHS: retentionSetting(12, 1, 120),
  RETENTION_CERTIFICATE_YEARS: retentionSetting(5, 1, 30),
  RETENTION_FISCAL_YEARS: retentionSetting(7, 7, 30),
  RETENTION_MAIL_DAYS: retentionSetting(30, 1, 365),
  // Minutes a "Mijn gegevens" link (sent to an address to see, download or delete its data) stays valid.
  PERSONAL_DATA_LINK_MINUTES: retentionSetting(60, 5, 24 * 60),
  // Requests for such a link per client and, separately, per address per hour (each sends a mail).
  RATE_LIMIT_PERSONAL_DATA_LINKS_PER_CLIENT_PER_HOUR: limitSetting(30),
  RATE_LIMIT_PERSONAL_DATA_LINKS_PER_ADDRESS_PER_HOUR: limitSetting(5),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().default("loopback")),
  CLOCK_START: z.preprocess(emptyAsUndefined, z.iso.datetime({ offset: true }).optional()),
  // From these sizes on, an invoice or free order waits for staff approval (server/domain/orders/approval.ts).
  ORDER_APPROVAL_MIN_TOTAL_EUROS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(1000)),
  ORDER_APPROVAL_MIN_TICKETS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(10)),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default("info")),
  LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(LOG_FORMATS).optional()),
  // Abuse limits: per client (IPv4 address, IPv6 /64) and per e-mail address.
  RATE_LIMIT_ORDERS_PER_HOUR: limitSetting(10),
  RATE_LIMIT_ENROLLMENTS_PER_HOUR: limitSetting(10),
  RATE_LIMIT_CANCELLATIONS_PER_HOUR: limitSetting(10),
  RATE_LIMIT_CODE_ATTEMPTS_PER_MINUTE: limitSetting(30),
  RATE_LIMIT_WORKSHOP_CHANGES_PER_TICKET_PER_HOUR: limitSetting(30),
  RATE_LIMIT_PER_EMAIL_PER_HOUR: limitSetting(10),
  MAX_ACTIVE_ENROLLMENTS_PER_EMAIL_PER_WEEK: limitSetting(3),
  MAX_UNPAID_INVOICE_ORDERS_PER_EMAIL: limitSetting(2),
  // The back office's sessions and sign-in links (decision 0011).
  STAFF_SESSION_IDLE_MINUTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(120),
  ),
  STAFF_SESSION_MAX_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24)
      .default(12),
  ),
  STAFF_SIGN_IN_LINK_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(60).default(15)),
  // Sign-in link requests per client (an office behind one address shares it) and per address per hour.
  RATE_LIMIT_STAFF_SIGN_IN_PER_CLIENT_PER_HOUR: limitSetting(100),
  RATE_LIMIT_STAFF_SIGN_IN_PER_ADDRESS_PER_HOUR: limitSetting(5),
  // Passkeys (decision 0039): sign-ins by passkey per client per hour, and how many minutes a passkey check stays
  // fresh enough for the high-risk actions (refunds, staff accounts, erasure, payment settings).
  RATE_LIMIT_STAFF_PASSKEY_SIGN_IN_PER_HOUR: limitSetting(30),
  STAFF_PASSKEY_FRESH_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(60).default(5)),
  // Uploads (images, notice PDFs) per staff member: files per hour and megabytes per day (server/domain/media/).
  RATE_LIMIT_STAFF_UPLOADS_PER_HOUR: limitSetting(60),
  RATE_LIMIT_STAFF_UPLOAD_MB_PER_DAY: limitSetting(500),
  // POST /api/media per client (IPv4 address, IPv6 /64) per hour, before its body is read.
  RATE_LIMIT_MEDIA_API_PER_HOUR: limitSetting(120),
  CORS_ORIGINS: z.preprocess(emptyAsUndefined, originList.optional()),
  GRAPHQL_INTROSPECTION: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
  // false: this web process runs no background jobs; `npm run worker` runs them.
  WORKER: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  // The CPU priority of `npm run worker` (Unix nice, 0-19): mail can wait a few seconds in a rush, buyers cannot.
  WORKER_NICE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(19).default(10)),
  // How often the background jobs run a round when nothing nudges them; each process reads its own.
  ORDER_WORKER_INTERVAL_SECONDS: intervalSetting(DEFAULT_JOB_INTERVALS.orderWorkerMs),
  MAIL_WORKER_INTERVAL_SECONDS: intervalSetting(DEFAULT_JOB_INTERVALS.mailWorkerMs),
  // Test-only: POST /dev/jobs/run runs a round of the jobs now (server/http/job-control-route.ts).
  TEST_JOB_CONTROL: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  // Test-only: POST /dev/state/save and /dev/state/restore keep and put back every row (server/state-control.ts).
  TEST_STATE_CONTROL: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  // A scraper that is not on this machine reads /metrics with this bearer token; unset: only loopback.
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\x21-\x7e]{32,}$/, "moet minstens 32 tekens zijn, zonder spaties (bijv. openssl rand -hex 32)")
      .optional(),
  ),
  // Minutes before the start of an event's first workshop slot at which ticket holders can no longer change.
  WORKSHOP_CHANGES_CLOSE_MINUTES_BEFORE: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(0)
      .max(60 * 24 * 365)
      .default(0),
  ),
});

type SellerConfig = {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  /** Chamber of commerce (Kamer van Koophandel) number. */
  kvk: string;
  iban: string;
  /** Only needed when the seller charges VAT; printed on invoices when set. */
  vatNumber: string | undefined;
};

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  /** The address the server listens on (HOST); this machine only unless a deployment opens it. */
  host: string;
  /** The origin visitors use; payment return and webhook URLs are built on it. */
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Mollie, or the built-in test provider where it is harmless or PAYMENTS=test asks for it. */
  payments: PaymentsChoice;
  /** The test provider runs where others can reach it (PAYMENTS=test): every page shows a notice. */
  testEnvironmentNotice: boolean;
  /** undefined: seed only when the database is empty. */
  seedDemo: boolean | undefined;
  siteName: string;
  /** When set, the web app sends its GraphQL operations to this endpoint instead of running them in-process. */
  apiUrl: string | undefined;
  /** Whether /dev/mail shows the outbox (to clients on this machine only). */
  devMailbox: boolean;
  /** The seller on invoices; a snapshot is copied into every invoice, so a change never alters old ones. */
  seller: SellerConfig;
  invoicePaymentTermDays: number;
  /** Days after the due date until an automatic reminder, and between the first and the second. */
  invoiceReminderDays: number;
  /** Days before a course or event starts that its participants are reminded of it; 0: no reminders. */
  reminderDaysBefore: number;
  waitlistOfferHours: number;
  /** How long personal data is kept (server/domain/privacy/); see Settings["privacy"]. */
  privacy: PrivacySettings;
  /**
   * Which proxies' X-Forwarded-For Express believes (its `trust proxy` setting), so the client address is resolved
   * once, by one rule, for rate limits and logs. Default: a proxy on this machine.
   */
  trustProxy: string;
  /** Test-only: the server's clock starts at this moment and runs on from there (see clockFrom). */
  clockStart: Date | undefined;
  /**
   * An invoice order of at least this total (euros, VAT included), or an invoice or free order of at least this
   * many tickets, waits for staff approval instead of being confirmed at once.
   */
  orderApproval: { minTotalEuros: number; minTickets: number };
  /** The least level logged, and how: JSON lines by default in production, plain lines otherwise. */
  log: { level: LogLevel; format: LogFormat };
  /** How much one client or one e-mail address may do (server/domain/rate-limits/). */
  abuseLimits: AbuseLimits;
  /** The back office's sessions (idle timeout, absolute lifetime) and sign-in links (validity, requests per hour). */
  staff: {
    sessionIdleMinutes: number;
    sessionMaxHours: number;
    signInLinkMinutes: number;
    signInRequestsPerClientPerHour: number;
    signInRequestsPerAddressPerHour: number;
    passkeySignInsPerClientPerHour: number;
    passkeyFreshMinutes: number;
    uploadsPerHour: number;
    uploadMegabytesPerDay: number;
    mediaApiRequestsPerClientPerHour: number;
  };
  /** Origins besides PUBLIC_URL whose pages may call /graphql from the browser (CORS), without credentials. */
  corsOrigins: string[];
  /** Whether /graphql answers introspection (__schema, __type): on outside production unless turned off. */
  graphqlIntrospection: boolean;
  /**
   * Whether this web process runs the background jobs (mail outbox, holds, reconciliation, reminders). false
   * (WORKER=false) leaves them to `npm run worker`, a process of their own on the same PostgreSQL database.
   */
  worker: boolean;
  /**
   * The nice value `npm run worker` gives itself (WORKER_NICE, default 10): when the web processes and the worker
   * share the cores, the web processes get them first, and mail and PDFs follow as soon as there is room.
   */
  workerNice: number;
  /** How often the order worker and the mail worker run a round when nothing nudges them (default 30 s, 10 s). */
  jobIntervals: JobIntervals;
  /**
   * Test-only (TEST_JOB_CONTROL): a test on this machine may run a round of the background jobs at once and wait for
   * it (POST /dev/jobs/run), instead of waiting for their intervals.
   */
  testJobControl: boolean;
  /**
   * Test-only (TEST_STATE_CONTROL): a test on this machine may save the rows of every table and put them back
   * later (POST /dev/state/save, /dev/state/restore), so one server serves several test files from the same world.
   */
  testStateControl: boolean;
  /**
   * How many minutes before the start of an event's first workshop slot ticket holders can no longer change their
   * workshop choices or waitlists (WORKSHOP_CHANGES_CLOSE_MINUTES_BEFORE, default 0: until the first slot starts).
   */
  workshopChangesCloseMinutesBefore: number;
  /**
   * The bearer token with which a Prometheus elsewhere reads /metrics (METRICS_TOKEN). Without it only a scraper on
   * this machine, talking to the process directly, can read them.
   */
  metricsToken: string | undefined;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw configError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const values = parsed.data;
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, "");
  const host = values.HOST ?? defaultListenHost(publicUrl);
  const { decided, problems } = decideSafeDefaults({
    production: values.NODE_ENV === "production",
    publicUrl,
    host,
    payments: values.PAYMENTS,
    mollieApiKey: values.MOLLIE_API_KEY,
    devMailbox: values.DEV_MAILBOX,
    smtpUrl: values.SMTP_URL,
    seller: values,
    clockStart: values.CLOCK_START,
    jobIntervalSeconds: {
      ORDER_WORKER_INTERVAL_SECONDS: values.ORDER_WORKER_INTERVAL_SECONDS,
      MAIL_WORKER_INTERVAL_SECONDS: values.MAIL_WORKER_INTERVAL_SECONDS,
    },
    testJobControl: values.TEST_JOB_CONTROL,
    testStateControl: values.TEST_STATE_CONTROL,
  });
  if (!values.WORKER && !values.DATABASE_URL) {
    problems.push(
      "WORKER: false kan alleen met DATABASE_URL (PostgreSQL). De ingebouwde PGlite-database kan maar één proces " +
        "openen, dus geen worker (npm run worker) zou de e-mail versturen. Zet DATABASE_URL, of laat WORKER weg.",
    );
  }
  if (problems.length > 0) throw configError(problems);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host,
    publicUrl,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    payments: decided.payments,
    testEnvironmentNotice: decided.testEnvironmentNotice,
    seedDemo: values.SEED_DEMO,
    siteName: values.SITE_NAME,
    apiUrl: values.API_URL,
    devMailbox: decided.devMailbox,
    seller: {
      name: values.SELLER_NAME,
      address: values.SELLER_ADDRESS,
      postalCode: values.SELLER_POSTAL_CODE,
      city: values.SELLER_CITY,
      kvk: values.SELLER_KVK,
      iban: values.SELLER_IBAN,
      vatNumber: values.SELLER_VAT_NUMBER,
    },
    invoicePaymentTermDays: values.INVOICE_PAYMENT_TERM_DAYS,
    invoiceReminderDays: values.INVOICE_REMINDER_DAYS,
    reminderDaysBefore: values.REMINDER_DAYS_BEFORE,
    waitlistOfferHours: values.WAITLIST_OFFER_HOURS,
    privacy: {
      participantMonths: values.RETENTION_PARTICIPANT_MONTHS,
      certificateYears: values.RETENTION_CERTIFICATE_YEARS,
      fiscalYears: values.RETENTION_FISCAL_YEARS,
      mailDays: values.RETENTION_MAIL_DAYS,
      linkMinutes: values.PERSONAL_DATA_LINK_MINUTES,
      linkRequestsPerClientPerHour: values.RATE_LIMIT_PERSONAL_DATA_LINKS_PER_CLIENT_PER_HOUR,
      linkRequestsPerAddressPerHour: values.RATE_LIMIT_PERSONAL_DATA_LINKS_PER_ADDRESS_PER_HOUR,
    },
    trustProxy: values.TRUST_PROXY,
    clockStart: decided.clockStart,
    orderApproval: {
      minTotalEuros: values.ORDER_APPROVAL_MIN_TOTAL_EUROS,
      minTickets: values.ORDER_APPROVAL_MIN_TICKETS,
    },
    log: { level: values.LOG_LEVEL, format: values.LOG_FORMAT ?? (values.NODE_ENV === "production" ? "json" : "text") },
    abuseLimits: {
      ordersPerClientPerHour: values.RATE_LIMIT_ORDERS_PER_HOUR,
      enrollmentsPerClientPerHour: values.RATE_LIMIT_ENROLLMENTS_PER_HOUR,
      cancellationsPerClientPerHour: values.RATE_LIMIT_CANCELLATIONS_PER_HOUR,
      codeAttemptsPerClientPerMinute: values.RATE_LIMIT_CODE_ATTEMPTS_PER_MINUTE,
      workshopChangesPerTicketPerHour: values.RATE_LIMIT_WORKSHOP_CHANGES_PER_TICKET_PER_HOUR,
      requestsPerEmailPerHour: values.RATE_LIMIT_PER_EMAIL_PER_HOUR,
      activeEnrollmentsPerEmailPerWeek: values.MAX_ACTIVE_ENROLLMENTS_PER_EMAIL_PER_WEEK,
      unpaidInvoiceOrdersPerEmail: values.MAX_UNPAID_INVOICE_ORDERS_PER_EMAIL,
    },
    staff: {
      sessionIdleMinutes: values.STAFF_SESSION_IDLE_MINUTES,
      sessionMaxHours: values.STAFF_SESSION_MAX_HOURS,
      signInLinkMinutes: values.STAFF_SIGN_IN_LINK_MINUTES,
      signInRequestsPerClientPerHour: values.RATE_LIMIT_STAFF_SIGN_IN_PER_CLIENT_PER_HOUR,
      signInRequestsPerAddressPerHour: values.RATE_LIMIT_STAFF_SIGN_IN_PER_ADDRESS_PER_HOUR,
      passkeySignInsPerClientPerHour: values.RATE_LIMIT_STAFF_PASSKEY_SIGN_IN_PER_HOUR,
      passkeyFreshMinutes: values.STAFF_PASSKEY_FRESH_MINUTES,
      uploadsPerHour: values.RATE_LIMIT_STAFF_UPLOADS_PER_HOUR,
      uploadMegabytesPerDay: values.RATE_LIMIT_STAFF_UPLOAD_MB_PER_DAY,
      mediaApiRequestsPerClientPerHour: values.RATE_LIMIT_MEDIA_API_PER_HOUR,
    },
    corsOrigins: values.CORS_ORIGINS ?? [],
    graphqlIntrospection: values.GRAPHQL_INTROSPECTION ?? values.NODE_ENV !== "production",
    worker: values.WORKER,
    workerNice: values.WORKER_NICE,
    jobIntervals: {
      orderWorkerMs: values.ORDER_WORKER_INTERVAL_SECONDS * 1000,
      mailWorkerMs: values.MAIL_WORKER_INTERVAL_SECONDS * 1000,
    },
    testJobControl: values.TEST_JOB_CONTROL,
    testStateControl: values.TEST_STATE_CONTROL,
    workshopChangesCloseMinutesBefore: values.WORKSHOP_CHANGES_CLOSE_MINUTES_BEFORE,
    metricsToken: values.METRICS_TOKEN,
  };
}

function configError(lines: string[]): ConfigError {
  return new ConfigError(`Ongeldige configuratie:\n${lines.map((line) => `  ${line}`).join("\n")}`);
}
