import { data, Link } from "react-router";
import type { Route } from "./+types/register-edit.ts";
import {
  REGISTER_FORM_FIELDS,
  RegisterForm,
  type RegisterValues,
} from "../../features/beheer/registers/RegisterForm.tsx";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { parseStaffForm, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { StaffRegisterDocument, UpdateRegisterDocument } from "../../graphql/generated.ts";
import { formText } from "../../lib/form-data.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { isUuid } from "../../../common/ids.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { typedRegisterSchema } from "../../../common/validation/registers.ts";

export const handle = staffPage("registers.manage");

const NOT_FOUND = { message: "Dit register bestaat niet." };

async function loadRegister(context: Route.LoaderArgs["context"], request: Request, id: string | undefined) {
  if (!isUuid(id)) throw data(NOT_FOUND, { status: 404 });
  const { staffRegister } = await runStaffOperation(context, request, StaffRegisterDocument, { id });
  if (!staffRegister) throw data(NOT_FOUND, { status: 404 });
  return staffRegister;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return { register: await loadRegister(context, request, params.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { id } = await loadRegister(context, request, params.id);
  const form = await request.formData();
  const values: RegisterValues = {
    ...(Object.fromEntries(REGISTER_FORM_FIELDS.map((field) => [field, formText(form, field)])) as Omit<
      RegisterValues,
      "active"
    >),
    active: form.get("active") === "ja",
  };
  const parsed = parseStaffForm({ ...values, active: values.active ? "ja" : "" }, typedRegisterSchema);
  if (!parsed.ok) return staffFormRefusal(parsed.fieldErrors, values);
  try {
    await runStaffOperation(context, request, UpdateRegisterDocument, { input: { id, ...parsed.input } });
    return redirectWithNotice(context, STAFF_PATHS.registers, "register-opgeslagen");
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Register wijzigen", matches[0].loaderData);
}

type Register = Route.ComponentProps["loaderData"]["register"];

function storedValues(register: Register): RegisterValues {
  return {
    name: register.name,
    peOnlinePrefix: register.peOnlinePrefix ?? "",
    numberFormat: register.numberFormat,
    numberMinLength: String(register.numberMinLength),
    numberMaxLength: String(register.numberMaxLength),
    reportingChannel: register.reportingChannel,
    sortOrder: String(register.sortOrder),
    active: register.active,
  };
}

export default function EditRegister({ loaderData, actionData }: Route.ComponentProps) {
  const { register } = loaderData;
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.registers} className={textLinkStyle}>
          ← Registers
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>{register.name}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
        <p>
          Code: <strong>{register.code}</strong> (vast: gegevens verwijzen ernaar)
        </p>
        <Link to={`${STAFF_PATHS.auditLog}?soort=register&id=${register.id}`} className={textLinkStyle}>
          Wijzigingen van dit register
        </Link>
      </div>
      <RegisterForm values={actionData?.values ?? storedValues(register)} failure={actionData} />
    </>
  );
}
