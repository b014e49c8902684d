/**
 * Catalogue search text rules, shared by the API (which indexes and queries) and the web (which
 * edits synonyms): words, a light Spanish stemmer, typo distance, synonym expansion and the plan
 * of a query that the API turns into a PostgreSQL text-search query.
 */

/** Words that never decide a match ('zapatillas de mujer' is 'zapatillas mujer'). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'lo',
  'los',
  'o',
  'para',
  'por',
  'u',
  'un',
  'una',
  'unas',
  'unos',
  'y',
]);

const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Lower-cased words as written (accents kept), stop words dropped: what the owner reads. */
export function displayWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(WORD_SEPARATORS)
    .filter((word) => word !== '' && !STOP_WORDS.has(foldAccents(word)));
}

/** Lower-cased, accent-free words, stop words dropped: 'Botín de ADIDAS' -> ['botin', 'adidas']. */
export function searchWords(text: string): string[] {
  return displayWords(text).map(foldAccents);
}

/** Consonants after which a Spanish plural adds 'es' (botín -> botines, color -> colores). */
const PLURAL_ES_AFTER = new Set(['n', 'r', 'l', 'd', 'j']);

/**
 * Light Spanish stemmer (plural and gender): botines/botin -> botin, camisetas/camiseta ->
 * camiset, rojo/roja/rojos -> roj. Expects a word from searchWords. Words with digits and words
 * under 4 letters stay as they are ('f50', 'tf', 'air').
 */
export function stemWord(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  let stem = word;
  if (stem.endsWith('es') && stem.length > 4 && PLURAL_ES_AFTER.has(stem.charAt(stem.length - 3))) {
    stem = stem.slice(0, -2);
  } else if (stem.endsWith('s')) {
    stem = stem.slice(0, -1);
  }
  if (/[aeo]$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

/** Edits a word may carry and still be recognised: one from 4 letters, two from 8. */
export function typoAllowance(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** Rows of typoDistance's table, kept between calls: search plans call it for every catalogue word. */
let distanceRows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/**
 * Edits (insert, delete, replace, swap of neighbours) from `a` to the first `bLength` letters of
 * `b`; stops counting past `max` and answers max + 1 then.
 */
function boundedDistance(a: string, b: string, bLength: number, max: number): number {
  if (Math.abs(a.length - bLength) > max) return max + 1;
  if (distanceRows[0].length <= bLength) {
    const size = (bLength + 1) * 2;
    distanceRows = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  }
  let [before, previous, current] = distanceRows;
  for (let j = 0; j <= bLength; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= bLength; j++) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        letter === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[bLength]!;
  return distance > max ? max + 1 : distance;
}

/**
 * Edits (insert, delete, replace, swap of neighbours) from `a` to `b`; stops counting past
 * `max` and answers max + 1 then.
 */
export function typoDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  return boundedDistance(a, b, b.length, max);
}

/** What the search index holds for one product. */
export type SearchDocument = {
  /** Stems of every word of the name, brand, category, subcategory, colours and tags, plus the
   * name's neighbouring words joined ('air force' -> 'airforc'), for the text-search vector. */
  terms: string[];
  /** The same words as written, lower-cased: the catalogue terms typos are corrected to. */
  words: string[];
  /** The name's stems between spaces (' botin nike mercurial '), for whole-name and phrase matches. */
  nameKey: string;
};

export type SearchableProduct = {
  name: string;
  brand: string;
  category: string;
  subcategory?: string | null;
  colours?: readonly string[];
  tags?: readonly string[];
};

export function searchDocument(product: SearchableProduct): SearchDocument {
  const nameWords = searchWords(product.name);
  const others = [
    product.brand,
    product.category,
    product.subcategory ?? '',
    ...(product.colours ?? []),
    ...(product.tags ?? []),
  ].join(' ');
  const joined = nameWords.slice(1).map((word, i) => `${nameWords[i]}${word}`);
  const terms = [...nameWords, ...searchWords(others), ...joined].map(stemWord);
  return {
    terms: [...new Set(terms)],
    words: [...new Set(displayWords(`${product.name} ${others}`))],
    nameKey: ` ${nameWords.map(stemWord).join(' ')} `,
  };
}

/** A synonym group: words or phrases the shop treats as the same ('ojotas', 'chanclas'). */
export type SynonymGroup = readonly string[];

/** Catalogue words held in memory: what a query word is checked and corrected against. */
export type SearchVocabulary = {
  /** Some catalogue word has this stem (or, with `prefix`, a stem starting with it). */
  knows(stem: string, prefix: boolean): boolean;
  /** Stems of catalogue words within the typo allowance of `word` (closest first, at most 5). */
  corrections(word: string, prefix: boolean): string[];
  /** The catalogue word closest to `word` as written (accents kept), within `max` edits. */
  closest(word: string, max: number): string | undefined;
};

export function createSearchVocabulary(catalogueWords: readonly string[]): SearchVocabulary {
  const entries = [...new Set(catalogueWords)].map((written) => {
    const folded = foldAccents(written.toLowerCase());
    return { written, folded, stem: stemWord(folded) };
  });
  const stems = new Set(entries.map((entry) => entry.stem));
  const sortedStems = [...stems].sort();

  function hasStemStartingWith(prefix: string): boolean {
    let low = 0;
    let high = sortedStems.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sortedStems[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    return (sortedStems[low] ?? '').startsWith(prefix);
  }

  return {
    knows: (stem, prefix) => (prefix ? hasStemStartingWith(stem) : stems.has(stem)),
    corrections(word, prefix) {
      const max = typoAllowance(word);
      if (max === 0) return [];
      const found = new Map<string, number>();
      for (const entry of entries) {
        let distance = typoDistance(word, entry.folded, max);
        if (prefix && entry.folded.length > word.length) {
          distance = Math.min(distance, boundedDistance(word, entry.folded, word.length, max));
        }
        if (distance <= max && distance < (found.get(entry.stem) ?? Infinity)) {
          found.set(entry.stem, distance);
        }
      }
      return [...found]
        .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
        .slice(0, 5)
        .map(([stem]) => stem);
    },
    closest(word, max) {
      let best: { written: string; distance: number } | undefined;
      for (const entry of entries) {
        const distance = typoDistance(word, entry.folded, max);
        if (distance <= max && (!best || distance < best.distance)) {
          best = { written: entry.written, distance };
        }
      }
      return best?.written;
    },
  };
}

/** One text-search term: a stem, matched whole or (the word being typed) as a prefix. */
export type SearchTerm = { stem: string; prefix: boolean };
/** Terms that must all match; `typo` when it comes from a correction, not from what was typed. */
export type SearchAlternative = { terms: SearchTerm[]; typo: boolean };
/** One part of the query (a word, two words written joined, or a synonym): any alternative. */
export type SearchClause = {
  alternatives: SearchAlternative[];
  /** The words typed for it (lower-cased, accents kept): what a relaxed search names. */
  words: string[];
};

/** A word not in the catalogue read as a catalogue word's first letters ('zapas', 'canis'): from this many. */
const SHORT_FORM_LETTERS = 3;

export type SearchPlan = {
  /** Every clause must match. */
  clauses: SearchClause[];
  /** The query's stems in order, for whole-name and phrase ranking. */
  phrase: string[];
  /** The query's words as typed (lower-cased), for the '¿Quisiste decir …?' suggestion. */
  words: string[];
};

function stemsOf(text: string): string[] {
  return searchWords(text).map(stemWord);
}

/**
 * The plan of a query: its words (the last one as a prefix, the shopper may still be typing),
 * synonym phrases swapped for their group, neighbouring words also tried joined ('ultra boost'),
 * and corrections for words the catalogue does not know. Undefined when no word is left.
 */
export function planSearch(
  query: string,
  synonyms: readonly SynonymGroup[],
  vocabulary: SearchVocabulary,
  unsoldWords: ReadonlySet<string> = new Set(),
): SearchPlan | undefined {
  const words = searchWords(query);
  if (words.length === 0) return undefined;
  const written = displayWords(query);
  const stems = words.map(stemWord);
  const groups = synonyms.map((group) => group.map(stemsOf).filter((terms) => terms.length > 0));
  const isLast = (index: number) => index === words.length - 1;
  const clauses: SearchClause[] = [];

  for (let i = 0; i < words.length;) {
    const synonym = longestSynonymAt(stems, i, groups);
    if (synonym) {
      const own = stems.slice(i, i + synonym.length);
      const alternatives = [own, ...synonym.group].map((terms, index) => ({
        terms: terms.map((stem, t) => ({
          stem,
          prefix: index === 0 && isLast(i + t),
        })),
        typo: false,
      }));
      clauses.push({ alternatives, words: written.slice(i, i + synonym.length) });
      i += synonym.length;
      continue;
    }
    const word = words[i] ?? '';
    const stem = stems[i] ?? '';
    const next = words[i + 1];
    if (next !== undefined) {
      const joined = stemWord(word + next);
      if (vocabulary.knows(joined, isLast(i + 1))) {
        clauses.push({
          alternatives: [
            {
              terms: [
                { stem, prefix: false },
                { stem: stems[i + 1] ?? '', prefix: isLast(i + 1) },
              ],
              typo: false,
            },
            { terms: [{ stem: joined, prefix: isLast(i + 1) }], typo: false },
          ],
          words: written.slice(i, i + 2),
        });
        i += 2;
        continue;
      }
    }
    const prefix = isLast(i);
    const alternatives: SearchAlternative[] = [{ terms: [{ stem, prefix }], typo: false }];
    if (!vocabulary.knows(stem, prefix) && !unsoldWords.has(word)) {
      // A short form ('zapas nike'): as the last word is read, whatever its place.
      if (
        !prefix &&
        stem.length >= SHORT_FORM_LETTERS &&
        !/\d/.test(stem) &&
        vocabulary.knows(stem, true)
      ) {
        alternatives.push({ terms: [{ stem, prefix: true }], typo: true });
      }
      for (const corrected of vocabulary.corrections(word, prefix)) {
        alternatives.push({ terms: [{ stem: corrected, prefix: false }], typo: true });
      }
    }
    clauses.push({ alternatives, words: [written[i] ?? word] });
    i += 1;
  }
  return { clauses, phrase: stems, words: displayWords(query) };
}

function longestSynonymAt(stems: string[], start: number, groups: string[][][]) {
  let best: { length: number; group: string[][] } | undefined;
  for (const group of groups) {
    for (const term of group) {
      if (term.length <= (best?.length ?? 0)) continue;
      if (term.every((stem, k) => stems[start + k] === stem)) {
        best = { length: term.length, group: group.filter((other) => other !== term) };
      }
    }
  }
  return best;
}

/**
 * '¿Quisiste decir …?': the query with each word the catalogue does not know replaced by the
 * closest catalogue word. Undefined when no word changes.
 */
export function suggestSearch(
  plan: SearchPlan,
  vocabulary: SearchVocabulary,
  unsoldWords: ReadonlySet<string> = new Set(),
): string | undefined {
  let changed = false;
  const words = plan.words.map((written) => {
    const folded = foldAccents(written);
    if (vocabulary.knows(stemWord(folded), false) || unsoldWords.has(folded)) return written;
    // Only a close correction: 'pelota' is not a typo of 'elite'.
    const closest = vocabulary.closest(folded, typoAllowance(folded));
    if (!closest || closest === written) return written;
    changed = true;
    return closest;
  });
  return changed ? words.join(' ') : undefined;
}
