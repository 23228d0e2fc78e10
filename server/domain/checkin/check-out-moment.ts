/**
 * When someone left, from the time staff typed at the door (decision 0037). The day is the place's: today while it is
 * on, its last day once it ended (a correction afterwards), its first day before it began. The moment must lie within
 * the place's time frame and not after now: leaving at the end is no early check-out, and the future has not happened.
 */
import { parseAmsterdamLocal, toAmsterdamDateInput } from "../../../common/format/amsterdam-input.ts";
import { formatClockTime } from "../../../common/format/dates.ts";
import { DomainError } from "../errors.ts";

type TimeFrame = { startsAt: Date; endsAt: Date };

export function checkOutMoment(place: TimeFrame, time: string | null, now: Date): Date {
  const moment = time ? onPlaceDay(place, time, now) : now;
  if (moment.getTime() < place.startsAt.getTime()) {
    throw refusal(`Die tijd ligt vóór het begin (${formatClockTime(place.startsAt)}).`);
  }
  if (moment.getTime() > place.endsAt.getTime()) {
    const end = formatClockTime(place.endsAt);
    throw refusal(
      time
        ? `Die tijd ligt na het einde (${end}): wie tot het einde bleef, hoeft niet uit te checken.`
        : `Het programma is om ${end} afgelopen. Vul de tijd van vertrek in.`,
    );
  }
  if (moment.getTime() > now.getTime()) throw refusal("Die tijd is nog niet geweest. Vul de tijd van vertrek in.");
  return moment;
}

function onPlaceDay(place: TimeFrame, time: string, now: Date): Date {
  const clamped = Math.min(Math.max(now.getTime(), place.startsAt.getTime()), place.endsAt.getTime());
  const moment = parseAmsterdamLocal(`${toAmsterdamDateInput(new Date(clamped))}T${time}`);
  if (!moment) throw refusal("Vul een tijd in zoals 12:30");
  return moment;
}

const refusal = (message: string) => new DomainError("BAD_USER_INPUT", message, { field: "time" });
