import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/certificate-name.ts";
import { Container } from "../components/Container.tsx";
import { ErrorBox } from "../components/ErrorBox.tsx";
import { inputBorder, inputStyle, labelStyle } from "../components/form/form-styles.ts";
import { isCancelTokenShape } from "../../common/cancel-token.ts";
import { CERTIFICATE_LIMITS } from "../../common/validation/certificates.ts";
import { RequestCertificateNameCorrectionDocument } from "../graphql/generated.ts";
import { apiErrorInit, rethrowUnlessApiError, visitorMessage } from "../lib/api-errors.ts";
import { runOperation } from "../lib/app-services.ts";
import { formText } from "../lib/form-data.ts";
import { pageMeta } from "../lib/meta.ts";
import { secretLinkPageHeaders, SECRET_LINK_META } from "../lib/personal-page-headers.ts";
import { buttonStyles, headingStyles } from "../lib/styles.ts";
import { PrivacyNotice } from "../components/form/PrivacyNotice.tsx";

/**
 * 'Klopt je naam niet?': the link in the certificate mail leads here. The holder types the right name;
 * staff get a to-do, correct the certificate and send it again. The token is checked when the form is sent.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!isCancelTokenShape(params.token)) throw data(null, { status: 404 });
  return null;
}

type ActionData = { outcome: "sent"; message: string } | { outcome: "failed"; message: string; name: string };

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const input = { token: params.token, name: formText(form, "name"), note: formText(form, "note") };
  try {
    const { requestCertificateNameCorrection } = await runOperation(context, RequestCertificateNameCorrectionDocument, {
      input,
    });
    return data<ActionData>({ outcome: "sent", message: requestCertificateNameCorrection.message });
  } catch (error) {
    rethrowUnlessApiError(error);
    const message = visitorMessage(error, "Je correctie kon niet worden verstuurd. Probeer het later opnieuw.");
    return data<ActionData>({ outcome: "failed", message, name: input.name }, apiErrorInit(error));
  }
}

export const headers: Route.HeadersFunction = secretLinkPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      root: matches[0].loaderData,
      title: "Naam op je certificaat",
      description: "Geef de juiste naam voor je certificaat van deelname door.",
      path: "/",
    }),
    ...SECRET_LINK_META,
  ];
}

export default function CertificateName({ actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  const failed = actionData?.outcome === "failed" ? actionData : null;
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className={headingStyles.page}>Klopt je naam niet?</h1>
      {actionData?.outcome === "sent" ? (
        <div role="status" className="mt-8 rounded-lg border-2 border-brand-700 bg-white px-5 py-4 text-brand-900">
          <p className="font-bold">Correctie ontvangen</p>
          <p className="mt-1">{actionData.message}</p>
        </div>
      ) : (
        <Form method="post" className="mt-8 max-w-xl space-y-5">
          {failed && <ErrorBox title="Er is een fout opgetreden">{failed.message}</ErrorBox>}
          <p className="text-lg text-slate-800">
            Geef de naam door zoals die op je certificaat moet staan. Een medewerker past het certificaat aan en stuurt
            het je opnieuw; de verificatiecode blijft hetzelfde.
          </p>
          <div>
            <label htmlFor="naam" className={labelStyle}>
              Juiste naam
            </label>
            <input
              id="naam"
              name="name"
              autoComplete="name"
              required
              maxLength={201}
              defaultValue={failed?.name ?? ""}
              className={`${inputStyle} ${inputBorder(false)}`}
            />
          </div>
          <div>
            <label htmlFor="opmerking" className={labelStyle}>
              Opmerking <span className="font-normal text-slate-700">(optioneel)</span>
            </label>
            <textarea
              id="opmerking"
              name="note"
              rows={4}
              maxLength={CERTIFICATE_LIMITS.note}
              className={`${inputStyle} ${inputBorder(false)}`}
            />
          </div>
          <PrivacyNotice />
          <button type="submit" disabled={sending} className={buttonStyles.primary}>
            {sending ? "Bezig met versturen..." : "Correctie versturen"}
          </button>
        </Form>
      )}
    </Container>
  );
}
