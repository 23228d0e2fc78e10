/**
 * The shape of "Mijn gegevens" (decision 0024): everything the site holds about one e-mail address, grouped by kind.
 * Plain data (strings, numbers, dates, arrays), so it serialises to JSON as it is; it names no one else.
 */
import type { CertificateNumber } from "../../../common/certificate-registers.ts";

/** What an event or course is, so a row reads on its own in the download. */
type SubjectRef = { title: string; startsAt: Date; endsAt: Date };

export type CheckInData = { place: "EVENT" | "WORKSHOP" | "COURSE"; workshop: string | null; checkedInAt: Date };

export type WorkshopChoiceData = {
  workshop: string;
  slotStartsAt: Date;
  slotEndsAt: Date;
  /** The name and address as typed when choosing (the address is this one). */
  firstName: string;
  lastName: string;
  registeredAt: Date;
};

/** A registration number given for an accreditation register (decision 0036), stored normalised. */
export type RegistrationNumberData = { registerCode: string; registerName: string; number: string; updatedAt: Date };

/** A ticket this address uses: its code, its choices, its registration numbers and where it was checked in. */
export type TicketData = {
  code: string;
  ticketType: string;
  canceledAt: Date | null;
  /** The name staff set for this address as holder; null when the ticket is the buyer's own. */
  holderName: string | null;
  workshopChoices: WorkshopChoiceData[];
  registrationNumbers: RegistrationNumberData[];
  checkIns: CheckInData[];
};

/** A ticket on one's own order that someone else uses: only what the buyer bought, nothing about that person. */
type OtherPersonsTicketData = { code: string; ticketType: string; canceledAt: Date | null };

export type InvoiceData = {
  number: string;
  kind: "INVOICE" | "CREDIT";
  /** The number of the invoice a credit invoice corrects. */
  creditFor: string | null;
  issuedAt: Date;
  dueAt: Date;
  totalExclVatCents: number;
  vatCents: number;
  totalCents: number;
  /** Payments staff registered against it from the bank statement. */
  payments: { amountCents: number; paidOn: string }[];
};

export type BuyerOrderData = {
  event: SubjectRef;
  status: string;
  paymentMethod: string;
  currency: string;
  totalCents: number;
  buyer: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    address: string;
    postalCode: string;
    city: string;
    country: string;
  };
  purchasedAt: Date;
  completedAt: Date | null;
  canceledAt: Date | null;
  /** The terms version agreed to with the order; null for none. */
  acceptedTerms: AcceptedTermsData | null;
  lines: { description: string; quantity: number; unitPriceCents: number; vatRate: string }[];
  payments: { method: string; status: string; amountCents: number; createdAt: Date }[];
  refunds: { amountCents: number; status: string; createdAt: Date }[];
  invoices: InvoiceData[];
  /** Tickets this address uses itself. */
  tickets: TicketData[];
  /** Tickets of this order used by others (named holders, or colleagues who chose workshops with the code). */
  ticketsForOthers: OtherPersonsTicketData[];
};

/** Which "Algemene voorwaarden" someone agreed to: 'versie 2 van 11 maart 2027'. */
export type AcceptedTermsData = { version: number; publishedAt: Date; name: string };

/** A ticket on someone else's order that this address holds. */
export type HeldTicketData = TicketData & { event: SubjectRef };

export type WorkshopRegistrationData = WorkshopChoiceData & { event: SubjectRef; ticketCode: string };

export type WorkshopWaitlistData = {
  event: SubjectRef;
  workshop: string;
  firstName: string;
  lastName: string;
  status: string;
  joinedAt: Date;
  endedAt: Date | null;
};

type CourseParticipantFields = {
  course: SubjectRef;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  organization: string;
  function: string | null;
  status: string;
};

export type CourseEnrollmentData = CourseParticipantFields & {
  enrolledAt: Date;
  canceledAt: Date | null;
  acceptedTerms: AcceptedTermsData | null;
  registrationNumbers: RegistrationNumberData[];
  checkIns: CheckInData[];
};

export type CourseWaitlistData = CourseParticipantFields & {
  joinedAt: Date;
  offerExpiresAt: Date | null;
  endedAt: Date | null;
};

export type CertificateData = {
  code: string;
  subject: SubjectRef;
  firstName: string;
  lastName: string;
  hours: string;
  points: string;
  registers: string[];
  /** The numbers the certificate prints, as copied at its (re-)issue. */
  registrationNumbers: CertificateNumber[];
  accreditationNumber: string;
  issuedAt: Date;
  reissuedAt: Date | null;
  /** The certificate's PDF link, with its secret: the person's own, as in the certificate mail. */
  pdfPath: string;
};

/** A mail sent (or to be sent) to this address: what and when, not its body. */
export type MailData = { subject: string; createdAt: Date; status: string; sentAt: Date | null };

/** A back-office account under this address. */
export type StaffAccountData = { name: string; roles: string[]; active: boolean; createdAt: Date };

export type PersonalData = {
  email: string;
  generatedAt: Date;
  orders: BuyerOrderData[];
  heldTickets: HeldTicketData[];
  workshopRegistrations: WorkshopRegistrationData[];
  workshopWaitlistEntries: WorkshopWaitlistData[];
  courseEnrollments: CourseEnrollmentData[];
  courseWaitlistEntries: CourseWaitlistData[];
  certificates: CertificateData[];
  mails: MailData[];
  staffAccounts: StaffAccountData[];
};
