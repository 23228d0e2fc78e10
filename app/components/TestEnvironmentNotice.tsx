/**
 * On every page of a test environment that others can reach (PAYMENTS=test, server/safe-defaults.ts): the
 * built-in test provider takes the payments and the invoices carry no real seller, so nobody should take an
 * order here for a real one. Server-rendered at the very top, so it shows without JavaScript and before anything
 * else is read; it holds no control, so the skip link stays the first stop for the keyboard.
 */
export function TestEnvironmentNotice() {
  return (
    <section
      aria-label="Testomgeving"
      className="border-b border-accent-500/40 bg-accent-100 px-4 py-2 text-center text-sm text-slate-900 sm:text-base"
    >
      <p>
        <strong className="font-semibold">Testomgeving:</strong> betalingen en facturen op deze site zijn niet echt.
      </p>
    </section>
  );
}
