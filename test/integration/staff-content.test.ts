import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { auditLog, type StaffRole } from "../../server/db/schema/index.ts";
import { listActiveAffiliates } from "../../server/domain/affiliates/affiliate-queries.ts";
import {
  ALREADY_FRIEND_MESSAGE,
  createAffiliate,
  listStaffAffiliates,
  moveAffiliate,
  setAffiliateStatus,
  updateAffiliate,
} from "../../server/domain/affiliates/manage-affiliates.ts";
import {
  createOrganization,
  deleteOrganization,
  listOrganizations,
  ORGANIZATION_IN_USE_MESSAGE,
  updateOrganization,
} from "../../server/domain/affiliates/organizations.ts";
import { actingAs, type ServiceDeps } from "../../server/domain/deps.ts";
import {
  createVacancy,
  listStaffVacancies,
  setVacancyStatus,
  updateVacancy,
} from "../../server/domain/vacancies/manage-vacancies.ts";
import { listOpenVacancies } from "../../server/domain/vacancies/vacancy-queries.ts";
import { createCourse } from "../support/factories/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { createStaffMember, staffActor } from "../support/factories/staff.ts";
import { testDeps } from "../support/deps.ts";

// Staff manage organisations, friends and vacancies; every change writes an audit row in its transaction,
// and what the permission table or the rules refuse changes nothing.
const NOW = new Date("2026-11-22T09:00:00Z");
/** A clock a second further at every change, so the audit rows of one entity come in the order they were made. */
let seconds = 0;
const tick = () => new Date(NOW.getTime() + ++seconds * 1000);

const VACANCY = {
  title: "Forensisch sociotherapeut",
  organization: "FPC De Kijvelanden",
  hoursPerWeek: 32,
  logoUrl: "/images/logos/kijvelanden.svg",
  summary: "Je werkt met patiënten\r\nin een veilige omgeving.",
  requirements: "Hbo-diploma",
  responsibilities: "Begeleiden van patiënten",
  street: "Kijvelandsekade 1",
  postalCode: "3172 AB",
  city: "Poortugaal",
  country: "",
  salaryFrequency: "MONTHLY" as const,
  salaryMin: 3100.5,
  salaryMax: 4200,
  applyUrl: "https://werkenbij.example.org/sociotherapeut",
  contactPhones: ["010-1234567"],
  sortOrder: null,
};

const FRIEND = {
  description: "Kliniek voor forensische psychiatrie.",
  url: "https://kliniek.example.org",
  logoUrl: "https://kliniek.example.org/logo.svg",
  status: "ACTIVE" as const,
};

for (const database of testDatabases()) {
  describe(`Staff content on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let redacteur: ServiceDeps;
    let financien: ServiceDeps;
    let visitor: ServiceDeps;

    async function staffDeps(roles: StaffRole[], email: string): Promise<ServiceDeps> {
      const member = await createStaffMember(handle.db, NOW, { roles, email, name: `Test ${roles.join()}` });
      return actingAs(testDeps(handle.db, tick), staffActor(member));
    }

    const auditOf = (entityId: string) =>
      handle.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at, auditLog.id);

    beforeAll(async () => {
      handle = await database.open();
      redacteur = await staffDeps(["redacteur"], "redactie@test.example.org");
      financien = await staffDeps(["financien"], "financien@test.example.org");
      visitor = testDeps(handle.db, NOW);
    });
    afterAll(() => handle.close());

    it("creates, changes and finds organisations, with an audit row per change", async () => {
      const created = await createOrganization(redacteur, {
        name: "  Reclassering Nederland ",
        website: "https://reclassering.example.org",
        description: "Regel een\r\nregel twee",
        logoUrl: "",
      });
      expect(created).toMatchObject({
        name: "Reclassering Nederland",
        logoUrl: null,
        description: "Regel een\nregel twee",
      });
      await updateOrganization(redacteur, created.id, {
        name: "Reclassering NL",
        website: "",
        description: null,
        logoUrl: null,
      });
      const rows = await auditOf(created.id);
      expect(rows.map((row) => row.action)).toEqual(["create", "update"]);
      expect(rows[1]).toMatchObject({
        entityType: "organization",
        staffId: redacteur.actor.kind === "staff" ? redacteur.actor.staffId : null,
        before: {
          name: "Reclassering Nederland",
          website: "https://reclassering.example.org",
          description: "Regel een\nregel twee",
        },
        after: { name: "Reclassering NL", website: "", description: "" },
      });
      const page = await listOrganizations(redacteur, "clasSER", { first: 10 });
      expect(page.nodes.map((node) => node.name)).toEqual(["Reclassering NL"]);
      expect(await listOrganizations(redacteur, "%", { first: 10 })).toMatchObject({ totalCount: 0 });
    });

    it("refuses bad addresses with Dutch field messages, and writes nothing", async () => {
      const before = await handle.db.select().from(auditLog);
      for (const website of ["javascript:alert(1)", "//evil.example", "ftp://x.example.org", "https://a b.nl"]) {
        await expect(createOrganization(redacteur, { name: "X", website })).rejects.toMatchObject({
          code: "BAD_USER_INPUT",
          details: {
            field: "website",
            fieldErrors: { website: "Voer een geldig webadres in dat begint met http:// of https://" },
          },
        });
      }
      await expect(createOrganization(redacteur, { name: "X", logoUrl: "//evil.example/x.svg" })).rejects.toMatchObject(
        {
          details: { field: "logoUrl" },
        },
      );
      expect(await handle.db.select().from(auditLog)).toHaveLength(before.length);
    });

    it("refuses anyone without content.manage", async () => {
      await expect(createOrganization(visitor, { name: "X" })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
      await expect(createOrganization(financien, { name: "X" })).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(listStaffAffiliates(financien)).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(listStaffVacancies(visitor)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    });

    it("makes a friend with a new organisation, refuses a second friend for it, and never deletes a used one", async () => {
      const friend = await createAffiliate(redacteur, { ...FRIEND, newOrganizationName: "Kliniek Noord" });
      expect(friend).toMatchObject({ organizationName: "Kliniek Noord", status: "ACTIVE" });
      expect((await auditOf(friend.organizationId)).map((row) => row.action)).toEqual(["create"]);
      expect((await auditOf(friend.id)).map((row) => row.action)).toEqual(["create"]);

      await expect(
        createAffiliate(redacteur, { ...FRIEND, organizationId: friend.organizationId }),
      ).rejects.toMatchObject({
        code: "CONFLICT",
        message: ALREADY_FRIEND_MESSAGE,
        details: { field: "organizationId" },
      });
      await expect(
        createAffiliate(redacteur, { ...FRIEND, organizationId: friend.organizationId, newOrganizationName: "Ook" }),
      ).rejects.toMatchObject({ code: "BAD_USER_INPUT", details: { field: "organizationId" } });

      await expect(deleteOrganization(redacteur, friend.organizationId)).rejects.toMatchObject({
        code: "CONFLICT",
        message: ORGANIZATION_IN_USE_MESSAGE,
      });
      const course = await createCourse(handle.db);
      const [courseOrg] = await handle.db.query.courses.findMany({ where: (c, { eq: is }) => is(c.id, course.id) });
      await expect(deleteOrganization(redacteur, courseOrg!.organizationId)).rejects.toMatchObject({
        code: "CONFLICT",
      });

      const loose = await createOrganization(redacteur, { name: "Los" });
      await deleteOrganization(redacteur, loose.id);
      expect((await auditOf(loose.id)).map((row) => row.action)).toEqual(["create", "delete"]);
    });

    it("changes, hides and reorders friends, and /vrienden shows it at once", async () => {
      const a = await createAffiliate(redacteur, { ...FRIEND, newOrganizationName: "Alfa" });
      const b = await createAffiliate(redacteur, { ...FRIEND, newOrganizationName: "Bravo" });
      const order = async () => (await listStaffAffiliates(redacteur)).map((friend) => friend.organizationName);
      expect((await order()).slice(-2)).toEqual(["Alfa", "Bravo"]);

      await moveAffiliate(redacteur, b.id, "UP");
      expect((await order()).slice(-2)).toEqual(["Bravo", "Alfa"]);
      const publicOrder = (await listActiveAffiliates(handle.db)).map((friend) => friend.organizationName);
      expect(publicOrder.slice(-2)).toEqual(["Bravo", "Alfa"]);
      expect((await auditOf(b.id)).map((row) => row.action)).toEqual(["create", "move"]);
      // The last one moving down stays where it is, and writes nothing.
      await moveAffiliate(redacteur, a.id, "DOWN");
      expect((await auditOf(a.id)).map((row) => row.action)).toEqual(["create", "update"]);

      await setAffiliateStatus(redacteur, a.id, "INACTIVE");
      expect((await listActiveAffiliates(handle.db)).map((friend) => friend.id)).not.toContain(a.id);
      await updateAffiliate(redacteur, b.id, { ...FRIEND, organizationId: b.organizationId, description: "Nieuw." });
      const actions = (await auditOf(b.id)).map((row) => row.action);
      expect(actions.at(-1)).toBe("update");
      await expect(
        updateAffiliate(redacteur, b.id, { ...FRIEND, organizationId: a.organizationId }),
      ).rejects.toMatchObject({ code: "CONFLICT", details: { field: "organizationId" } });
    });

    it("creates, changes, closes and reopens vacancies; /vacatures shows only open ones", async () => {
      const vacancy = await createVacancy(redacteur, VACANCY);
      expect(vacancy).toMatchObject({
        status: "OPEN",
        salaryMinCents: 310050,
        salaryMaxCents: 420000,
        country: "Nederland",
        summary: "Je werkt met patiënten\nin een veilige omgeving.",
        // Typed as 010-1234567, stored as E.164 (decision 0016).
        contactPhones: ["+31101234567"],
      });
      await updateVacancy(redacteur, vacancy.id, { ...VACANCY, hoursPerWeek: 24 });
      await setVacancyStatus(redacteur, vacancy.id, "CLOSED");
      expect((await listOpenVacancies(handle.db)).map((row) => row.id)).not.toContain(vacancy.id);
      expect((await listStaffVacancies(redacteur)).at(-1)?.id).toBe(vacancy.id);
      await setVacancyStatus(redacteur, vacancy.id, "OPEN");
      expect((await listOpenVacancies(handle.db)).map((row) => row.id)).toContain(vacancy.id);
      const rows = await auditOf(vacancy.id);
      expect(rows.map((row) => row.action)).toEqual(["create", "update", "close", "reopen"]);
      expect(rows[1]).toMatchObject({ before: { hoursPerWeek: 32 }, after: { hoursPerWeek: 24 } });
    });

    it("refuses a vacancy's wrong hours, salaries, phones and addresses, field by field", async () => {
      const refused = async (change: Record<string, unknown>, field: string, message: string) =>
        expect(createVacancy(redacteur, { ...VACANCY, ...change })).rejects.toMatchObject({
          code: "BAD_USER_INPUT",
          details: { fieldErrors: { [field]: message } },
        });
      await refused(
        { hoursPerWeek: 0 },
        "hoursPerWeek",
        "Vul een heel aantal uren per week in, groter dan 0 (hoogstens 60)",
      );
      await refused(
        { salaryMin: 5000, salaryMax: 4000 },
        "salaryMax",
        "Het minimumsalaris mag niet hoger zijn dan het maximumsalaris",
      );
      await refused(
        { salaryMin: 10.005 },
        "salaryMin",
        "Vul een bedrag in euro's in, 0 of meer, met hoogstens twee decimalen",
      );
      await refused({ contactPhones: ["06-1234"] }, "contactPhones.0", "Voer een geldig telefoonnummer in");
      await refused(
        { applyUrl: "javascript:alert(1)" },
        "applyUrl",
        "Voer een geldig webadres in dat begint met http:// of https://",
      );
      await refused({ title: "  " }, "title", "Dit veld is verplicht");
      const open = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "vacancy")));
      expect(open.filter((row) => row.action === "create")).toHaveLength(1);
    });
  });
}
