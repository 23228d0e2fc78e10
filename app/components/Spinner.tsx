/** The turning circle alone, for inside a button; decorative, so the text beside it is what is announced. */
export function SpinnerIcon({
  className = "size-6 border-4 border-brand-200 border-t-brand-700",
}: {
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full motion-reduce:animate-none ${className}`}
    />
  );
}

/** A turning circle with a text for everyone (the text is what screen readers announce). */
export function Spinner({ label = "Laden..." }: { label?: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-2 font-semibold text-brand-900">
      <SpinnerIcon />
      {label}
    </div>
  );
}
