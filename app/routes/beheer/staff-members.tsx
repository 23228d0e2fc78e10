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
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";

export const handle = staffPage("staff.manage");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staffMembers } = await runStaffOperation(context, request, StaffMembersDocument, {});
  return { staffMembers };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Medewerkers", matches[0].loaderData);
}

type StaffMember = Route.ComponentProps["loaderData"]["staffMembers"][number];

const COLUMNS: readonly ListColumn<StaffMember>[] = [
  {
    label: "Naam",
    cell: (staff) => (
      <Link to={`${STAFF_PATHS.staffMembers}/${staff.id}`} className={textLinkStyle}>
        {staff.name}
      </Link>
    ),
  },
  { label: "E-mailadres", cell: (staff) => staff.email },
  { label: "Rollen", cell: (staff) => staff.roles.map((role) => ROLE_LABELS[role as StaffRole]).join(", ") },
  { label: "Status", cell: (staff) => (staff.active ? "Actief" : "Gedeactiveerd") },
  { label: "Sinds", cell: (staff) => formatDate(staff.createdAt), nowrap: true },
];

export default function StaffMembers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className={headingStyles.page}>Medewerkers</h1>
        <div className="flex flex-wrap gap-3">
          <Link to={STAFF_PATHS.passkeyPolicies} className={buttonStyles.secondary}>
            Passkeys per rol
          </Link>
          <Link to={`${STAFF_PATHS.staffMembers}/nieuw`} className={buttonStyles.primary}>
            Medewerker toevoegen
          </Link>
        </div>
      </div>
      <StaffList
        caption="Alle medewerkers met hun rollen"
        columns={COLUMNS}
        rows={loaderData.staffMembers}
        rowKey={(staff) => staff.id}
        noun="medewerkers"
      />
    </>
  );
}
