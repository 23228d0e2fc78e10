/**
 * Capacity arithmetic shared by ticket types, events, workshops and courses.
 * The database enforces the limits (CHECK constraints and conditional updates); these give the numbers shown.
 */

/** Places left, never below zero even when an administrator lowered the capacity under what is taken. */
export function placesLeft(capacity: number, taken: number): number {
  return Math.max(0, capacity - taken);
}

export function isFull(capacity: number, taken: number): boolean {
  return placesLeft(capacity, taken) === 0;
}

/** Whether `requested` more places fit next to what is taken. */
export function fits(capacity: number, taken: number, requested: number): boolean {
  return requested >= 0 && taken + requested <= capacity;
}
