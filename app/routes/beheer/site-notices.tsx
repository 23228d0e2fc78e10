import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/site-notices.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { textOf } from "../../features/beheer/content/form-values.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { MoveSiteNoticeDocument, StaffSiteNoticesDocument } from "../../graphql/generated.ts";
import { apiErrorInit } from "../../lib/api-errors.ts";
import { ApiError } from "../../lib/app-services.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { isUuid } from "../../../common/ids.ts";
import { formatInAmsterdam } from "../../../common/format/dates.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";
import { MoveButtons, moveDirectionOf } from "../../features/beheer/RowActionButtons.tsx";

export const handle = staffPage("content.manage");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staffSiteNotices } = await runStaffOperation(context, request, StaffSiteNoticesDocument, {});
  return { notices: staffSiteNotices };
}

const NOT_FOUND = "Deze melding bestaat niet.";

/** The list's buttons: move a notice up or down. Back to the list, at that notice. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = textOf(form, "id");
  const intent = textOf(form, "intent");
  if (!isUuid(id)) return data({ message: NOT_FOUND }, { status: 404 });
  const direction = moveDirectionOf(intent);
  if (!direction) {
    return data({ message: "Onbekende actie. Laad de pagina opnieuw en probeer het nog eens." }, { status: 400 });
  }
  try {
    await runStaffOperation(context, request, MoveSiteNoticeDocument, { input: { id, direction } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ message: error.message }, apiErrorInit(error));
  }
  return redirect(`${STAFF_PATHS.siteNotices}#melding-${id}`);
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Meldingen", matches[0].loaderData);
}

type Notice = Route.ComponentProps["loaderData"]["notices"][number] & { index: number; last: boolean };

const moment = (value: string | null | undefined, empty: string) =>
  value ? formatInAmsterdam(value, "d MMM yyyy HH:mm") : empty;

const COLUMNS: readonly ListColumn<Notice>[] = [
  { label: "Plaats", cell: (notice) => notice.index + 1 },
  {
    label: "Tekst",
    rowHeader: true,
    cell: (notice) => (
      <Link to={`${STAFF_PATHS.siteNotices}/${notice.id}`} className={textLinkStyle}>
        {notice.text}
      </Link>
    ),
  },
  { label: "Status", cell: (notice) => notice.statusLabel },
  {
    label: "Periode",
    cell: (notice) => `${moment(notice.shownFrom, "Meteen")} – ${moment(notice.shownUntil, "geen einde")}`,
  },
  { label: "Link", cell: (notice) => notice.linkText ?? "Geen" },
  { label: "Sluitknop", cell: (notice) => (notice.dismissible ? "Ja" : "Nee") },
  { label: "Acties", cell: (notice) => <RowButtons notice={notice} /> },
];

function RowButtons({ notice }: { notice: Notice }) {
  const name = `melding ${notice.index + 1}`;
  return (
    <div className="flex flex-wrap gap-2">
      <MoveButtons id={notice.id} index={notice.index} last={notice.last} name={name} />
      <Link
        to={`${STAFF_PATHS.siteNotices}/${notice.id}/verwijderen`}
        className="inline-flex min-h-11 items-center rounded-md border border-red-700 px-3 py-1 font-semibold text-red-700 hover:bg-red-50"
      >
        Verwijderen<span className="sr-only"> {name}</span>
      </Link>
    </div>
  );
}

export default function SiteNotices({ loaderData, actionData }: Route.ComponentProps) {
  const { notices } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className={headingStyles.page}>Meldingen</h1>
        <Link to={`${STAFF_PATHS.siteNotices}/nieuw`} className={buttonStyles.primary}>
          Melding toevoegen
        </Link>
      </div>
      <p className="mt-3 max-w-3xl text-slate-700">
        Meldingen staan onderaan elke pagina van de website, één tegelijk en in deze volgorde, na de cookiemelding. Een
        bezoeker die een melding sluit, ziet daarna de volgende. Wijzigingen zijn direct zichtbaar.
      </p>
      {actionData && (
        <div className="mt-6">
          <ErrorBox title="Niet gewijzigd">{actionData.message}</ErrorBox>
        </div>
      )}
      <StaffList
        caption="Alle meldingen in de volgorde van de website"
        columns={COLUMNS}
        rows={notices.map((notice, index) => ({ ...notice, index, last: index === notices.length - 1 }))}
        rowKey={(notice) => notice.id}
        rowId={(notice) => `melding-${notice.id}`}
        noun="meldingen"
        empty="Er zijn nog geen meldingen. Met ‘Melding toevoegen’ maak je de eerste."
      />
    </>
  );
}
