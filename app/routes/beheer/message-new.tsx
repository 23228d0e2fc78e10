import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/message-new.ts";
import { NoticeBox } from "../../components/NoticeBox.tsx";
import { StaffTextArea, StaffTextField } from "../../features/beheer/fields.tsx";
import { formFailure, type FormFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import {
  MessageAudienceDocument,
  SendStaffMessageDocument,
  SendTestStaffMessageDocument,
  StaffMessagePreviewDocument,
} from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import {
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  sendStaffMessageSchema,
} from "../../../common/validation/staff-messages.ts";
import { parseStaffForm, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { staffFields } from "../../features/beheer/field-definitions.ts";
import { formText } from "../../lib/form-data.ts";
import { StaffFormErrors } from "../../features/beheer/StaffFormErrors.tsx";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";

export const handle = staffPage("participants.message");

const FIELDS = staffFields(sendStaffMessageSchema.shape, { subject: "Onderwerp", body: "Tekst" });

const NOT_FOUND = { message: "Kies een evenement, workshop of cursus om een bericht aan te sturen." };

type Values = { audience: string; subject: string; body: string; idempotencyKey: string };
type Preview = { subject: string; text: string; recipientCount: number };
type Outcome =
  | { ok: true; step: "preview" | "confirm"; values: Values; preview: Preview }
  | { ok: true; step: "test"; values: Values; preview: Preview; to: string };

/** Writing a message to everyone of an event, a workshop or a course: ?doelgroep=workshop:<id> etc. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const audience = new URL(request.url).searchParams.get("doelgroep") ?? "";
  const { messageAudience } = await runStaffOperation(context, request, MessageAudienceDocument, { audience });
  if (!messageAudience) throw data(NOT_FOUND, { status: 404 });
  // The form's own key: sending it twice (a double click, a retry, the back button) sends the message once.
  return {
    audience: messageAudience,
    param: `${messageAudience.kind}:${messageAudience.id}`,
    key: crypto.randomUUID(),
  };
}

function valuesOf(form: FormData): Values {
  const text = (name: string) => formText(form, name);
  return {
    audience: text("audience"),
    subject: text("subject"),
    body: text("body"),
    idempotencyKey: text("idempotencyKey"),
  };
}

/**
 * The form refused by its schema. The audience and the key are the page's own, never typed: wrong, the post is not
 * from this page as it was shown, which their message says instead of marking a field.
 */
function refusal(fieldErrors: Record<string, string>, values: Values) {
  const hidden = fieldErrors.idempotencyKey ?? fieldErrors.audience;
  if (hidden === undefined) return staffFormRefusal(fieldErrors, values);
  const failure: FormFailure<Values> = { ok: false, message: hidden, fieldErrors: {}, values };
  return data(failure, { status: 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = valuesOf(form);
  const intent = form.get("intent");
  const parsed = parseStaffForm(values, sendStaffMessageSchema);
  if (!parsed.ok) return refusal(parsed.fieldErrors, values);
  const { idempotencyKey, ...draft } = parsed.input;
  try {
    if (intent === "versturen") {
      const { sendStaffMessage } = await runStaffOperation(context, request, SendStaffMessageDocument, {
        input: parsed.input,
      });
      return redirectWithNotice(
        context,
        STAFF_PATHS.messages,
        "bericht-verstuurd",
        sendStaffMessage.message.recipientCount,
      );
    }
    const { staffMessagePreview: preview } = await runStaffOperation(context, request, StaffMessagePreviewDocument, {
      input: draft,
    });
    if (intent === "test") {
      const { sendTestStaffMessage } = await runStaffOperation(context, request, SendTestStaffMessageDocument, {
        input: { ...draft, idempotencyKey },
      });
      return { ok: true, step: "test", values, preview, to: sendTestStaffMessage.to } satisfies Outcome;
    }
    return { ok: true, step: intent === "bevestigen" ? "confirm" : "preview", values, preview } satisfies Outcome;
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Nieuw bericht", matches[0].loaderData);
}

export default function NewMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { audience, param, key } = loaderData;
  const outcome = actionData as Outcome | FormFailure<Values> | undefined;
  const values = outcome?.values ?? { audience: param, subject: "", body: "", idempotencyKey: key };
  const failure = outcome && !outcome.ok ? outcome : undefined;
  const done = outcome?.ok ? outcome : undefined;
  const busy = useNavigation().state === "submitting";
  const people = `${audience.recipientCount} ${audience.recipientCount === 1 ? "persoon" : "personen"}`;
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.messages} className={textLinkStyle}>
          ← Berichten
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Nieuw bericht</h1>
      <p className="mt-2 text-slate-800">
        Aan: {audience.label} ({people}, één e-mail per adres).
      </p>
      <Form method="post" className="mt-6 max-w-3xl space-y-6" noValidate>
        <StaffFormErrors failure={failure} title="Niet verstuurd" fields={FIELDS} />
        {done?.step === "test" && (
          <div role="status">
            <NoticeBox>Het testbericht is verstuurd naar {done.to}, alleen aan jou.</NoticeBox>
          </div>
        )}
        <input type="hidden" name="audience" value={values.audience} />
        <input type="hidden" name="idempotencyKey" value={values.idempotencyKey} />
        <StaffTextField
          {...FIELDS.subject}
          defaultValue={values.subject}
          maxLength={MESSAGE_SUBJECT_MAX}
          error={failure?.fieldErrors.subject}
        />
        <StaffTextArea
          {...FIELDS.body}
          hint="Gewone tekst: een lege regel begint een nieuwe alinea. Webadressen (https://…) worden links."
          defaultValue={values.body}
          rows={12}
          maxLength={MESSAGE_BODY_MAX}
          error={failure?.fieldErrors.body}
        />
        {done && (
          <section aria-labelledby="voorbeeld-kop" className="rounded-lg border border-slate-300 bg-white p-5">
            <h2 id="voorbeeld-kop" className={headingStyles.section}>
              Voorbeeld
            </h2>
            <p className="mt-2">
              <span className="font-semibold">Onderwerp:</span> {done.preview.subject}
            </p>
            <div className="mt-3 whitespace-pre-wrap border-t border-slate-200 pt-3 text-slate-900">
              {done.preview.text}
            </div>
          </section>
        )}
        {done?.step === "confirm" ? (
          <div className="space-y-4 rounded-lg border-2 border-brand-700 p-5">
            <p className="font-semibold">
              Weet je het zeker? Het bericht gaat naar {people}; dat kun je niet terugdraaien.
            </p>
            <div className="flex flex-wrap gap-4">
              <button type="submit" name="intent" value="versturen" disabled={busy} className={buttonStyles.primary}>
                {busy ? "Bezig met versturen..." : `Ja, verstuur naar ${people}`}
              </button>
              <button type="submit" name="intent" value="voorbeeld" disabled={busy} className={buttonStyles.secondary}>
                Nee, nog aanpassen
              </button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-4">
            <button type="submit" name="intent" value="voorbeeld" disabled={busy} className={buttonStyles.secondary}>
              Voorbeeld bekijken
            </button>
            <button type="submit" name="intent" value="test" disabled={busy} className={buttonStyles.secondary}>
              Test naar mijzelf
            </button>
            <button type="submit" name="intent" value="bevestigen" disabled={busy} className={buttonStyles.primary}>
              Versturen naar {people}
            </button>
          </div>
        )}
      </Form>
    </>
  );
}
