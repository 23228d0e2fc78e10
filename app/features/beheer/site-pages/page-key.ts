import { data } from "react-router";
import type { SitePageKey } from "../../../graphql/generated.ts";
import { sitePageKeyOfSegment, type SitePageKeyValue } from "../../../../common/vocabulary/site-pages.ts";

const NOT_FOUND = { message: "Deze pagina bestaat niet." };

/** The page of a /beheer/paginas/:pagina address; any other segment is a 404. */
export function pageKeyOfParams(params: { pagina?: string | undefined }): SitePageKeyValue {
  const key = sitePageKeyOfSegment(params.pagina);
  if (!key) throw data(NOT_FOUND, { status: 404 });
  return key;
}

/** The page's key as the API names it (SitePageKey: HOME, ABOUT, ...). */
export function apiPageKey(key: SitePageKeyValue): SitePageKey {
  return key.toUpperCase() as SitePageKey;
}
