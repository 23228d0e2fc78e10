import { RequestStaffSignInLinkDocument, SignInWithLinkDocument } from "../../../app/graphql/generated.ts";
import { staffSessionCookieName } from "../../../common/staff-session.ts";
import { DEMO_BEHEERDER, mailsTo, signInLinkOf } from "../browser/staff.ts";
import type { TestSmtpServer } from "../smtp-server.ts";
import { apiClient, type ApiClient } from "./api-client.ts";
import { afterJobs } from "./jobs.ts";

/** A running site whose mail a test reads: a site session with mail (useSiteSession). */
export type SiteWithMail = { readonly url: string; readonly smtp: TestSmtpServer };

/**
 * The API as a signed-in staff member, signed in the way the back office's API clients do: a sign-in link asked for
 * by address (RequestStaffSignInLink), its token read from the real mail, exchanged for a session
 * (SignInWithLink). Browser tests make the events, ticket types and workshops their flow needs with it, through the
 * same mutations the back office uses. The staff member must exist (the seed's administrator by default).
 */
export async function staffApi(site: SiteWithMail, email = DEMO_BEHEERDER.email): Promise<ApiClient> {
  const visitor = apiClient(site);
  const before = mailsTo(site.smtp, email).length;
  await visitor(RequestStaffSignInLinkDocument, { input: { email } });
  const mail = await afterJobs(
    site.url,
    () => mailsTo(site.smtp, email).slice(before)[0],
    () => `geen inloglink aan ${email}`,
  );
  const token = new URL(signInLinkOf(mail)).searchParams.get("token")!;
  const { signInWithLink } = await visitor(SignInWithLinkDocument, { input: { token } });
  const cookie = `${staffSessionCookieName(site.url)}=${signInWithLink.sessionToken}`;
  return apiClient(site, { staffSession: { cookie } });
}
