import { useState } from "react";
import { Form } from "react-router";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { TextField } from "../../components/form/TextField.tsx";
import { registrationNumberFieldName } from "../../../common/validation/registration-number-entries.ts";
import { buttonStyles, headingStyles } from "../../lib/styles.ts";
import { SITE_PATHS } from "../../../common/site-paths.ts";
import { NUMBERS_INTENT, type SignupView } from "./signup-view.ts";

const fieldId = (registerCode: string) => `ticket-registratienummer-${registerCode}`;

/**
 * The ticket's registration numbers, for the registers of the event's accreditation: its own small form beside the
 * workshop choice, posted to the page's action (with or without JavaScript). Optional: only who needs accreditation
 * points fills it in; an emptied field removes that number. Shown only for an accredited event and a valid code.
 */
export function TicketNumbersForm({ view }: { view: SignupView }) {
  const { numbers, code } = view;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      numbers.asked.map((asked) => [asked.registerCode, numbers.values[asked.registerCode] ?? asked.number ?? ""]),
    ),
  );
  if (view.step === 1 || numbers.asked.length === 0) return null;
  return (
    <section aria-labelledby="registratienummers" className="mt-10 rounded-lg border border-slate-300 bg-white p-6">
      <h2 id="registratienummers" className={headingStyles.card}>
        Registratienummers voor accreditatiepunten
      </h2>
      <p className="mt-2 text-slate-700">
        Heb je accreditatiepunten nodig? Vul dan je registratienummer in. Je kunt het hier wijzigen tot we je
        aanwezigheid aan het register hebben gemeld.
      </p>
      <Form method="post" action={SITE_PATHS.workshopSignup} noValidate className="mt-4 space-y-5">
        <input type="hidden" name="intent" value={NUMBERS_INTENT} />
        <input type="hidden" name="code" value={code} />
        {numbers.failure && <ErrorBox title="Niet opgeslagen">{numbers.failure}</ErrorBox>}
        {numbers.saved && (
          <p role="status" className="font-semibold text-green-800">
            Je registratienummers zijn opgeslagen.
          </p>
        )}
        {numbers.asked
          .filter((asked) => asked.frozen)
          .map((asked) => (
            <p key={asked.registerCode} className="text-slate-800">
              <span className="font-semibold">{asked.label}:</span> {asked.number}
              {/* A change typed before the number froze comes back refused: its message stands here. */}
              {numbers.errors[registrationNumberFieldName(asked.registerCode)] ? (
                <span role="alert" className="mt-1 block font-semibold text-red-800">
                  {numbers.errors[registrationNumberFieldName(asked.registerCode)]}
                </span>
              ) : (
                <span className="mt-1 block text-slate-700">
                  Gemeld aan het register, dus wijzigen kan hier niet meer. Klopt het niet? Neem contact met ons op.
                </span>
              )}
            </p>
          ))}
        {numbers.asked
          .filter((asked) => !asked.frozen)
          .map((asked) => (
            <TextField
              key={asked.registerCode}
              id={fieldId(asked.registerCode)}
              field={{
                name: registrationNumberFieldName(asked.registerCode),
                label: asked.label,
                autoComplete: "off",
                hint: asked.hint,
                optional: true,
              }}
              value={values[asked.registerCode] ?? ""}
              error={numbers.errors[registrationNumberFieldName(asked.registerCode)]}
              onChange={(value) => setValues((current) => ({ ...current, [asked.registerCode]: value }))}
              onBlur={() => undefined}
            />
          ))}
        {numbers.asked.some((asked) => !asked.frozen) && (
          <button type="submit" className={buttonStyles.primary}>
            Registratienummers opslaan
          </button>
        )}
      </Form>
    </section>
  );
}
