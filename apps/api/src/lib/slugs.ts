import { productSlug } from '@shop/domain';
import { isUniqueViolation } from '../db/errors.js';

export const slugBase = (name: string, fallback: string) => productSlug(name) || fallback;

/** `base`, or `base-N` with the first N not taken. */
export function nextFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * Inserts under the first free slug of `name`. When two admins create the same name at once
 * the unique index refuses one of them, which then takes the next free slug.
 */
export async function insertWithFreeSlug<T>(
  name: string,
  fallback: string,
  takenSlugs: (base: string) => Promise<string[]>,
  insert: (slug: string) => Promise<T>,
): Promise<T> {
  const base = slugBase(name, fallback);
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(nextFreeSlug(base, await takenSlugs(base)));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
