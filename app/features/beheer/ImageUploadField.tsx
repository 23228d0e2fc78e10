/**
 * An image upload in a back-office form: a file input, the current image with its alt text, and for
 * event images the alt text field (required). Works without JavaScript; the form must post
 * `encType="multipart/form-data"`, and its action stores the file with `uploadImageFromForm` (image-upload.ts).
 */
import { FieldError } from "../../components/form/FieldError.tsx";
import { hintStyle, inputBorder, inputStyle, labelStyle } from "../../components/form/form-styles.ts";
import { MEDIA_FIELDS } from "../../../common/media-upload.ts";
import { MEDIA_ACCEPT, MEDIA_LIMITS, type MediaKindValue } from "../../../common/media.ts";
import type { StaffFieldDefinition } from "./field-definitions.ts";
import { fieldId } from "./fields.tsx";

/** The kinds that are images; a notice's PDF has a field of its own (NoticePdfField). */
type ImageKind = Exclude<MediaKindValue, "PDF">;

const HINTS: Record<ImageKind, string> = {
  EVENT_IMAGE: `PNG, JPEG, WebP of GIF, minstens ${MEDIA_LIMITS.minEventImage.width} × ${MEDIA_LIMITS.minEventImage.height} pixels, hoogstens 8 MB. De website toont haar in de verhouding 1200 × 630 (breed); wat erbuiten valt, wordt bijgesneden.`,
  LOGO: "Bij voorkeur SVG (blijft scherp); anders PNG, JPEG, WebP of GIF, hoogstens 8 MB. Een logo wordt nooit bijgesneden.",
  PORTRAIT:
    "PNG, JPEG, WebP of GIF, hoogstens 8 MB. De website toont een portret rond, vierkant bijgesneden (400 × 400 pixels).",
};

export type CurrentImage = { url: string; altText: string | null };

const LABELS: Record<ImageKind, { field: string; current: string }> = {
  EVENT_IMAGE: { field: "Afbeelding", current: "Huidige afbeelding" },
  LOGO: { field: "Logo", current: "Huidig logo" },
  PORTRAIT: { field: "Portret", current: "Huidig portret" },
};

const ALT_TEXT_LABEL = "Beschrijving voor wie de afbeelding niet ziet (alt-tekst)";

/**
 * The upload's two fields as the error summary names them, keyed by their errors (`file`, `altText`): named after
 * the field's `idPrefix`, so the summary's links lead to them.
 */
export function imageUploadFields(
  idPrefix: string,
  label: string,
  optional: boolean,
): Record<"file" | "altText", StaffFieldDefinition> {
  return {
    file: { name: `${idPrefix}-bestand`, label, optional },
    altText: { name: `${idPrefix}-alt`, label: ALT_TEXT_LABEL, optional },
  };
}

export function ImageUploadField({
  kind,
  label = LABELS[kind].field,
  current,
  altText,
  errors = {},
  optional = false,
  idPrefix = "afbeelding",
  children,
}: {
  kind: ImageKind;
  label?: string;
  /** The image the form has now; shown above the file input. */
  current?: CurrentImage | null | undefined;
  /** The alt text to show in the field (the posted value after a refusal, else the current one). */
  altText?: string | null | undefined;
  /** The action's field errors: `file` and `altText`. */
  errors?: Readonly<Record<string, string>>;
  /** An edit form may keep the current image: then no file has to be chosen. */
  optional?: boolean;
  idPrefix?: string;
  /** More fields of the same image, shown last in its fieldset (a form's URL field, say). */
  children?: React.ReactNode;
}) {
  const fields = imageUploadFields(idPrefix, label, optional);
  const fileId = fieldId(fields.file.name);
  const altId = fieldId(fields.altText.name);
  const fileDescribedBy = [`${fileId}-hint`, errors.file ? `${fileId}-fout` : null].filter(Boolean).join(" ");
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-300 p-4">
      <legend className={`${labelStyle} px-1`}>{label}</legend>
      {current && (
        <figure>
          <img
            src={current.url}
            alt={current.altText ?? ""}
            className="max-h-40 w-auto max-w-full rounded border border-slate-200 bg-slate-50 object-contain"
          />
          <figcaption className={hintStyle}>
            {LABELS[kind].current}
            {current.altText ? `: ${current.altText}` : ""}
          </figcaption>
        </figure>
      )}
      <div>
        <label htmlFor={fileId} className={labelStyle}>
          {current ? "Nieuw bestand kiezen" : "Bestand"}
          {(optional || current) && <span className="font-normal text-slate-700"> (optioneel)</span>}
        </label>
        <p id={`${fileId}-hint`} className={hintStyle}>
          {HINTS[kind]}
        </p>
        <FieldError id={`${fileId}-fout`} message={errors.file} />
        <input
          id={fileId}
          name={MEDIA_FIELDS.file}
          type="file"
          accept={MEDIA_ACCEPT}
          required={!optional && !current}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={fileDescribedBy}
          className={`${inputStyle} ${inputBorder(Boolean(errors.file))} file:mr-4 file:rounded file:border-0 file:bg-brand-100 file:px-3 file:py-1 file:font-semibold file:text-brand-900`}
        />
      </div>
      {kind === "EVENT_IMAGE" && (
        <div>
          <label htmlFor={altId} className={labelStyle}>
            {ALT_TEXT_LABEL}
          </label>
          <p id={`${altId}-hint`} className={hintStyle}>
            Zeg kort wat er te zien is, bijvoorbeeld ‘Zaal vol deelnemers tijdens een lezing’. Niet ‘afbeelding van’.
          </p>
          <FieldError id={`${altId}-fout`} message={errors.altText} />
          <input
            id={altId}
            name={MEDIA_FIELDS.altText}
            type="text"
            defaultValue={altText ?? current?.altText ?? ""}
            maxLength={MEDIA_LIMITS.altTextMax}
            required={!optional && !current}
            autoComplete="off"
            aria-invalid={errors.altText ? true : undefined}
            aria-describedby={[`${altId}-hint`, errors.altText ? `${altId}-fout` : null].filter(Boolean).join(" ")}
            className={`${inputStyle} ${inputBorder(Boolean(errors.altText))}`}
          />
        </div>
      )}
      {children}
    </fieldset>
  );
}
