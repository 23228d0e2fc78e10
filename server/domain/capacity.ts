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

/** The share of places taken, 0-100, for progress bars. */
export function filledPercentage(capacity: number, available: number): number {
  if (capacity <= 0) return 100;
  const share = ((capacity - available) / capacity) * 100;
  return Math.min(100, Math.max(0, share));
}

/** Whether `requested` more places fit next to what is taken. */
export function fits(capacity: number, taken: number, requested: number): boolean {
  return requested >= 0 && taken + requested <= capacity;
}
