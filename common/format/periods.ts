/**
 * Retention periods in Dutch words ('12 maanden', '1 jaar', '30 dagen'), so the privacy statement and the processing
 * register say exactly what the settings (RETENTION_*) make the retention job do.
 */
const UNITS = {
  minute: ["minuut", "minuten"],
  hour: ["uur", "uur"],
  day: ["dag", "dagen"],
  month: ["maand", "maanden"],
  year: ["jaar", "jaar"],
} as const;

export type PeriodUnit = keyof typeof UNITS;

export function dutchPeriod(amount: number, unit: PeriodUnit): string {
  const [one, many] = UNITS[unit];
  return `${amount} ${amount === 1 ? one : many}`;
}
