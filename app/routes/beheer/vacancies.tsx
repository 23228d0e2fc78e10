import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/vacancies.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { VACANCY_STATUS_LABELS } from "../../../common/vocabulary/content.ts";
import { textOf } from "../../features/beheer/content/form-values.ts";
import { VACANCY_ACTION_BUTTONS } from "../../features/beheer/content/vacancy-values.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { SetVacancyStatusDocument, StaffVacanciesDocument } from "../../graphql/generated.ts";
import { apiErrorInit } from "../../lib/api-errors.ts";
import { ApiError } from "../../lib/app-services.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { SITE_PATHS, STAFF_PATHS } from "../../../common/site-paths.ts";
import { isUuid } from "../../../common/ids.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";

export const handle = staffPage("content.manage");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staffVacancies } = await runStaffOperation(context, request, StaffVacanciesDocument, {});
  return { vacancies: staffVacancies };
}

/** The list's buttons: close a vacancy (gone from /vacatures) or reopen it. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = textOf(form, "id");
  const intent = textOf(form, "intent");
  if (!isUuid(id)) return data({ message: "Deze vacature bestaat niet." }, { status: 404 });
  if (intent !== "sluiten" && intent !== "heropenen") {
    return data({ message: "Onbekende actie. Laad de pagina opnieuw en probeer het nog eens." }, { status: 400 });
  }
  try {
    const status = intent === "sluiten" ? "CLOSED" : "OPEN";
    await runStaffOperation(context, request, SetVacancyStatusDocument, { input: { id, status } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ message: error.message }, apiErrorInit(error));
  }
  return redirect(STAFF_PATHS.vacancies);
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Vacatures", matches[0].loaderData);
}

type Vacancy = Route.ComponentProps["loaderData"]["vacancies"][number];

const COLUMNS: readonly ListColumn<Vacancy>[] = [
  {
    label: "Functie",
    rowHeader: true,
    cell: (vacancy) => (
      <Link to={`${STAFF_PATHS.vacancies}/${vacancy.id}`} className={textLinkStyle}>
        {vacancy.title}
      </Link>
    ),
  },
  { label: "Organisatie", cell: (vacancy) => vacancy.organization },
  { label: "Uren", cell: (vacancy) => vacancy.hoursPerWeek },
  { label: "Status", cell: (vacancy) => VACANCY_STATUS_LABELS[vacancy.status] },
  { label: "Actie", cell: (vacancy) => <StatusButtons vacancy={vacancy} /> },
];

/** The buttons of the status actions the API offers on a vacancy (StaffVacancy.actions). */
function StatusButtons({ vacancy }: { vacancy: Vacancy }) {
  return vacancy.actions.map((action) => (
    <Form key={action} method="post">
      <input type="hidden" name="id" value={vacancy.id} />
      <button
        type="submit"
        name="intent"
        value={VACANCY_ACTION_BUTTONS[action].intent}
        className="min-h-11 rounded-md border border-brand-700 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {VACANCY_ACTION_BUTTONS[action].label}
        <span className="sr-only"> {vacancy.title}</span>
      </button>
    </Form>
  ));
}

export default function Vacancies({ loaderData, actionData }: Route.ComponentProps) {
  const { vacancies } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className={headingStyles.page}>Vacatures</h1>
        <Link to={`${STAFF_PATHS.vacancies}/nieuw`} className={buttonStyles.primary}>
          Vacature toevoegen
        </Link>
      </div>
      <p className="mt-3 text-slate-700">
        Open vacatures staan direct op{" "}
        <a href={SITE_PATHS.vacancies} className={textLinkStyle}>
          de pagina Vacatures
        </a>
        ; gesloten vacatures niet.
      </p>
      {actionData && (
        <div className="mt-6">
          <ErrorBox title="Niet gewijzigd">{actionData.message}</ErrorBox>
        </div>
      )}
      <StaffList
        caption="Alle vacatures, open vacatures eerst"
        columns={COLUMNS}
        rows={vacancies}
        rowKey={(vacancy) => vacancy.id}
        noun="vacatures"
      />
    </>
  );
}
