/**
 * What a visitor typed before the page's JavaScript ran, handed to the forms' state. React hydrates a controlled
 * field without touching what was typed, but the form's state still holds the value the server rendered, and the
 * next render puts that back: the typing is lost. Right after hydration (the root's layout effect, before that
 * render), every field whose value differs from the server's fires the event React listens to, so its onChange
 * takes the typed value over as if it had been typed now.
 */
const TEXT_LIKE = "input:not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio]), textarea";

/** The value setter of the element's own kind, which React's value tracking does not see. */
function untrackedValueSetter(field: HTMLInputElement | HTMLTextAreaElement): (value: string) => void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;
  return (value) => setter?.call(field, value);
}

export function replayTypedBeforeHydration(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_LIKE)) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // Through React's tracking: it now holds the server's value; then the typed one back around it, and the event.
    field.value = field.defaultValue;
    untrackedValueSetter(field)(typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  for (const box of root.querySelectorAll<HTMLInputElement>("input[type=checkbox], input[type=radio]")) {
    // Of a radio group only the chosen one: turning the others back would move the choice.
    if (box.checked === box.defaultChecked || (box.type === "radio" && !box.checked)) continue;
    // React hears a checkbox's change as a click; the click turns it back to what the visitor chose.
    box.checked = box.defaultChecked;
    box.click();
  }
  for (const select of root.querySelectorAll("select")) {
    const changed = [...select.options].some((option) => option.selected !== option.defaultSelected);
    if (changed) select.dispatchEvent(new Event("change", { bubbles: true }));
  }
}
