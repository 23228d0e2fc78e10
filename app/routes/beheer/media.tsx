import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/media.ts";
import { ImageUploadField, imageUploadFields } from "../../features/beheer/ImageUploadField.tsx";
import { fieldId } from "../../features/beheer/fields.tsx";
import { StaffFormErrors } from "../../features/beheer/StaffFormErrors.tsx";
import { postedForm, uploadImageFromForm, uploadRefusalStatus } from "../../features/beheer/image-upload.ts";
import { NO_ACCESS_MESSAGE } from "../../features/beheer/no-access.ts";
import { currentStaff, runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { DeleteMediaFileDocument, StaffMediaFilesDocument } from "../../graphql/generated.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { apiErrorInit } from "../../lib/api-errors.ts";
import { ApiError } from "../../lib/app-services.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { formatInAmsterdam } from "../../../common/format/dates.ts";
import { MEDIA_PERMISSION, type MediaKindValue } from "../../../common/media.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";
import { ListFilters, SelectFilter } from "../../features/beheer/ListFilters.tsx";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";

/** Images: each staff member sees the kinds their permissions allow (below); with none of them, no page. */
export const handle = staffPage("events.manage", "content.manage");

const PAGE_SIZE = 50;

const KINDS: readonly { kind: MediaKindValue; label: string; plural: string }[] = [
  { kind: "EVENT_IMAGE", label: "Evenementafbeelding", plural: "Evenementafbeeldingen" },
  { kind: "LOGO", label: "Logo", plural: "Logo's" },
  { kind: "PORTRAIT", label: "Portret", plural: "Portretten" },
];

/** The kinds this staff member may handle, by the permission the services check; none answers 403. */
function allowedKinds(permissions: readonly string[]) {
  const kinds = KINDS.filter((entry) => permissions.includes(MEDIA_PERMISSION[entry.kind]));
  if (kinds.length === 0) throw data({ message: NO_ACCESS_MESSAGE }, { status: 403 });
  return kinds;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const kinds = allowedKinds(currentStaff(context).permissions);
  const url = new URL(request.url);
  const kind = kinds.find((entry) => entry.kind === url.searchParams.get("soort")) ?? kinds[0]!;
  const after = url.searchParams.get("na");
  const { mediaFiles } = await runStaffOperation(context, request, StaffMediaFilesDocument, {
    kind: kind.kind,
    first: PAGE_SIZE,
    ...(after ? { after } : {}),
  });
  return { kinds, kind, mediaFiles, after };
}

export async function action({ context, request }: Route.ActionArgs) {
  const kinds = allowedKinds(currentStaff(context).permissions);
  const form = await postedForm(context, request);
  if (form.get("intent") === DELETE_INTENT) return deleteAction(context, request, form, kinds);
  const chosen = kinds.find((entry) => entry.kind === form.get("soort"));
  const altText = typeof form.get("alt") === "string" ? String(form.get("alt")) : "";
  if (!chosen) {
    const message = "Kies of dit een evenementafbeelding, een logo of een portret is.";
    return data({ message, fieldErrors: { kind: message }, altText, kind: null }, { status: 400 });
  }
  const outcome = await uploadImageFromForm(context, request, form, chosen.kind);
  // The list of that kind, newest first, starts with the new image and its address to copy.
  if (outcome.ok)
    return redirectWithNotice(context, `${STAFF_PATHS.media}?soort=${chosen.kind}`, "afbeelding-opgeslagen");
  return data(
    { message: outcome.message, fieldErrors: outcome.fieldErrors, altText, kind: chosen.kind },
    uploadRefusalStatus(outcome),
  );
}

const DELETE_INTENT = "verwijderen";

/** "Verwijderen" of an unused upload; the API refuses one that became used meanwhile (CONFLICT), in Dutch. */
async function deleteAction(
  context: Route.ActionArgs["context"],
  request: Request,
  form: FormData,
  kinds: readonly (typeof KINDS)[number][],
) {
  const id = String(form.get("id") ?? "");
  const kind = kinds.find((entry) => entry.kind === form.get("soort")) ?? kinds[0]!;
  try {
    await runStaffOperation(context, request, DeleteMediaFileDocument, { input: { id } });
    return redirectWithNotice(context, `${STAFF_PATHS.media}?soort=${kind.kind}`, "afbeelding-verwijderd");
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ deleteFailure: error.message }, apiErrorInit(error));
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Afbeeldingen", matches[0].loaderData);
}

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  const { kinds, kind, mediaFiles, after } = loaderData;
  return (
    <>
      <h1 className={headingStyles.page}>Afbeeldingen</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        Upload hier afbeeldingen en logo’s en kopieer hun adres in een ander formulier. Een afbeelding verandert nooit:
        een nieuwe versie is een nieuwe upload met een nieuw adres.
      </p>
      {/* A new form after each upload (the newest image changes), so the chosen file and alt text do not linger. */}
      <UploadForm
        key={mediaFiles.nodes[0]?.id ?? "nieuw"}
        kinds={kinds}
        failure={actionData && "fieldErrors" in actionData ? actionData : undefined}
      />
      <h2 className={`${headingStyles.section} mt-12`}>Geüploade {kind.plural.toLowerCase()}</h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Een afbeelding die nergens wordt gebruikt kun je verwijderen; de website ruimt haar anders zelf op, een dag na
        het uploaden.
      </p>
      {actionData && "deleteFailure" in actionData && (
        <div className="mt-4">
          <ErrorBox title="Niet verwijderd">{actionData.deleteFailure}</ErrorBox>
        </div>
      )}
      {kinds.length > 1 && (
        <ListFilters label="Afbeeldingen kiezen">
          <SelectFilter
            name="soort"
            label="Soort"
            defaultValue={kind.kind}
            options={kinds.map((entry) => ({ value: entry.kind, label: entry.plural }))}
          />
        </ListFilters>
      )}
      <StaffList
        caption={`${kind.plural}, nieuwste eerst (${mediaFiles.totalCount} in totaal)`}
        columns={columnsFor(kind.kind)}
        rows={mediaFiles.nodes}
        rowKey={(file) => file.id}
        noun={kind.plural.toLowerCase()}
        empty="Nog niets geüpload."
        paging={{
          filters: { soort: kind.kind },
          paged: Boolean(after),
          pageInfo: mediaFiles.pageInfo,
          nextLabel: "Oudere afbeeldingen",
        }}
      />
    </>
  );
}

type Failure = {
  message: string;
  fieldErrors: Readonly<Record<string, string>>;
  altText: string;
  kind: MediaKindValue | null;
};

const UPLOAD_ID = "afbeelding";
const UPLOAD_LABEL = "Afbeelding of logo";
/** The choice of kind: its radio buttons are named after it, so the summary's link leads to the first one. */
const KIND_FIELD = { name: "soort", label: "Soort", optional: false };

/** The first choice carries the field's id, where the error summary leads. */
const kindId = (kind: MediaKindValue, index: number) => (index === 0 ? fieldId(KIND_FIELD.name) : `soort-${kind}`);

function UploadForm({ kinds, failure }: { kinds: readonly (typeof KINDS)[number][]; failure: Failure | undefined }) {
  const sending = useNavigation().state === "submitting";
  const errors = failure?.fieldErrors ?? {};
  const kind = failure?.kind ?? kinds[0]!.kind;
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="mt-8 max-w-2xl space-y-6">
      <h2 className={headingStyles.section}>Nieuwe afbeelding</h2>
      <StaffFormErrors
        failure={failure}
        fields={{ kind: KIND_FIELD, ...imageUploadFields(UPLOAD_ID, UPLOAD_LABEL, false) }}
      />
      {kinds.length > 1 ? (
        <fieldset>
          <legend className="font-semibold text-slate-900">Soort</legend>
          {kinds.map((entry, index) => (
            <div key={entry.kind} className="mt-2 flex items-center gap-3">
              <input
                id={kindId(entry.kind, index)}
                type="radio"
                name="soort"
                value={entry.kind}
                defaultChecked={entry.kind === kind}
                className="size-5 accent-brand-700"
              />
              <label htmlFor={kindId(entry.kind, index)}>{entry.label}</label>
            </div>
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name="soort" value={kinds[0]!.kind} />
      )}
      {/* Alt text is asked for event images; a logo's is made by the pages ('Logo van ...'). */}
      <ImageUploadField
        kind="EVENT_IMAGE"
        label={UPLOAD_LABEL}
        idPrefix={UPLOAD_ID}
        altText={failure?.altText}
        errors={errors}
      />
      <button type="submit" disabled={sending} className={buttonStyles.primary}>
        {sending ? "Bezig met uploaden..." : "Uploaden"}
      </button>
    </Form>
  );
}

type MediaRow = Route.ComponentProps["loaderData"]["mediaFiles"]["nodes"][number];

const columnsFor = (kind: MediaKindValue): readonly ListColumn<MediaRow>[] => [
  {
    label: "Voorbeeld",
    cell: (file) => (
      <img src={file.url} alt={file.altText ?? ""} loading="lazy" className="h-16 w-auto max-w-40 object-contain" />
    ),
  },
  {
    label: "Adres om te kopiëren",
    cell: (file) => (
      <>
        <code className="break-all">{file.url}</code>
        {file.altText && <p className="mt-1 text-sm text-slate-700">Alt-tekst: {file.altText}</p>}
      </>
    ),
  },
  {
    label: "Bestand",
    cell: (file) => (
      <>
        {file.originalFilename}
        {file.width && file.height && (
          <span className="block text-sm text-slate-700">
            {file.width} × {file.height} px
          </span>
        )}
      </>
    ),
  },
  {
    label: "Geüpload",
    nowrap: true,
    cell: (file) => (
      <>
        {formatInAmsterdam(file.createdAt, "d MMM yyyy HH:mm")}
        {file.createdByName && <span className="block text-sm text-slate-700">{file.createdByName}</span>}
      </>
    ),
  },
  {
    label: "Gebruikt in",
    cell: (file) =>
      file.usedIn.length === 0 ? (
        <span className="text-slate-700">Nergens</span>
      ) : (
        <ul className="space-y-1">
          {file.usedIn.map((usage) => (
            <li key={`${usage.place}-${usage.href}`}>
              {usage.place}:{" "}
              <Link to={usage.href} className={textLinkStyle}>
                {usage.name}
              </Link>
            </li>
          ))}
        </ul>
      ),
  },
  {
    label: "Actie",
    cell: (file) => (file.canDelete ? <DeleteButton id={file.id} kind={kind} name={file.originalFilename} /> : null),
  },
];

/** Deletes one unused upload at once: nothing shows it, and a new upload is a new address anyway. */
function DeleteButton({ id, kind, name }: { id: string; kind: MediaKindValue; name: string }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("id") === id;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={DELETE_INTENT} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="soort" value={kind} />
      <button type="submit" disabled={sending} className={buttonStyles.secondary}>
        {sending ? "Bezig..." : "Verwijderen"}
        <span className="sr-only"> {name}</span>
      </button>
    </Form>
  );
}
