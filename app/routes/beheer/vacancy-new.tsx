import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/vacancy-new.ts";
import { VacancyForm } from "../../features/beheer/content/VacancyForm.tsx";
import { EMPTY_VACANCY, vacancyInput, vacancyValues } from "../../features/beheer/content/vacancy-values.ts";
import { formFailure, type FormFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { CreateVacancyDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { NUMBER_FIELDS_MESSAGE } from "../../features/beheer/content/content-labels.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("content.manage");

export function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = vacancyValues(await request.formData());
  const checked = vacancyInput(values);
  if (!checked.ok) {
    const failure: FormFailure<typeof values> = {
      ok: false,
      message: NUMBER_FIELDS_MESSAGE,
      fieldErrors: checked.fieldErrors,
      values,
    };
    return data(failure, { status: 400 });
  }
  try {
    await runStaffOperation(context, request, CreateVacancyDocument, { input: checked.input });
    return redirect(STAFF_PATHS.vacancies);
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Vacature toevoegen", matches[0].loaderData);
}

export default function NewVacancy({ actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.vacancies} className={textLinkStyle}>
          ← Vacatures
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Vacature toevoegen</h1>
      <p className="mt-3 text-slate-700">Een nieuwe vacature is open en staat direct op de pagina Vacatures.</p>
      <VacancyForm values={actionData?.values ?? EMPTY_VACANCY} failure={actionData} submitLabel="Vacature toevoegen" />
    </>
  );
}
