import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/course-waitlist.ts";
import { Container } from "../components/Container.tsx";
import { DetailRow } from "../components/DetailRow.tsx";
import { ErrorBox } from "../components/ErrorBox.tsx";
import { LoadProblem } from "../components/LoadProblem.tsx";
import { isCancelTokenShape } from "../../common/cancel-token.ts";
import { addressLines } from "../../common/format/address.ts";
import { coursePath } from "../../common/site-paths.ts";
import { formatCourseMoment } from "../features/course-enrollment/course-display.ts";
import {
  WAITLIST_ACTION_FAILED_MESSAGE,
  WAITLIST_ACTIONS,
  waitlistActionOf,
  waitlistStateText,
  type WaitlistActionData,
} from "../features/course-enrollment/waitlist-page.ts";
import {
  AcceptCourseWaitlistOfferDocument,
  CourseWaitlistEntryDocument,
  LeaveCourseWaitlistDocument,
} from "../graphql/generated.ts";
import { apiErrorInit, rethrowUnlessApiError } from "../lib/api-errors.ts";
import { runOperation } from "../lib/app-services.ts";
import { formText } from "../lib/form-data.ts";
import { loadByRouteId } from "../lib/load-by-route-id.ts";
import { pageMeta } from "../lib/meta.ts";
import { secretLinkPageHeaders, SECRET_LINK_META } from "../lib/personal-page-headers.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../lib/styles.ts";

/**
 * The waitlist link of the waitlist mails. Opening it only shows the entry (mail scanners and link
 * previews open links too); taking the offered place and leaving the list are buttons, POSTs, safe to repeat.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const load = await loadByRouteId(
    params.token,
    "Wachtlijstlink",
    async (token) => (await runOperation(context, CourseWaitlistEntryDocument, { token })).courseWaitlistEntry,
    isCancelTokenShape,
  );
  if (load.kind === "error") return data({ kind: load.kind }, { status: load.status });
  if (load.kind !== "found") return data({ kind: "not-found" as const }, { status: 404 });
  return { kind: "entry" as const, entry: load.value };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const wanted = waitlistActionOf(formText(await request.formData(), "intent"));
  if (!wanted) {
    return data<WaitlistActionData>({ outcome: "failed", message: WAITLIST_ACTION_FAILED_MESSAGE }, { status: 400 });
  }
  try {
    const input = { token: params.token };
    if (wanted === "accept") await runOperation(context, AcceptCourseWaitlistOfferDocument, { input });
    else await runOperation(context, LeaveCourseWaitlistDocument, { input });
    return data<WaitlistActionData>({ outcome: wanted === "accept" ? "accepted" : "left" });
  } catch (error) {
    rethrowUnlessApiError(error);
    return data<WaitlistActionData>({ outcome: "failed", message: error.message }, apiErrorInit(error));
  }
}

export const headers: Route.HeadersFunction = secretLinkPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return [
    ...pageMeta({
      root,
      title: "Wachtlijst voor een cursus",
      description: "Je plaats op de wachtlijst van een cursus.",
      path: "/vakschool",
    }),
    ...SECRET_LINK_META,
  ];
}

export default function CourseWaitlist({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.kind !== "entry") {
    const failed = loaderData.kind === "error";
    return (
      <LoadProblem
        heading={failed ? "Er is iets misgegaan" : "Wachtlijstlink niet gevonden"}
        message={
          failed
            ? "Je plaats op de wachtlijst kon niet worden geladen. Probeer het opnieuw."
            : "Deze wachtlijstlink is ongeldig. Gebruik de volledige link uit je e-mail."
        }
        retryTo={failed ? "." : undefined}
        back={{ to: "/vakschool", label: "Naar de Vakschool" }}
      />
    );
  }
  const { entry } = loaderData;
  const { course } = entry;
  const sending = navigation.formData ? formText(navigation.formData, "intent") : null;
  const open = !entry.courseClosed && (entry.status === "WAITING" || entry.status === "OFFERED");
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className={headingStyles.page}>Wachtlijst</h1>
      <section aria-labelledby="de-cursus" className="mt-8 rounded-lg border border-slate-200 bg-brand-50 p-6">
        <h2 id="de-cursus" className={headingStyles.card}>
          <Link to={coursePath(course.id)} className={textLinkStyle}>
            {course.title}
          </Link>
        </h2>
        <dl className="mt-4 space-y-3">
          <DetailRow label="Wanneer">{formatCourseMoment(course.timeFrame.start)}</DetailRow>
          <DetailRow label="Waar">{addressLines(course.location).join(", ")}</DetailRow>
          <DetailRow label="Op naam van">
            {entry.firstName} {entry.lastName}
          </DetailRow>
        </dl>
      </section>
      <div className="mt-8 space-y-4">
        {actionData?.outcome === "failed" && (
          <ErrorBox title="Er is een fout opgetreden">{actionData.message}</ErrorBox>
        )}
        <p role="status" className="text-lg font-semibold text-slate-900">
          {waitlistStateText(entry)}
        </p>
        {open && (
          <Form method="post" className="flex flex-wrap gap-3">
            {entry.status === "OFFERED" && (
              <button
                type="submit"
                name="intent"
                value={WAITLIST_ACTIONS.accept}
                disabled={sending !== null}
                className={buttonStyles.primary}
              >
                {sending === WAITLIST_ACTIONS.accept ? "Bezig met aanmelden..." : "Neem de plaats"}
              </button>
            )}
            <button
              type="submit"
              name="intent"
              value={WAITLIST_ACTIONS.leave}
              disabled={sending !== null}
              className={entry.status === "OFFERED" ? buttonStyles.secondary : buttonStyles.primary}
            >
              {sending === WAITLIST_ACTIONS.leave
                ? "Bezig..."
                : entry.status === "OFFERED"
                  ? "Ik zie af van de plaats"
                  : "Verlaat de wachtlijst"}
            </button>
          </Form>
        )}
        {entry.status === "OFFERED" && open && (
          <p className="text-slate-800">
            Neem je de plaats, dan meld je je aan met de gegevens die je bij de wachtlijst invulde en krijg je een
            bevestiging per e-mail. Zie je ervan af, dan gaat de plaats naar de volgende op de lijst.
          </p>
        )}
      </div>
    </Container>
  );
}
