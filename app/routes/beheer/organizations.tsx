import { Link } from "react-router";
import type { Route } from "./+types/organizations.ts";
import { ListFilters, SearchFilter } from "../../features/beheer/ListFilters.tsx";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { listPageQuery } from "../../features/beheer/list-page.ts";
import { StaffOrganizationsDocument } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("content.manage");

const PAGE_SIZE = 50;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { search, paged, variables } = listPageQuery(request, PAGE_SIZE);
  const { staffOrganizations } = await runStaffOperation(context, request, StaffOrganizationsDocument, variables);
  return { organizations: staffOrganizations, search, paged };
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Organisaties", matches[0].loaderData);
}

/** Which friend and courses refer to an organisation: why it cannot be deleted. */
function usage(organization: { affiliateId: string | null; courseCount: number }): string {
  const parts = [
    organization.affiliateId ? "vriend" : null,
    organization.courseCount === 1
      ? "1 cursus"
      : organization.courseCount > 1
        ? `${organization.courseCount} cursussen`
        : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "Niet in gebruik";
}

type Organization = Route.ComponentProps["loaderData"]["organizations"]["nodes"][number];

const COLUMNS: readonly ListColumn<Organization>[] = [
  {
    label: "Naam",
    cell: (organization) => (
      <Link to={`${STAFF_PATHS.organizations}/${organization.id}`} className={textLinkStyle}>
        {organization.name}
      </Link>
    ),
  },
  { label: "Website", cell: (organization) => organization.website || "—" },
  { label: "Gebruikt door", cell: usage },
];

export default function Organizations({ loaderData }: Route.ComponentProps) {
  const { organizations, search, paged } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className={headingStyles.page}>Organisaties</h1>
        <Link to={`${STAFF_PATHS.organizations}/nieuw`} className={buttonStyles.primary}>
          Organisatie toevoegen
        </Link>
      </div>
      <ListFilters label="Organisaties zoeken">
        <SearchFilter name="zoek" label="Zoek op naam" defaultValue={search} />
      </ListFilters>
      <StaffList
        summary={`${organizations.totalCount === 1 ? "1 organisatie" : `${organizations.totalCount} organisaties`}${search ? ` met '${search}' in de naam` : ""}`}
        caption="Organisaties op naam, met waar ze gebruikt worden"
        columns={COLUMNS}
        rows={organizations.nodes}
        rowKey={(organization) => organization.id}
        noun="organisaties"
        paging={{
          filters: { zoek: search },
          paged,
          pageInfo: organizations.pageInfo,
          nextLabel: "Volgende organisaties",
        }}
      />
    </>
  );
}
