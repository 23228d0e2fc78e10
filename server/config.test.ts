import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: "http://localhost:3000",
      databaseUrl: undefined,
      dataDir: path.resolve("./data"),
      smtpUrl: undefined,
      mollieApiKey: undefined,
      seedDemo: undefined,
      siteName: "Forensisch Forum",
      env: "development",
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PORT: "8080",
      PUBLIC_URL: "https://www.forensischforum.example.org/",
      DATABASE_URL: "postgres://ff@db.example.org:5432/ff",
      DATA_DIR: "/var/lib/ff",
      SMTP_URL: "smtp://mail.example.org:587",
      MAIL_FROM: "FF <noreply@example.org>",
      MOLLIE_API_KEY: "test_abcdefghijklmnopqrstuvwxyz12",
      SEED_DEMO: "false",
      SITE_NAME: "Forensisch Forum Test",
      API_URL: "https://api.example.org/graphql",
    });
    expect(config).toEqual({
      env: "production",
      port: 8080,
      publicUrl: "https://www.forensischforum.example.org",
      databaseUrl: "postgres://ff@db.example.org:5432/ff",
      dataDir: "/var/lib/ff",
      smtpUrl: "smtp://mail.example.org:587",
      mailFrom: "FF <noreply@example.org>",
      mollieApiKey: "test_abcdefghijklmnopqrstuvwxyz12",
      seedDemo: false,
      siteName: "Forensisch Forum Test",
      apiUrl: "https://api.example.org/graphql",
    });
  });

  it("treats empty values as unset, as a copied .env.example leaves them", () => {
    expect(loadConfig({ DATABASE_URL: "", SMTP_URL: "", SEED_DEMO: "" }).databaseUrl).toBeUndefined();
  });

  it("names every wrong variable in one clear error", () => {
    const attempt = () => loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", MOLLIE_API_KEY: "geheim" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: moet beginnen met postgres:\/\/ of postgresql:\/\//);
    expect(attempt).toThrow(/MOLLIE_API_KEY: moet een Mollie API-sleutel zijn/);
  });
});
