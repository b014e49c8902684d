import { describe, expect, it } from 'vitest';
import type { CatalogueMemory } from './catalogue-memory.js';
import type { CatalogueReader } from './catalogue-reader.js';
import { memoryCatalogueReader } from './memory-catalogue-reader.js';
import type { ProductQuery } from './product-records.js';
import type { CompiledSearch } from '../search/service.js';

const SEARCH = { plan: { clauses: [], phrase: ['x'], words: ['x'] } } as unknown as CompiledSearch;

/** A memory that answers every read with what it was asked, ready or not. */
function fakeMemory(ready: boolean) {
  const asked: string[] = [];
  const memory = {
    ready,
    find: (idOrSlug: string) => (asked.push('find'), `"${idOrSlug}"`),
    search: () => (asked.push('search'), { items: ['"searched"'], total: 1 }),
    page: (_filter: unknown, sort: string) => (
      asked.push(`page ${sort}`),
      { items: ['"paged"'], total: 1 }
    ),
    searchAll: () => (asked.push('searchAll'), ['"searched"']),
    all: (_filter: unknown, sort: string) => (asked.push(`all ${sort}`), ['"all"']),
  };
  return { memory: memory as unknown as CatalogueMemory, asked };
}

/** The SQL reader, telling which reads reached it. */
function fakeDatabase() {
  const asked: string[] = [];
  const reader: CatalogueReader = {
    keepsAnswers: false,
    product: async () => (asked.push('product'), undefined),
    page: async () => (asked.push('page'), { products: [], total: 0 }),
    all: async () => (asked.push('all'), { products: [] }),
    first: async () => (asked.push('first'), []),
    changed: () => asked.push('changed'),
  };
  return { reader, asked };
}

describe('the memory reader', () => {
  it('reads the database until the memory is ready, for admins, and for a page of a text without words', async () => {
    for (const ready of [false, true]) {
      for (const includeDisabled of [false, true]) {
        for (const search of [undefined, null, SEARCH]) {
          const memory = fakeMemory(ready);
          const database = fakeDatabase();
          const reader = memoryCatalogueReader(memory.memory, database.reader);
          const query: ProductQuery = { search, sort: 'relevance', includeDisabled };
          const kept = ready && !includeDisabled;
          const label = JSON.stringify({ ready, includeDisabled, search: search && 'words' });

          await reader.product('slug', includeDisabled);
          await reader.page(query, 0, 5);
          await reader.all(query);
          await reader.first(query, 5);
          reader.changed();

          expect(database.asked, label).toEqual([
            ...(kept ? [] : ['product']),
            ...(kept && search !== null ? [] : ['page']),
            ...(kept ? [] : ['all']),
            ...(kept || search === null ? [] : ['first']),
            'changed',
          ]);
          // Without words, the memory's kept orders stand for relevance (its newest first).
          const memoryRead = search ? 'search' : 'page novedades';
          expect(memory.asked, label).toEqual(
            kept
              ? [
                  'find',
                  ...(search === null ? [] : [memoryRead]),
                  ...(search === null ? [] : [search ? 'searchAll' : 'all novedades']),
                  ...(search === null ? [] : [memoryRead]),
                ]
              : [],
          );
        }
      }
    }
  });

  it("answers with the memory's kept texts, and nothing for a product it does not hold", async () => {
    const reader = memoryCatalogueReader(fakeMemory(true).memory, fakeDatabase().reader);
    const query: ProductQuery = { search: SEARCH, sort: 'relevance', includeDisabled: false };
    expect(reader.keepsAnswers).toBe(true);
    expect(await reader.product('botin', false)).toEqual({ text: '"botin"' });
    expect(await reader.page(query, 0, 5)).toEqual({ texts: ['"searched"'], total: 1 });
    expect(await reader.all({ ...query, search: null })).toEqual({ texts: [] });
    expect(await reader.first(query, 5)).toEqual(['"searched"']);
    const empty = { ...fakeMemory(true).memory, find: () => undefined } as CatalogueMemory;
    expect(await memoryCatalogueReader(empty, fakeDatabase().reader).product('x', false)).toBe(
      undefined,
    );
  });
});
