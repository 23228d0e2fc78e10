import { Form, Link, useNavigation } from "react-router";
import { SITE_PATHS } from "../../../common/site-paths.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { FieldError } from "../../components/form/FieldError.tsx";
import { inputBorder, inputStyle, labelStyle } from "../../components/form/form-styles.ts";
import { buttonStyles, textLinkStyle } from "../../lib/styles.ts";

export const REQUEST_LINK_INTENT = "link-aanvragen";

/** What the request form's action answered: the same text for every address, or why the request failed. */
export type LinkRequestOutcome =
  | { intent: typeof REQUEST_LINK_INTENT; outcome: "sent"; message: string }
  | { intent: typeof REQUEST_LINK_INTENT; outcome: "failed"; email: string; message: string; fieldError?: string };

/** The e-mail form that asks for a "Mijn gegevens" link; a plain post, so it works without JavaScript. */
export function RequestLinkForm({ result, action }: { result: LinkRequestOutcome | null; action?: string }) {
  const sending = useNavigation().state === "submitting";
  if (result?.outcome === "sent")
    return (
      <div role="status" className="mt-8 rounded-lg border-2 border-brand-700 bg-white px-5 py-4 text-brand-900">
        <p className="font-bold">Kijk in je mailbox</p>
        <p className="mt-1">{result.message}</p>
      </div>
    );
  const failed = result?.outcome === "failed" ? result : null;
  return (
    <Form method="post" action={action} className="mt-8 max-w-xl space-y-5" noValidate>
      {failed && !failed.fieldError && <ErrorBox title="Dat lukte niet">{failed.message}</ErrorBox>}
      <input type="hidden" name="intent" value={REQUEST_LINK_INTENT} />
      <div>
        <label htmlFor="email" className={labelStyle}>
          E-mailadres
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={failed?.email ?? ""}
          aria-invalid={failed?.fieldError ? true : undefined}
          aria-describedby={failed?.fieldError ? "email-fout" : undefined}
          className={`${inputStyle} ${inputBorder(Boolean(failed?.fieldError))}`}
        />
        <FieldError id="email-fout" message={failed?.fieldError} />
      </div>
      <button type="submit" disabled={sending} className={buttonStyles.primary}>
        {sending ? "Bezig met versturen..." : "Stuur mij een link"}
      </button>
      <p className="text-slate-800">
        Lees in onze{" "}
        <Link to={SITE_PATHS.privacy} className={textLinkStyle}>
          privacyverklaring
        </Link>{" "}
        wat we bewaren, waarom en hoe lang.
      </p>
    </Form>
  );
}
