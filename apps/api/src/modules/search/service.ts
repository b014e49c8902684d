import {
  UNSOLD_WORDS,
  createSearchVocabulary,
  displayWords,
  planSearch,
  relaxedPlans,
  relatedPlans,
  searchDocument,
  suggestSearch,
  understandQuery,
  type SearchPlan,
  type SearchVocabulary,
  type SynonymGroup,
} from '@shop/domain';
import { notFound } from '../../http/errors.js';
import type { SearchRepo } from './repo.js';

/** A query ready for SQL: text-search queries (with and without typo corrections) and the
 * patterns of a whole-name and a phrase match on the name's stems. */
export type CompiledSearch = {
  /** Everything that may match, typo corrections included. */
  query: string;
  /** Only what was typed (and its synonyms): ranks exact matches above typo matches. */
  exact: string;
  whole: string;
  phrase: string;
  /** The plan itself, for the catalogue memory's own matching (catalogue-memory.ts). */
  plan: SearchPlan;
  /**
   * Only products on sale (an offer word was typed): the on-sale filter travels with the words,
   * so the SQL and the memory apply it wherever the search goes (products/product-records.ts
   * `wantsOnSale`).
   */
  onSale?: boolean;
};

/**
 * A shopper's query understood (packages/domain search-understanding.ts): the words to match,
 * what was read out of it (sizes, the cheapest first), and the searches to fall back on, in
 * order, when the whole query finds nothing.
 */
export type UnderstoodSearch = {
  /** Undefined: no word is left to match (only sizes or price words were typed). */
  search: CompiledSearch | undefined;
  sizes: string[];
  cheapestFirst: boolean;
  /**
   * An offer word was typed: `search` (when there is one) wants products on sale. With no word
   * left to match ('ofertas' alone) the products service sets ProductQuery.onSale.
   */
  onSale: boolean;
  /** The words read as sizes, price, offer words or fillers, as typed. */
  applied: string[];
  relaxed: RelaxedSearch[];
  /** Each known word alone, for the no-results page's closest products. */
  related: CompiledSearch[];
};

/**
 * A search on fewer words: what it searched and what it let go of, as typed; `sizes` false when
 * it lets go of the sizes read from the query (last of all: 'zapatillas mujer 44').
 */
export type RelaxedSearch = {
  search: CompiledSearch | undefined;
  sizes: boolean;
  searched: string;
  missing: string;
};

/** Days the owner's list of failed searches looks back. */
export const MISS_WINDOW_DAYS = 30;
const MISS_LIST_LIMIT = 200;
/** Plans kept by query text (a few MB at most); all are dropped when full. */
const MAX_KEPT_PLANS = 5_000;
/**
 * Failed searches are counted in memory and written this often (and when the owner reads the
 * list, and at shutdown): one statement every few seconds instead of a write per search. A
 * killed process loses at most these seconds of counts.
 */
export const MISS_FLUSH_MS = 5000;

function lexeme(stem: string, prefix: boolean): string {
  return `'${stem}'${prefix ? ':*' : ''}`;
}

function toTsQuery(plan: SearchPlan, withTypos: boolean): string {
  return plan.clauses
    .map((clause) => {
      const alternatives = clause.alternatives
        .filter((alt) => withTypos || !alt.typo)
        .map((alt) => `(${alt.terms.map((t) => lexeme(t.stem, t.prefix)).join(' & ')})`);
      return `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

export function compileSearch(plan: SearchPlan): CompiledSearch {
  const phrase = plan.phrase.join(' ');
  return {
    query: toTsQuery(plan, true),
    exact: toTsQuery(plan, false),
    whole: ` ${phrase} `,
    phrase: `% ${phrase}%`,
    plan,
  };
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * How long synonyms and catalogue words read from the database are used before they are read
 * again: what another instance's change takes to show. A change made through this instance is
 * used at once.
 */
export const SEARCH_WORDS_TTL_MS = 5000;

/**
 * A value read from the database and kept for `ttlMs`: past that, the kept value still answers
 * while a fresh read runs (one at a time; if it fails, the next caller starts another), so no
 * search waits for it. `markStale` makes the next caller start that read at once, still answered
 * from the kept value (stale-while-revalidate); marks that come while a read runs are coalesced
 * into one more read after it, since that read may have begun before their change was committed.
 * `clear` forgets it, and the next caller waits for the read.
 */
function keptValue<T>(read: () => Promise<T>, ttlMs: number) {
  let kept: { value: T; expiresAt: number } | undefined;
  let reading: Promise<T> | undefined;
  /** A change was marked while the running read was under way: that read is stale already. */
  let markedDuringRead = false;
  const refresh = () =>
    (reading ??= (async () => {
      markedDuringRead = false;
      try {
        const value = await read();
        kept = { value, expiresAt: markedDuringRead ? 0 : performance.now() + ttlMs };
        return value;
      } finally {
        reading = undefined;
      }
    })());
  return {
    async get(): Promise<T> {
      if (!kept) return refresh();
      if (kept.expiresAt <= performance.now()) void refresh().catch(() => undefined);
      return kept.value;
    },
    markStale() {
      if (reading) markedDuringRead = true;
      if (kept) kept.expiresAt = 0;
    },
    clear() {
      kept = undefined;
    },
  };
}

/**
 * The first of equal values read one after another (equal by `key`): the synonyms and words read
 * again every few seconds stay the same objects while they do not change, so the plans made with
 * them stay good and the vocabulary is not built again.
 */
function sameWhileEqual<T>(key: (value: T) => string): (fresh: T) => T {
  let last: { key: string; value: T } | undefined;
  return (fresh) => {
    const freshKey = key(fresh);
    if (last?.key !== freshKey) last = { key: freshKey, value: fresh };
    return last.value;
  };
}

/**
 * Search rules around the catalogue query: synonyms and catalogue words are read from the
 * database and kept in memory, queries are planned with the domain's text rules, failed
 * searches are counted.
 */
export function createSearchService(repo: SearchRepo) {
  const sameGroups = sameWhileEqual<SynonymGroup[]>((groups) => JSON.stringify(groups));
  const synonyms = keptValue(
    async () => sameGroups((await repo.synonyms()).map((row) => row.terms)),
    SEARCH_WORDS_TTL_MS,
  );
  const sameWords = sameWhileEqual<string[]>((words) => words.join('\n'));
  let built: { words: string[]; vocabulary: SearchVocabulary } | undefined;
  const vocabulary = keptValue(async () => {
    const words = sameWords(await repo.vocabulary());
    if (built?.words !== words) built = { words, vocabulary: createSearchVocabulary(words) };
    return built.vocabulary;
  }, SEARCH_WORDS_TTL_MS);
  /** Failed searches not yet written, by day and query. */
  let missCounts = new Map<string, { query: string; day: string; count: number }>();
  let flushTimer: NodeJS.Timeout | undefined;

  async function flushMisses(): Promise<void> {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    const counts = [...missCounts.values()];
    missCounts = new Map();
    try {
      await repo.recordMisses(counts);
    } catch (error) {
      // Counted again with the next batch rather than lost.
      for (const row of counts) addMiss(row.query, row.day, row.count);
      throw error;
    }
  }

  function addMiss(query: string, day: string, count: number) {
    const key = `${day} ${query}`;
    const kept = missCounts.get(key);
    if (kept) kept.count += count;
    else missCounts.set(key, { query, day, count });
    flushTimer ??= setTimeout(() => void flushMisses().catch(() => undefined), MISS_FLUSH_MS);
    flushTimer.unref();
  }

  /**
   * Plans by query text, for the synonyms and vocabulary they were made with: shoppers repeat
   * their searches, and planning (stems, joined words, typo corrections against every catalogue
   * word) is most of an uncached search's cost. Emptied when either is read again.
   */
  let plans = new Map<string, UnderstoodSearch | undefined>();
  let plannedWith: [SynonymGroup[], SearchVocabulary] | undefined;

  function understood(q: string, groups: SynonymGroup[], words: SearchVocabulary) {
    const reading = understandQuery(q, words);
    const planned = planSearch(reading.text, [...reading.years, ...groups], words, UNSOLD_WORDS);
    const read = reading.sizes.length > 0 || reading.cheapestFirst || reading.onSale;
    if (!planned && !read) return undefined;
    const compiled = planned && compileSearch(planned);
    const whole = compiled && (reading.onSale ? { ...compiled, onSale: true } : compiled);
    // Once the whole query finds nothing, the on-sale filter is let go of first (the thing and
    // its qualities matter more than the sale), and stays let go of in every later try.
    const offers = reading.onSale && compiled ? reading.offerWords : [];
    const kept = reading.applied.filter((word) => !offers.includes(word));
    const relaxed: RelaxedSearch[] = [];
    if (compiled && offers.length > 0) {
      relaxed.push({
        search: compiled,
        sizes: true,
        searched: [...compiled.plan.words, ...kept].join(' '),
        missing: offers.join(' '),
      });
    }
    if (planned) {
      for (const { plan, missing } of relaxedPlans(planned, words)) {
        relaxed.push({
          search: compileSearch(plan),
          sizes: true,
          searched: [...plan.words, ...kept].join(' '),
          missing: [...missing, ...offers].join(' '),
        });
      }
    }
    if (reading.sizeWords.length > 0) {
      const others = kept.filter((word) => !reading.sizeWords.includes(word));
      relaxed.push({
        search: compiled,
        sizes: false,
        searched: [...(planned?.words ?? []), ...others].join(' '),
        missing: [...offers, ...reading.sizeWords].join(' '),
      });
    }
    return {
      search: whole,
      sizes: reading.sizes,
      cheapestFirst: reading.cheapestFirst,
      onSale: reading.onSale,
      applied: reading.applied,
      relaxed,
      related: planned ? relatedPlans(planned, words).map(compileSearch) : [],
    };
  }

  async function plan(q: string): Promise<UnderstoodSearch | undefined> {
    const [groups, words] = await Promise.all([synonyms.get(), vocabulary.get()]);
    if (plannedWith?.[0] !== groups || plannedWith[1] !== words) {
      plans = new Map();
      plannedWith = [groups, words];
    }
    let planned = plans.get(q);
    if (planned === undefined && !plans.has(q)) {
      planned = understood(q, groups, words);
      if (plans.size >= MAX_KEPT_PLANS) plans = new Map();
      plans.set(q, planned);
    }
    return planned;
  }

  return {
    /** A shopper's query understood and in SQL form; undefined when it has nothing to search for. */
    understand: plan,

    /**
     * '¿Quisiste decir …?': the query with unknown words swapped for close catalogue words, never
     * for an everyday word of something the shop does not sell.
     */
    async suggestion(q: string): Promise<string | undefined> {
      const [planned, words] = await Promise.all([plan(q), vocabulary.get()]);
      const corrected = planned?.search && suggestSearch(planned.search.plan, words, UNSOLD_WORDS);
      return corrected && [corrected, ...planned.applied].join(' ');
    },

    /** A search found nothing: counted under its words (lower-cased), never who typed it. */
    recordMiss(q: string): void {
      const query = displayWords(q).join(' ').slice(0, 100);
      if (query) addMiss(query, utcDay(new Date()), 1);
    },

    /** Writes the failed searches counted so far (at shutdown). */
    flushMisses,

    async misses() {
      await flushMisses();
      const from = new Date(Date.now() - (MISS_WINDOW_DAYS - 1) * 86_400_000);
      return repo.misses(utcDay(from), MISS_LIST_LIMIT);
    },

    /**
     * Product words changed through this instance: the next search reads the vocabulary again in
     * the background and meanwhile uses the words it has (a sale day saves prices every second;
     * no shopper waits for a read). The read's words are used from the search after it ends.
     */
    catalogueChanged() {
      vocabulary.markStale();
    },

    listSynonyms: () => repo.synonyms(),

    async createSynonyms(terms: string[]) {
      const row = await repo.insertSynonyms(terms);
      synonyms.clear();
      return row;
    },

    async updateSynonyms(id: number, terms: string[]) {
      const row = await repo.updateSynonyms(id, terms);
      if (!row) throw notFound('No encontramos ese grupo de sinónimos.');
      synonyms.clear();
      return row;
    },

    async removeSynonyms(id: number) {
      if (!(await repo.deleteSynonyms(id))) {
        throw notFound('No encontramos ese grupo de sinónimos.');
      }
      synonyms.clear();
    },

    /** Writes the search document of products saved before search existed; answers how many. */
    async indexProductsWithoutDocument(): Promise<number> {
      let indexed = 0;
      for (;;) {
        const batch = await repo.productsWithoutDocument(500);
        if (batch.length === 0) break;
        for (const p of batch) {
          const document = searchDocument({
            name: p.productName,
            brand: p.brand,
            category: p.cat,
            subcategory: p.subCat,
            colours: [p.color, ...p.colours],
            tags: p.tags,
          });
          // A product without any word would be picked again forever: give it its name.
          await repo.saveDocument(p.id, {
            ...document,
            words: document.words.length ? document.words : [p.productName.toLowerCase()],
          });
        }
        indexed += batch.length;
      }
      if (indexed > 0) vocabulary.clear();
      return indexed;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
