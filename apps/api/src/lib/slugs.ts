import { productSlug } from '@shop/domain';

export const slugBase = (name: string, fallback: string) => productSlug(name) || fallback;

/** `base`, or `base-N` with the first N not taken. */
export function nextFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
