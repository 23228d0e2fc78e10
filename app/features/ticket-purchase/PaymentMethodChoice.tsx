import type { OfferedPaymentMethod } from "../../../common/validation/purchase.ts";

const OPTIONS: { value: OfferedPaymentMethod; label: string; hint: string }[] = [
  { value: "IDEAL", label: "iDEAL", hint: "Je betaalt direct online via je eigen bank." },
  {
    value: "INVOICE",
    label: "Op factuur",
    hint: "Je bestelling is direct bevestigd; de factuur ontvang je per e-mail.",
  },
];

/** iDEAL (the default) or invoice; the whole card is the click target. */
export function PaymentMethodChoice({
  value,
  onChange,
}: {
  value: OfferedPaymentMethod;
  onChange: (value: OfferedPaymentMethod) => void;
}) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-brand-900">Betaalmethode</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => {
          const id = `aanmelden-betaalmethode-${option.value.toLowerCase()}`;
          return (
            // The label's ::after covers the whole card, so a tap anywhere on it chooses the option.
            <div
              key={option.value}
              className="relative flex gap-3 rounded-lg border-2 border-slate-300 bg-white p-4 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                id={id}
                type="radio"
                name="paymentMethod"
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={`${id}-uitleg`}
                className="relative z-10 mt-0.5 size-6 shrink-0 accent-brand-700"
              />
              <div>
                <label
                  htmlFor={id}
                  className="block cursor-pointer font-semibold text-slate-900 after:absolute after:inset-0 after:content-['']"
                >
                  {option.label}
                </label>
                <p id={`${id}-uitleg`} className="mt-1 text-sm text-slate-700">
                  {option.hint}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
