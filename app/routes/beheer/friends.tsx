import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/friends.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { AFFILIATE_STATUS_LABELS } from "../../../common/vocabulary/content.ts";
import { textOf } from "../../features/beheer/content/form-values.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import {
  MoveAffiliateDocument,
  SetAffiliateStatusDocument,
  StaffAffiliatesDocument,
  type AffiliateAction,
} from "../../graphql/generated.ts";
import { apiErrorInit } from "../../lib/api-errors.ts";
import { ApiError } from "../../lib/app-services.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { SITE_PATHS, STAFF_PATHS } from "../../../common/site-paths.ts";
import { isUuid } from "../../../common/ids.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";
import { MoveButtons, moveDirectionOf, RowActionButton } from "../../features/beheer/RowActionButtons.tsx";

export const handle = staffPage("content.manage");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staffAffiliates } = await runStaffOperation(context, request, StaffAffiliatesDocument, {});
  return { affiliates: staffAffiliates };
}

const NOT_FOUND = "Deze vriend bestaat niet.";

/** The list's buttons: move a friend up or down, show or hide it on /vrienden. Back to the list, at that friend. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = textOf(form, "id");
  const intent = textOf(form, "intent");
  if (!isUuid(id)) return data({ message: NOT_FOUND }, { status: 404 });
  const direction = moveDirectionOf(intent);
  try {
    if (direction) {
      await runStaffOperation(context, request, MoveAffiliateDocument, { input: { id, direction } });
    } else if (intent === "activeren" || intent === "deactiveren") {
      const status = intent === "activeren" ? "ACTIVE" : "INACTIVE";
      await runStaffOperation(context, request, SetAffiliateStatusDocument, { input: { id, status } });
    } else {
      return data({ message: "Onbekende actie. Laad de pagina opnieuw en probeer het nog eens." }, { status: 400 });
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ message: error.message }, apiErrorInit(error));
  }
  return redirect(`${STAFF_PATHS.friends}#vriend-${id}`);
}

/** The button of each status action the API offers on a friend (StaffAffiliate.actions). */
const STATUS_BUTTONS: Readonly<Record<AffiliateAction, { intent: string; label: string }>> = {
  ACTIVATE: { intent: "activeren", label: "Activeren" },
  DEACTIVATE: { intent: "deactiveren", label: "Deactiveren" },
};

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Vrienden", matches[0].loaderData);
}

type Affiliate = Route.ComponentProps["loaderData"]["affiliates"][number] & { index: number; last: boolean };

const COLUMNS: readonly ListColumn<Affiliate>[] = [
  { label: "Plaats", cell: (affiliate) => affiliate.index + 1 },
  {
    label: "Organisatie",
    rowHeader: true,
    cell: (affiliate) => (
      <Link to={`${STAFF_PATHS.friends}/${affiliate.id}`} className={textLinkStyle}>
        {affiliate.organizationName}
      </Link>
    ),
  },
  { label: "Status", cell: (affiliate) => AFFILIATE_STATUS_LABELS[affiliate.status] },
  { label: "Acties", cell: (affiliate) => <RowButtons affiliate={affiliate} /> },
];

function RowButtons({ affiliate }: { affiliate: Affiliate }) {
  const name = affiliate.organizationName;
  return (
    <div className="flex flex-wrap gap-2">
      <MoveButtons id={affiliate.id} index={affiliate.index} last={affiliate.last} name={name} />
      {affiliate.actions.map((action) => (
        <RowActionButton key={action} id={affiliate.id} {...STATUS_BUTTONS[action]} name={name} />
      ))}
    </div>
  );
}

export default function Friends({ loaderData, actionData }: Route.ComponentProps) {
  const { affiliates } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className={headingStyles.page}>Vrienden</h1>
        <Link to={`${STAFF_PATHS.friends}/nieuw`} className={buttonStyles.primary}>
          Vriend toevoegen
        </Link>
      </div>
      <p className="mt-3 text-slate-700">
        In deze volgorde staan de actieve vrienden op{" "}
        <a href={SITE_PATHS.friends} className={textLinkStyle}>
          de pagina Vrienden
        </a>
        . Wijzigingen zijn daar direct zichtbaar.
      </p>
      {actionData && (
        <div className="mt-6">
          <ErrorBox title="Niet gewijzigd">{actionData.message}</ErrorBox>
        </div>
      )}
      <StaffList
        caption="Alle vrienden in de volgorde van de pagina Vrienden"
        columns={COLUMNS}
        rows={affiliates.map((affiliate, index) => ({ ...affiliate, index, last: index === affiliates.length - 1 }))}
        rowKey={(affiliate) => affiliate.id}
        rowId={(affiliate) => `vriend-${affiliate.id}`}
        noun="vrienden"
      />
    </>
  );
}
