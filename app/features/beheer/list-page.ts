/**
 * The address of a searchable, paged back-office list (`?zoek=…&na=<cursor>`): what the loader asks the API for,
 * and the links to the first and the next page, which keep the search.
 */
const MAX_SEARCH_LENGTH = 200;

export type ListPageQuery = {
  search: string;
  /** Whether this is a later page (it has a cursor). */
  paged: boolean;
  /** The API's list arguments: `first`, and `search` and `after` when given. */
  variables: { first: number; search?: string; after?: string };
};

export function listPageQuery(request: Request, pageSize: number): ListPageQuery {
  const url = new URL(request.url);
  const search = (url.searchParams.get("zoek") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const after = url.searchParams.get("na");
  return {
    search,
    paged: Boolean(after),
    variables: { first: pageSize, ...(search ? { search } : {}), ...(after ? { after } : {}) },
  };
}

/** The list's first page with the same search, as a link relative to the list. */
export function firstPageLink(search: string): string {
  return search ? `?${new URLSearchParams({ zoek: search }).toString()}` : "?";
}

/** The page after `endCursor` with the same search. */
export function nextPageLink(search: string, endCursor: string | null | undefined): string {
  const params = new URLSearchParams(search ? { zoek: search } : {});
  if (endCursor) params.set("na", endCursor);
  return `?${params.toString()}`;
}
