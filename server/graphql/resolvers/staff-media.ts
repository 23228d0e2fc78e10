import { deleteMediaFile } from "../../domain/media/delete-media.ts";
import { listMediaFiles } from "../../domain/media/list-media.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

/** Uploaded images; the upload itself is not GraphQL (server/http/media-route.ts). */
export const staffMediaQueries: Pick<QueryResolvers, "mediaFiles"> = {
  mediaFiles: (_parent, { kind, first, after }, { deps }) => listMediaFiles(deps, kind, { first, after }),
};

export const staffMediaMutations: Pick<MutationResolvers, "deleteMediaFile"> = {
  deleteMediaFile: (_parent, { input }, { deps }) => deleteMediaFile(deps, input.id),
};
