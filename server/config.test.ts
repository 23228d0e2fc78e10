import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      publicUrl: "http://localhost:3000",
      databaseUrl: undefined,
      dataDir: path.resolve("./data"),
      smtpUrl: undefined,
      payments: { provider: "test" },
      testEnvironmentNotice: false,
      devMailbox: true,
      seedDemo: undefined,
      siteName: "Forensisch Forum",
      env: "development",
      worker: true,
      jobIntervals: { orderWorkerMs: 30_000, mailWorkerMs: 10_000 },
      testJobControl: false,
      testStateControl: false,
      metricsToken: undefined,
      seller: {
        name: "Stichting Forensisch Forum",
        address: "Postbus 4120",
        postalCode: "9701 EC",
        city: "Groningen",
        kvk: "01234567",
        iban: "NL00 FAKE 0123 4567 89",
        vatNumber: undefined,
      },
      invoicePaymentTermDays: 14,
      invoiceReminderDays: 14,
      reminderDaysBefore: 2,
      privacy: {
        participantMonths: 12,
        certificateYears: 5,
        fiscalYears: 7,
        mailDays: 30,
        linkMinutes: 60,
        linkRequestsPerClientPerHour: 30,
        linkRequestsPerAddressPerHour: 5,
      },
      waitlistOfferHours: 48,
      orderApproval: { minTotalEuros: 1000, minTickets: 10 },
      abuseLimits: {
        ordersPerClientPerHour: 10,
        enrollmentsPerClientPerHour: 10,
        cancellationsPerClientPerHour: 10,
        codeAttemptsPerClientPerMinute: 30,
        workshopChangesPerTicketPerHour: 30,
        requestsPerEmailPerHour: 10,
        activeEnrollmentsPerEmailPerWeek: 3,
        unpaidInvoiceOrdersPerEmail: 2,
      },
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "0.0.0.0",
      PUBLIC_URL: "https://www.forensischforum.example.org/",
      DATABASE_URL: "postgres://ff@db.example.org:5432/ff",
      DATA_DIR: "/var/lib/ff",
      SMTP_URL: "smtp://mail.example.org:587",
      MAIL_FROM: "FF <noreply@example.org>",
      PAYMENTS: "mollie",
      MOLLIE_API_KEY: "test_abcdefghijklmnopqrstuvwxyz12",
      SEED_DEMO: "false",
      SITE_NAME: "Forensisch Forum Test",
      API_URL: "https://api.example.org/graphql",
      DEV_MAILBOX: "true",
      SELLER_NAME: "Stichting Voorbeeld",
      SELLER_ADDRESS: "Kerkstraat 1",
      SELLER_POSTAL_CODE: "1234 AB",
      SELLER_CITY: "Utrecht",
      SELLER_KVK: "87654321",
      SELLER_IBAN: "NL91 ABNA 0417 1643 00",
      SELLER_VAT_NUMBER: "NL123456789B01",
      INVOICE_PAYMENT_TERM_DAYS: "30",
      INVOICE_REMINDER_DAYS: "10",
      REMINDER_DAYS_BEFORE: "3",
      RETENTION_PARTICIPANT_MONTHS: "18",
      RETENTION_CERTIFICATE_YEARS: "10",
      RETENTION_FISCAL_YEARS: "8",
      RETENTION_MAIL_DAYS: "14",
      PERSONAL_DATA_LINK_MINUTES: "30",
      RATE_LIMIT_PERSONAL_DATA_LINKS_PER_CLIENT_PER_HOUR: "40",
      RATE_LIMIT_PERSONAL_DATA_LINKS_PER_ADDRESS_PER_HOUR: "4",
      WAITLIST_OFFER_HOURS: "24",
      TRUST_PROXY: "10.0.0.0/8",
      ORDER_APPROVAL_MIN_TOTAL_EUROS: "2500",
      ORDER_APPROVAL_MIN_TICKETS: "25",
      RATE_LIMIT_ORDERS_PER_HOUR: "20",
      RATE_LIMIT_ENROLLMENTS_PER_HOUR: "21",
      RATE_LIMIT_CANCELLATIONS_PER_HOUR: "22",
      RATE_LIMIT_CODE_ATTEMPTS_PER_MINUTE: "60",
      RATE_LIMIT_WORKSHOP_CHANGES_PER_TICKET_PER_HOUR: "12",
      RATE_LIMIT_PER_EMAIL_PER_HOUR: "5",
      MAX_ACTIVE_ENROLLMENTS_PER_EMAIL_PER_WEEK: "4",
      MAX_UNPAID_INVOICE_ORDERS_PER_EMAIL: "1",
      CORS_ORIGINS: "https://app.example.org, http://localhost:5173",
      WORKER: "false",
      WORKER_NICE: "15",
      ORDER_WORKER_INTERVAL_SECONDS: "60",
      MAIL_WORKER_INTERVAL_SECONDS: "20",
      TEST_JOB_CONTROL: "false",
      GRAPHQL_INTROSPECTION: "true",
      STAFF_SESSION_IDLE_MINUTES: "30",
      STAFF_SESSION_MAX_HOURS: "8",
      STAFF_SIGN_IN_LINK_MINUTES: "10",
      RATE_LIMIT_STAFF_SIGN_IN_PER_CLIENT_PER_HOUR: "50",
      RATE_LIMIT_STAFF_SIGN_IN_PER_ADDRESS_PER_HOUR: "3",
      METRICS_TOKEN: "b7f3c9e1a4d2f6e8b0c5a9d3e7f1b4c8",
    });
    expect(config).toEqual({
      env: "production",
      port: 8080,
      host: "0.0.0.0",
      publicUrl: "https://www.forensischforum.example.org",
      databaseUrl: "postgres://ff@db.example.org:5432/ff",
      dataDir: "/var/lib/ff",
      smtpUrl: "smtp://mail.example.org:587",
      mailFrom: "FF <noreply@example.org>",
      payments: { provider: "mollie", apiKey: "test_abcdefghijklmnopqrstuvwxyz12" },
      testEnvironmentNotice: false,
      seedDemo: false,
      siteName: "Forensisch Forum Test",
      apiUrl: "https://api.example.org/graphql",
      devMailbox: true,
      seller: {
        name: "Stichting Voorbeeld",
        address: "Kerkstraat 1",
        postalCode: "1234 AB",
        city: "Utrecht",
        kvk: "87654321",
        iban: "NL91 ABNA 0417 1643 00",
        vatNumber: "NL123456789B01",
      },
      invoicePaymentTermDays: 30,
      invoiceReminderDays: 10,
      reminderDaysBefore: 3,
      privacy: {
        participantMonths: 18,
        certificateYears: 10,
        fiscalYears: 8,
        mailDays: 14,
        linkMinutes: 30,
        linkRequestsPerClientPerHour: 40,
        linkRequestsPerAddressPerHour: 4,
      },
      waitlistOfferHours: 24,
      trustProxy: "10.0.0.0/8",
      clockStart: undefined,
      orderApproval: { minTotalEuros: 2500, minTickets: 25 },
      log: { level: "info", format: "json" },
      abuseLimits: {
        ordersPerClientPerHour: 20,
        enrollmentsPerClientPerHour: 21,
        cancellationsPerClientPerHour: 22,
        codeAttemptsPerClientPerMinute: 60,
        workshopChangesPerTicketPerHour: 12,
        requestsPerEmailPerHour: 5,
        activeEnrollmentsPerEmailPerWeek: 4,
        unpaidInvoiceOrdersPerEmail: 1,
      },
      staff: {
        sessionIdleMinutes: 30,
        sessionMaxHours: 8,
        signInLinkMinutes: 10,
        signInRequestsPerClientPerHour: 50,
        signInRequestsPerAddressPerHour: 3,
        passkeySignInsPerClientPerHour: 30,
        passkeyFreshMinutes: 5,
        uploadsPerHour: 60,
        uploadMegabytesPerDay: 500,
        mediaApiRequestsPerClientPerHour: 120,
      },
      corsOrigins: ["https://app.example.org", "http://localhost:5173"],
      graphqlIntrospection: true,
      worker: false,
      workerNice: 15,
      jobIntervals: { orderWorkerMs: 60_000, mailWorkerMs: 20_000 },
      testJobControl: false,
      testStateControl: false,
      workshopChangesCloseMinutesBefore: 0,
      metricsToken: "b7f3c9e1a4d2f6e8b0c5a9d3e7f1b4c8",
    });
  });

  it("logs JSON lines in production and plain lines otherwise, unless LOG_FORMAT says; LOG_LEVEL filters", () => {
    expect(loadConfig({}).log).toEqual({ level: "info", format: "text" });
    expect(loadConfig({ NODE_ENV: "production", LOG_FORMAT: "text", LOG_LEVEL: "warn" }).log).toEqual({
      level: "warn",
      format: "text",
    });
    expect(() => loadConfig({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
  });

  it("refuses an abuse limit that is not a whole number of at least 1", () => {
    const attempt = () =>
      loadConfig({
        RATE_LIMIT_ORDERS_PER_HOUR: "0",
        MAX_UNPAID_INVOICE_ORDERS_PER_EMAIL: "1.5",
        RATE_LIMIT_PER_EMAIL_PER_HOUR: "veel",
      });
    expect(attempt).toThrow(/RATE_LIMIT_ORDERS_PER_HOUR/);
    expect(attempt).toThrow(/MAX_UNPAID_INVOICE_ORDERS_PER_EMAIL/);
    expect(attempt).toThrow(/RATE_LIMIT_PER_EMAIL_PER_HOUR/);
  });

  it("treats empty values as unset, as a copied .env.example leaves them", () => {
    expect(loadConfig({ DATABASE_URL: "", SMTP_URL: "", SEED_DEMO: "" }).databaseUrl).toBeUndefined();
    const invoicing = loadConfig({ SELLER_NAME: "", SELLER_VAT_NUMBER: "", INVOICE_PAYMENT_TERM_DAYS: "" });
    expect(invoicing.seller).toMatchObject({ name: "Stichting Forensisch Forum", vatNumber: undefined });
    expect(invoicing.invoicePaymentTermDays).toBe(14);
  });

  it("names every wrong variable in one clear error", () => {
    const attempt = () => loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", MOLLIE_API_KEY: "geheim" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: moet beginnen met postgres:\/\/ of postgresql:\/\//);
    expect(attempt).toThrow(/MOLLIE_API_KEY: moet een Mollie API-sleutel zijn/);
  });

  it("rejects seller details that cannot be printed on a valid invoice", () => {
    const attempt = () =>
      loadConfig({
        SELLER_KVK: "1234",
        SELLER_IBAN: "geen iban",
        SELLER_VAT_NUMBER: "x",
        INVOICE_PAYMENT_TERM_DAYS: "-1",
      });
    expect(attempt).toThrow(/SELLER_KVK: moet een KvK-nummer van 8 cijfers zijn/);
    expect(attempt).toThrow(/SELLER_IBAN: moet een IBAN zijn/);
    expect(attempt).toThrow(/SELLER_VAT_NUMBER: moet een btw-identificatienummer zijn/);
    expect(attempt).toThrow(/INVOICE_PAYMENT_TERM_DAYS/);
  });

  it("refuses approval thresholds that are not a whole number of at least 1", () => {
    const attempt = () => loadConfig({ ORDER_APPROVAL_MIN_TOTAL_EUROS: "0", ORDER_APPROVAL_MIN_TICKETS: "2.5" });
    expect(attempt).toThrow(/ORDER_APPROVAL_MIN_TOTAL_EUROS/);
    expect(attempt).toThrow(/ORDER_APPROVAL_MIN_TICKETS/);
  });

  it("answers introspection outside production, and in production only when asked", () => {
    expect(loadConfig({}).graphqlIntrospection).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", GRAPHQL_INTROSPECTION: "true" }).graphqlIntrospection).toBe(true);
    expect(loadConfig({ GRAPHQL_INTROSPECTION: "false" }).graphqlIntrospection).toBe(false);
  });

  it("takes CORS origins as bare origins only, written as browsers send them", () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: " https://App.Example.org/ ,," }).corsOrigins).toEqual([
      "https://app.example.org",
    ]);
    for (const wrong of ["*", "null", "app.example.org", "https://app.example.org/pad", "ftp://app.example.org"]) {
      expect(() => loadConfig({ CORS_ORIGINS: `https://ok.example.org,${wrong}` }), wrong).toThrow(
        /CORS_ORIGINS\.1: moet een origin zijn zoals https:\/\/app\.example\.org, zonder pad/,
      );
    }
  });

  it("runs the background jobs in the web process unless WORKER=false, which needs PostgreSQL", () => {
    const postgres = "postgres://ff@db.example.org:5432/ff";
    expect(loadConfig({ WORKER: "" }).worker).toBe(true);
    expect(loadConfig({ WORKER: "true" }).worker).toBe(true);
    expect(loadConfig({ WORKER: "off", DATABASE_URL: postgres }).worker).toBe(false);
    expect(loadConfig({ WORKER: "true", DATABASE_URL: postgres }).worker).toBe(true);
    expect(() => loadConfig({ WORKER: "soms", DATABASE_URL: postgres })).toThrow(/WORKER/);
    // PGlite opens in one process only: no worker process could ever send the mail this process writes.
    const onPglite = () => loadConfig({ WORKER: "false", DATABASE_URL: "" });
    expect(onPglite).toThrow(ConfigError);
    expect(onPglite).toThrow(/WORKER: false kan alleen met DATABASE_URL \(PostgreSQL\)/);
  });

  it("takes a METRICS_TOKEN only when it is long enough to guess never, and without spaces", () => {
    expect(loadConfig({ METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "x".repeat(32) }).metricsToken).toBe("x".repeat(32));
    for (const weak of ["geheim", "x".repeat(31), `${"x".repeat(20)} ${"y".repeat(20)}`]) {
      expect(() => loadConfig({ METRICS_TOKEN: weak }), weak).toThrow(/METRICS_TOKEN: moet minstens 32 tekens zijn/);
    }
  });

  it("puts the worker process below the web processes (nice 10) unless WORKER_NICE says otherwise", () => {
    expect(loadConfig({}).workerNice).toBe(10);
    expect(loadConfig({ WORKER_NICE: "0" }).workerNice).toBe(0);
    expect(() => loadConfig({ WORKER_NICE: "20" })).toThrow(/WORKER_NICE/);
    expect(() => loadConfig({ WORKER_NICE: "-5" })).toThrow(/WORKER_NICE/);
  });

  it("runs the jobs' rounds every 30 and 10 s unless their intervals say otherwise, in whole seconds", () => {
    expect(loadConfig({ ORDER_WORKER_INTERVAL_SECONDS: "", MAIL_WORKER_INTERVAL_SECONDS: "" }).jobIntervals).toEqual({
      orderWorkerMs: 30_000,
      mailWorkerMs: 10_000,
    });
    expect(
      loadConfig({ ORDER_WORKER_INTERVAL_SECONDS: "1", MAIL_WORKER_INTERVAL_SECONDS: "3600" }).jobIntervals,
    ).toEqual({ orderWorkerMs: 1_000, mailWorkerMs: 3_600_000 });
    for (const wrong of ["0", "2.5", "3601", "vaak"]) {
      const attempt = () => loadConfig({ ORDER_WORKER_INTERVAL_SECONDS: wrong, MAIL_WORKER_INTERVAL_SECONDS: wrong });
      expect(attempt, wrong).toThrow(
        /ORDER_WORKER_INTERVAL_SECONDS: moet een geheel aantal seconden zijn, van 1 tot 3600/,
      );
      expect(attempt, wrong).toThrow(/MAIL_WORKER_INTERVAL_SECONDS: moet een geheel aantal seconden zijn/);
    }
  });

  it("keeps the test control of the jobs off unless TEST_JOB_CONTROL turns it on", () => {
    expect(loadConfig({}).testJobControl).toBe(false);
    expect(loadConfig({ TEST_JOB_CONTROL: "true" }).testJobControl).toBe(true);
    expect(() => loadConfig({ TEST_JOB_CONTROL: "graag" })).toThrow(/TEST_JOB_CONTROL/);
  });

  it("keeps the test control of the database's state off unless TEST_STATE_CONTROL turns it on", () => {
    expect(loadConfig({}).testStateControl).toBe(false);
    expect(loadConfig({ TEST_STATE_CONTROL: "true" }).testStateControl).toBe(true);
    expect(() => loadConfig({ TEST_STATE_CONTROL: "graag" })).toThrow(/TEST_STATE_CONTROL/);
  });

  it("keeps personal data 12 months, certificates 5 years, fiscal records 7 years (never less), mail 30 days", () => {
    expect(() => loadConfig({ RETENTION_FISCAL_YEARS: "6" })).toThrow(/RETENTION_FISCAL_YEARS/);
    expect(() => loadConfig({ RETENTION_PARTICIPANT_MONTHS: "0" })).toThrow(/RETENTION_PARTICIPANT_MONTHS/);
    expect(() => loadConfig({ RETENTION_MAIL_DAYS: "twee" })).toThrow(/RETENTION_MAIL_DAYS/);
  });

  it("reminds participants two days ahead unless REMINDER_DAYS_BEFORE says otherwise; 0 turns reminders off", () => {
    expect(loadConfig({}).reminderDaysBefore).toBe(2);
    expect(loadConfig({ REMINDER_DAYS_BEFORE: "0" }).reminderDaysBefore).toBe(0);
    expect(() => loadConfig({ REMINDER_DAYS_BEFORE: "-1" })).toThrow(/REMINDER_DAYS_BEFORE/);
    expect(() => loadConfig({ REMINDER_DAYS_BEFORE: "1.5" })).toThrow(/REMINDER_DAYS_BEFORE/);
  });
});
