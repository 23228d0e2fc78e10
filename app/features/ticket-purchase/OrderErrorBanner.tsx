/** The red banner above the purchase form with the Dutch order error; focusable so the page can move focus to it. */
export function OrderErrorBanner({ id, message }: { id: string; message: string }) {
  return (
    <div id={id} role="alert" tabIndex={-1} className="rounded-lg bg-red-700 px-5 py-4 font-semibold text-white">
      {message}
    </div>
  );
}
