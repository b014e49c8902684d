import { normalizeSearchText } from '@shop/domain';

/** Table search: every word typed must appear in one of the row's texts (case and accents aside). */
export function matchesAll(texts: readonly (string | number | null | undefined)[], query: string) {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearchText(
    texts.filter((t) => t !== null && t !== undefined).join(' '),
  );
  return words.every((word) => haystack.includes(word));
}
