/** A turning circle with a text for everyone (the text is what screen readers announce). */
export function Spinner({ label = "Laden..." }: { label?: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-2 font-semibold text-brand-900">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
      />
      {label}
    </div>
  );
}
