import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchRepo } from './repo.js';
import { createSearchService, MISS_FLUSH_MS } from './service.js';

type Counted = { query: string; day: string; count: number };

/** A search service over a repo that only keeps what it is asked to write. */
function serviceWithRepo(options: { failWrites?: boolean } = {}) {
  const written: Counted[][] = [];
  const repo = {
    async recordMisses(counts: Counted[]) {
      if (options.failWrites) throw new Error('base de datos caída');
      if (counts.length > 0) written.push(counts);
    },
    async misses() {
      return written.flat().map(({ query, count, day }) => ({ query, count, lastDay: day }));
    },
  } as unknown as SearchRepo;
  return { service: createSearchService(repo), written, options };
}

describe('failed searches, counted in memory and written in batches', () => {
  afterEach(() => vi.useRealTimers());

  it('writes nothing per search: one batch with each query counted, a few seconds later', async () => {
    vi.useFakeTimers();
    const { service, written } = serviceWithRepo();
    service.recordMiss('Zapas Voladoras');
    service.recordMiss('zapas   voladoras');
    service.recordMiss('pelota rugby');
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(MISS_FLUSH_MS);
    expect(written).toHaveLength(1);
    expect(written[0]!.map(({ query, count }) => ({ query, count }))).toEqual([
      { query: 'zapas voladoras', count: 2 },
      { query: 'pelota rugby', count: 1 },
    ]);
  });

  it("writes what is counted before the owner's list is read", async () => {
    const { service } = serviceWithRepo();
    service.recordMiss('camiseta marciana');
    expect(await service.misses()).toEqual([
      expect.objectContaining({ query: 'camiseta marciana', count: 1 }),
    ]);
  });

  it('keeps the counts when a write fails, and writes them with the next batch', async () => {
    const { service, written, options } = serviceWithRepo({ failWrites: true });
    service.recordMiss('termo dorado');
    await expect(service.flushMisses()).rejects.toThrow('base de datos caída');
    options.failWrites = false;
    service.recordMiss('termo dorado');
    await service.flushMisses();
    expect(written).toEqual([[expect.objectContaining({ query: 'termo dorado', count: 2 })]]);
  });
});
