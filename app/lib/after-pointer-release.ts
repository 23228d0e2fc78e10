/**
 * Runs `work` now, or, while a mouse button or finger is down, just after it is released and its click has been
 * handled. A field shows its error when it loses focus; done on mousedown, the error pushes the page down before
 * mouseup, and the click meant for the link or button below lands elsewhere (or on nothing).
 */
let pointerDown = false;
let listening = false;

function listen(): void {
  if (listening || typeof document === "undefined") return;
  listening = true;
  document.addEventListener("pointerdown", () => (pointerDown = true), true);
  const release = () => (pointerDown = false);
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", release, true);
}

export function afterPointerRelease(work: () => void): void {
  listen();
  if (!pointerDown) {
    work();
    return;
  }
  const run = () => {
    document.removeEventListener("pointerup", run, true);
    document.removeEventListener("pointercancel", run, true);
    // The click follows pointerup in the same turn; a timeout lets it land first.
    setTimeout(work, 0);
  };
  document.addEventListener("pointerup", run, true);
  document.addEventListener("pointercancel", run, true);
}

/** Starts listening early (from a component's effect), so the first blur already knows about the pointer. */
export function watchPointer(): void {
  listen();
}
