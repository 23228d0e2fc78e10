import { Form, useNavigation } from "react-router";
import { FieldError } from "../../../components/form/FieldError.tsx";
import { hintStyle, inputBorder, inputStyle, labelStyle } from "../../../components/form/form-styles.ts";
import { buttonStyles } from "../../../lib/styles.ts";
import { MEDIA_FIELDS } from "../../../../common/media-upload.ts";
import { MEDIA_LIMITS, PDF_ACCEPT } from "../../../../common/media.ts";
import { SITE_NOTICE_LIMITS, siteNoticeFormFields } from "../../../../common/validation/site-notices.ts";
import { staffFields, type StaffFieldDefinition } from "../field-definitions.ts";
import { describedBy, fieldId, StaffCheckbox, StaffTextField } from "../fields.tsx";
import { StaffFormErrors } from "../StaffFormErrors.tsx";
import type { SiteNoticeValues } from "./site-notice-values.ts";

type Failure = { message: string; fieldErrors: Readonly<Record<string, string>> } | undefined;

const FIELDS = staffFields(siteNoticeFormFields, {
  text: "Tekst",
  linkKind: "Link",
  linkUrl: "Adres van de link",
  linkText: "Tekst van de link",
  shownFrom: "Zichtbaar vanaf",
  shownUntil: "Zichtbaar tot",
});

/** The PDF's file input; an unknown PDF (the API's `pdfMediaId`) is that field's error too. */
const PDF_FIELD: StaffFieldDefinition = { name: MEDIA_FIELDS.file, label: "Pdf-bestand", optional: true };
const SUMMARY_FIELDS = { ...FIELDS, file: PDF_FIELD, pdfMediaId: PDF_FIELD };

const LINK_CHOICES = [
  { value: "geen", label: "Geen link" },
  { value: "adres", label: "Een webadres of een pagina van deze website" },
  { value: "pdf", label: "Een pdf-bestand" },
] as const;

/**
 * The notice form, new and edit: multipart, so a PDF can come along; without JavaScript it works the same. The link
 * is chosen with a radio button; only the chosen link's field counts when saving.
 */
export function SiteNoticeForm({
  values,
  failure,
  submitLabel,
  creationKey,
}: {
  values: SiteNoticeValues;
  failure: Failure;
  submitLabel: string;
  /** The new-notice form's key: posted twice, it makes one notice. */
  creationKey?: string;
}) {
  const sending = useNavigation().state === "submitting";
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="mt-8 max-w-3xl space-y-6">
      <StaffFormErrors failure={failure} fields={SUMMARY_FIELDS} />
      {creationKey && <input type="hidden" name="creationKey" value={creationKey} />}
      <StaffTextField
        {...FIELDS.text}
        hint={`Kort en zonder opmaak, hoogstens ${SITE_NOTICE_LIMITS.text} tekens. Op een telefoon staat bij een melding met een link alleen de link.`}
        defaultValue={values.text}
        error={errors.text}
        maxLength={SITE_NOTICE_LIMITS.text}
      />
      <LinkFields values={values} errors={errors} />
      <div className="grid gap-6 sm:grid-cols-2">
        <StaffTextField
          {...FIELDS.shownFrom}
          type="datetime-local"
          hint="Nederlandse tijd. Leeg: meteen."
          defaultValue={values.shownFrom}
          error={errors.shownFrom}
        />
        <StaffTextField
          {...FIELDS.shownUntil}
          type="datetime-local"
          hint="Nederlandse tijd; vanaf dit moment is de melding weg. Leeg: tot je haar verwijdert."
          defaultValue={values.shownUntil}
          error={errors.shownUntil}
        />
      </div>
      <StaffCheckbox
        name="dismissible"
        label="Bezoekers kunnen de melding sluiten"
        hint="Een gesloten melding blijft in die browser gesloten; dan verschijnt de volgende. Niet aangevinkt: de melding heeft geen sluitknop."
        defaultChecked={values.dismissible === "ja"}
      />
      <button type="submit" disabled={sending} className={buttonStyles.primary}>
        {sending ? "Bezig met opslaan..." : submitLabel}
      </button>
    </Form>
  );
}

function LinkFields({ values, errors }: { values: SiteNoticeValues; errors: Readonly<Record<string, string>> }) {
  const kindError = errors.linkKind;
  return (
    <fieldset
      className="space-y-4 rounded-md border border-slate-300 p-4"
      aria-describedby={kindError ? `${fieldId("linkKind")}-fout` : undefined}
    >
      <legend className={`${labelStyle} px-1`}>{FIELDS.linkKind.label}</legend>
      <FieldError id={`${fieldId("linkKind")}-fout`} message={kindError} />
      <div className="space-y-2">
        {LINK_CHOICES.map((choice, index) => {
          const id = index === 0 ? fieldId("linkKind") : `${fieldId("linkKind")}-${choice.value}`;
          return (
            <div key={choice.value} className="flex items-center gap-3">
              <input
                id={id}
                type="radio"
                name="linkKind"
                value={choice.value}
                defaultChecked={values.linkKind === choice.value || (index === 0 && !values.linkKind)}
                className="size-5 accent-brand-700"
              />
              <label htmlFor={id}>{choice.label}</label>
            </div>
          );
        })}
      </div>
      <StaffTextField
        {...FIELDS.linkText}
        hint="Nodig bij een link. Zeg waar de link heen gaat, bijvoorbeeld ‘Download het programmaboekje (pdf)’."
        defaultValue={values.linkText}
        error={errors.linkText}
        maxLength={SITE_NOTICE_LIMITS.linkText}
      />
      <StaffTextField
        {...FIELDS.linkUrl}
        hint="Bij ‘Een webadres’: een adres dat begint met https://, of een pad op deze website zoals /vakschool."
        defaultValue={values.linkUrl}
        error={errors.linkUrl}
      />
      <PdfField values={values} error={errors.file ?? errors.pdfMediaId} />
    </fieldset>
  );
}

/** The PDF: the one the notice links to now (kept unless a new file is chosen), and a file input for a new one. */
function PdfField({ values, error }: { values: SiteNoticeValues; error: string | undefined }) {
  const id = fieldId(PDF_FIELD.name);
  const hint = `Bij ‘Een pdf-bestand’: hoogstens ${MEDIA_LIMITS.maxPdfBytes / (1024 * 1024)} MB. Bezoekers downloaden het.`;
  return (
    <div>
      <input type="hidden" name="pdfMediaId" value={values.pdfMediaId} />
      <input type="hidden" name="pdfName" value={values.pdfName} />
      <label htmlFor={id} className={labelStyle}>
        {values.pdfMediaId ? "Ander pdf-bestand kiezen" : PDF_FIELD.label}
        <span className="font-normal text-slate-700"> (optioneel)</span>
      </label>
      {values.pdfMediaId && (
        <p className={hintStyle}>
          Huidig bestand: <strong className="break-all">{values.pdfName || "pdf"}</strong>
        </p>
      )}
      <p id={`${id}-hint`} className={hintStyle}>
        {hint}
      </p>
      <FieldError id={`${id}-fout`} message={error} />
      <input
        id={id}
        name={MEDIA_FIELDS.file}
        type="file"
        accept={PDF_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputStyle} ${inputBorder(Boolean(error))} file:mr-4 file:rounded file:border-0 file:bg-brand-100 file:px-3 file:py-1 file:font-semibold file:text-brand-900`}
      />
    </div>
  );
}
