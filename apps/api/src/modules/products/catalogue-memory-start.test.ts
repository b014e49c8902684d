import { describe, expect, it } from 'vitest';
import { createCatalogueMemory } from './catalogue-memory.js';
import type { CatalogueEntry } from './catalogue-memory/entries.js';

const entry = (id: string): CatalogueEntry => ({
  id,
  slug: `producto-${id}`,
  cat: 'Botines',
  brand: 'Nike',
  subCat: null,
  tags: [],
  sizesInStock: ['40'],
  priceCents: 1000,
  createdMicros: 1,
  totalSales: 0,
  searchText: ' producto ',
  searchTerms: ['producto'],
  inStock: true,
  json: JSON.stringify({ id }),
  slot: -1,
});

describe('the catalogue memory without its notices at start', () => {
  it('starts anyway, answers nothing until it listens, then loads and follows changes', async () => {
    const errors: string[] = [];
    let listenCalls = 0;
    let deliver: (payload: string) => void = () => undefined;
    const rows = new Map([['a', entry('a')]]);
    const memory = createCatalogueMemory({
      load: async (ids) => [...rows.values()].filter((row) => !ids || ids.includes(row.id)),
      listen: async (onMessage) => {
        listenCalls++;
        if (listenCalls === 1) throw new Error('too many connections');
        deliver = onMessage;
        return async () => undefined;
      },
      notify: async (payload) => deliver(payload),
      log: { error: (_details, message) => errors.push(message) },
      retryListenMs: 20,
    });
    await memory.start();
    expect(memory.ready).toBe(false);
    expect(errors).toEqual(['catalogue memory: cannot listen for changes yet']);
    await memory.loaded();
    expect(listenCalls).toBe(2);
    expect(memory.find('producto-a')).toBe('{"id":"a"}');

    rows.set('b', entry('b'));
    deliver('b');
    await memory.sync();
    expect(memory.page({}, 'novedades', 0, 10).total).toBe(2);
    await memory.stop();
  });

  it('waits a moment after a failed read instead of asking again at once', async () => {
    const errors: string[] = [];
    let reads = 0;
    const memory = createCatalogueMemory({
      load: async () => {
        reads++;
        if (reads === 1) throw new Error('database restarting');
        return [entry('a')];
      },
      listen: async () => async () => undefined,
      notify: async () => undefined,
      log: { error: (_details, message) => errors.push(message) },
    });
    const started = Date.now();
    await memory.start();
    await memory.loaded();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(reads).toBe(2);
    expect(errors).toEqual(['catalogue memory: reading the changes failed']);
    await memory.stop();
  });
});

describe("the catalogue memory's barrier notices", () => {
  it('sends one at a time: the syncs asked for meanwhile share the next, and each sees what was committed before it', async () => {
    let deliver: (payload: string) => void = () => undefined;
    const rows = new Map([['a', entry('a')]]);
    const sent: { payload: string; commit: () => void }[] = [];
    const memory = createCatalogueMemory({
      load: async (ids) => [...rows.values()].filter((row) => !ids || ids.includes(row.id)),
      listen: async (onMessage) => {
        deliver = onMessage;
        return async () => undefined;
      },
      // The notice is delivered when the test commits it, after the notices committed before.
      notify: (payload) =>
        new Promise<void>((resolve) =>
          sent.push({
            payload,
            commit: () => {
              deliver(payload);
              resolve();
            },
          }),
        ),
      log: { error: () => undefined },
    });
    await memory.start();
    await memory.loaded();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

    rows.set('b', entry('b'));
    deliver('b');
    const first = memory.sync().then(() => memory.page({}, 'novedades', 0, 10).total);
    await settle();
    expect(sent).toHaveLength(1);

    // Committed while the first notice is on its way: only a later notice covers it.
    rows.set('c', entry('c'));
    let laterDone = 0;
    const later = [memory.sync(), memory.sync(), memory.sync()].map((sync) =>
      sync.then(() => {
        laterDone++;
        return memory.page({}, 'novedades', 0, 10).total;
      }),
    );
    await settle();
    expect(sent).toHaveLength(1);

    sent[0]!.commit();
    expect(await first).toBe(2);
    await settle();
    expect(laterDone).toBe(0);
    expect(sent.map(({ payload }) => payload.split(':')[2])).toEqual(['1', '2']);

    deliver('c');
    sent[1]!.commit();
    expect(await Promise.all(later)).toEqual([3, 3, 3]);
    await memory.stop();
  });
  it('answers a sync once the changes before it are read, while later ones keep coming (a sale day)', async () => {
    let deliver: (payload: string) => void = () => undefined;
    const rows = new Map([['a', entry('a')]]);
    let reading: (() => void) | undefined;
    const memory = createCatalogueMemory({
      load: async (ids) => {
        // Each read of changes takes until the test lets it end.
        if (ids) await new Promise<void>((resolve) => (reading = resolve));
        return [...rows.values()].filter((row) => !ids || ids.includes(row.id));
      },
      listen: async (onMessage) => {
        deliver = onMessage;
        return async () => undefined;
      },
      notify: async (payload) => deliver(payload),
      log: { error: () => undefined },
    });
    await memory.start();
    await memory.loaded();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

    rows.set('b', entry('b'));
    deliver('b');
    let synced = false;
    const sync = memory.sync().then(() => (synced = true));
    await settle();
    // An order's notice arrives while 'b' is being read: the sync does not wait for it.
    rows.set('c', entry('c'));
    deliver('c');
    reading!();
    await settle();
    expect(synced).toBe(true);
    expect(memory.page({}, 'novedades', 0, 10).total).toBe(2);
    reading!();
    await sync;
    await memory.stop();
  });
});
