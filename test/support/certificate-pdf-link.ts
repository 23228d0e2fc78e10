import { RouterContextProvider } from "react-router";
import { appServicesContext, incomingRequestContext } from "../../app/lib/app-services.ts";
import { serveCertificatePdf } from "../../app/features/certificates/certificate-pdf-link.ts";
import type { Database } from "../../server/db/client.ts";
import type { AbuseLimits } from "../../server/domain/deps.ts";
import { graphqlContextFactory } from "../../server/graphql/context.ts";
import { staffDownloader } from "../../server/http/staff-downloads.ts";
import { settingsWithLimits, testDeps } from "./deps.ts";

/** What the page /certificaat/pdf/{token} answered: the PDF's response, or the status it refused with. */
export type PdfLinkAnswer = { status: number; headers: Headers; body: Buffer | null };

/**
 * Opens a certificate's PDF link as the server would, from a visitor at `clientIp`: the route's middleware, with the
 * server's in-process downloader behind AppServices.download as server/main.ts wires it. The page itself (its
 * Dutch error page, its headers) is the browser tests' (e2e/certificates.test.ts).
 */
export async function openCertificatePdfLink(
  db: Database,
  now: Date,
  token: string,
  options: { clientIp: string; abuseLimits?: Partial<AbuseLimits> },
): Promise<PdfLinkAnswer> {
  const deps = testDeps(db, now, { settings: settingsWithLimits(options.abuseLimits ?? {}) });
  const context = new RouterContextProvider();
  context.set(appServicesContext, {
    ...context.get(appServicesContext),
    download: staffDownloader(graphqlContextFactory(deps)),
  });
  context.set(incomingRequestContext, { clientIp: options.clientIp, headers: new Headers() });
  const args = { params: { token }, context, request: new Request(`http://localhost/certificaat/pdf/${token}`) };
  const rendered = () => Promise.reject(new Error("de pagina hoort niet te renderen"));
  try {
    const response = (await serveCertificatePdf(
      args as unknown as Parameters<typeof serveCertificatePdf>[0],
      rendered,
    )) as Response;
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  } catch (thrown) {
    const refusal = thrown as { init?: { status?: number } };
    if (!refusal.init?.status) throw thrown;
    return { status: refusal.init.status, headers: new Headers(), body: null };
  }
}
