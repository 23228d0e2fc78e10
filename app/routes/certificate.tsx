import { data } from "react-router";
import type { Route } from "./+types/certificate.ts";
import { Container } from "../components/Container.tsx";
import { DetailRow } from "../components/DetailRow.tsx";
import { ErrorBox } from "../components/ErrorBox.tsx";
import { formatDate } from "../../common/format/dates.ts";
import { certificatePath } from "../../common/site-paths.ts";
import { CertificateByCodeDocument } from "../graphql/generated.ts";
import { apiErrorInit, rethrowUnlessApiError, retryAfterHeaders, visitorMessage } from "../lib/api-errors.ts";
import { runOperation } from "../lib/app-services.ts";
import { pageMeta } from "../lib/meta.ts";
import { PERSONAL_PAGE_HEADERS } from "../lib/personal-page-headers.ts";
import { headingStyles } from "../lib/styles.ts";

export const NOT_FOUND_TEXT = "Geen geldig certificaat gevonden";

/**
 * The public check of a certificate of attendance: a register or employer opens the URL printed on the
 * certificate and sees whose it is, what for and when; nothing else. Unknown and revoked codes look the same.
 * No registration numbers: anyone with a code could read them (server/domain/certificates/verify-certificate.ts).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const { certificateByCode } = await runOperation(context, CertificateByCodeDocument, { code: params.code });
    if (!certificateByCode?.valid) return data({ kind: "not-found" as const }, { status: 404 });
    return { kind: "found" as const, certificate: certificateByCode };
  } catch (error) {
    rethrowUnlessApiError(error);
    const message = visitorMessage(error, "Het certificaat kon niet worden gecontroleerd. Probeer het later opnieuw.");
    return data({ kind: "error" as const, message }, apiErrorInit(error));
  }
}

export const headers: Route.HeadersFunction = (args) => {
  const headers = retryAfterHeaders(args);
  for (const [name, value] of Object.entries(PERSONAL_PAGE_HEADERS)) headers.set(name, value);
  return headers;
};

export function meta({ matches, params }: Route.MetaArgs) {
  return [
    ...pageMeta({
      root: matches[0].loaderData,
      title: "Certificaat controleren",
      description: "Controleer een certificaat van deelname.",
      path: certificatePath(params.code),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function Certificate({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className={headingStyles.page}>Certificaat controleren</h1>
      <div className="mt-8">
        {loaderData.kind === "found" ? (
          <section aria-labelledby="geldig" className="rounded-lg border-2 border-brand-700 bg-brand-50 p-6">
            <h2 id="geldig" className={headingStyles.card}>
              Geldig certificaat van deelname
            </h2>
            <dl className="mt-4 space-y-3">
              <DetailRow label="Naam">{loaderData.certificate.name}</DetailRow>
              <DetailRow label="Deelgenomen aan">{loaderData.certificate.subjectTitle}</DetailRow>
              <DetailRow label="Datum">{formatDate(loaderData.certificate.startsAt)}</DetailRow>
              <DetailRow label="Code">{loaderData.certificate.code}</DetailRow>
            </dl>
          </section>
        ) : loaderData.kind === "not-found" ? (
          <ErrorBox title={NOT_FOUND_TEXT}>
            Controleer de code op het certificaat. Een certificaat dat is ingetrokken, is niet meer geldig.
          </ErrorBox>
        ) : (
          <ErrorBox title="Controleren lukt nu niet">{loaderData.message}</ErrorBox>
        )}
      </div>
    </Container>
  );
}
