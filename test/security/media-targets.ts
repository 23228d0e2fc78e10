import { DeleteMediaFileDocument } from "../../app/graphql/generated.ts";
import { mediaFiles } from "../../server/db/schema/index.ts";
import { forClient, formStructure, objectValues, pathValues, uuidValues } from "./bad-values.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";

/**
 * Deleting an upload that nothing uses, by the API and by 'Verwijderen' in the media library. Every case gets an
 * unused upload of its own (a row without files: deleting the files of a missing folder does nothing), so the
 * valid delete always writes, and the id of a used one (the friends' logos are used) is refused like an unknown one.
 */
const unusedMedia = new WeakMap<CorpusWorld, string>();

async function prepareUnusedMedia(world: CorpusWorld): Promise<void> {
  const [row] = await world.site.handle.db
    .insert(mediaFiles)
    .values({
      kind: "LOGO",
      originalFilename: "ongebruikt.svg",
      sourceType: "image/svg+xml",
      variants: ["vector"],
      createdBy: world.staffId,
    })
    .returning({ id: mediaFiles.id });
  unusedMedia.set(world, row!.id);
}

function unusedMediaId(world: CorpusWorld): string {
  const id = unusedMedia.get(world);
  if (!id) throw new Error("prepareUnusedMedia is niet aangeroepen");
  return id;
}

const deleteMediaFile: GraphQLTarget = {
  document: DeleteMediaFileDocument,
  staff: true,
  validInput: (world) => ({ id: unusedMediaId(world) }),
  prepare: prepareUnusedMedia,
  prepareBaseline: prepareUnusedMedia,
  fields: {
    "": objectValues(),
    id: uuidValues(unusedMediaId, (world) => world.eventId),
  },
};

const deleteMediaForm: FormTarget = {
  route: "routes/beheer/media.tsx",
  path: () => "/beheer/afbeeldingen",
  staff: true,
  validForm: (world) => [
    ["intent", "verwijderen"],
    ["soort", "LOGO"],
    ["id", unusedMediaId(world)],
  ],
  prepare: prepareUnusedMedia,
  prepareBaseline: prepareUnusedMedia,
  fields: {
    id: [...forClient(pathValues(unusedMediaId, (world) => world.eventId)), ...formStructure(unusedMediaId)],
  },
  // The route's transport cases are the upload's (form-targets.ts).
  transport: false,
};

export const MEDIA_GRAPHQL_TARGETS: Record<string, GraphQLTarget> = { deleteMediaFile };
export const MEDIA_FORM_TARGETS: Record<string, FormTarget> = {
  "afbeelding verwijderen (beheer/media)": deleteMediaForm,
};
