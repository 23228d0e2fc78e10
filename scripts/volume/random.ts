/**
 * A seeded pseudo-random source (mulberry32): the volume seed makes the same season on every run, so a figure of
 * one run compares with the next. Not for secrets: tokens and ticket codes come from node:crypto.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A whole number in [0, below). */
export const below = (random: () => number, below: number) => Math.floor(random() * below);
