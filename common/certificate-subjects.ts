/** What a certificate of attendance is for (decision 0020): an event (checked in at its door) or a Vakschool course. */
export const CERTIFICATE_SUBJECT_KINDS = ["EVENT", "COURSE"] as const;
export type CertificateSubjectKindName = (typeof CERTIFICATE_SUBJECT_KINDS)[number];
