/**
 * What a shopper's query means before its words are matched (issue 41): sizes become the size
 * filter, price words the cheapest first, offer words the on-sale filter, children's words the
 * smallest sizes, years the way the catalogue writes them,
 * and words with no product meaning are dropped. Teams, nicknames, gender words and purpose
 * words are the owner's synonym groups (migration 0017 seeds them; the admin edits them). Then,
 * when not every word matches, which words to let go of, and in what order.
 */
import type { SearchClause, SearchPlan, SearchVocabulary, SynonymGroup } from './search.js';
import { searchWords, stemWord } from './search.js';

/** The words the rules read. Each list is data: a word added here changes no code. */
export const QUERY_RULE_WORDS = {
  /** Words that say the next one is a size: 'talle m', 'n° 42', 'nro 40'. */
  sizeMarkers: ['talle', 'talles', 'numero', 'nro', 'n', 'nº', 'num', 'size'],
  /** Letter sizes as the catalogue writes them. */
  letterSizes: { xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL', xxl: 'XXL', xxxl: 'XXXL' },
  /** Shoe and sock sizes: numbers in this range are sizes unless a marker says otherwise. */
  shoeSizes: { from: 33, to: 47 },
  /** Price words: the cheapest first (when the shopper chose no order). */
  cheapWords: [
    'barato',
    'barata',
    'baratos',
    'baratas',
    'economico',
    'economica',
    'economicos',
    'economicas',
  ],
  /**
   * Offer words: only the products on sale (a compare price above the price, or the owner's
   * 'Ofertas' flag: what the home's 'Oferta' and 'Ofertas Pre-temporada' carousels show); let
   * go of first when none is.
   */
  offerWords: [
    'oferta',
    'ofertas',
    'descuento',
    'descuentos',
    'liquidacion',
    'liquidaciones',
    'promo',
    'promos',
    'promocion',
    'promociones',
    'rebaja',
    'rebajas',
    'rebajado',
    'rebajada',
    'rebajados',
    'rebajadas',
    'sale',
    'outlet',
  ],
  /**
   * Words for children. The shop has no children's line (SPEC's tags are Hombre, Mujer,
   * Deportivo, Urbano): after a product word they ask for its smallest sizes (`childSizes`), let
   * go of like any size; alone they name what the shop does not sell (decision 0036, addendum).
   */
  childWords: [
    'niño',
    'niña',
    'niños',
    'niñas',
    'nino',
    'nina',
    'ninos',
    'ninas',
    'infantil',
    'infantiles',
    'nene',
    'nenes',
    'kids',
    'kid',
    'chiquitos',
    'chiquitas',
  ],
  /** The catalogue's shoe sizes a child wears (Argentine sizes up to 35). */
  childSizes: { from: 33, to: 35 },
  /** Words that carry no product meaning in a query: dropped rather than required. */
  fillerWords: [
    'quiero',
    'busco',
    'buscando',
    'comprar',
    'compro',
    'venden',
    'vendes',
    'tienen',
    'tenes',
    'hay',
    'original',
    'originales',
    'nuevo',
    'nueva',
    'nuevos',
    'nuevas',
    'mas',
    'muy',
    'que',
    'se',
    'no',
    'mi',
    'mis',
    'precio',
    'precios',
    'jugar',
    'usar',
    'lindo',
    'linda',
    'lindos',
    'lindas',
    'mejor',
    'mejores',
  ],
  /**
   * Everyday words of things the shop does not sell: never read as a typo of a catalogue word
   * ('short' is not 'sport', 'pesas' is not 'pegasus') nor offered as '¿Quisiste decir …?'.
   */
  unsoldWords: [
    'pelota',
    'pelotas',
    'short',
    'shorts',
    'bermuda',
    'gorra',
    'gorras',
    'gorro',
    'gorros',
    'malla',
    'mallas',
    'vestido',
    'vestidos',
    'pollera',
    'camisa',
    'jean',
    'jeans',
    'pantalon',
    'pantalones',
    'pesas',
    'pesa',
    'colchoneta',
    'raqueta',
    'paleta',
    'bicicleta',
    'bici',
    'reloj',
    'lentes',
    'anteojos',
    'paraguas',
    'silbato',
    'tobillera',
    'rodillera',
    'muñequera',
    'celular',
    'heladera',
    'zapatos',
  ],
};

export type UnderstoodQuery = {
  /** The words left to match (as typed, accents kept). */
  text: string;
  /** Sizes read from the query, as the catalogue writes them ('42' is also '41-42' and '42/43'). */
  sizes: string[];
  /** A price word was typed ('barato'). */
  cheapestFirst: boolean;
  /** An offer word was typed ('oferta', 'descuento'): only products on sale. */
  onSale: boolean;
  /** The offer words, as typed: what a search that lets go of the on-sale filter names. */
  offerWords: string[];
  /** Years read as the catalogue writes them ('78' → '1978', '2024' → '24/25'), per word. */
  years: SynonymGroup[];
  /** The words read as a size, price, offer or filler, as typed: they are applied, not matched. */
  applied: string[];
  /** Of those, the size words ('talle', 'm', 'niño'): what a search without the sizes let go of. */
  sizeWords: string[];
};

const ruleSets = {
  markers: new Set(QUERY_RULE_WORDS.sizeMarkers),
  cheap: new Set(QUERY_RULE_WORDS.cheapWords),
  offer: new Set(QUERY_RULE_WORDS.offerWords),
  child: new Set(QUERY_RULE_WORDS.childWords.map((word) => searchWords(word)[0] ?? word)),
  filler: new Set(QUERY_RULE_WORDS.fillerWords),
  // A child's word alone is a line the shop does not sell: never corrected to a catalogue word.
  unsold: new Set(
    [...QUERY_RULE_WORDS.unsoldWords, ...QUERY_RULE_WORDS.childWords].map(
      (word) => searchWords(word)[0] ?? word,
    ),
  ),
};
const letterSizes: Readonly<Record<string, string>> = QUERY_RULE_WORDS.letterSizes;

/** A shoe size as every size list of the catalogue may hold it. */
function shoeSizeSpellings(size: number): string[] {
  return [
    `${size}`,
    `${size - 1}-${size}`,
    `${size}-${size + 1}`,
    `${size - 1}/${size}`,
    `${size}/${size + 1}`,
  ];
}

/** The year a number may be, as the catalogue's words write it; undefined when none. */
function yearSpellings(word: string, vocabulary: SearchVocabulary): string[] | undefined {
  if (/^\d{2}$/.test(word)) {
    const years = [`19${word}`, `20${word}`].filter((year) => vocabulary.knows(year, false));
    return years.length > 0 ? years : undefined;
  }
  const season = /^20(\d{2})$/.exec(word);
  if (season && !vocabulary.knows(word, false)) {
    // A season is written '24/25': the year it starts or ends.
    const year = Number(season[1]);
    const two = (n: number) => String(n % 100).padStart(2, '0');
    return [`${two(year)} ${two(year + 1)}`, `${two(year - 1)} ${two(year)}`];
  }
  return undefined;
}

/**
 * Reads sizes, price, offer and children's words, years and fillers out of a query; the rest is
 * matched as words.
 * `vocabulary` says which words the catalogue has (a number that names a model stays a word).
 */
export function understandQuery(query: string, vocabulary: SearchVocabulary): UnderstoodQuery {
  const written = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}º]+/u)
    .filter(Boolean);
  const folded = written.map((word) => searchWords(word)[0] ?? word);
  const kept: string[] = [];
  const sizes: string[] = [];
  const years: SynonymGroup[] = [];
  const applied: string[] = [];
  const sizeWords: string[] = [];
  let cheapestFirst = false;
  const offerWords: string[] = [];
  /** Children's words, as typed: the smallest sizes when some product word is left. */
  const childWords: string[] = [];
  for (let at = 0; at < written.length; at++) {
    const word = folded[at]!;
    const afterMarker = at > 0 && ruleSets.markers.has(folded[at - 1]!);
    const nextIsSize =
      ruleSets.markers.has(word) &&
      at + 1 < written.length &&
      (/^\d+$/.test(folded[at + 1]!) || Object.hasOwn(letterSizes, folded[at + 1]!));
    if (nextIsSize) {
      applied.push(written[at]!);
      sizeWords.push(written[at]!);
      continue;
    }
    const number = /^\d{2}$/.test(word) ? Number(word) : undefined;
    const { from, to } = QUERY_RULE_WORDS.shoeSizes;
    if (number !== undefined && number >= from && number <= to && (afterMarker || at > 0)) {
      const year = afterMarker ? undefined : yearSpellings(word, vocabulary);
      if (!year) {
        sizes.push(...shoeSizeSpellings(number));
        applied.push(written[at]!);
        sizeWords.push(written[at]!);
        continue;
      }
    }
    if (Object.hasOwn(letterSizes, word) && (afterMarker || at > 0)) {
      sizes.push(letterSizes[word]!);
      applied.push(written[at]!);
      sizeWords.push(written[at]!);
      continue;
    }
    if (ruleSets.cheap.has(word)) {
      cheapestFirst = true;
      applied.push(written[at]!);
      continue;
    }
    if (ruleSets.offer.has(word)) {
      offerWords.push(written[at]!);
      applied.push(written[at]!);
      continue;
    }
    if (ruleSets.child.has(word)) {
      childWords.push(written[at]!);
      continue;
    }
    if (ruleSets.filler.has(word) || ruleSets.markers.has(word)) {
      applied.push(written[at]!);
      continue;
    }
    const year = /^\d+$/.test(word) ? yearSpellings(word, vocabulary) : undefined;
    if (year) years.push([word, ...year]);
    kept.push(written[at]!);
  }
  if (childWords.length > 0 && kept.length === 0) {
    kept.push(...childWords);
  } else if (childWords.length > 0) {
    const { from, to } = QUERY_RULE_WORDS.childSizes;
    for (let size = from; size <= to; size++) sizes.push(...shoeSizeSpellings(size));
    applied.push(...childWords);
    sizeWords.push(...childWords);
  }
  const text = kept.join(' ');
  return {
    text,
    sizes: [...new Set(sizes)],
    cheapestFirst,
    onSale: offerWords.length > 0,
    offerWords,
    years,
    applied,
    sizeWords,
  };
}

/** Everyday words of things the shop does not sell (QUERY_RULE_WORDS.unsoldWords), folded. */
export const UNSOLD_WORDS: ReadonlySet<string> = ruleSets.unsold;

/** Whether some product may match the clause: one of its alternatives has only known terms. */
function clauseKnown(clause: SearchClause, vocabulary: SearchVocabulary): boolean {
  return clause.alternatives.some((alternative) =>
    alternative.terms.every((term) => vocabulary.knows(term.stem, term.prefix)),
  );
}

/** A search that lets go of some of the query's words: the plan of the rest, and the words let go. */
export type RelaxedPlan = { plan: SearchPlan; missing: string[] };

function withClauses(plan: SearchPlan, clauses: SearchClause[]): SearchPlan {
  const words = clauses.flatMap((clause) => clause.words);
  return { clauses, phrase: words.map((word) => stemWord(searchWords(word)[0] ?? word)), words };
}

/**
 * The plans to try, in order, when the whole query finds nothing: first without the words no
 * product has, then letting go of the last words one by one (shoppers put the thing first and
 * what qualifies it after). The first word is never let go of: when it names something the shop
 * does not have ('pelota adidas'), showing the rest would be products nobody asked for.
 */
export function relaxedPlans(plan: SearchPlan, vocabulary: SearchVocabulary): RelaxedPlan[] {
  const [first, ...rest] = plan.clauses;
  if (!first || rest.length === 0 || !clauseKnown(first, vocabulary)) return [];
  const known = rest.filter((clause) => clauseKnown(clause, vocabulary));
  const unknown = rest.filter((clause) => !clauseKnown(clause, vocabulary));
  const tries: RelaxedPlan[] = [];
  const missingOf = (clauses: SearchClause[]) => clauses.flatMap((clause) => clause.words);
  if (unknown.length > 0) {
    tries.push({ plan: withClauses(plan, [first, ...known]), missing: missingOf(unknown) });
  }
  for (let keep = known.length - 1; keep >= 0; keep--) {
    const dropped = [...known.slice(keep), ...unknown];
    tries.push({
      plan: withClauses(plan, [first, ...known.slice(0, keep)]),
      missing: missingOf(rest.filter((clause) => dropped.includes(clause))),
    });
  }
  return tries;
}

/**
 * When even the relaxed searches find nothing: each word some product has, alone, in the order
 * typed: what the no-results page offers as closest to what was typed ('pelota de futbol' →
 * 'futbol'). None when no word is known ('heladera').
 */
export function relatedPlans(plan: SearchPlan, vocabulary: SearchVocabulary): SearchPlan[] {
  return plan.clauses
    .filter((clause) => clauseKnown(clause, vocabulary))
    .map((clause) => withClauses(plan, [clause]));
}

/** The line above relaxed results: 'Mostramos resultados para «…»; no encontramos «…»'. */
export function relaxedSearchNotice(relaxed: { searched: string; missing: string }): string {
  return `Mostramos resultados para «${relaxed.searched}»; no encontramos «${relaxed.missing}»`;
}
