import { Link } from "react-router";
import type { Route } from "./+types/registers.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";
import { StaffRegistersDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

/** The accreditation registers (decision 0036), for the beheerder. */
export const handle = staffPage("registers.manage");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staffRegisters } = await runStaffOperation(context, request, StaffRegistersDocument, {});
  return { registers: staffRegisters };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Registers", matches[0].loaderData);
}

type Register = Route.ComponentProps["loaderData"]["registers"][number];

const COLUMNS: readonly ListColumn<Register>[] = [
  { label: "Volgorde", cell: (register) => register.sortOrder },
  {
    label: "Register",
    rowHeader: true,
    cell: (register) => (
      <Link to={`${STAFF_PATHS.registers}/${register.id}`} className={textLinkStyle}>
        {register.name}
      </Link>
    ),
  },
  { label: "Code", cell: (register) => register.code },
  { label: "Voorvoegsel PE-online", cell: (register) => register.peOnlinePrefix ?? "Geen" },
  { label: "Nummer", cell: (register) => register.numberHint },
  { label: "Aanwezigheid doorgeven via", cell: (register) => register.reportingChannelLabel },
  { label: "Actief", cell: (register) => (register.active ? "Ja" : "Nee") },
];

export default function Registers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className={headingStyles.page}>Registers</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        De registers waarvoor deelnemers accreditatiepunten halen. Actieve registers kun je kiezen bij de accreditatie
        van een evenement of cursus; hun naam staat op de certificaten. Een register dat niet meer wordt gebruikt, zet
        je op niet actief: accreditaties die het al noemen, houden het.
      </p>
      <StaffList
        caption="Alle registers in hun volgorde"
        columns={COLUMNS}
        rows={loaderData.registers}
        rowKey={(register) => register.id}
        noun="registers"
        empty="Er zijn geen registers."
      />
    </>
  );
}
