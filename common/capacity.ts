/** The share of places taken, 0-100, for progress bars ((max - available) / max * 100 %). */
export function filledPercentage(capacity: number, available: number): number {
  if (capacity <= 0) return 100;
  const share = ((capacity - available) / capacity) * 100;
  return Math.min(100, Math.max(0, share));
}
