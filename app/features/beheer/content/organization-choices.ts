import type { RouterContextProvider } from "react-router";
import { StaffOrganizationsDocument } from "../../../graphql/generated.ts";
import { runStaffOperation } from "../staff-access.ts";

/**
 * The organisations a friend's form offers: those that are no friend yet, and the friend's own. The first 100 by
 * name (the API's largest page); a longer list needs a search field here, which can wait until there are that many.
 */
export async function organizationChoices(
  context: Readonly<RouterContextProvider>,
  request: Request,
  ownAffiliateId: string | null,
): Promise<{ id: string; name: string }[]> {
  const { staffOrganizations } = await runStaffOperation(context, request, StaffOrganizationsDocument, { first: 100 });
  return staffOrganizations.nodes
    .filter((organization) => organization.affiliateId === null || organization.affiliateId === ownAffiliateId)
    .map(({ id, name }) => ({ id, name }));
}
