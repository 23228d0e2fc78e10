import { Link } from "react-router";
import type { Route } from "./+types/staff-members.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { StaffMembersDocument } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { ROLE_LABELS, type StaffRole } from "../../../common/staff-roles.ts";
import { formatDate } from "../../../common/format/dates.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("staff.manage");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staffMembers } = await runStaffOperation(context, request, StaffMembersDocument, {});
  return { staffMembers };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Medewerkers", matches[0].loaderData);
}

export default function StaffMembers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className={headingStyles.page}>Medewerkers</h1>
        <Link to={`${STAFF_PATHS.staffMembers}/nieuw`} className={buttonStyles.primary}>
          Medewerker toevoegen
        </Link>
      </div>
      <div className="mt-8 overflow-x-auto rounded-lg border border-slate-300 bg-white">
        <table className="w-full text-left">
          <caption className="sr-only">Alle medewerkers met hun rollen</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-4 py-3">
                Naam
              </th>
              <th scope="col" className="px-4 py-3">
                E-mailadres
              </th>
              <th scope="col" className="px-4 py-3">
                Rollen
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Sinds
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.staffMembers.map((staff) => (
              <tr key={staff.id} className="border-t border-slate-200">
                <td className="px-4 py-3">
                  <Link to={`${STAFF_PATHS.staffMembers}/${staff.id}`} className={textLinkStyle}>
                    {staff.name}
                  </Link>
                </td>
                <td className="px-4 py-3">{staff.email}</td>
                <td className="px-4 py-3">{staff.roles.map((role) => ROLE_LABELS[role as StaffRole]).join(", ")}</td>
                <td className="px-4 py-3">{staff.active ? "Actief" : "Gedeactiveerd"}</td>
                <td className="px-4 py-3">{formatDate(staff.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
