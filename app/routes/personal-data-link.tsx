import { data, Link } from "react-router";
import type { Route } from "./+types/personal-data-link.ts";
import { personalDataDownloadPath, SITE_PATHS } from "../../common/site-paths.ts";
import { Container } from "../components/Container.tsx";
import {
  ERASE_INTENT,
  ErasureForm,
  ErasureReport,
  type ErasureOutcome,
} from "../features/personal-data/ErasureSection.tsx";
import { PersonalDataOverview } from "../features/personal-data/PersonalDataOverview.tsx";
import { RequestLinkForm } from "../features/personal-data/RequestLinkForm.tsx";
import { withShownPhoneNumbers } from "../features/personal-data/shown-phone-numbers.ts";
import { requestLinkAction } from "../features/personal-data/request-link-action.ts";
import { ErasePersonalDataDocument, PersonalDataDocument } from "../graphql/generated.ts";
import { apiErrorInit, rethrowUnlessApiError, visitorMessage } from "../lib/api-errors.ts";
import { runOperation } from "../lib/app-services.ts";
import { pageMeta } from "../lib/meta.ts";
import { secretLinkPageHeaders, SECRET_LINK_META } from "../lib/personal-page-headers.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../lib/styles.ts";

/**
 * What a "Mijn gegevens" link opens: the overview of everything the site holds about the address, its
 * JSON download, and the deletion. An expired or unknown link says so and offers the form for a new one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { personalData } = await runOperation(context, PersonalDataDocument, { token: params.token });
  return { ...personalData, data: personalData.data && withShownPhoneNumbers(personalData.data) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== ERASE_INTENT) return requestLinkAction(context, form);
  try {
    const { erasePersonalData } = await runOperation(context, ErasePersonalDataDocument, {
      input: { token: params.token, confirm: form.get("confirm") === "ja" },
    });
    return data<ErasureOutcome>({ intent: ERASE_INTENT, outcome: "erased", report: erasePersonalData });
  } catch (error) {
    rethrowUnlessApiError(error);
    const message = visitorMessage(error, "Je gegevens konden niet worden verwijderd. Probeer het later opnieuw.");
    return data<ErasureOutcome>({ intent: ERASE_INTENT, outcome: "failed", message }, apiErrorInit(error));
  }
}

export const headers: Route.HeadersFunction = secretLinkPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      root: matches[0].loaderData,
      title: "Mijn gegevens",
      description: "De gegevens die we van je e-mailadres bewaren.",
      path: SITE_PATHS.personalData,
    }),
    ...SECRET_LINK_META,
  ];
}

export default function PersonalDataPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const erasure = actionData?.intent === ERASE_INTENT ? actionData : null;
  const linkRequest = actionData && actionData.intent !== ERASE_INTENT ? actionData : null;
  // The form for a new link ends with its own line about the privacy statement; the page's line would repeat it.
  const asksForNewLink = erasure?.outcome !== "erased" && (loaderData.status !== "VALID" || !loaderData.data);
  return (
    <Container className="max-w-4xl py-8 sm:py-12">
      <h1 className={headingStyles.page}>Mijn gegevens</h1>
      {erasure?.outcome === "erased" ? (
        <ErasureReport report={erasure.report} />
      ) : loaderData.status !== "VALID" || !loaderData.data ? (
        <>
          <p
            role="alert"
            className="mt-6 rounded-lg border-2 border-red-700 bg-white px-5 py-4 font-semibold text-red-800"
          >
            {loaderData.message}
          </p>
          <RequestLinkForm result={linkRequest} />
        </>
      ) : (
        <>
          <p className="mt-4">
            <a href={personalDataDownloadPath(params.token)} download className={buttonStyles.secondary}>
              Download als JSON
            </a>
          </p>
          <PersonalDataOverview data={loaderData.data} />
          <ErasureForm failed={erasure?.outcome === "failed" ? erasure.message : null} />
        </>
      )}
      {!asksForNewLink && (
        <p className="mt-10 text-slate-800">
          Meer over wat we bewaren en waarom lees je in onze{" "}
          <Link to={SITE_PATHS.privacy} className={textLinkStyle}>
            privacyverklaring
          </Link>
          .
        </p>
      )}
    </Container>
  );
}
