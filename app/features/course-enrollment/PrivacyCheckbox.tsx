import { FieldError } from "../../components/form/FieldError.tsx";
import { NewTabHint } from "../../components/NewTabHint.tsx";
import { textLinkStyle } from "../../lib/styles.ts";
import { PRIVACY_AGREED } from "./enrollment-form.ts";

type PrivacyCheckboxProps = {
  id: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
};

/** The agreement the course form needs, with the privacy statement opening in a new tab. */
export function PrivacyCheckbox({ id, checked, error, onChange, onBlur }: PrivacyCheckboxProps) {
  const errorId = `${id}-fout`;
  return (
    <div>
      <FieldError id={errorId} message={error} />
      <div className="mt-1 flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="privacyAgreement"
          value={PRIVACY_AGREED}
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`mt-0.5 size-6 shrink-0 accent-brand-700 ${error ? "outline-2 outline-red-700" : ""}`}
        />
        <label htmlFor={id} className="text-slate-900">
          Ik ga akkoord met de verwerking van mijn gegevens zoals beschreven in de{" "}
          <a href="/privacy" target="_blank" rel="noopener" className={textLinkStyle}>
            privacyverklaring
            <NewTabHint />
          </a>
          .
        </label>
      </div>
    </div>
  );
}
