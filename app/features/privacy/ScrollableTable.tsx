/**
 * A wide table's frame: on a phone it scrolls sideways inside the page, and the frame takes keyboard focus (named
 * after the table), so the hidden columns can be reached with the arrow keys too (WCAG 2.1.1).
 */
export function ScrollableTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-sm">
      {children}
    </div>
  );
}
