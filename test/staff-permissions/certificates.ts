import { ReissueAllCertificatesDocument } from "../../app/graphql/generated.ts";
import {
  PermissionCertificateOverviewDocument,
  PermissionReissueCertificateDocument,
  PermissionSetAccreditationDocument,
  type CertificateSubjectInput,
} from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

// Accreditation and certificates of attendance: an event's need events.manage, a course's courses.manage.
const eventSubject = (fx: { eventId: string }): CertificateSubjectInput => ({ kind: "EVENT", id: fx.eventId });
const courseSubject = (fx: { courseId: string }): CertificateSubjectInput => ({ kind: "COURSE", id: fx.courseId });

export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionCertificateOverviewDocument)({
    field: "certificateOverview",
    permission: "courses.manage",
    variables: (fx) => ({ subject: courseSubject(fx) }),
  }),
  staffCase(PermissionSetAccreditationDocument)({
    field: "setAccreditation",
    permission: "events.manage",
    variables: (fx) => ({
      input: {
        subject: eventSubject(fx),
        hours: "6,5",
        points: "6",
        registerCodes: ["BIG", "SKJ"],
        accreditationNumber: "ACC-1",
      },
    }),
  }),
  staffCase(PermissionReissueCertificateDocument)({
    field: "reissueCertificate",
    permission: "events.manage",
    variables: () => ({
      input: { certificateId: "00000000-0000-4000-8000-000000000000", firstName: "Anna", lastName: "de Vries" },
    }),
  }),
  staffCase(ReissueAllCertificatesDocument)({
    field: "reissueAllCertificates",
    permission: "events.manage",
    variables: (fx) => ({ input: { subject: eventSubject(fx) } }),
  }),
];
