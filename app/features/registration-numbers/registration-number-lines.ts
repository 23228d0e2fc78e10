/** A stored registration number as the overviews write it: 'BIG-register: 12345678901'. */
export type ShownRegistrationNumber = { registerName: string; number: string };

export function registrationNumberLine({ registerName, number }: ShownRegistrationNumber): string {
  return `${registerName}: ${number}`;
}

/** All of a ticket's or enrolment's numbers on one line, or '—' when none were given. */
export function registrationNumbersText(numbers: readonly ShownRegistrationNumber[]): string {
  return numbers.length === 0 ? "—" : numbers.map(registrationNumberLine).join("; ");
}
