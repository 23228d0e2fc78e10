import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPgliteClient } from "../../server/db/pglite.ts";
import { asc, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEEDED_REGISTERS } from "../../content/registers.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { accreditationRegisters, auditLog, registers, type StaffRole } from "../../server/db/schema/index.ts";
import { setAccreditation } from "../../server/domain/certificates/accreditation.ts";
import { actingAs, type ServiceDeps } from "../../server/domain/deps.ts";
import { listStaffRegisters, updateRegister } from "../../server/domain/registers/manage-registers.ts";
import { ActiveRegistersDocument } from "../graphql/generated.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { createStaffMember, staffActor } from "../support/factories/staff.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { insertEventWithTicketTypes } from "../../server/db/factories/events.ts";

// The accreditation registers (decision 0036): a fresh site has the Dutch registers, the forms read the active ones,
// the beheerder alone changes them (with an audit row), and accreditations name them by code.
const NOW = new Date("2027-02-01T09:00:00Z");
const MIGRATIONS = path.resolve(import.meta.dirname, "../../server/db/migrations");

const editable = (row: typeof registers.$inferSelect) => ({
  name: row.name,
  peOnlinePrefix: row.peOnlinePrefix,
  numberFormat: row.numberFormat,
  numberMinLength: row.numberMinLength,
  numberMaxLength: row.numberMaxLength,
  reportingChannel: row.reportingChannel,
  active: row.active,
  sortOrder: row.sortOrder,
});

for (const database of testDatabases()) {
  describe(`Accreditation registers on ${database.name}`, () => {
    let handle: DatabaseHandle;
    const as: Partial<Record<StaffRole | "visitor", ServiceDeps>> = {};
    const deps = (who: StaffRole | "visitor") => as[who]!;
    const registerByCode = async (code: string) =>
      (await handle.db.select().from(registers).where(eq(registers.code, code)))[0]!;
    const auditOf = (entityId: string) => handle.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

    beforeAll(async () => {
      handle = await database.open();
      const base = testDeps(handle.db, NOW);
      as.visitor = base;
      for (const role of ["beheerder", "redacteur", "financien", "balie"] as StaffRole[]) {
        const member = await createStaffMember(handle.db, NOW, {
          roles: [role],
          email: `${role}@registers.example.org`,
        });
        as[role] = actingAs(base, staffActor(member));
      }
    });

    afterAll(async () => {
      await handle?.close();
    });

    it("has, after the migrations, exactly the registers of content/registers.ts", async () => {
      const rows = await handle.db.select().from(registers).orderBy(asc(registers.sortOrder));
      expect(rows.map((row) => ({ code: row.code, ...editable(row) }))).toEqual(
        SEEDED_REGISTERS.map(({ code, ...rest }) => ({ code, ...rest })),
      );
    });

    it("answers the active registers in order to anyone, with each one's hint", async () => {
      const answer = await graphqlClient(handle.db, NOW).run(ActiveRegistersDocument, {});
      expect(answer.errors).toBeUndefined();
      const codes = answer.data!.registers.map((register) => register.code);
      expect(codes).toEqual(SEEDED_REGISTERS.filter((register) => register.active).map((register) => register.code));
      expect(answer.data!.registers[0]).toMatchObject({
        code: "BIG",
        peOnlinePrefix: "BIG",
        numberFormat: "BIG_11",
        numberHint: "11 cijfers. Met of zonder ‘BIG-’ ervoor.",
      });
    });

    it("lets the beheerder change a register, with an audit row of what changed; the same again records nothing", async () => {
      const skj = await registerByCode("SKJ");
      const change = { ...editable(skj), name: "SKJ (jeugdprofessionals)", numberMaxLength: 10 };
      const saved = await updateRegister(deps("beheerder"), skj.id, change);
      expect(saved).toMatchObject({ code: "SKJ", name: "SKJ (jeugdprofessionals)", numberMaxLength: 10 });
      const audit = await auditOf(skj.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        entityType: "register",
        action: "update",
        before: { name: skj.name, numberMaxLength: skj.numberMaxLength },
        after: { name: "SKJ (jeugdprofessionals)", numberMaxLength: 10 },
      });
      await updateRegister(deps("beheerder"), skj.id, change);
      expect(await auditOf(skj.id)).toHaveLength(1);
      await updateRegister(deps("beheerder"), skj.id, editable(skj));
    });

    it("keeps a BIG number at 11 digits whatever lengths are sent, and refuses lengths out of order in Dutch", async () => {
      const knmg = await registerByCode("KNMG");
      const saved = await updateRegister(deps("beheerder"), knmg.id, {
        ...editable(knmg),
        numberMinLength: 3,
        numberMaxLength: 4,
      });
      expect(saved).toMatchObject({ numberMinLength: 11, numberMaxLength: 11 });
      const nvo = await registerByCode("NVO");
      await expect(
        updateRegister(deps("beheerder"), nvo.id, { ...editable(nvo), numberMinLength: 8, numberMaxLength: 4 }),
      ).rejects.toMatchObject({
        code: "BAD_USER_INPUT",
        message: "De langste lengte mag niet korter zijn dan de kortste.",
      });
    });

    it("refuses anyone but the beheerder, and writes nothing then", async () => {
      const nip = await registerByCode("NIP");
      const audits = (await handle.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
      for (const who of ["redacteur", "balie", "financien"] as const) {
        await expect(
          updateRegister(deps(who), nip.id, { ...editable(nip), name: "Gekaapt" }),
          who,
        ).rejects.toMatchObject({ code: "FORBIDDEN" });
        await expect(listStaffRegisters(deps(who))).rejects.toMatchObject({ code: "FORBIDDEN" });
      }
      await expect(updateRegister(deps("visitor"), nip.id, editable(nip))).rejects.toMatchObject({
        code: "UNAUTHENTICATED",
      });
      expect((await registerByCode("NIP")).name).toBe(nip.name);
      expect((await handle.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n).toBe(audits);
    });

    it("lets an accreditation name active registers; an inactive one only when it named it already", async () => {
      const event = await insertEventWithTicketTypes(
        handle.db,
        { name: "Registerdag", startsAt: NOW, endsAt: NOW },
        [],
      );
      const subject = { kind: "EVENT" as const, id: event.id };
      const accreditation = { subject, hours: "3", points: "3", accreditationNumber: "ACC-REG" };
      const saved = await setAccreditation(deps("redacteur"), { ...accreditation, registerCodes: ["skj", "BIG"] });
      expect(saved.registers.map((register) => register.code)).toEqual(["BIG", "SKJ"]);
      await expect(
        setAccreditation(deps("redacteur"), { ...accreditation, registerCodes: ["BIG", "NVP"] }),
      ).rejects.toMatchObject({ code: "BAD_USER_INPUT", details: { field: "registerCodes" } });
      await expect(
        setAccreditation(deps("redacteur"), { ...accreditation, registerCodes: ["GEEN"] }),
      ).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
      // SKJ made inactive: saving the accreditation again keeps it.
      const skj = await registerByCode("SKJ");
      await updateRegister(deps("beheerder"), skj.id, { ...editable(skj), active: false });
      const again = await setAccreditation(deps("redacteur"), { ...accreditation, registerCodes: ["BIG", "SKJ"] });
      expect(again.registers.map((register) => register.code)).toEqual(["BIG", "SKJ"]);
      await updateRegister(deps("beheerder"), skj.id, editable(skj));
      const rows = await handle.db
        .select()
        .from(accreditationRegisters)
        .where(eq(accreditationRegisters.accreditationId, saved.id));
      expect(rows).toHaveLength(2);
    });
  });
}

describe("The migration from free-text registers", () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "ff-registers-"));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("maps the usual names to the registers and keeps any other name as a register of its own", async () => {
    // The migrations up to the one before the registers' data, then an accreditation as the old form stored it.
    const before = path.join(dir, "before");
    await cp(MIGRATIONS, before, { recursive: true });
    const journalFile = path.join(before, "meta", "_journal.json");
    const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
    const seedAt = journal.entries.findIndex((entry) => entry.tag.endsWith("_accreditation_registers_seed"));
    expect(seedAt).toBeGreaterThan(0);
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, seedAt) }));
    const client = openPgliteClient();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: before });
      await client.query(
        `insert into events (id, name, starts_at, ends_at) values ('7d1e0c2a-0000-4000-8000-000000000036', 'Oud', now(), now())`,
      );
      await client.query(
        `insert into accreditations (event_id, hours, points, registers, accreditation_number)
         values ('7d1e0c2a-0000-4000-8000-000000000036', 6, 6, $1, 'ACC-OUD')`,
        [JSON.stringify(["BIG", "V&VN", "NIP/NVO", "skj", "Register Forensische Zorg", "&"])],
      );
      await migrate(db, { migrationsFolder: MIGRATIONS });
      const named = await client.query<{ code: string; name: string; active: boolean }>(
        `select r.code, r.name, r.active from accreditation_registers ar join registers r on r.id = ar.register_id
         order by r.code`,
      );
      expect(named.rows.map((row) => row.code)).toEqual([
        "BIG",
        "NIP",
        "NVO",
        expect.stringMatching(/^R[0-9A-F]{8}$/),
        "REGISTERFORENSISCHEZ",
        "SKJ",
        "VVN",
      ]);
      expect(named.rows.find((row) => row.code === "REGISTERFORENSISCHEZ")).toMatchObject({
        name: "Register Forensische Zorg",
        active: true,
      });
      const columns = await client.query(
        `select 1 from information_schema.columns where table_name = 'accreditations' and column_name = 'registers'`,
      );
      expect(columns.rows).toHaveLength(0);
    } finally {
      await client.close();
    }
  });
});
