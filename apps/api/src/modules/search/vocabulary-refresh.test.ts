import { describe, expect, it } from 'vitest';
import type { SearchRepo } from './repo.js';
import { createSearchService } from './service.js';

/** A search repo whose vocabulary reads wait until the test lets each one end. */
function slowVocabulary(initial: string[]) {
  let words = initial;
  const pending: (() => void)[] = [];
  let reads = 0;
  const repo = {
    synonyms: async () => [],
    vocabulary: () => {
      reads += 1;
      const answer = words;
      return new Promise<string[]>((resolve) => pending.push(() => resolve(answer)));
    },
  } as unknown as SearchRepo;
  return {
    repo,
    get reads() {
      return reads;
    },
    setWords: (next: string[]) => (words = next),
    /** Ends every read under way. */
    endReads: async () => {
      for (const end of pending.splice(0)) end();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

/** Whether every word of the query is a catalogue word (each is offered alone as related). */
const knowsWord = async (search: ReturnType<typeof createSearchService>, q: string) => {
  const understood = await search.understand(q);
  return understood?.related.length === q.split(' ').length;
};

/** Settles `promise` within a turn of the event loop, or answers 'waiting'. */
const settled = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), 20))]);

describe('the kept vocabulary after a product save (issue 40: stale while it is read again)', () => {
  it('answers the next search with the words it has while one read runs in the background', async () => {
    const db = slowVocabulary(['zapatillas', 'nike']);
    const search = createSearchService(db.repo);
    const first = search.understand('zapatillas nike');
    await db.endReads();
    await first;
    expect(db.reads).toBe(1);

    // The owner saves a product with a new word, many times over (a sale day).
    db.setWords(['zapatillas', 'nike', 'voladoras']);
    for (let save = 0; save < 10; save++) search.catalogueChanged();
    // No search waits for the database: each is answered from the kept words at once.
    for (let shopper = 0; shopper < 5; shopper++) {
      expect(await settled(search.understand(`zapatillas voladoras ${shopper}`))).not.toBe(
        'waiting',
      );
    }
    // One read for all the saves and searches (single flight).
    expect(db.reads).toBe(2);
    expect(await knowsWord(search, 'zapatillas voladoras')).toBe(false);
    await db.endReads();
    expect(await knowsWord(search, 'zapatillas voladoras')).toBe(true);
    expect(db.reads).toBe(2);
  });

  it('reads once more after a read when a save came while it ran (coalesced)', async () => {
    const db = slowVocabulary(['zapatillas']);
    const search = createSearchService(db.repo);
    const first = search.understand('zapatillas');
    await db.endReads();
    await first;
    search.catalogueChanged();
    await search.understand('zapatillas'); // starts the read
    expect(db.reads).toBe(2);
    // Saved while that read runs: it may have begun before the save was committed.
    db.setWords(['zapatillas', 'voladoras']);
    search.catalogueChanged();
    search.catalogueChanged();
    await search.understand('zapatillas');
    expect(db.reads).toBe(2);
    await db.endReads();
    expect(await knowsWord(search, 'zapatillas voladoras')).toBe(false);
    expect(db.reads).toBe(3);
    await db.endReads();
    expect(await knowsWord(search, 'zapatillas voladoras')).toBe(true);
    expect(db.reads).toBe(3);
  });
});
