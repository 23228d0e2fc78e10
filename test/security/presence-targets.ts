/**
 * Presence reported to the registers (decision 0038): the report mutation and the presence page's form. The corpus's
 * accredited course gets one enrolment of its own with a BIG number, checked in; before each valid case its reports
 * go, so every accepted report writes a report and its line (a repeat without a change writes nothing, by design).
 */
import { eq } from "drizzle-orm";
import { ReportPresenceDocument } from "../../app/graphql/generated.ts";
import {
  accreditations,
  courseEnrollments,
  presenceReports,
  registers,
  registrationNumbers,
} from "../../server/db/schema/index.ts";
import { checkInAttendees } from "../support/factories/check-ins.ts";
import {
  absent,
  objectValues,
  pathValues,
  postedText,
  refused,
  stringField,
  uuidValues,
  type BadValue,
} from "./bad-values.ts";
import { CORPUS_NOW } from "./corpus-site.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

const CANCEL_TOKEN = "corpus-aanwezigheid-afmeld-token-0123456789";

/** The enrolment is there, numbered and checked in, and nothing is reported yet. */
async function presenceReady(world: CorpusWorld): Promise<void> {
  const { db } = world.site.handle;
  let [enrollment] = await db.select().from(courseEnrollments).where(eq(courseEnrollments.cancelToken, CANCEL_TOKEN));
  if (!enrollment) {
    // Written directly: the enrolment service draws its own cancel token, and this one must be found again.
    [enrollment] = await db
      .insert(courseEnrollments)
      .values({
        courseId: world.accreditedCourseId,
        firstName: "Presentia",
        lastName: "Corpus",
        email: "presentia@corpus.example.org",
        phoneNumber: "+31612345678",
        organization: "Corpus",
        cancelToken: CANCEL_TOKEN,
      })
      .returning();
    const [big] = await db.select({ id: registers.id }).from(registers).where(eq(registers.code, "BIG"));
    await db
      .insert(registrationNumbers)
      .values({ enrollmentId: enrollment!.id, registerId: big!.id, number: "12345678901" });
  }
  await checkInAttendees(db, { kind: "COURSE", courseId: world.accreditedCourseId }, [enrollment!.id], CORPUS_NOW);
  const [accreditation] = await db
    .select({ id: accreditations.id })
    .from(accreditations)
    .where(eq(accreditations.courseId, world.accreditedCourseId));
  await db.delete(presenceReports).where(eq(presenceReports.accreditationId, accreditation!.id));
}

/** How many reports the page saw: 0 up to 1000; no fraction, text or negative number. */
const reportsSeenValues = (): BadValue[] => [
  refused("negatief", -1),
  refused("boven het maximum", 1001),
  refused("gezien wat er niet is", 3),
  refused("breuk", 1.5, "client"),
  refused("tekst", "0", "client"),
  refused("groter dan Int", 2147483648, "client"),
  ...absent(),
];

const registerCodeValues = (): BadValue[] =>
  stringField([
    refused("register van deze cursus niet", "SKJ"),
    refused("onbekend register", "GEEN"),
    { label: "kleine letters (gelezen als BIG)", value: "big", expect: "tolerated", audience: "person" },
    refused("NUL-teken", "BIG\u0000"),
    refused("1 MB", "B".repeat(1024 * 1024)),
  ]);

const staffTarget = { staff: true, prepare: presenceReady, prepareBaseline: presenceReady } as const;

export const PRESENCE_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  reportPresence: {
    document: ReportPresenceDocument,
    ...staffTarget,
    validInput: (world) => ({
      subject: { kind: "COURSE", id: world.accreditedCourseId },
      registerCode: "BIG",
      reportsSeen: 0,
    }),
    fields: {
      "": objectValues(),
      subject: objectValues(),
      "subject.kind": [refused("onbekende soort", "WORKSHOP", "client"), refused("ander soort", "EVENT"), ...absent()],
      "subject.id": uuidValues(
        (world) => world.accreditedCourseId,
        (world) => world.courseId,
      ),
      registerCode: registerCodeValues(),
      reportsSeen: reportsSeenValues(),
    },
  },
};

export const PRESENCE_FORM_TARGETS: Record<string, FormTarget> = {
  presence: {
    route: "routes/beheer/presence.tsx",
    path: (world, id = world.accreditedCourseId) => `/beheer/accreditatie/cursussen/${encodeURIComponent(id)}`,
    param: pathValues(
      (world) => world.accreditedCourseId,
      (world) => world.courseId,
    ),
    ...staffTarget,
    validForm: () => [
      ["registerCode", "BIG"],
      ["reportsSeen", "0"],
    ],
    fields: {
      registerCode: postedText(
        [refused("register van deze cursus niet", "SKJ"), refused("leeg", ""), refused("NUL-teken", "BIG\u0000")],
        "BIG",
      ),
      reportsSeen: postedText(
        [refused("woord", "nul"), refused("negatief", "-1"), refused("gezien wat er niet is", "3")],
        "0",
      ),
    },
    transport: true,
  },
};
