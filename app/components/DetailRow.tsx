/** One label and value in a side panel's description list (<dl>). */
export function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-brand-800">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
