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
});

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
  };
}
