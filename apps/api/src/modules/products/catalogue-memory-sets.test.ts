import type { SearchPlan } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createCatalogueMemory } from './catalogue-memory.js';
import type { CatalogueEntry, MemoryFilter } from './catalogue-memory/entries.js';

const CATS = ['Botines', 'Camisetas', 'Medias'];
const BRANDS = ['Nike', 'Adidas', 'Puma'];
const SUBS = ['Futbol 5', 'Retro', null];
const SIZES = ['39', '40', '41', 'M'];
const TAGS = ['Hombre', 'Mujer'];
const SORTS = ['price_asc', 'price_desc', 'novedades', 'popular'] as const;

function entryOf(id: number, seed: number): CatalogueEntry {
  const pick = <T>(list: readonly T[], by: number) => list[(seed >> by) % list.length]!;
  return {
    id: `id-${String(id).padStart(4, '0')}`,
    slug: `p-${id}`,
    cat: pick(CATS, 0),
    brand: pick(BRANDS, 2),
    subCat: pick(SUBS, 4),
    tags: (seed >> 12) & 1 ? [] : [pick(TAGS, 6)],
    sizesInStock: SIZES.filter((_, at) => (seed >> (8 + at)) & 1),
    priceCents: 1000 * (1 + ((seed >> 3) % 5)),
    createdMicros: (seed >> 5) % 7,
    totalSales: (seed >> 1) % 4,
    searchText: ' producto ',
    searchTerms: ['producto'],
    inStock: true,
    json: JSON.stringify({ id, seed }),
    slot: -1,
  };
}

const byId = (a: CatalogueEntry, b: CatalogueEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const ORDER = {
  price_asc: (a: CatalogueEntry, b: CatalogueEntry) => a.priceCents - b.priceCents || byId(a, b),
  price_desc: (a: CatalogueEntry, b: CatalogueEntry) => b.priceCents - a.priceCents || byId(a, b),
  novedades: (a: CatalogueEntry, b: CatalogueEntry) =>
    b.createdMicros - a.createdMicros || byId(a, b),
  popular: (a: CatalogueEntry, b: CatalogueEntry) => b.totalSales - a.totalSales || byId(a, b),
};

/** What a filter means, written plainly: the memory's sets must give the same. */
function plainly(rows: CatalogueEntry[], filter: MemoryFilter, sort: (typeof SORTS)[number]) {
  const within = (wanted: string[] | undefined, have: (string | null)[]) =>
    !wanted?.length || wanted.some((value) => have.includes(value));
  return rows
    .filter(
      (row) =>
        within(filter.categories, [row.cat]) &&
        within(filter.brands, [row.brand]) &&
        within(filter.subcategories, [row.subCat]) &&
        within(filter.sizes, row.sizesInStock) &&
        within(filter.tags, row.tags),
    )
    .sort(ORDER[sort])
    .map((row) => row.json);
}

/** A memory over `rows`, told of their changes by `deliver` (as the database's notices would). */
function memoryOver(rows: Map<string, CatalogueEntry>) {
  let deliver: (payload: string) => void = () => undefined;
  const memory = createCatalogueMemory({
    load: async (ids) =>
      [...rows.values()]
        .filter((row) => !ids || ids.includes(row.id))
        .map((row) => ({ ...row, slot: -1 })),
    listen: async (onMessage) => {
      deliver = onMessage;
      return async () => undefined;
    },
    notify: async (payload) => deliver(payload),
    log: { error: () => undefined },
  });
  return { memory, deliver: (payload: string) => deliver(payload) };
}

const named = (id: number, name: string, totalSales: number): CatalogueEntry => ({
  ...entryOf(id, 0),
  searchText: ` ${name} `,
  searchTerms: name.split(' '),
  totalSales,
});

describe('the catalogue memory’s filter sets and kept orders', () => {
  it('page and whole list equal a plain filter and sort before and after adds, edits and removals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 1 << 14 }), {
          minLength: 1,
          maxLength: 40,
          size: 'max',
        }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 200 }), fc.option(fc.nat(1 << 14))), {
          maxLength: 200,
          size: 'max',
        }),
        fc.array(
          fc.record({
            categories: fc.subarray(CATS),
            brands: fc.subarray(BRANDS),
            subcategories: fc.subarray(['Futbol 5', 'Retro']),
            sizes: fc.subarray(SIZES),
            tags: fc.subarray(TAGS),
            sort: fc.constantFrom(...SORTS),
            offset: fc.nat(60),
            limit: fc.integer({ min: 1, max: 30 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (seeds, changes, filters) => {
          const rows = new Map(
            seeds.map((seed, id) => [`id-${String(id).padStart(4, '0')}`, entryOf(id, seed)]),
          );
          const { memory, deliver } = memoryOver(rows);
          // Asked before and after the changes: nothing made for one read may answer the next.
          const answersPlainly = () => {
            for (const { sort, offset, limit, ...filter } of filters) {
              const expected = plainly([...rows.values()], filter, sort);
              const page = memory.page(filter, sort, offset, limit);
              expect(page.total).toBe(expected.length);
              expect(page.items).toEqual(expected.slice(offset, offset + limit));
              expect(memory.all(filter, sort)).toEqual(expected);
            }
          };
          await memory.start();
          await memory.loaded();
          answersPlainly();
          // Adds (ids past the first load, so the kept orders grow), edits and removals.
          for (const [id, seed] of changes) {
            const key = `id-${String(id).padStart(4, '0')}`;
            if (seed === null) rows.delete(key);
            else rows.set(key, entryOf(id, seed));
            deliver(key);
          }
          await memory.sync();
          answersPlainly();
          await memory.stop();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a search’s prefixes and alternatives match as plainly written, before and after adds, edits and removals', async () => {
    // Words that start one another, so a prefix is held by several lexemes.
    const WORDS = ['bot', 'botin', 'botines', 'botella', 'nike', 'nikes', 'camiseta', 'cami'];
    const wordsOf = (seed: number) => WORDS.filter((_, at) => (seed >> at) & 1);
    const entry = (id: number, seed: number): CatalogueEntry => ({
      ...entryOf(id, seed),
      searchTerms: wordsOf(seed),
    });
    const term = fc.record({
      stem: fc.constantFrom(...WORDS, 'b', 'bo', 'ni', 'ca'),
      prefix: fc.boolean(),
    });
    const plan = fc.array(
      fc.record({
        alternatives: fc.array(
          fc.record({ terms: fc.array(term, { maxLength: 2 }), typo: fc.boolean() }),
          { minLength: 1, maxLength: 4 },
        ),
      }),
      { minLength: 1, maxLength: 3 },
    );
    const holds = (row: CatalogueEntry, t: { stem: string; prefix: boolean }) =>
      row.searchTerms.some((word) => (t.prefix ? word.startsWith(t.stem) : word === t.stem));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(1 << 14), { minLength: 1, maxLength: 60 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 90 }), fc.option(fc.nat(1 << 14))), {
          maxLength: 120,
        }),
        fc.array(plan, { minLength: 1, maxLength: 5 }),
        async (seeds, changes, plans) => {
          const rows = new Map(
            seeds.map((seed, id) => [`id-${String(id).padStart(4, '0')}`, entry(id, seed)]),
          );
          const { memory, deliver } = memoryOver(rows);
          const answersPlainly = () => {
            for (const clauses of plans) {
              const searched: SearchPlan = { clauses, phrase: [], words: [] };
              const expected = [...rows.values()]
                .filter((row) =>
                  clauses.every((clause) =>
                    clause.alternatives.some(
                      (alt) => alt.terms.length > 0 && alt.terms.every((t) => holds(row, t)),
                    ),
                  ),
                )
                .sort(ORDER.price_asc)
                .map((row) => row.json);
              const page = memory.search(searched, {}, 'price_asc', 0, 1000);
              expect(page.total).toBe(expected.length);
              expect(page.items).toEqual(expected);
            }
          };
          await memory.start();
          await memory.loaded();
          // Searched first, so what the memory keeps for a prefix must follow the changes.
          answersPlainly();
          for (const [id, seed] of changes) {
            const key = `id-${String(id).padStart(4, '0')}`;
            if (seed === null) rows.delete(key);
            else rows.set(key, entry(id, seed));
            deliver(key);
          }
          await memory.sync();
          answersPlainly();
          await memory.stop();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('ranks by the names kept now: a removed product’s slot, given to another, is not a whole-name match', async () => {
    const rows = new Map([
      ['id-0000', named(0, 'botin nike', 1)],
      ['id-0001', named(1, 'botin nike phantom', 9)],
    ]);
    const { memory, deliver } = memoryOver(rows);
    const plan: SearchPlan = {
      clauses: ['botin', 'nike'].map((stem) => ({
        alternatives: [{ terms: [{ stem, prefix: false }], typo: false }],
      })),
      phrase: ['botin', 'nike'],
      words: ['botin', 'nike'],
    };
    const ranking = () =>
      memory.search(plan, {}, 'relevance', 0, 10).items.map((json) => JSON.parse(json).id);
    await memory.start();
    await memory.loaded();
    // The whole name first, then the phrase, whatever they sold.
    expect(ranking()).toEqual([0, 1]);

    rows.delete('id-0000');
    rows.set('id-0002', named(2, 'nike botin', 5));
    deliver('id-0000,id-0002');
    await memory.sync();
    expect(ranking()).toEqual([1, 2]);
    await memory.stop();
  });

  it('ranks what was typed above its corrections, whatever they sold', async () => {
    const rows = new Map([
      ['id-0000', named(0, 'media nike', 1)],
      ['id-0001', named(1, 'medias nike', 9)],
    ]);
    const { memory } = memoryOver(rows);
    // 'media' as typed, and a correction to 'medias' (as planSearch marks it).
    const plan: SearchPlan = {
      clauses: [
        {
          alternatives: [
            { terms: [{ stem: 'media', prefix: false }], typo: false },
            { terms: [{ stem: 'medias', prefix: false }], typo: true },
          ],
        },
      ],
      phrase: ['zz'],
      words: ['media'],
    };
    await memory.start();
    await memory.loaded();
    const found = memory.search(plan, {}, 'relevance', 0, 10).items;
    expect(found.map((json) => JSON.parse(json).id)).toEqual([0, 1]);
    await memory.stop();
  });
});
