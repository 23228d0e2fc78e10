import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the server reads, parsed and validated once at start.
 * A wrong value stops the process with a message that names the variable.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const urlWithProtocol = (protocols: string[]) =>
  z.url().refine((value) => protocols.includes(new URL(value).protocol), {
    message: `moet beginnen met ${protocols.map((p) => `${p}//`).join(" of ")}`,
  });

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
  PUBLIC_URL: z.preprocess(emptyAsUndefined, urlWithProtocol(["http:", "https:"]).optional()),
  DATABASE_URL: z.preprocess(emptyAsUndefined, urlWithProtocol(["postgres:", "postgresql:"]).optional()),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
  SMTP_URL: z.preprocess(emptyAsUndefined, urlWithProtocol(["smtp:", "smtps:"]).optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default("Forensisch Forum <info@forensischforum.example.org>")),
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
  SELLER_NAME: z.preprocess(emptyAsUndefined, z.string().min(1).default("Stichting Forensisch Forum")),
  SELLER_ADDRESS: z.preprocess(emptyAsUndefined, z.string().min(1).default("Postbus 4120")),
  SELLER_POSTAL_CODE: z.preprocess(emptyAsUndefined, z.string().min(1).default("9701 EC")),
  SELLER_CITY: z.preprocess(emptyAsUndefined, z.string().min(1).default("Groningen")),
  SELLER_KVK: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{8}$/, "moet een KvK-nummer van 8 cijfers zijn")
      .default("01234567"),
  ),
  SELLER_IBAN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Z]{2}\d{2}( ?[A-Z0-9]){10,30}$/, "moet een IBAN zijn, zoals NL91 ABNA 0417 1643 00")
      .default("NL00 FAKE 0123 4567 89"),
  ),
  SELLER_VAT_NUMBER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Z]{2}[A-Z0-9]{2,13}$/, "moet een btw-identificatienummer zijn, zoals NL123456789B01")
      .optional(),
  ),
  INVOICE_PAYMENT_TERM_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(365).default(14)),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().default("loopback")),
  CLOCK_START: z.preprocess(emptyAsUndefined, z.iso.datetime({ offset: true }).optional()),
  CORS_ORIGINS: z.preprocess(emptyAsUndefined, originList.optional()),
  GRAPHQL_INTROSPECTION: z.preprocess(emptyAsUndefined, booleanFlag.optional()),
});

export type SellerConfig = {
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
  /** The origin visitors use; payment return and webhook URLs are built on it. */
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  mollieApiKey: string | undefined;
  /** undefined: seed only when the database is empty. */
  seedDemo: boolean | undefined;
  siteName: string;
  /** When set, the web app sends its GraphQL operations to this endpoint instead of running them in-process. */
  apiUrl: string | undefined;
  /** Whether /dev/mail shows the outbox (see devMailboxDefault). */
  devMailbox: boolean;
  /** The seller on invoices; a snapshot is copied into every invoice, so a change never alters old ones. */
  seller: SellerConfig;
  invoicePaymentTermDays: number;
  /**
   * Which proxies' X-Forwarded-For Express believes (its `trust proxy` setting), so the client address is resolved
   * once, by one rule, for rate limits and logs. Default: a proxy on this machine.
   */
  trustProxy: string;
  /** Test-only: the server's clock starts at this moment and runs on from there (see clockFrom). */
  clockStart: Date | undefined;
  /** Origins besides PUBLIC_URL whose pages may call /graphql from the browser (CORS), without credentials. */
  corsOrigins: string[];
  /** Whether /graphql answers introspection (__schema, __type): on outside production unless turned off. */
  graphqlIntrospection: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Ongeldige configuratie:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mollieApiKey: values.MOLLIE_API_KEY,
    seedDemo: values.SEED_DEMO,
    siteName: values.SITE_NAME,
    apiUrl: values.API_URL,
    devMailbox: values.DEV_MAILBOX ?? devMailboxDefault(values.NODE_ENV, values.SMTP_URL, values.PUBLIC_URL),
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
    trustProxy: values.TRUST_PROXY,
    clockStart: values.CLOCK_START ? clockStartOnLocalhost(values.CLOCK_START, values.PUBLIC_URL) : undefined,
    corsOrigins: values.CORS_ORIGINS ?? [],
    graphqlIntrospection: values.GRAPHQL_INTROSPECTION ?? values.NODE_ENV !== "production",
  };
}

/**
 * A shifted clock lets browser tests fix the time of the whole system; on a public site it would put every
 * hold, sale window and invoice date off, so it is refused unless the site is served on this machine.
 */
function clockStartOnLocalhost(value: string, publicUrl: string | undefined): Date {
  if (!isLocalhost(publicUrl)) {
    throw new ConfigError("Ongeldige configuratie:\n  CLOCK_START: alleen voor tests, met PUBLIC_URL op localhost");
  }
  return new Date(value);
}

function isLocalhost(publicUrl: string | undefined): boolean {
  const host = publicUrl ? new URL(publicUrl).hostname : "localhost";
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

/**
 * /dev/mail shows every outgoing mail, so it must never be reachable on a public site. By default it is on in
 * development, and in production only while nothing can leave the machine anyway: no SMTP server configured and
 * the site served on localhost (a fresh `npm start`). DEV_MAILBOX=true|false overrides this.
 */
function devMailboxDefault(env: string, smtpUrl: string | undefined, publicUrl: string | undefined): boolean {
  if (env !== "production") return true;
  if (smtpUrl) return false;
  return isLocalhost(publicUrl);
}
