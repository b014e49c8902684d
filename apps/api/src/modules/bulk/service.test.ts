import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.js';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';
import { createBulkRepo } from './repo.js';
import { createBulkService, type BulkApply } from './service.js';

describe.each(databaseKinds())('the bulk runner on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());

  /** A runner whose one action is `apply`, over the shop's database. */
  function runner(apply: BulkApply) {
    const queued: string[] = [];
    const service = createBulkService({
      repo: createBulkRepo(shop.database.db),
      actions: { products: { touch: apply } },
      onJobsQueued: () => queued.push('wake'),
      log: { error: () => undefined },
    });
    return { service, queued };
  }
  const by = { userId: null, username: 'ana' };

  it('works a long selection in batches, each a job, and ends the run after the last', async () => {
    const applied: string[] = [];
    const { service } = runner((ref) => {
      applied.push(ref);
      return Promise.resolve({ ref });
    });
    const refs = Array.from({ length: 120 }, (_, i) => `p${i}`);
    const runId = await service.start(
      'products',
      'touch',
      {},
      refs.map((ref) => ({ ref, label: ref })),
      by,
    );
    const payload = { runId, by };
    await service.runJob(payload);
    expect(await service.get(runId)).toMatchObject({ total: 120, done: 50, finishedAt: null });
    await service.runJob(payload);
    await service.runJob(payload);
    const report = await service.get(runId);
    expect(report).toMatchObject({ total: 120, done: 120, refused: 0 });
    expect(report.finishedAt).not.toBeNull();
    expect(applied).toEqual(refs);
    // A job run again after the end changes nothing and applies nothing.
    await service.runJob(payload);
    expect(applied).toHaveLength(120);
  });

  it('reports a refusal with its message and an unexpected failure in Spanish; the others go on', async () => {
    const { service } = runner((ref) => {
      if (ref === 'b') throw new ApiError(409, 'no', 'El producto b está pausado.');
      if (ref === 'c') throw new Error('connection reset');
      return Promise.resolve();
    });
    const runId = await service.start(
      'products',
      'touch',
      {},
      ['a', 'b', 'c', 'd'].map((ref) => ({ ref, label: ref.toUpperCase() })),
      by,
    );
    await service.runJob({ runId, by });
    const report = await service.get(runId);
    expect(report.items.map((item) => [item.label, item.outcome, item.reason])).toEqual([
      ['A', 'done', ''],
      ['B', 'refused', 'El producto b está pausado.'],
      [
        'C',
        'refused',
        'No se pudo aplicar por un error inesperado: no cambió nada; probá de nuevo con este registro.',
      ],
      ['D', 'done', ''],
    ]);
  });

  it('gives up on what is left when the job kept failing, and refuses an unknown action', async () => {
    const { service } = runner(() => Promise.resolve());
    const runId = await service.start('products', 'touch', {}, [{ ref: 'a', label: 'A' }], by);
    await service.giveUp({ runId, by });
    expect(await service.get(runId)).toMatchObject({ done: 0, refused: 1 });
    await expect(
      service.start('products', 'borrar', {}, [{ ref: 'a', label: 'A' }], by),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Elegí una acción.' });
    await expect(service.start('products', 'touch', {}, [], by)).rejects.toMatchObject({
      statusCode: 422,
    });
  });
});
