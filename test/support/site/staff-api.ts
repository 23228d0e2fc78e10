import { RequestStaffSignInLinkDocument, SignInWithLinkDocument } from "../../../app/graphql/generated.ts";
import { staffSessionCookieName } from "../../../common/staff-session.ts";
import { DEMO_BEHEERDER, mailsTo, signInLinkOf } from "../browser/staff.ts";
import type { TestSmtpServer } from "../smtp-server.ts";
import { apiClient, ApiRequestError, type ApiClient } from "./api-client.ts";
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
  for (let attempt = 1; ; attempt++) {
    const token = await mailedSignInToken(site, email);
    try {
      const { signInWithLink } = await visitor(SignInWithLinkDocument, { input: { token } });
      const cookie = `${staffSessionCookieName(site.url)}=${signInWithLink.sessionToken}`;
      return apiClient(site, { staffSession: { cookie } });
    } catch (error) {
      // On a worker's shared site a link mailed for the previous file can still arrive after its data was put back;
      // that link is refused (NOT_FOUND), and a new one is asked for.
      if (!(error instanceof ApiRequestError && error.code === "NOT_FOUND") || attempt === 3) throw error;
    }
  }
}

/** Asks for a sign-in link and reads its token from the newest mail that came after the request. */
async function mailedSignInToken(site: SiteWithMail, email: string): Promise<string> {
  const before = mailsTo(site.smtp, email).length;
  await apiClient(site)(RequestStaffSignInLinkDocument, { input: { email } });
  const mail = await afterJobs(
    site.url,
    () => mailsTo(site.smtp, email).slice(before).at(-1),
    () => `geen inloglink aan ${email}`,
  );
  return new URL(signInLinkOf(mail)).searchParams.get("token")!;
}
