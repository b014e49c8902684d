import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import {
  createTestShop,
  databaseKinds,
  openTestDatabase,
  type TestShop,
} from '../../test/harness.js';
import { EMAIL_JOB } from '../emails/service.js';
import { ORDER_EXPIRY_JOB } from '../orders/service.js';
import { PAYMENT_NOTIFICATION_JOB } from '../payments/service.js';
import { createJobQueue } from './queue.js';
import { enqueueJobs } from './enqueue.js';
import { createJobRepo } from './repo.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds())('job queue on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const jobsOf = (jobKind: string) =>
    queryRows<{ id: number; status: string; attempts: number; last_error: string | null }>(
      database.db,
      sql`select id, status, attempts, last_error from jobs where kind = ${jobKind} order by id`,
    );

  it('runs each due job of a kind it handles once and marks it done', async () => {
    const queue = createJobQueue(createJobRepo(database.db));
    const seen: unknown[] = [];
    queue.handle('saludo', async (payload) => {
      seen.push(payload);
    });
    for (let i = 0; i < 25; i++)
      await enqueueJobs(database.db, [{ kind: 'saludo', payload: { i } }]);
    await enqueueJobs(database.db, [{ kind: 'otro', payload: {} }]);
    await enqueueJobs(database.db, [
      {
        kind: 'saludo',
        payload: { later: true },
        runAt: new Date(Date.now() + 60_000),
      },
    ]);
    expect(await queue.runDue()).toBe(25);
    expect(seen).toHaveLength(25);
    expect((await jobsOf('saludo')).map((j) => j.status)).toEqual([
      ...Array(25).fill('done'),
      'pending',
    ]);
    expect((await jobsOf('otro')).map((j) => j.status)).toEqual(['pending']);
  });

  it('adds several jobs in one call and answers their ids in the order given', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const given = Array.from({ length: 12 }, (_, i) => ({
      kind: 'varios',
      payload: { i, texto: `envío "${i}"` },
      ...(i % 3 === 0 ? { runAt: later } : {}),
    }));
    const ids = await enqueueJobs(database.db, given);
    expect(ids).toHaveLength(12);
    const rows = await queryRows<{ id: string; payload: unknown; run_at: Date | string }>(
      database.db,
      sql`select id, payload, run_at from jobs where kind = 'varios'`,
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    ids.forEach((id, i) => {
      expect(byId.get(id)?.payload).toEqual(given[i]!.payload);
      const runAt = new Date(byId.get(id)!.run_at).getTime();
      if (i % 3 === 0) expect(runAt).toBe(later.getTime());
      else expect(runAt).toBeLessThan(later.getTime() - 3_000_000);
    });
    expect(await enqueueJobs(database.db, [])).toEqual([]);
  });

  it('retries a failing job later and marks it failed when its attempts run out', async () => {
    const queue = createJobQueue(createJobRepo(database.db), { baseBackoffMs: 0, maxAttempts: 3 });
    let calls = 0;
    queue.handle('fragil', async () => {
      calls += 1;
      throw new Error(`caída ${calls}`);
    });
    await enqueueJobs(database.db, [{ kind: 'fragil', payload: {} }]);
    await queue.runDue();
    expect(await jobsOf('fragil')).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, last_error: 'caída 1' }),
    ]);
    await queue.runDue();
    await queue.runDue();
    expect(await jobsOf('fragil')).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 3, last_error: 'caída 3' }),
    ]);
    await queue.runDue();
    expect(calls).toBe(3);
  });

  it('a kind that must never be dropped keeps retrying past the attempts, at the capped backoff', async () => {
    const queue = createJobQueue(createJobRepo(database.db), {
      baseBackoffMs: 0,
      maxBackoffMs: 0,
      maxAttempts: 3,
    });
    let calls = 0;
    queue.handle(
      'tenaz',
      async () => {
        calls += 1;
        if (calls <= 5) throw new Error(`caída ${calls}`);
      },
      { retryForever: true },
    );
    await enqueueJobs(database.db, [{ kind: 'tenaz', payload: {} }]);
    for (let pass = 0; pass < 5; pass += 1) await queue.runDue();
    expect(await jobsOf('tenaz')).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 5, last_error: 'caída 5' }),
    ]);
    await queue.runDue();
    expect(await jobsOf('tenaz')).toEqual([
      expect.objectContaining({ status: 'done', attempts: 6 }),
    ]);

    // Long past its 8 attempts (about an hour of failures), each retry waits the cap: an hour.
    const hourly = createJobQueue(createJobRepo(database.db));
    hourly.handle('horaria', () => Promise.reject(new Error('caída')), { retryForever: true });
    const [id] = await enqueueJobs(database.db, [{ kind: 'horaria', payload: {} }]);
    await database.db.execute(sql`update jobs set attempts = 20 where id = ${id}`);
    await hourly.runDue();
    const [waits] = await queryRows<{ status: string; minutes: number }>(
      database.db,
      sql`select status, extract(epoch from run_at - now()) / 60 as minutes from jobs where id = ${id}`,
    );
    expect(waits?.status).toBe('pending');
    expect(Number(waits?.minutes)).toBeGreaterThan(59);
    expect(Number(waits?.minutes)).toBeLessThanOrEqual(60);
  });

  it('a kind that gives up tells its owner once, with the last error; if that fails, it retries', async () => {
    const queue = createJobQueue(createJobRepo(database.db), { baseBackoffMs: 0, maxAttempts: 2 });
    const given: { payload: unknown; error: string }[] = [];
    let recordFails = true;
    queue.handle('rendida', () => Promise.reject(new Error('sin respuesta')), {
      onGiveUp: async (payload, error) => {
        if (recordFails) throw new Error('base caída');
        given.push({ payload, error: (error as Error).message });
      },
    });
    await enqueueJobs(database.db, [{ kind: 'rendida', payload: { orderId: 'o1' } }]);
    await queue.runDue();
    await queue.runDue();
    // The give-up could not be recorded: still pending, not failed.
    expect(await jobsOf('rendida')).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 2 }),
    ]);
    recordFails = false;
    await queue.runDue();
    expect(await jobsOf('rendida')).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 3, last_error: 'sin respuesta' }),
    ]);
    await queue.runDue();
    expect(given).toEqual([{ payload: { orderId: 'o1' }, error: 'sin respuesta' }]);
  });

  it('several instances draining at once never run a job twice', async () => {
    const handled: number[] = [];
    const instances = Array.from({ length: 4 }, () => {
      const queue = createJobQueue(createJobRepo(database.db));
      queue.handle('compartido', async (payload) => {
        await sleep(1);
        handled.push((payload as { n: number }).n);
      });
      return queue;
    });
    for (let n = 0; n < 60; n++)
      await enqueueJobs(database.db, [{ kind: 'compartido', payload: { n } }]);
    await Promise.all(instances.map((queue) => queue.runDue()));
    expect(handled.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    expect((await jobsOf('compartido')).every((j) => j.status === 'done')).toBe(true);
  });

  it('a job whose instance died is taken again once its lease runs out', async () => {
    const repo = createJobRepo(database.db);
    const [id] = await enqueueJobs(database.db, [{ kind: 'abandonado', payload: {} }]);
    // A lease long enough that a busy machine cannot let it run out between the two claims.
    expect(await repo.claimDue(['abandonado'], 10, 1000)).toHaveLength(1);
    expect(await repo.claimDue(['abandonado'], 10, 1000)).toHaveLength(0);
    await sleep(1100);
    const queue = createJobQueue(repo);
    let ran = 0;
    queue.handle('abandonado', async () => {
      ran += 1;
    });
    expect(await queue.runNow(id)).toBe(true);
    expect(ran).toBe(1);
    expect(await queue.runNow(id)).toBe(false);
  });

  it('the worker, once started, runs jobs it is woken for and stops cleanly', async () => {
    const queue = createJobQueue(createJobRepo(database.db), { pollMs: 60_000 });
    const done: string[] = [];
    queue.handle('despierta', async (payload) => {
      done.push((payload as { name: string }).name);
    });
    queue.start();
    await sleep(50);
    await enqueueJobs(database.db, [{ kind: 'despierta', payload: { name: 'uno' } }]);
    queue.wake();
    for (let i = 0; i < 100 && done.length === 0; i++) await sleep(20);
    expect(done).toEqual(['uno']);
    await queue.stop();
    await enqueueJobs(database.db, [{ kind: 'despierta', payload: { name: 'dos' } }]);
    queue.wake();
    await sleep(100);
    expect(done).toEqual(['uno']);
  });

  it('stopping waits for the batch in progress, not for the whole backlog', async () => {
    const queue = createJobQueue(createJobRepo(database.db), { pollMs: 60_000 });
    let ran = 0;
    let firstRan!: () => void;
    const started = new Promise<void>((resolve) => (firstRan = resolve));
    queue.handle('lote', async () => {
      ran += 1;
      firstRan();
      await sleep(5);
    });
    for (let n = 0; n < 35; n++) await enqueueJobs(database.db, [{ kind: 'lote', payload: { n } }]);
    queue.start();
    await started;
    await queue.stop();
    expect(ran).toBe(10);
    const statuses = (await jobsOf('lote')).map((j) => j.status);
    expect(statuses.filter((status) => status === 'done')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'pending')).toHaveLength(25);
  });
});

describe.each(databaseKinds())("the shop's worker pruning done jobs on %s", (kind) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop(kind, { jobWorker: false });
  });
  afterAll(() => shop.close());

  /** `count` jobs finished `days` ago (pending ones: created then, due tomorrow); their ids. */
  const addJobs = async (
    jobKind: string,
    status: 'pending' | 'done' | 'failed',
    days: number,
    count = 1,
  ) =>
    (
      await queryRows<{ id: number }>(
        shop.database.db,
        sql`insert into jobs (kind, payload, status, attempts, run_at, created_at, finished_at)
            select ${jobKind}, '{}'::jsonb, ${status}, 1,
              now() + interval '1 day',
              now() - ${days}::integer * interval '1 day',
              case when ${status} = 'pending' then null
                else now() - ${days}::integer * interval '1 day' end
            from generate_series(1, ${count}::integer)
            returning id`,
      )
    ).map((row) => Number(row.id));

  const remaining = async () =>
    (await queryRows<{ id: number }>(shop.database.db, sql`select id from jobs order by id`)).map(
      (row) => Number(row.id),
    );

  it('deletes done jobs older than a week, in batches, and keeps e-mails, recent, failed and pending jobs', async () => {
    const old = await addJobs(ORDER_EXPIRY_JOB, 'done', 8, 1200);
    const oldPayment = await addJobs(PAYMENT_NOTIFICATION_JOB, 'done', 30);
    const kept = [
      ...(await addJobs(ORDER_EXPIRY_JOB, 'done', 6)),
      ...(await addJobs(PAYMENT_NOTIFICATION_JOB, 'failed', 30)),
      ...(await addJobs(ORDER_EXPIRY_JOB, 'pending', 30)),
      ...(await addJobs(EMAIL_JOB, 'done', 400)),
      ...(await addJobs(EMAIL_JOB, 'failed', 400)),
    ];
    expect(await remaining()).toEqual([...old, ...oldPayment, ...kept]);

    shop.services.jobs.start();
    // More than one batch: the first pass deletes one, the next passes the rest.
    const deadline = Date.now() + 10_000;
    while ((await remaining()).length > kept.length && Date.now() < deadline) await sleep(50);
    await shop.services.jobs.stop();

    expect(await remaining()).toEqual(kept);
  });
});
