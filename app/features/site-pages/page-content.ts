/** The content of a page as its own type: the API's union narrowed by its `__typename`. */
export function contentOfType<Content extends { __typename: string }, Name extends Content["__typename"]>(
  content: Content | null | undefined,
  name: Name,
): Extract<Content, { __typename: Name }> | null {
  return content?.__typename === name ? (content as Extract<Content, { __typename: Name }>) : null;
}
