import { data, Form, Link } from "react-router";
import type { Route } from "./+types/presence.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { formFailure, type FormFailure } from "../../features/beheer/form-outcome.ts";
import { PasteList } from "../../features/beheer/presence/PasteList.tsx";
import { PresenceTable } from "../../features/beheer/presence/PresenceTable.tsx";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { ReportPresenceDocument, StaffPresenceListDocument } from "../../graphql/generated.ts";
import { hasErrorCode } from "../../lib/api-errors.ts";
import { formText } from "../../lib/form-data.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { formatDateAtTime, formatTimeFrame } from "../../../common/format/dates.ts";
import { formatPoints } from "../../../common/format/points.ts";
import { isUuid } from "../../../common/ids.ts";
import { STAFF_PATHS, staffPresencePath } from "../../../common/site-paths.ts";
import { staffDownloadPath } from "../../../common/staff-downloads.ts";

/**
 * The presence of one accredited event (/beheer/accreditatie/evenementen/:id) or course (…/cursussen/:id) for one
 * of its registers (?register=BIG; its first without): who goes on the list, PE-online's paste text, the files, and
 * the button that marks it reported (decision 0038). What is on the list and what is wrong is the server's to say.
 */
export const handle = staffPage("accreditation.manage");

function subjectOf(request: Request, id: string | undefined) {
  const kind = new URL(request.url).pathname.includes("/cursussen/") ? ("COURSE" as const) : ("EVENT" as const);
  if (!isUuid(id)) throw data({ message: "Deze pagina bestaat niet." }, { status: 404 });
  return { kind, id };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const subject = subjectOf(request, params.id);
  const registerCode = new URL(request.url).searchParams.get("register") ?? "";
  const result = await runStaffOperation(context, request, StaffPresenceListDocument, {
    input: { subject, registerCode },
  }).catch((error: unknown) => {
    if (hasErrorCode(error, "NOT_FOUND") || hasErrorCode(error, "BAD_USER_INPUT")) {
      throw data({ message: error.message }, { status: 404 });
    }
    throw error;
  });
  return { list: result.presenceList };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const subject = subjectOf(request, params.id);
  const form = await request.formData();
  const registerCode = formText(form, "registerCode");
  // Only digits are a count; anything else goes as -1, which the API refuses with its Dutch message.
  const seenText = formText(form, "reportsSeen");
  const reportsSeen = /^\d{1,6}$/.test(seenText) ? Number(seenText) : -1;
  try {
    await runStaffOperation(context, request, ReportPresenceDocument, {
      input: { subject, registerCode, reportsSeen },
    });
    return redirectWithNotice(
      context,
      staffPresencePath(subject.kind, subject.id, registerCode),
      "aanwezigheid-gemeld",
    );
  } catch (error) {
    return formFailure(error, { registerCode });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Aanwezigheid voor de registers", matches[0].loaderData);
}

type List = Route.ComponentProps["loaderData"]["list"];

export default function Presence({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  const failure = actionData as FormFailure<{ registerCode: string }> | undefined;
  const fileParams = {
    soort: list.subjectKind === "EVENT" ? "evenement" : "cursus",
    id: list.subjectId,
    register: list.register.code,
  };
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.accreditation} className={textLinkStyle}>
          ← Accreditatie
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Aanwezigheid: {list.subjectTitle}</h1>
      <p className="mt-2 text-slate-700">
        {formatTimeFrame(list.startsAt, list.endsAt)} · Accreditatienummer {list.accreditationNumber}
      </p>
      <RegisterChoice list={list} />
      <section aria-labelledby="melden" className="mt-8">
        <h2 id="melden" className={headingStyles.section}>
          {list.register.name}
        </h2>
        <p className="mt-2 text-slate-700">Aanwezigheid doorgeven via {list.register.reportingChannelLabel}.</p>
        <p className="mt-2 font-semibold text-slate-900">{list.status}</p>
        {failure && (
          <div className="mt-4">
            <ErrorBox title="Niet gemeld">{failure.message}</ErrorBox>
          </div>
        )}
        {list.pasteText !== null && <PasteList text={list.pasteText} registerName={list.register.name} />}
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-3" aria-label={`Bestanden voor ${list.register.name}`}>
          <li>
            <a
              href={staffDownloadPath("aanwezigheid-register", { ...fileParams, formaat: "xlsx" })}
              className={textLinkStyle}
              download
            >
              Aanwezigheid (Excel)
            </a>
          </li>
          <li>
            <a
              href={staffDownloadPath("aanwezigheid-register", { ...fileParams, formaat: "csv" })}
              className={textLinkStyle}
              download
            >
              Aanwezigheid (CSV)
            </a>
          </li>
        </ul>
        <Corrections list={list} />
        {list.reportLabel && (
          <Form method="post" className="mt-6">
            <input type="hidden" name="registerCode" value={list.register.code} />
            <input type="hidden" name="reportsSeen" value={list.reports.length} />
            <p className="max-w-3xl text-slate-700">
              Heb je de lijst in {list.register.reportingChannelLabel} ingevoerd? Leg dat dan hier vast. Daarna liggen
              de gemelde registratienummers voor {list.register.name} vast; wat later verandert, zie je hier als
              correctie.
            </p>
            <button type="submit" className={`${buttonStyles.primary} mt-3`}>
              {list.reportLabel}
            </button>
          </Form>
        )}
      </section>
      <section aria-labelledby="deelnemers" className="mt-10">
        <h2 id="deelnemers" className={headingStyles.section}>
          Deelnemers met een nummer
        </h2>
        <PresenceTable rows={list.rows} registerName={list.register.name} />
      </section>
      <WithoutNumber list={list} />
      <ReportHistory list={list} />
    </>
  );
}

function RegisterChoice({ list }: { list: List }) {
  if (list.registers.length < 2) return null;
  return (
    <nav aria-label="Registers" className="mt-6">
      <ul className="flex flex-wrap gap-3">
        {list.registers.map((register) => {
          const current = register.code === list.register.code;
          return (
            <li key={register.code}>
              <Link
                to={staffPresencePath(list.subjectKind, list.subjectId, register.code)}
                aria-current={current ? "page" : undefined}
                className={current ? buttonStyles.primary : buttonStyles.secondary}
              >
                {register.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Corrections({ list }: { list: List }) {
  if (list.corrections.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className={headingStyles.card}>Correcties om door te geven</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {list.corrections.map((correction) => (
          <li key={`${correction.kind}:${correction.attendeeId}`}>
            {correction.name}: {correction.description}
          </li>
        ))}
      </ul>
    </div>
  );
}

function WithoutNumber({ list }: { list: List }) {
  if (list.presentWithoutNumber.length === 0) return null;
  return (
    <section aria-labelledby="zonder-nummer" className="mt-10">
      <h2 id="zonder-nummer" className={headingStyles.section}>
        Aanwezig zonder registratienummer
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Ingecheckt, maar zonder nummer voor een register van deze accreditatie. Wie punten wil, vult het nummer in via
        de link in de ticketmail of de bevestiging.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        {list.presentWithoutNumber.map((person) => (
          <li key={person.attendeeId}>
            {person.name}
            {person.email ? ` (${person.email})` : ""}: {formatPoints(person.points)} punten
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReportHistory({ list }: { list: List }) {
  if (list.reports.length === 0) return null;
  return (
    <section aria-labelledby="gemeld" className="mt-10">
      <h2 id="gemeld" className={headingStyles.section}>
        Eerder gemeld
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-6">
        {list.reports.map((report) => (
          <li key={report.sequence}>
            {report.label} gemeld door {report.reportedByName} op {formatDateAtTime(report.reportedAt)}:{" "}
            {report.lineCount === 1 ? "1 deelnemer" : `${report.lineCount} deelnemers`}
          </li>
        ))}
      </ol>
    </section>
  );
}
