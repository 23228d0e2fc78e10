/**
 * The corpus's cases for certificates of attendance: the accreditation and the two re-issues (staff),
 * the public name-correction request, and the two pages that post. The certificate is the corpus course's: an
 * enrolment of its own, checked in, with a certificate inserted as the worker would, so the cases of check-in at the
 * forum's door (which empty that door) leave it alone. The course has an accreditation, so a re-issue can be made.
 */
import { and, eq, isNull } from "drizzle-orm";
import {
  ReissueAllCertificatesDocument,
  ReissueCertificateDocument,
  RequestCertificateNameCorrectionDocument,
  SetAccreditationDocument,
} from "../../app/graphql/generated.ts";
import { certificates, courseEnrollments, staffTodos } from "../../server/db/schema/index.ts";
import {
  absent,
  enumValues,
  freeText,
  fromWorld,
  typedWholeNumberText,
  objectValues,
  pathValues,
  refusedPatternText,
  stringField,
  uuidValues,
  wrongTypesForString,
  type BadValue,
  MISSING,
  postedText,
} from "./bad-values.ts";
import { ensureAccreditation } from "../support/factories/certificates.ts";
import { checkInAttendees } from "../support/factories/check-ins.ts";
import { CORPUS_NOW } from "./corpus-site.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

const refused = (label: string, value: unknown, audience: BadValue["audience"] = "person"): BadValue => ({
  label,
  value,
  expect: "refused",
  audience,
});

/** The codes of the registers that accredited it: at least one, each an active register (decision 0036). */
function registerCodeValues(): BadValue[] {
  return [
    refused("lege lijst", []),
    refused("onbekend register", ["ONBEKEND"]),
    refused("inactief register", ["NVP"]),
    refused("null in de lijst", [null], "client"),
    refused("getal", [1], "client"),
    refused("1 MB lange code", ["x".repeat(1024 * 1024)], "client"),
    refused(
      "500 registers",
      Array.from({ length: 500 }, () => "BIG"),
      "client",
    ),
    ...absent(),
  ];
}

const CORRECTION_TOKEN = "corpus-certificaat-naam-token-0123456789abcdef";
let certificateId = "";

/** The course's certificate exists, its check-in too, and no name correction is open for it. */
async function certificateReady(world: CorpusWorld): Promise<void> {
  const { db } = world.site.handle;
  const [existing] = await db.select().from(certificates).where(eq(certificates.correctionToken, CORRECTION_TOKEN));
  if (!existing) {
    // Written directly: the cases send this enrolment's and this certificate's known tokens, which services draw.
    const [enrollment] = await db
      .insert(courseEnrollments)
      .values({
        courseId: world.courseId,
        firstName: "Certa",
        lastName: "Corpus",
        email: "certa@corpus.example.org",
        phoneNumber: "+31612345678",
        organization: "Corpus",
        cancelToken: "corpus-certificaat-afmeld-token-0123456789",
      })
      .returning();
    const [created] = await db
      .insert(certificates)
      .values({
        code: "FC-C0RP-VSC3-RT1F",
        subject: "COURSE",
        courseId: world.courseId,
        enrollmentId: enrollment!.id,
        firstName: "Certa",
        lastName: "Corpus",
        email: "certa@corpus.example.org",
        subjectTitle: "Corpuscursus",
        startsAt: new Date("2027-03-11T08:30:00Z"),
        endsAt: new Date("2027-03-11T15:30:00Z"),
        hours: "6.5",
        points: "6",
        registers: ["BIG"],
        accreditationNumber: "ACC-CORPUS",
        signatoryName: "",
        signatoryRole: "",
        correctionToken: CORRECTION_TOKEN,
        pdfToken: "corpus-certificaat-pdf-token-0123456789abcdef",
        issuedAt: new Date("2027-03-11T16:00:00Z"),
      })
      .returning();
    certificateId = created!.id;
  } else certificateId = existing.id;
  const [row] = await db.select().from(certificates).where(eq(certificates.id, certificateId));
  const course = { kind: "COURSE", id: world.courseId } as const;
  await checkInAttendees(db, { kind: "COURSE", courseId: world.courseId }, [row!.enrollmentId!], CORPUS_NOW);
  const accreditation = { hours: "6.5", points: "6", registerCodes: ["BIG"], accreditationNumber: "ACC-CORPUS" };
  await ensureAccreditation(db, course, accreditation, CORPUS_NOW);
  await db.delete(staffTodos).where(and(eq(staffTodos.certificateId, certificateId), isNull(staffTodos.resolvedAt)));
}

const courseSubject = (world: CorpusWorld) => ({ kind: "COURSE", id: world.courseId });

function subjectFields(): Record<string, BadValue[]> {
  return {
    subject: objectValues(),
    "subject.kind": [
      refused("onbekende soort", "WORKSHOP", "client"),
      refused("kleine letters", "course", "client"),
      ...absent(),
    ],
    "subject.id": uuidValues(
      (world) => world.courseId,
      (world) => world.workshopId,
    ),
  };
}

/** '6,5' and '6.5' are numbers; words, negatives, three decimals and huge ones are not. */
function amountValues(): BadValue[] {
  return stringField([
    refused("leeg", ""),
    refused("woord", "zes"),
    refused("negatief", "-1"),
    refused("drie decimalen", "6,555"),
    refused("te groot", "10000"),
    refused("NUL-teken", "6\u0000"),
  ]);
}

/** The rule for leaving early, the percentage and the points per part: optional, each refused when wrong. */
function partFields(): Record<string, BadValue[]> {
  return {
    partialRule: optional(enumValues("proportional")),
    minPercent: [...typedWholeNumberText("101"), refused("nul", "0"), ...wrongTypesForString()],
    parts: [
      refused("tekst", "x", "client"),
      refused("null in de lijst", [null], "client"),
      refused(
        "101 onderdelen",
        fromWorld((world) => Array.from({ length: 101 }, () => ({ workshopId: world.workshopId, points: "1" }))),
        "client",
      ),
      refused(
        "twee keer dezelfde workshop",
        fromWorld((world) => [1, 2].map(() => ({ workshopId: world.workshopId, points: "1" }))),
      ),
    ],
    "parts.0": objectValues(),
    // Beside the valid part's workshop, any slot is one too many; a malformed one is no slot at all.
    "parts.0.slotId": uuidValues(
      (world) => world.workshopId,
      (world) => world.courseId,
    ).filter((bad) => bad.label !== "null" && bad.label !== "ontbreekt"),
    "parts.0.workshopId": uuidValues(
      (world) => world.workshopId,
      (world) => world.courseId,
    ),
    "parts.0.points": amountValues(),
  };
}

const optional = (values: BadValue[]) =>
  values.filter((bad) => !["leeg", "alleen spaties", "ontbreekt", "null"].includes(bad.label));

const staffTarget = { staff: true, prepare: certificateReady, prepareBaseline: certificateReady } as const;

export const CERTIFICATE_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = {
  setAccreditation: {
    document: SetAccreditationDocument,
    ...staffTarget,
    // The forum's: only an event's accreditation has parts (decision 0037).
    validInput: (world) => ({
      subject: { kind: "EVENT", id: world.forumEventId },
      partialRule: "PROPORTIONAL",
      minPercent: "80",
      parts: [{ workshopId: world.workshopId, points: "1,5" }],
      hours: "6,5",
      points: "6",
      registerCodes: ["BIG", "VVN", "SKJ"],
      accreditationNumber: "ACC-2027-01",
      signatoryName: "Dr. J. Jansen",
      signatoryRole: "Voorzitter",
    }),
    fields: {
      "": objectValues(),
      ...subjectFields(),
      hours: [...amountValues(), refused("nul", "0")],
      points: amountValues(),
      registerCodes: registerCodeValues(),
      accreditationNumber: stringField(freeText("ACC-2027-01")),
      signatoryName: [...optional(freeText("Dr. J. Jansen")), ...wrongTypesForString()],
      signatoryRole: [...optional(freeText("Voorzitter")), ...wrongTypesForString()],
      ...partFields(),
    },
  },
  reissueCertificate: {
    document: ReissueCertificateDocument,
    ...staffTarget,
    validInput: () => ({ certificateId, firstName: "Certa", lastName: "Corpus-Jansen" }),
    fields: {
      "": objectValues(),
      certificateId: uuidValues(
        () => certificateId,
        (world) => world.courseId,
      ),
      firstName: stringField(freeText("Certa")),
      lastName: stringField(freeText("Corpus")),
    },
  },
  reissueAllCertificates: {
    document: ReissueAllCertificatesDocument,
    ...staffTarget,
    validInput: (world) => ({ subject: courseSubject(world) }),
    fields: { "": objectValues(), ...subjectFields() },
  },
  requestCertificateNameCorrection: {
    document: RequestCertificateNameCorrectionDocument,
    prepare: certificateReady,
    prepareBaseline: certificateReady,
    validInput: () => ({ token: CORRECTION_TOKEN, name: "Certa van Corpus", note: "Met 'van'" }),
    fields: {
      "": objectValues(),
      token: stringField([...refusedPatternText(CORRECTION_TOKEN), refused("onbekend token", "x".repeat(32))]),
      name: stringField(freeText("Certa van Corpus")),
      note: [...optional(freeText("Met 'van'")), ...wrongTypesForString()],
    },
  },
};

const postedOptional = (values: BadValue[], base: string) =>
  postedText(values, base).filter((bad) => bad.label !== "ontbreekt" && bad.label !== "bestand in plaats van tekst");
const textOnly = (values: BadValue[]) => values.filter((bad) => typeof bad.value === "string");

export const CERTIFICATE_FORM_TARGETS: Record<string, FormTarget> = {
  certificates: {
    route: "routes/beheer/certificates.tsx",
    path: (world, id = world.courseId) => `/beheer/cursussen/${encodeURIComponent(id)}/certificaten`,
    param: pathValues(
      (world) => world.courseId,
      (world) => world.eventId,
    ),
    ...staffTarget,
    validForm: () => [
      ["intent", "accreditatie"],
      ["hours", "6,5"],
      ["points", "6"],
      ["registerCodes", "BIG"],
      ["registerCodes", "SKJ"],
      ["accreditationNumber", "ACC-2027-01"],
      ["signatoryName", ""],
      ["signatoryRole", ""],
      ["partialRule", "ALL_OR_NOTHING_MIN_PERCENT"],
      ["minPercent", "90"],
    ],
    fields: {
      partialRule: postedOptional([refused("onbekende regel", "HALF"), refused("kleine letters", "proportional")], "x"),
      minPercent: postedOptional([refused("nul", "0"), refused("boven 100", "101"), refused("breuk", "80,5")], "80"),
      hours: postedText([refused("woord", "zes"), refused("nul", "0"), refused("leeg", "")], "6,5"),
      registerCodes: [
        refused("geen register gekozen", MISSING),
        refused("onbekend register", "ONBEKEND"),
        refused("inactief register", "NVP"),
        refused("NUL-teken", "BIG\u0000"),
      ],
      accreditationNumber: postedText(textOnly(freeText("ACC-2027-01")), "ACC"),
      signatoryName: postedOptional(textOnly(optional(freeText("Dr. J. Jansen"))), "Dr. J. Jansen"),
    },
    transport: true,
  },
  "certificates-event-parts": {
    route: "routes/beheer/certificates.tsx",
    path: (world) => `/beheer/evenementen/${encodeURIComponent(world.forumEventId)}/certificaten`,
    ...staffTarget,
    validForm: (world) => [
      ["intent", "accreditatie"],
      ["hours", "6,5"],
      ["points", "3"],
      ["registerCodes", "BIG"],
      ["accreditationNumber", "ACC-FORUM-01"],
      ["partialRule", "PROPORTIONAL"],
      ["minPercent", ""],
      [`${world.workshopId}.workshopPoints`, "1,5"],
    ],
    fieldNames: { workshopPoints: (world) => `${world.workshopId}.workshopPoints` },
    fields: {
      workshopPoints: postedOptional(
        [refused("woord", "anderhalf"), refused("negatief", "-1"), refused("drie decimalen", "1,555")],
        "1,5",
      ),
    },
    transport: false,
  },
  "certificate-name": {
    route: "routes/certificate-name.tsx",
    path: (_world, token = CORRECTION_TOKEN) => `/certificaat/naam/${encodeURIComponent(token)}`,
    param: [refused("onbekend token", "x".repeat(32)), refused("te kort", "abc"), refused("HTML", "<script>")],
    prepare: certificateReady,
    prepareBaseline: certificateReady,
    validForm: () => [
      ["name", "Certa van Corpus"],
      ["note", ""],
    ],
    fields: {
      name: postedText(textOnly(freeText("Certa van Corpus")), "Certa"),
      note: postedOptional(textOnly(optional(freeText("Met 'van'"))), "x"),
    },
    transport: true,
  },
};
