/**
 * What mails written deep inside a transaction need to know about the site. enqueueOrderConfirmation has a
 * fixed signature (the order service calls it), so these come from a module-level setting that
 * server/main.ts sets once; unset, they come from loadConfig() on this process's environment, the same values.
 */
import { loadConfig, type Config } from "../config.ts";

export type MailSettings = {
  siteName: string;
  /** Without trailing slash; links in mails are built on it. */
  publicUrl: string;
  /** The sender, e.g. 'Forensisch Forum <info@...>'; calendar files name it as the organiser. */
  mailFrom: string;
};

type SettingsSource = Pick<Config, "siteName" | "publicUrl"> & Partial<Pick<Config, "mailFrom">>;

let current: MailSettings | undefined;

export function setMailSettings(config: SettingsSource): void {
  current = settingsFrom(config);
}

export function mailSettings(): MailSettings {
  current ??= settingsFrom(loadConfig());
  return current;
}

function settingsFrom({ siteName, publicUrl, mailFrom }: SettingsSource): MailSettings {
  return { siteName, publicUrl, mailFrom: mailFrom ?? loadConfig().mailFrom };
}
