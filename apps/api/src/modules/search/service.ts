import {
  createSearchVocabulary,
  displayWords,
  planSearch,
  searchDocument,
  suggestSearch,
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
};

/** Days the owner's list of failed searches looks back. */
export const MISS_WINDOW_DAYS = 30;
const MISS_LIST_LIMIT = 200;

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
  };
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Search rules around the catalogue query: synonyms and catalogue words are read from the
 * database and kept for `cacheTtlMs` (a change made through this instance is seen at once),
 * queries are planned with the domain's text rules, failed searches are counted.
 */
export function createSearchService(
  repo: SearchRepo,
  options: { cacheTtlMs: number; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  let synonyms: { groups: SynonymGroup[]; expiresAt: number } | undefined;
  let vocabulary: { words: SearchVocabulary; expiresAt: number } | undefined;
  let loadingVocabulary: Promise<SearchVocabulary> | undefined;

  async function currentSynonyms(): Promise<SynonymGroup[]> {
    if (synonyms && synonyms.expiresAt > Date.now()) return synonyms.groups;
    const groups = (await repo.synonyms()).map((row) => row.terms);
    synonyms = { groups, expiresAt: Date.now() + options.cacheTtlMs };
    return groups;
  }

  async function currentVocabulary(): Promise<SearchVocabulary> {
    if (vocabulary && vocabulary.expiresAt > Date.now()) return vocabulary.words;
    loadingVocabulary ??= repo
      .vocabulary()
      .then((words) => {
        const built = createSearchVocabulary(words);
        vocabulary = { words: built, expiresAt: Date.now() + options.cacheTtlMs };
        return built;
      })
      .finally(() => (loadingVocabulary = undefined));
    return loadingVocabulary;
  }

  async function plan(
    q: string,
  ): Promise<{ plan: SearchPlan; vocabulary: SearchVocabulary } | undefined> {
    const [groups, words] = await Promise.all([currentSynonyms(), currentVocabulary()]);
    const planned = planSearch(q, groups, words);
    return planned && { plan: planned, vocabulary: words };
  }

  return {
    /** The SQL form of a shopper's query; undefined when it has no word to search for. */
    async compile(q: string): Promise<CompiledSearch | undefined> {
      const planned = await plan(q);
      return planned && compileSearch(planned.plan);
    },

    /** '¿Quisiste decir …?': the query with unknown words swapped for the closest catalogue words. */
    async suggestion(q: string): Promise<string | undefined> {
      const planned = await plan(q);
      return planned && suggestSearch(planned.plan, planned.vocabulary);
    },

    /** A search found nothing: counted under its words (lower-cased), never who typed it. */
    async recordMiss(q: string): Promise<void> {
      const query = displayWords(q).join(' ').slice(0, 100);
      if (query) await repo.recordMiss(query, utcDay(now()));
    },

    async misses() {
      const from = new Date(now().getTime() - (MISS_WINDOW_DAYS - 1) * 86_400_000);
      return repo.misses(utcDay(from), MISS_LIST_LIMIT);
    },

    /** Product words changed through this instance: read the vocabulary again at the next search. */
    catalogueChanged() {
      vocabulary = undefined;
    },

    listSynonyms: () => repo.synonyms(),

    async createSynonyms(terms: string[]) {
      const row = await repo.insertSynonyms(terms);
      synonyms = undefined;
      return row;
    },

    async updateSynonyms(id: number, terms: string[]) {
      const row = await repo.updateSynonyms(id, terms);
      if (!row) throw notFound('No encontramos ese grupo de sinónimos.');
      synonyms = undefined;
      return row;
    },

    async removeSynonyms(id: number) {
      if (!(await repo.deleteSynonyms(id))) {
        throw notFound('No encontramos ese grupo de sinónimos.');
      }
      synonyms = undefined;
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
      if (indexed > 0) vocabulary = undefined;
      return indexed;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
