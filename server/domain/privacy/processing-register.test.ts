import { describe, expect, it } from "vitest";
import { TEST_SETTINGS } from "../../../test/support/deps.ts";
import { ROLE_LABELS } from "../../../common/staff-roles.ts";
import type { PrivacySettings, Settings } from "../deps.ts";
import { processingRegister, rolesThatCan } from "./processing-register.ts";
import { mailAddressOf, privacyFacts } from "./privacy-facts.ts";

const withPrivacy = (privacy: Partial<PrivacySettings>): Settings => ({
  ...TEST_SETTINGS,
  privacy: { ...TEST_SETTINGS.privacy, ...privacy },
});

const activity = (settings: Settings, key: string) => {
  const found = processingRegister(settings).activities.find((entry) => entry.key === key);
  if (!found) throw new Error(`geen verwerking ${key}`);
  return found;
};

describe("the processing register", () => {
  it("has one entry per processing activity, each complete", () => {
    const { activities } = processingRegister(TEST_SETTINGS);
    expect(activities.map((entry) => entry.key)).toEqual([
      "ticketverkoop",
      "workshops",
      "vakschool",
      "accreditatiepunten",
      "wachtlijsten",
      "e-mails",
      "check-in",
      "certificaten",
      "mijn-gegevens",
      "beheeraccounts",
      "beveiliging",
    ]);
    for (const entry of activities) {
      expect(entry.dataCategories.length, entry.key).toBeGreaterThan(0);
      expect(entry.legalBases.length, entry.key).toBeGreaterThan(0);
      expect(
        entry.legalBases.every((basis) => /AVG art\. 6 lid 1 sub [bcf]/.test(basis)),
        entry.key,
      ).toBe(true);
      expect(entry.recipients.length, entry.key).toBeGreaterThan(0);
      expect(entry.retention, entry.key).not.toBe("");
    }
  });

  it("quotes the default periods", () => {
    expect(activity(TEST_SETTINGS, "ticketverkoop").retention).toContain("7 jaar na het einde van het kalenderjaar");
    expect(activity(TEST_SETTINGS, "vakschool").retention).toBe("Geanonimiseerd 12 maanden na afloop van de cursus.");
    expect(activity(TEST_SETTINGS, "certificaten").retention).toContain("5 jaar controleerbaar");
    expect(activity(TEST_SETTINGS, "e-mails").retention).toContain("30 dagen na het schrijven");
    expect(activity(TEST_SETTINGS, "mijn-gegevens").retention).toContain("60 minuten geldig");
  });

  it("changes its text when a setting changes", () => {
    const settings = withPrivacy({
      participantMonths: 1,
      certificateYears: 10,
      fiscalYears: 9,
      mailDays: 14,
      linkMinutes: 1,
    });
    expect(activity(settings, "vakschool").retention).toBe("Geanonimiseerd 1 maand na afloop van de cursus.");
    expect(activity(settings, "workshops").retention).toContain("1 maand na afloop van het evenement");
    expect(activity(settings, "ticketverkoop").retention).toContain("9 jaar na het einde van het kalenderjaar");
    expect(activity(settings, "certificaten").retention).toContain("10 jaar controleerbaar");
    expect(activity(settings, "e-mails").retention).toContain("14 dagen na het schrijven");
    expect(activity(settings, "mijn-gegevens").retention).toContain("1 minuut geldig");
    const staff = { ...TEST_SETTINGS, staff: { ...TEST_SETTINGS.staff, sessionMaxHours: 3, signInLinkMinutes: 20 } };
    expect(activity(staff, "beheeraccounts").retention).toContain("hoogstens 3 uur");
    expect(activity(staff, "beheeraccounts").retention).toContain("inloglinks (20 minuten)");
  });

  it("names the controller from the seller and the site settings", () => {
    const settings: Settings = {
      ...TEST_SETTINGS,
      site: { ...TEST_SETTINGS.site, siteName: "Testforum", mailFrom: "Testforum <privacy@test.example>" },
      invoices: {
        ...TEST_SETTINGS.invoices,
        seller: { name: "Stichting Test", address: "Laan 1", postalCode: "1234 AB", city: "Zwolle", country: "NL" },
      },
    };
    expect(processingRegister(settings).controller).toEqual({
      name: "Stichting Test",
      siteName: "Testforum",
      address: "Laan 1, 1234 AB Zwolle",
      contactEmail: "privacy@test.example",
    });
  });

  it("names only roles that exist, derived from the permission table", () => {
    const labels = Object.values(ROLE_LABELS);
    for (const entry of processingRegister(TEST_SETTINGS).activities) {
      for (const role of entry.visibleToRoles) expect(labels, entry.key).toContain(role);
    }
    expect(activity(TEST_SETTINGS, "mijn-gegevens").visibleToRoles).toEqual(["Beheerder"]);
    expect(activity(TEST_SETTINGS, "check-in").visibleToRoles).toEqual([
      "Beheerder",
      "Redacteur",
      "Financiën",
      "Balie",
    ]);
    expect(activity(TEST_SETTINGS, "beveiliging").visibleToRoles).toEqual([]);
    expect(rolesThatCan(["orders.manage"])).toEqual(["Beheerder", "Financiën"]);
  });
});

describe("the privacy facts", () => {
  it("carry the configured periods and the sender's address", () => {
    const facts = privacyFacts(withPrivacy({ participantMonths: 18 }));
    expect(facts.participantMonths).toBe(18);
    expect(facts.fiscalYears).toBe(TEST_SETTINGS.privacy.fiscalYears);
    expect(mailAddressOf("Forensisch Forum <info@x.example>")).toBe("info@x.example");
    expect(mailAddressOf("info@x.example")).toBe("info@x.example");
  });
});
