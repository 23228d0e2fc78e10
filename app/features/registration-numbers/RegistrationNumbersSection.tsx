import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { TextField } from "../../components/form/TextField.tsx";
import { registrationNumberFieldName } from "../../../common/validation/registration-number-fields.ts";
import { buttonStyles, headingStyles } from "../../lib/styles.ts";
import { NUMBERS_INTENT, type AskedNumber, type NumbersView } from "./numbers-view.ts";

type Props = {
  numbers: NumbersView;
  /** Where the form posts; without it, the page's own route. */
  action?: string;
  /** Each field's id is this and the register's code. */
  fieldIdPrefix: string;
  /** The hidden fields that tell the page's action whose numbers these are (the ticket's code, say). */
  children?: ReactNode;
};

/**
 * A participant's registration numbers for the registers of the accreditation, on their own page (the ticket's, the
 * course enrolment's): its own small form, posted to the page's action (with or without JavaScript) with the intent
 * `registratienummers`. Optional: only who needs accreditation points fills it in; an emptied field removes that
 * number. A number reported to its register is shown without a field. Shown only when numbers are asked.
 */
export function RegistrationNumbersSection({ numbers, action, fieldIdPrefix, children }: Props) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      numbers.asked.map((asked) => [asked.registerCode, numbers.values[asked.registerCode] ?? asked.number ?? ""]),
    ),
  );
  if (numbers.asked.length === 0) return null;
  return (
    <section aria-labelledby="registratienummers" className="mt-10 rounded-lg border border-slate-300 bg-white p-6">
      <h2 id="registratienummers" className={headingStyles.card}>
        Registratienummers voor accreditatiepunten
      </h2>
      <p className="mt-2 text-slate-700">
        Heb je accreditatiepunten nodig? Vul dan je registratienummer in. Je kunt het hier wijzigen tot we je
        aanwezigheid aan het register hebben gemeld.
      </p>
      <Form method="post" action={action} noValidate className="mt-4 space-y-5">
        <input type="hidden" name="intent" value={NUMBERS_INTENT} />
        {children}
        {numbers.failure && <ErrorBox title="Niet opgeslagen">{numbers.failure}</ErrorBox>}
        {numbers.saved && (
          <p role="status" className="font-semibold text-green-800">
            Je registratienummers zijn opgeslagen.
          </p>
        )}
        {numbers.asked
          .filter((asked) => asked.frozen)
          .map((asked) => (
            <FrozenNumber key={asked.registerCode} asked={asked} error={errorOf(numbers, asked)} />
          ))}
        {numbers.asked
          .filter((asked) => !asked.frozen)
          .map((asked) => (
            <TextField
              key={asked.registerCode}
              id={`${fieldIdPrefix}${asked.registerCode}`}
              field={{
                name: registrationNumberFieldName(asked.registerCode),
                label: asked.label,
                autoComplete: "off",
                hint: asked.hint,
                optional: true,
              }}
              value={values[asked.registerCode] ?? ""}
              error={errorOf(numbers, asked)}
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

const errorOf = (numbers: NumbersView, asked: AskedNumber): string | undefined =>
  numbers.errors[registrationNumberFieldName(asked.registerCode)];

/** A number reported to its register: shown as it was reported, with no field. */
function FrozenNumber({ asked, error }: { asked: AskedNumber; error: string | undefined }) {
  return (
    <p className="text-slate-800">
      <span className="font-semibold">{asked.label}:</span> {asked.number}
      {/* A change typed before the number froze comes back refused: its message stands here. */}
      {error ? (
        <span role="alert" className="mt-1 block font-semibold text-red-800">
          {error}
        </span>
      ) : (
        <span className="mt-1 block text-slate-700">
          Gemeld aan het register, dus wijzigen kan hier niet meer. Klopt het niet? Neem contact met ons op.
        </span>
      )}
    </p>
  );
}
