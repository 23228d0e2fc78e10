/**
 * 'Inloggen voor vrienden' is shown but disabled: there is no login yet. A disabled button
 * cannot take focus, so the reason is tied to it with aria-describedby (read by screen readers) and shown as
 * text: always in the mobile menu, as a hover tooltip beside the desktop navigation.
 */
export function LoginButton() {
  return (
    <div className="group relative flex flex-col gap-1 lg:block">
      <button
        type="button"
        disabled
        aria-describedby="inloggen-hint"
        className="inline-flex min-h-11 cursor-not-allowed items-center justify-center gap-2 rounded-md border border-slate-300 bg-slate-50 px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-600"
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false" fill="currentColor">
          <path d="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4Zm-2 6V6a2 2 0 1 1 4 0v2H8Z" />
        </svg>
        Inloggen voor vrienden
      </button>
      <span
        id="inloggen-hint"
        role="tooltip"
        className="text-sm text-slate-600 lg:invisible lg:absolute lg:top-full lg:right-0 lg:z-20 lg:mt-2 lg:rounded-md lg:bg-slate-900 lg:px-3 lg:py-2 lg:whitespace-nowrap lg:text-white lg:shadow-lg lg:group-hover:visible"
      >
        Inloggen is nog niet beschikbaar
      </span>
    </div>
  );
}
