import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { testDatabases } from "../support/databases.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import {
  registeredCount,
  registrationsOf,
  workshopChoiceMails,
  ATTENDEE,
  createForum,
  type TestForum,
} from "../support/factories/workshops.ts";
import { OTHER_ATTENDEE_MESSAGE } from "../../server/domain/workshops/ticket-attendee.ts";
import { UnregisterAttendeeDocument } from "../../app/graphql/generated.ts";
import { type RegisterAttendeeInput, RegisterAttendeeFactsDocument } from "../graphql/generated.ts";

// RegisterAttendee / UnregisterAttendee (docs/product.md §7) through the real HTTP handler, on PGlite and PostgreSQL.
const now = new Date("2027-02-01T10:00:00Z");
const INVALID_CODE = "De code die je hebt ingevuld is ongeldig. Probeer het opnieuw.";

for (const database of testDatabases()) {
  describe(`Workshop registration on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let forum: TestForum;
    let client: ReturnType<typeof graphqlClient>;
    const register = (workshopId: string, extra: Partial<RegisterAttendeeInput> = {}) =>
      client.run(RegisterAttendeeFactsDocument, {
        input: { registrationToken: forum.codes[0]!, workshopId, ...ATTENDEE, ...extra },
      });
    const unregister = (workshopId: string, email: string, code = forum.codes[0]!) =>
      client.run(UnregisterAttendeeDocument, { input: { registrationToken: code, workshopId, email } });

    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => handle?.close());
    beforeEach(async () => {
      forum = await createForum(handle.db, {
        slots: [
          [
            { name: "Risicotaxatie", room: "Zaal 1", capacity: 3 },
            { name: "Herstelbemiddeling", room: "Zaal 2", capacity: 1 },
          ],
          [{ name: "Verslaving en delict", room: "Studio", capacity: 5 }],
        ],
        tickets: 2,
      });
      client = graphqlClient(handle.db, now);
    });
    const slot1 = () => forum.slots[0]!.workshopIds;
    const slot2 = () => forum.slots[1]!.workshopIds;

    it("registers, takes one place and answers the places left with the room", async () => {
      const result = await register(slot1()[0]!);
      expect(result.errors).toBeUndefined();
      expect(result.data?.registerAttendee?.workshop).toEqual({
        id: slot1()[0],
        currentCapacity: 2,
        maxCapacity: 3,
        room: "Zaal 1",
      });
      expect(await registeredCount(handle.db, slot1()[0]!)).toBe(1);
      expect(await registrationsOf(handle.db, slot1()[0]!)).toMatchObject([ATTENDEE]);
    });

    it("treats a repeat as success, keeping one place and the latest details", async () => {
      await register(slot1()[0]!);
      const again = await register(slot1()[0]!, { firstName: "Sanna" });
      expect(again.data?.registerAttendee?.workshop.currentCapacity).toBe(2);
      expect(await registeredCount(handle.db, slot1()[0]!)).toBe(1);
      expect(await registrationsOf(handle.db, slot1()[0]!)).toMatchObject([{ firstName: "Sanna" }]);
    });

    it("moves a registration within a slot: the old place freed, the new one taken, one row", async () => {
      await register(slot2()[0]!);
      await register(slot1()[0]!);
      const moved = await register(slot1()[1]!);
      expect(moved.data?.registerAttendee?.workshop.currentCapacity).toBe(0);
      expect(await registeredCount(handle.db, slot1()[0]!)).toBe(0);
      expect(await registeredCount(handle.db, slot1()[1]!)).toBe(1);
      expect(await registrationsOf(handle.db, slot1()[0]!)).toEqual([]);
      expect(await registrationsOf(handle.db, slot1()[1]!)).toHaveLength(1);
      // The other slot is untouched.
      expect(await registeredCount(handle.db, slot2()[0]!)).toBe(1);
    });

    it("refuses a move to a full workshop and keeps the old registration intact", async () => {
      await register(slot1()[0]!);
      // Another ticket of the same forum takes the only place of the second workshop.
      await register(slot1()[1]!, { registrationToken: forum.codes[1], email: "joris@example.org" });
      const refused = await register(slot1()[1]!);
      expect(refused.errors?.[0]).toMatchObject({
        message: "Deze workshop is vol.",
        extensions: { code: "CAPACITY_REACHED" },
      });
      expect(await registeredCount(handle.db, slot1()[0]!)).toBe(1);
      expect(await registeredCount(handle.db, slot1()[1]!)).toBe(1);
      expect(await registrationsOf(handle.db, slot1()[0]!)).toMatchObject([ATTENDEE]);
    });

    it("answers CAPACITY_REACHED for a full workshop and writes nothing", async () => {
      forum = await createForum(handle.db, { slots: [[{ name: "Vol", capacity: 0 }]] });
      const refused = await register(slot1()[0]!);
      expect(refused.errors?.[0]?.extensions?.code).toBe("CAPACITY_REACHED");
      expect(await registrationsOf(handle.db, slot1()[0]!)).toEqual([]);
      expect(await workshopChoiceMails(handle.db)).not.toContainEqual(
        expect.objectContaining({ toAddress: ATTENDEE.email, subject: expect.stringContaining("Vol") }),
      );
    });

    it.each(["PENDING", "CANCELED"] as const)("refuses the code of a %s order as invalid", async (status) => {
      forum = await createForum(handle.db, { slots: [[{ name: "Onbetaald", capacity: 5 }]], status });
      const refused = await register(slot1()[0]!);
      expect(refused.errors?.[0]).toMatchObject({ message: INVALID_CODE, extensions: { code: "NOT_FOUND" } });
      expect(await registeredCount(handle.db, slot1()[0]!)).toBe(0);
    });

    it("refuses an unknown code and a workshop of another event", async () => {
      const unknown = await register(slot1()[0]!, { registrationToken: "FF-0000-0000-0000" });
      expect(unknown.errors?.[0]).toMatchObject({ message: INVALID_CODE, extensions: { code: "NOT_FOUND" } });
      const elsewhere = await createForum(handle.db, { slots: [[{ name: "Elders", capacity: 5 }]] });
      const foreign = await register(elsewhere.slots[0]!.workshopIds[0]!);
      expect(foreign.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      expect(await registeredCount(handle.db, elsewhere.slots[0]!.workshopIds[0]!)).toBe(0);
    });

    it("reads codes case-, space- and dash-insensitively", async () => {
      const sloppy = ` ${forum.codes[0]!.toLowerCase().replaceAll("-", "")} `;
      const result = await register(slot1()[0]!, { registrationToken: sloppy });
      expect(result.errors).toBeUndefined();
      expect(await registeredCount(handle.db, slot1()[0]!)).toBe(1);
    });

    it("unregisters only with the registering e-mail, and gives the place back once", async () => {
      await register(slot1()[0]!);
      const wrong = await unregister(slot1()[0]!, "iemand.anders@example.org");
      expect(wrong.errors?.[0]).toMatchObject({
        message: "Dit e-mailadres hoort niet bij deze inschrijving.",
        extensions: { code: "BAD_USER_INPUT", field: "email" },
      });
      expect(await registeredCount(handle.db, slot1()[0]!)).toBe(1);

      const right = await unregister(slot1()[0]!, ATTENDEE.email.toUpperCase());
      expect(right.data?.unregisterAttendee?.workshop).toEqual({ id: slot1()[0], currentCapacity: 3 });
      expect(await registeredCount(handle.db, slot1()[0]!)).toBe(0);
      const again = await unregister(slot1()[0]!, ATTENDEE.email);
      expect(again.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      expect(await registeredCount(handle.db, slot1()[0]!)).toBe(0);
    });

    it("mails the current choice after each change, with workshop, time, room and link", async () => {
      const before = (await workshopChoiceMails(handle.db)).length;
      await register(slot1()[0]!);
      await register(slot1()[1]!);
      const mails = (await workshopChoiceMails(handle.db)).slice(before);
      expect(mails).toHaveLength(2);
      const latest = mails.find((mail) => mail.text.includes("Herstelbemiddeling"))!;
      expect(latest.toAddress).toBe(ATTENDEE.email);
      expect(latest.subject).toBe("Je workshopkeuze voor Forensisch Forum Jaarcongres 2027");
      expect(latest.text).toContain("Tijdvak 13:00 - 14:15 uur: Herstelbemiddeling (Zaal 2)");
      expect(latest.text).toContain("Tijdvak 15:00 - 16:15 uur: nog geen keuze");
      expect(latest.text).not.toContain("Risicotaxatie");
      expect(latest.text).toContain(`http://localhost:3000/workshops/aanmelden?code=${forum.codes[0]}`);
      expect(latest.html).toContain("Zaal 2");
      expect(latest.html).toContain(`/workshops/aanmelden?code=${forum.codes[0]}`);
    });

    it("keeps a ticket's places for its attendee: another address with the same code changes nothing, mails no one", async () => {
      const colleague = { firstName: "Joris", lastName: "Veldman", email: "joris@example.org" };
      await register(slot1()[0]!);
      const mailsBefore = (await workshopChoiceMails(handle.db)).length;
      const refused = { code: "CONFLICT", field: "email" };
      const takeOver = await register(slot1()[0]!, colleague);
      expect(takeOver.errors?.[0]).toMatchObject({ message: OTHER_ATTENDEE_MESSAGE, extensions: refused });
      const move = await register(slot1()[1]!, colleague);
      expect(move.errors?.[0]?.extensions).toMatchObject(refused);
      const otherSlot = await register(slot2()[0]!, colleague);
      expect(otherSlot.errors?.[0]?.extensions).toMatchObject(refused);
      const free = await unregister(slot1()[0]!, colleague.email);
      expect(free.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "email" });
      expect(await registrationsOf(handle.db, slot1()[0]!)).toMatchObject([{ email: ATTENDEE.email }]);
      expect(await registeredCount(handle.db, slot2()[0]!)).toBe(0);
      expect(await workshopChoiceMails(handle.db)).toHaveLength(mailsBefore);

      // The attendee may correct the name, and write the address in capitals.
      const corrected = await register(slot1()[0]!, { firstName: "Sanna", email: ATTENDEE.email.toUpperCase() });
      expect(corrected.errors).toBeUndefined();
      // Once the attendee has given every place back, the code is free for the colleague it was passed on to.
      expect((await unregister(slot1()[0]!, ATTENDEE.email)).errors).toBeUndefined();
      expect((await register(slot1()[0]!, colleague)).errors).toBeUndefined();
      expect(await registrationsOf(handle.db, slot1()[0]!)).toMatchObject([{ email: colleague.email }]);
    });

    it("counts a ticket's changes per ticket, from any client, and never a valid code against its client", async () => {
      const limits = { abuseLimits: { workshopChangesPerTicketPerHour: 3, codeAttemptsPerClientPerMinute: 4 } };
      const office = graphqlClient(handle.db, now, { clientIp: "198.51.100.20", ...limits });
      const home = graphqlClient(handle.db, now, { clientIp: "203.0.113.20", ...limits });
      const change = (from: typeof office, workshopId: string, code = forum.codes[0]!) =>
        from.run(RegisterAttendeeFactsDocument, { input: { registrationToken: code, workshopId, ...ATTENDEE } });
      // Three changes of one ticket from the office: more than its client's code budget, yet none is refused.
      expect((await change(office, slot1()[0]!)).errors).toBeUndefined();
      expect((await change(office, slot1()[1]!)).errors).toBeUndefined();
      expect((await change(office, slot1()[0]!)).errors).toBeUndefined();
      // A fourth change of that ticket is refused, also from home: the budget is the ticket's.
      const fourth = await change(home, slot2()[0]!);
      expect([fourth.status, fourth.errors?.[0]?.extensions?.code]).toEqual([429, "RATE_LIMITED"]);
      expect(await registeredCount(handle.db, slot2()[0]!)).toBe(0);
      // A colleague behind the same office address, with a ticket of their own, is not locked out.
      const colleague = await change(office, slot2()[0]!, forum.codes[1]);
      expect(colleague.errors).toBeUndefined();
    });

    it("refuses invalid details with the form's Dutch messages, before anything is written", async () => {
      const noName = await register(slot1()[0]!, { firstName: "  " });
      expect(noName.errors?.[0]).toMatchObject({
        message: "Dit veld is verplicht",
        extensions: { code: "BAD_USER_INPUT", field: "firstName" },
      });
      const badEmail = await register(slot1()[0]!, { email: "sanne@" });
      expect(badEmail.errors?.[0]).toMatchObject({
        message: "Voer een geldig e-mailadres in",
        extensions: { code: "BAD_USER_INPUT", field: "email" },
      });
      const badId = await register("niet-een-id");
      expect(badId.status).toBeLessThan(500);
      expect(await registeredCount(handle.db, slot1()[0]!)).toBe(0);
    });
  });
}
