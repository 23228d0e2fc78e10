import { Form, Link } from "react-router";
import type { Route } from "./+types/organizations.ts";
import { StaffTextField } from "../../features/beheer/fields.tsx";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { firstPageLink, listPageQuery, nextPageLink } from "../../features/beheer/list-page.ts";
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
      <Form method="get" role="search" className="mt-6 flex max-w-xl flex-wrap items-end gap-4">
        <div className="grow">
          <StaffTextField name="zoek" label="Zoek op naam" defaultValue={search} optional />
        </div>
        <button type="submit" className={buttonStyles.secondary}>
          Zoeken
        </button>
      </Form>
      <p className="mt-6" role="status">
        {organizations.totalCount === 1 ? "1 organisatie" : `${organizations.totalCount} organisaties`}
        {search ? ` met '${search}' in de naam` : ""}
        {paged && (
          <>
            {" · "}
            <Link to={firstPageLink(search)} className={textLinkStyle}>
              Naar het begin
            </Link>
          </>
        )}
      </p>
      <div className="mt-4 overflow-x-auto rounded-lg border border-slate-300 bg-white">
        <table className="w-full text-left">
          <caption className="sr-only">Organisaties op naam, met waar ze gebruikt worden</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-4 py-3">
                Naam
              </th>
              <th scope="col" className="px-4 py-3">
                Website
              </th>
              <th scope="col" className="px-4 py-3">
                Gebruikt door
              </th>
            </tr>
          </thead>
          <tbody>
            {organizations.nodes.map((organization) => (
              <tr key={organization.id} className="border-t border-slate-200">
                <td className="px-4 py-3">
                  <Link to={`${STAFF_PATHS.organizations}/${organization.id}`} className={textLinkStyle}>
                    {organization.name}
                  </Link>
                </td>
                <td className="px-4 py-3 break-all">{organization.website || "—"}</td>
                <td className="px-4 py-3">{usage(organization)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {organizations.pageInfo.hasNextPage && organizations.pageInfo.endCursor && (
        <p className="mt-6">
          <Link to={nextPageLink(search, organizations.pageInfo.endCursor)} className={buttonStyles.secondary}>
            Volgende {PAGE_SIZE}
          </Link>
        </p>
      )}
    </>
  );
}
