import { DetailRow } from "../components/DetailRow.tsx";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/course-cancel.ts";
import { Container } from "../components/Container.tsx";
import { ErrorBox } from "../components/ErrorBox.tsx";
import { LoadProblem } from "../components/LoadProblem.tsx";
import { NoticeBox } from "../components/NoticeBox.tsx";
import { isCancelTokenShape } from "../../common/cancel-token.ts";
import { canceledOnText, type CancelActionData } from "../features/course-enrollment/cancel-page.ts";
import { formatCourseMoment } from "../features/course-enrollment/course-display.ts";
import { addressLines } from "../../common/format/address.ts";
import { CancelCourseEnrollmentDocument, CourseEnrollmentByCancelTokenDocument } from "../graphql/generated.ts";
import { apiErrorInit, rethrowUnlessApiError } from "../lib/api-errors.ts";
import { runOperation } from "../lib/app-services.ts";
import { loadByRouteId } from "../lib/load-by-route-id.ts";
import { pageMeta } from "../lib/meta.ts";
import { secretLinkPageHeaders, SECRET_LINK_META } from "../lib/personal-page-headers.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../lib/styles.ts";
import { coursePath } from "../../common/site-paths.ts";
import {
  numbersForEnrollment,
  saveEnrollmentNumbers,
} from "../features/course-enrollment/enrollment-numbers-server.ts";
import { RegistrationNumbersSection } from "../features/registration-numbers/RegistrationNumbersSection.tsx";
import {
  EMPTY_NUMBERS,
  NUMBERS_INTENT,
  numbersKey,
  type NumbersView,
} from "../features/registration-numbers/numbers-view.ts";
import { formText } from "../lib/form-data.ts";

/**
 * The cancel link of the course confirmation e-mail. Opening it only shows the enrolment (mail scanners and link
 * previews open links too); the place is given back by the button, a POST.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const load = await loadByRouteId(
    params.token,
    "Afmeldlink",
    async (token) => {
      const { courseEnrollmentByCancelToken } = await runOperation(context, CourseEnrollmentByCancelTokenDocument, {
        token,
      });
      return courseEnrollmentByCancelToken;
    },
    isCancelTokenShape,
  );
  if (load.kind === "error") return data({ kind: load.kind }, { status: load.status });
  if (load.kind !== "found") return data({ kind: "not-found" as const }, { status: 404 });
  const enrollment = load.value;
  const numbers = enrollment.status === "ACTIVE" ? await loadNumbers(context, params.token) : EMPTY_NUMBERS;
  return { kind: "enrollment" as const, enrollment, numbers };
}

/** The numbers form is extra: when its lookup is refused (too many attempts), the page shows the rest. */
async function loadNumbers(context: Route.LoaderArgs["context"], token: string): Promise<NumbersView> {
  try {
    return await numbersForEnrollment(context, token);
  } catch (error) {
    rethrowUnlessApiError(error);
    return EMPTY_NUMBERS;
  }
}

/** The cancel button's post, or the registration numbers form's (its own intent). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formText(formData, "intent") === NUMBERS_INTENT) {
    // Answered with 200, as on the ticket's page: the refusals stand beside their fields.
    const numbers = await saveEnrollmentNumbers(context, params.token, formData);
    return data<CancelActionData>({ outcome: "numbers", numbers });
  }
  try {
    const input = { cancelToken: params.token };
    await runOperation(context, CancelCourseEnrollmentDocument, { input });
    return data<CancelActionData>({ outcome: "canceled" });
  } catch (error) {
    rethrowUnlessApiError(error);
    return data<CancelActionData>({ outcome: "failed", message: error.message }, apiErrorInit(error));
  }
}

export const headers: Route.HeadersFunction = secretLinkPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData;
  return [
    ...pageMeta({
      root,
      title: "Afmelden voor een cursus",
      description: "Geef je plaats in een cursus terug.",
      path: "/vakschool",
    }),
    ...SECRET_LINK_META,
  ];
}

export default function CourseCancel({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.kind !== "enrollment") {
    const failed = loaderData.kind === "error";
    return (
      <LoadProblem
        heading={failed ? "Er is iets misgegaan" : "Afmeldlink niet gevonden"}
        message={
          failed
            ? "Je aanmelding kon niet worden geladen. Probeer het opnieuw."
            : "Deze afmeldlink is ongeldig. Gebruik de volledige link uit je bevestigingsmail."
        }
        retryTo={failed ? "." : undefined}
        back={{ to: "/vakschool", label: "Naar de Vakschool" }}
      />
    );
  }
  const { enrollment } = loaderData;
  const { course } = enrollment;
  // Only the cancel button's own post makes it say it is busy, not the numbers form's.
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") !== NUMBERS_INTENT;
  const numbers = shownNumbers(loaderData.numbers, actionData);
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className={headingStyles.page}>Afmelden voor een cursus</h1>
      <section aria-labelledby="je-aanmelding" className="mt-8 rounded-lg border border-slate-200 bg-brand-50 p-6">
        <h2 id="je-aanmelding" className={headingStyles.card}>
          <Link to={coursePath(course.id)} className={textLinkStyle}>
            {course.title}
          </Link>
        </h2>
        <dl className="mt-4 space-y-3">
          <DetailRow label="Wanneer">{formatCourseMoment(course.timeFrame.start)}</DetailRow>
          <DetailRow label="Waar">{addressLines(course.location).join(", ")}</DetailRow>
          <DetailRow label="Aangemeld als">
            {enrollment.firstName} {enrollment.lastName} ({enrollment.email})
          </DetailRow>
        </dl>
      </section>
      <div className="mt-8">
        {actionData?.outcome === "canceled" ? (
          <div role="status" className="rounded-lg border-2 border-brand-700 bg-white px-5 py-4 text-brand-900">
            <p className="font-bold">Je bent afgemeld</p>
            <p className="mt-1">
              Bedankt dat je je plaats teruggeeft: iemand anders kan nu deelnemen. We sturen je een bevestiging per
              e-mail.
            </p>
          </div>
        ) : enrollment.status === "CANCELED" ? (
          <NoticeBox>{canceledOnText(enrollment.canceledAt)} Je plaats is vrijgegeven.</NoticeBox>
        ) : enrollment.canCancel ? (
          <Form method="post" className="space-y-4">
            {actionData?.outcome === "failed" && (
              <ErrorBox title="Er is een fout opgetreden">{actionData.message}</ErrorBox>
            )}
            <p className="text-lg text-slate-800">
              Kun je niet komen? Geef je plaats dan terug, zodat iemand anders kan deelnemen.
            </p>
            <button type="submit" disabled={sending} className={buttonStyles.primary}>
              {sending ? "Bezig met afmelden..." : "Plaats teruggeven"}
            </button>
          </Form>
        ) : (
          // Why not, in the words the server refuses a cancel with (CourseEnrollment.cannotCancelReason).
          <NoticeBox>{enrollment.cannotCancelReason}</NoticeBox>
        )}
      </div>
      {enrollment.status === "ACTIVE" && actionData?.outcome !== "canceled" && (
        <RegistrationNumbersSection
          key={numbersKey(numbers)}
          numbers={numbers}
          fieldIdPrefix="cursus-registratienummer-"
        />
      )}
    </Container>
  );
}

/**
 * The numbers form's answer when it posted, else the loader's. An answer that could not even read which registers are
 * asked keeps the loader's, so its message has a form to stand in.
 */
function shownNumbers(loaded: NumbersView, actionData: CancelActionData | undefined): NumbersView {
  if (actionData?.outcome !== "numbers") return loaded;
  const answer = actionData.numbers;
  return answer.asked.length > 0 ? answer : { ...answer, asked: loaded.asked };
}
