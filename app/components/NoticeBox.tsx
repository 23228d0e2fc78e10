/**
 * A message in place of content: an error (the data could not be loaded) or information (an empty list).
 * Errors use role="alert" so screen readers hear them at once; information is plain text.
 */
export function NoticeBox({
  tone = "info",
  children,
  className = "",
}: {
  tone?: "info" | "error";
  children: React.ReactNode;
  className?: string;
}) {
  const colours =
    tone === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-brand-200 bg-brand-50 text-brand-900";
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className={`rounded-lg border px-5 py-4 ${colours} ${className}`}
    >
      {children}
    </div>
  );
}
