/**
 * One label and value in a side panel's description list (<dl>). Long values such as an e-mail address wrap instead
 * of running out of a narrow panel.
 */
export function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-brand-800">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}
