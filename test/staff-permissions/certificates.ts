import type { StaffPermissionCase } from "./types.ts";

// Accreditation and certificates of attendance (issue 18): an event's need events.manage, a course's courses.manage.
const eventSubject = (fx: { eventId: string }) => ({ kind: "EVENT", id: fx.eventId });
const courseSubject = (fx: { courseId: string }) => ({ kind: "COURSE", id: fx.courseId });

export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "certificateOverview",
    permission: "courses.manage",
    query: "query ($subject: CertificateSubjectInput!) { certificateOverview(subject: $subject) { title } }",
    variables: (fx) => ({ subject: courseSubject(fx) }),
  },
  {
    field: "setAccreditation",
    permission: "events.manage",
    query: "mutation ($input: SetAccreditationInput!) { setAccreditation(input: $input) { hours } }",
    variables: (fx) => ({
      input: {
        subject: eventSubject(fx),
        hours: "6,5",
        points: "6",
        registers: "BIG, SKJ",
        accreditationNumber: "ACC-1",
      },
    }),
  },
  {
    field: "reissueCertificate",
    permission: "events.manage",
    query: "mutation ($input: ReissueCertificateInput!) { reissueCertificate(input: $input) { code } }",
    variables: () => ({
      input: { certificateId: "00000000-0000-4000-8000-000000000000", firstName: "Anna", lastName: "de Vries" },
    }),
  },
  {
    field: "reissueAllCertificates",
    permission: "events.manage",
    query: "mutation ($input: ReissueAllCertificatesInput!) { reissueAllCertificates(input: $input) }",
    variables: (fx) => ({ input: { subject: eventSubject(fx) } }),
  },
];
