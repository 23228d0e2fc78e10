import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/workshop-signup.ts";
import { Container } from "../components/Container.tsx";
import { answerPost, viewAnswer, viewForCode } from "../features/workshop-signup/signup-server.ts";
import { emptyView } from "../features/workshop-signup/signup-view.ts";
import { WorkshopSignup } from "../features/workshop-signup/WorkshopSignup.tsx";
import { TicketNumbersForm } from "../features/workshop-signup/TicketNumbersForm.tsx";
import { numbersKey } from "../features/registration-numbers/numbers-view.ts";
import { pageMeta } from "../lib/meta.ts";
import { personalFormPageHeaders } from "../lib/personal-page-headers.ts";
import { headingStyles } from "../lib/styles.ts";
import { SITE_PATHS } from "../../common/site-paths.ts";

/** `?code=` (the link in the ticket e-mail, or step 1 sent without JavaScript) is checked here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const code = new URL(request.url).searchParams.get("code");
  if (code === null) return emptyView();
  return viewAnswer(await viewForCode(context, code));
}

/**
 * Every post of the wizard: the fetcher's calls with JavaScript, the step forms without it. Errors are part of
 * the view and answered with 200: an error status would put a console error in the browser for every typo. Only
 * too many attempts answer 429 (viewAnswer).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return viewAnswer(await answerPost(context, await request.formData()));
}

/** The action answers with the whole view, so there is nothing to reload after it. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

/** With a code the page shows the ticket holder and their choices; the posts answer the same view. */
export const headers = personalFormPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      root: matches[0].loaderData,
      title: "Workshops kiezen",
      description: "Kies met de code van je ticket één workshop per tijdvak van het Forensisch Forum.",
      path: SITE_PATHS.workshopSignup,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function WorkshopSignupPage({ loaderData, actionData }: Route.ComponentProps) {
  const initial = actionData ?? loaderData;
  // A new page (a GET without JavaScript, or a post's answer) starts the wizard from the server's view.
  const waits = initial.waits.map((wait) => `${wait.workshopId}@${wait.position}`).join();
  const key = `${initial.step}:${initial.code}:${initial.codeError ?? ""}:${initial.registeredIds.join()}:${waits}`;
  return (
    <Container className="max-w-4xl py-8 sm:py-12">
      <h1 className={headingStyles.page}>Workshops kiezen</h1>
      <p className="mt-3 text-lg text-slate-700">
        Kies met de code van je ticket voor elk tijdvak van het forum één workshop.
      </p>
      <div className="mt-8">
        <WorkshopSignup key={key} initial={initial} />
      </div>
      <TicketNumbersForm key={`${initial.code}:${numbersKey(initial.numbers)}`} view={initial} />
    </Container>
  );
}
