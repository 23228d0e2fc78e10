/** Tells screen-reader users that a link opens a new tab; sighted users see the arrow. */
export function NewTabHint() {
  return (
    <>
      <span aria-hidden="true"> ↗</span>
      <span className="sr-only"> (opent in een nieuw tabblad)</span>
    </>
  );
}
