import { data, Form, Link, redirect } from "react-router";
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
  try {
    if (intent === "omhoog" || intent === "omlaag") {
      const direction = intent === "omhoog" ? "UP" : "DOWN";
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

function RowButton({ id, intent, label, name }: { id: string; intent: string; label: string; name: string }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className="min-h-11 rounded-md border border-brand-700 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {label}
        <span className="sr-only"> {name}</span>
      </button>
    </Form>
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
      <div className="mt-8 overflow-x-auto rounded-lg border border-slate-300 bg-white">
        <table className="w-full text-left">
          <caption className="sr-only">Alle vrienden in de volgorde van de pagina Vrienden</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-4 py-3">
                Plaats
              </th>
              <th scope="col" className="px-4 py-3">
                Organisatie
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Acties
              </th>
            </tr>
          </thead>
          <tbody>
            {affiliates.map((affiliate, index) => (
              <tr key={affiliate.id} id={`vriend-${affiliate.id}`} className="border-t border-slate-200">
                <td className="px-4 py-3">{index + 1}</td>
                <th scope="row" className="px-4 py-3 font-normal">
                  <Link to={`${STAFF_PATHS.friends}/${affiliate.id}`} className={textLinkStyle}>
                    {affiliate.organizationName}
                  </Link>
                </th>
                <td className="px-4 py-3">{AFFILIATE_STATUS_LABELS[affiliate.status]}</td>
                <td className="flex flex-wrap gap-2 px-4 py-3">
                  {index > 0 && (
                    <RowButton id={affiliate.id} intent="omhoog" label="Omhoog" name={affiliate.organizationName} />
                  )}
                  {index < affiliates.length - 1 && (
                    <RowButton id={affiliate.id} intent="omlaag" label="Omlaag" name={affiliate.organizationName} />
                  )}
                  {affiliate.actions.map((action) => (
                    <RowButton
                      key={action}
                      id={affiliate.id}
                      {...STATUS_BUTTONS[action]}
                      name={affiliate.organizationName}
                    />
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
