/** Dates of the seed, counted from the start of a UTC day so a whole day gives the same data. */

export const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfUtcDay(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS) * DAY_MS;
}

export function isoDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}
