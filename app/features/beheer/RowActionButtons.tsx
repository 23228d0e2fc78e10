import { Form } from "react-router";

/**
 * A button in a row of an ordered back-office list (friends, notices): a small POST form to the list's own action
 * with the row's id and the button's intent; `name` tells a screen reader which row it acts on.
 */
export function RowActionButton({
  id,
  intent,
  label,
  name,
}: {
  id: string;
  intent: string;
  label: string;
  name: string;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className="min-h-11 rounded-md border border-brand-700 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {label}
        <span className="sr-only"> {name}</span>
      </button>
    </Form>
  );
}

/** 'Omhoog' unless the row is first, 'Omlaag' unless it is last: the intents `moveDirectionOf` reads. */
export function MoveButtons({ id, index, last, name }: { id: string; index: number; last: boolean; name: string }) {
  return (
    <>
      {index > 0 && <RowActionButton id={id} intent="omhoog" label="Omhoog" name={name} />}
      {!last && <RowActionButton id={id} intent="omlaag" label="Omlaag" name={name} />}
    </>
  );
}

/** The direction of a posted move intent, for the API's Move… mutations; null for any other intent. */
export function moveDirectionOf(intent: string): "UP" | "DOWN" | null {
  return intent === "omhoog" ? "UP" : intent === "omlaag" ? "DOWN" : null;
}
