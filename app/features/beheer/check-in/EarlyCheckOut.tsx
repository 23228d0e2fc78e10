import { Form } from "react-router";
import { buttonStyles } from "../../../lib/styles.ts";
import { formatClockTime } from "../../../../common/format/dates.ts";

type Props = { attendeeId: string; name: string; checkedOutAt: string | Date | null };

/**
 * Checking someone out early at the door (decision 0037), or taking that back. A form post that loads the page
 * again, with JavaScript as without, so the answer panel always shows the server's sentence (a refusal in red).
 * The time is optional: left empty, the server takes now.
 */
export function EarlyCheckOut({ attendeeId, name, checkedOutAt }: Props) {
  if (checkedOutAt) {
    return (
      <Form method="post" reloadDocument className="flex items-center gap-3">
        <span className="font-semibold text-amber-900">Vertrokken om {formatClockTime(checkedOutAt)}</span>
        <input type="hidden" name="attendeeId" value={attendeeId} />
        <input type="hidden" name="name" value={name} />
        <button type="submit" name="intent" value="uitchecken-ongedaan" className={buttonStyles.secondary}>
          Vertrek ongedaan maken<span className="sr-only"> voor {name}</span>
        </button>
      </Form>
    );
  }
  const fieldId = `vertrek-${attendeeId}`;
  return (
    <Form method="post" reloadDocument className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="attendeeId" value={attendeeId} />
      <div>
        <label htmlFor={fieldId} className="block text-sm font-semibold">
          Vertrektijd<span className="sr-only"> van {name}</span> (leeg: nu)
        </label>
        <input
          id={fieldId}
          name="time"
          type="time"
          className="mt-1 min-h-11 rounded-md border-2 border-slate-500 px-2 py-1"
        />
      </div>
      <button type="submit" name="intent" value="uitchecken" className={buttonStyles.secondary}>
        Eerder uitchecken<span className="sr-only"> {name}</span>
      </button>
    </Form>
  );
}
