/**
 * An error box: a title and the reason, announced at once. With an id it is focusable, so a page can move focus
 * to it after a failed submit.
 */
export function ErrorBox({ id, title, children }: { id?: string; title?: string; children: React.ReactNode }) {
  return (
    <div
      id={id}
      role="alert"
      tabIndex={id ? -1 : undefined}
      className="rounded-lg border-2 border-red-700 bg-red-50 px-5 py-4 text-red-900"
    >
      {title && <p className="font-bold">{title}</p>}
      <p className={title ? "mt-1" : "font-semibold"}>{children}</p>
    </div>
  );
}
