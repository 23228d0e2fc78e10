import { data, Link } from "react-router";
import { rowFieldName } from "../../features/beheer/field-definitions.ts";
import { formText } from "../../lib/form-data.ts";
import { redirectWithNotice, type StaffNoticeKey } from "../../features/beheer/staff-notice.ts";
import type { Route } from "./+types/certificates.ts";
import {
  ACCREDITATION_TEXT_FIELDS,
  AccreditationForm,
  type AccreditationValues,
  type RegisterChoice,
} from "../../features/beheer/certificates/AccreditationForm.tsx";
import { CertificateList, type ReissueFailure } from "../../features/beheer/certificates/CertificateList.tsx";
import {
  partInputOf,
  partValuesOf,
  storedPartValues,
  unknownRuleError,
  type PartValues,
} from "../../features/beheer/certificates/accreditation-parts-form.ts";
import { parseStaffForm, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { reissueCertificateSchema } from "../../../common/validation/certificates.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { formFailure, type FormFailure } from "../../features/beheer/form-outcome.ts";
import { currentStaff, runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import {
  ReissueAllCertificatesDocument,
  ReissueCertificateDocument,
  SetAccreditationDocument,
  StaffCertificateOverviewDocument,
  type StaffCertificateOverviewQuery,
} from "../../graphql/generated.ts";
import { hasErrorCode } from "../../lib/api-errors.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { formatTimeFrame } from "../../../common/format/dates.ts";
import { isUuid } from "../../../common/ids.ts";
import { staffCertificatesPath, staffPresencePath, STAFF_PATHS } from "../../../common/site-paths.ts";
import { staffPageByPattern } from "../../features/beheer/staff-page.ts";

/** One page for the certificates of an event and of a course, each with the permission of its subject. */
export const handle = staffPageByPattern({
  "/beheer/evenementen/:id/certificaten": "events.manage",
  "/beheer/cursussen/:id/certificaten": "courses.manage",
});

/**
 * Accreditation and certificates of one event (/beheer/evenementen/:id/certificaten) or course
 * (/beheer/cursussen/:id/certificaten): the form with hours, points, registers and number, and the
 * certificates issued, each to be corrected and sent again.
 */
function subjectOf(request: Request, id: string | undefined) {
  const kind = new URL(request.url).pathname.startsWith(STAFF_PATHS.courses) ? ("COURSE" as const) : ("EVENT" as const);
  if (!isUuid(id)) throw data({ message: "Deze pagina bestaat niet." }, { status: 404 });
  return { kind, id };
}
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const subject = subjectOf(request, params.id);
  const result = await runStaffOperation(context, request, StaffCertificateOverviewDocument, { subject }).catch(
    (error: unknown) => {
      if (hasErrorCode(error, "NOT_FOUND")) throw data({ message: error.message }, { status: 404 });
      throw error;
    },
  );
  const mayReport = currentStaff(context).permissions.includes("accreditation.manage");
  return { overview: result.certificateOverview, registers: registerChoices(result), mayReport };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const subject = subjectOf(request, params.id);
  const form = await request.formData();
  const text = (name: string) => formText(form, name);
  const back = (notice: StaffNoticeKey) =>
    redirectWithNotice(context, staffCertificatesPath(subject.kind, subject.id), notice);
  const intent = text("intent");
  if (intent === "opnieuw" || intent === "alles-opnieuw") {
    // One form per certificate on the page, its fields named after it (CertificateList.tsx).
    const certificateId = text("certificateId");
    const reissue = {
      certificateId,
      firstName: text(rowFieldName(certificateId, "firstName")),
      lastName: text(rowFieldName(certificateId, "lastName")),
    };
    const reissueValues = { kind: "reissue" as const, ...reissue };
    try {
      if (intent === "alles-opnieuw") {
        await runStaffOperation(context, request, ReissueAllCertificatesDocument, { input: { subject } });
        return back("certificaten-verstuurd");
      }
      const parsed = parseStaffForm(reissue, reissueCertificateSchema);
      if (!parsed.ok) return staffFormRefusal(parsed.fieldErrors, reissueValues);
      await runStaffOperation(context, request, ReissueCertificateDocument, { input: parsed.input });
      return back("certificaat-verstuurd");
    } catch (error) {
      return formFailure(error, reissueValues);
    }
  }
  const values: AccreditationValues = {
    ...(Object.fromEntries(ACCREDITATION_TEXT_FIELDS.map((field) => [field, text(field)])) as Omit<
      AccreditationValues,
      "registerCodes"
    >),
    registerCodes: form.getAll("registerCodes").filter((code): code is string => typeof code === "string"),
  };
  const partValues = partValuesOf(form);
  const failed = { kind: "accreditation" as const, ...values, partValues };
  const ruleError = unknownRuleError(partValues);
  if (ruleError) return staffFormRefusal(ruleError, failed);
  try {
    const input = { subject, ...values, ...partInputOf(partValues, subject.kind) };
    await runStaffOperation(context, request, SetAccreditationDocument, { input });
    return back("accreditatie-opgeslagen");
  } catch (error) {
    return formFailure(error, failed);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Certificaten", matches[0].loaderData);
}

type ReissueValues = { kind: "reissue"; certificateId: string; firstName: string; lastName: string };
type Failure = FormFailure<ReissueValues | ({ kind: "accreditation"; partValues: PartValues } & AccreditationValues)>;

export default function Certificates({ loaderData, actionData }: Route.ComponentProps) {
  const { overview } = loaderData;
  const failure = actionData as Failure | undefined;
  const saved = overview.accreditation;
  const reissue = reissueFailureOf(failure);
  // A refused re-issue shows in its certificate's form; one whose form is not on the page (any more) above.
  const reissueInForm = overview.certificates.some(
    (certificate) => certificate.valid && certificate.id === reissue?.certificateId,
  );
  const values: AccreditationValues =
    failure?.values.kind === "accreditation"
      ? failure.values
      : {
          hours: saved ? saved.hours.replace(".", ",") : "",
          points: saved ? saved.points.replace(".", ",") : "",
          registerCodes: saved?.registerCodes ?? [],
          accreditationNumber: saved?.accreditationNumber ?? "",
          signatoryName: saved?.signatoryName ?? "",
          signatoryRole: saved?.signatoryRole ?? "",
        };
  return (
    <div>
      <h1 className={headingStyles.page}>Certificaten: {overview.title}</h1>
      <p className="mt-2 text-slate-700">{formatTimeFrame(overview.startsAt, overview.endsAt)}</p>
      {loaderData.mayReport && saved && (
        <p className="mt-2">
          <Link to={staffPresencePath(overview.kind, overview.id)} className={textLinkStyle}>
            Aanwezigheid per register doorgeven
          </Link>
        </p>
      )}
      {reissue && !reissueInForm && <ErrorBox title="Niet verstuurd">{reissue.message}</ErrorBox>}
      <AccreditationForm
        values={values}
        registers={loaderData.registers}
        partValues={failure?.values.kind === "accreditation" ? failure.values.partValues : storedPartValues(overview)}
        programme={overview.programme}
        message={failure?.values.kind === "accreditation" ? failure.message : null}
        fieldErrors={failure?.values.kind === "accreditation" ? failure.fieldErrors : {}}
      />
      <CertificateList certificates={overview.certificates} failure={reissue} />
    </div>
  );
}

/** The active registers in their order, then any inactive one the accreditation still names (so it stays ticked). */
function registerChoices(result: StaffCertificateOverviewQuery): RegisterChoice[] {
  const saved = result.certificateOverview.accreditation;
  const named = (saved?.registerCodes ?? []).map((code, index) => ({ code, name: saved!.registers[index] ?? code }));
  const offered = new Set(result.registers.map((register) => register.code));
  return [...result.registers, ...named.filter((register) => !offered.has(register.code))];
}

/** A refused re-issue, for the form of the certificate it was about. */
function reissueFailureOf(failure: Failure | undefined): ReissueFailure | null {
  if (failure?.values.kind !== "reissue") return null;
  const { certificateId, firstName, lastName } = failure.values;
  return { certificateId, message: failure.message, fieldErrors: failure.fieldErrors, values: { firstName, lastName } };
}
