import { Link } from "react-router";
import type { Route } from "./+types/accreditation.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";
import { StaffAccreditedActivitiesDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { formatTimeFrame } from "../../../common/format/dates.ts";
import { staffPresencePath } from "../../../common/site-paths.ts";

/** The accredited events and courses, where presence is reported to the registers (decision 0038). */
export const handle = staffPage("accreditation.manage");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { accreditedActivities } = await runStaffOperation(context, request, StaffAccreditedActivitiesDocument, {});
  return { activities: accreditedActivities };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Accreditatie", matches[0].loaderData);
}

type Activity = Route.ComponentProps["loaderData"]["activities"][number];

const COLUMNS: readonly ListColumn<Activity>[] = [
  {
    label: "Activiteit",
    rowHeader: true,
    cell: (activity) => (
      <Link to={staffPresencePath(activity.kind, activity.id)} className={textLinkStyle}>
        {activity.title}
      </Link>
    ),
  },
  { label: "Datum", cell: (activity) => formatTimeFrame(activity.startsAt, activity.endsAt) },
  { label: "Accreditatienummer", cell: (activity) => activity.accreditationNumber },
  {
    label: "Aanwezigheid per register",
    cell: (activity) =>
      activity.registers.length === 0 ? (
        "Geen registers gekozen"
      ) : (
        <ul className="space-y-1">
          {activity.registers.map((register) => (
            <li key={register.code}>
              <Link to={staffPresencePath(activity.kind, activity.id, register.code)} className={textLinkStyle}>
                {register.name}
              </Link>
              : {register.status}
            </li>
          ))}
        </ul>
      ),
  },
];

export default function Accreditation({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className={headingStyles.page}>Accreditatie</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        De geaccrediteerde evenementen en cursussen, de nieuwste eerst. Per register zie je wie aanwezig was, met
        registratienummer en punten, en geef je de aanwezigheid door: in PE-online, in GAIA of met een bestand.
      </p>
      <StaffList
        caption="Geaccrediteerde evenementen en cursussen, nieuwste eerst"
        columns={COLUMNS}
        rows={loaderData.activities}
        rowKey={(activity) => activity.id}
        noun="activiteiten"
        empty="Er zijn nog geen geaccrediteerde evenementen of cursussen. De accreditatie vul je in bij de certificaten van een evenement of cursus."
      />
    </>
  );
}
