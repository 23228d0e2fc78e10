/** iDEAL payments expire after 15 minutes; the hold lasts a little longer so a last-second payment still fits. */
const HOLD_MINUTES = 20;

export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000);
}
