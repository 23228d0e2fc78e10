import { RouterContextProvider } from "react-router";
import { appServicesContext, incomingRequestContext } from "../../app/lib/app-services.ts";
import { loader } from "../../app/routes/certificate-pdf.ts";
import type { Database } from "../../server/db/client.ts";
import type { AbuseLimits } from "../../server/domain/deps.ts";
import { graphqlContextFactory } from "../../server/graphql/context.ts";
import { staffDownloader } from "../../server/http/staff-downloads.ts";
import { settingsWithLimits, testDeps } from "./deps.ts";

/** What the page /certificaat/pdf/{token} answered: the PDF's response, or the status and headers it refused with. */
export type PdfLinkAnswer = { status: number; headers: Headers; body: Buffer | null };

/**
 * Opens a certificate's PDF link as the server would, from a visitor at `clientIp`: the page's loader, with the
 * server's in-process downloader behind AppServices.download as server/main.ts wires it.
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
  try {
    const response = await loader(args as unknown as Parameters<typeof loader>[0]);
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  } catch (thrown) {
    const refusal = thrown as { init?: { status?: number; headers?: HeadersInit } };
    if (!refusal.init?.status) throw thrown;
    return { status: refusal.init.status, headers: new Headers(refusal.init.headers), body: null };
  }
}
