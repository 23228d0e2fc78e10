import { Link, redirect } from "react-router";
import type { Route } from "./+types/vacancy-new.ts";
import { VacancyForm } from "../../features/beheer/content/VacancyForm.tsx";
import { EMPTY_VACANCY, vacancyValues } from "../../features/beheer/content/vacancy-values.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { parseStaffForm, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { typedVacancySchema } from "../../../common/validation/content.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { CreateVacancyDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("content.manage");

export function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = vacancyValues(await request.formData());
  const parsed = parseStaffForm(values, typedVacancySchema);
  if (!parsed.ok) return staffFormRefusal(parsed.fieldErrors, values);
  try {
    await runStaffOperation(context, request, CreateVacancyDocument, { input: parsed.input });
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
