/** Money is integer cents inside the system; the GraphQL contract speaks euros (spec §3 `price`). */
export function centsToEuros(cents: number): number {
  return cents / 100;
}

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}
