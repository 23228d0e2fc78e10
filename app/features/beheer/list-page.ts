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

/**
 * A list's address with these filters (empty ones left out) and, given a cursor, the page after it; without one,
 * the first page. Relative to the list, so `?` alone is the list without filters.
 */
export function listLink(filters: Readonly<Record<string, string>>, after?: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (after) params.set("na", after);
  return `?${params.toString()}`;
}
