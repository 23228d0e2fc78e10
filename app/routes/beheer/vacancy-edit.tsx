import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/vacancy-edit.ts";
import { VacancyForm } from "../../features/beheer/content/VacancyForm.tsx";
import {
  storedVacancyValues,
  VACANCY_ACTION_BUTTONS,
  vacancyValues,
} from "../../features/beheer/content/vacancy-values.ts";
import { VACANCY_STATUS_LABELS } from "../../../common/vocabulary/content.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { parseStaffForm, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { typedVacancySchema } from "../../../common/validation/content.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { SetVacancyStatusDocument, StaffVacancyDocument, UpdateVacancyDocument } from "../../graphql/generated.ts";
import { ApiError } from "../../lib/app-services.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { isUuid } from "../../../common/ids.ts";
import { formatPhoneNumber } from "../../../common/validation/phone.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("content.manage");

const NOT_FOUND = { message: "Deze vacature bestaat niet." };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const { staffVacancy } = await runStaffOperation(context, request, StaffVacancyDocument, { id: params.id });
  if (!staffVacancy) throw data(NOT_FOUND, { status: 404 });
  // Stored as E.164, shown to edit the Dutch way; saving reads them again (formatted here: the library stays on the server).
  return { vacancy: { ...staffVacancy, contactPhones: staffVacancy.contactPhones.map(formatPhoneNumber) } };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "sluiten" || intent === "heropenen") {
    const input = { id: params.id, status: intent === "sluiten" ? ("CLOSED" as const) : ("OPEN" as const) };
    try {
      await runStaffOperation(context, request, SetVacancyStatusDocument, { input });
    } catch (error) {
      if (error instanceof ApiError && error.code === "NOT_FOUND") throw data(NOT_FOUND, { status: 404 });
      throw error;
    }
    return redirect(`${STAFF_PATHS.vacancies}/${params.id}`);
  }
  const values = vacancyValues(form);
  const parsed = parseStaffForm(values, typedVacancySchema);
  if (!parsed.ok) return staffFormRefusal(parsed.fieldErrors, values);
  try {
    await runStaffOperation(context, request, UpdateVacancyDocument, { input: { id: params.id, ...parsed.input } });
    return redirect(STAFF_PATHS.vacancies);
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Vacature wijzigen", matches[0].loaderData);
}

export default function EditVacancy({ loaderData, actionData }: Route.ComponentProps) {
  const { vacancy } = loaderData;
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.vacancies} className={textLinkStyle}>
          ← Vacatures
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>{vacancy.title}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
        <p>
          Status: <strong>{VACANCY_STATUS_LABELS[vacancy.status]}</strong>
          {vacancy.onTheSite ? " (staat op de pagina Vacatures)" : " (staat niet op de pagina Vacatures)"}
        </p>
        {vacancy.actions.map((action) => (
          <Form key={action} method="post">
            <button
              type="submit"
              name="intent"
              value={VACANCY_ACTION_BUTTONS[action].intent}
              className={buttonStyles.secondary}
            >
              Vacature {VACANCY_ACTION_BUTTONS[action].label.toLowerCase()}
            </button>
          </Form>
        ))}
        <Link to={`${STAFF_PATHS.auditLog}?soort=vacancy&id=${vacancy.id}`} className={textLinkStyle}>
          Wijzigingen van deze vacature
        </Link>
      </div>
      <VacancyForm
        values={actionData?.values ?? storedVacancyValues(vacancy)}
        failure={actionData}
        submitLabel="Wijzigingen opslaan"
      />
    </>
  );
}
