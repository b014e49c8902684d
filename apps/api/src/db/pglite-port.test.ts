import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors.js';
import { openPglitePort, type PglitePort, type PortTransaction } from './pglite-port.js';

/** The embedded database in a worker thread (decision 0045): the port's calls and answers. */
describe('PGlite in a worker thread, through its port', () => {
  let port: PglitePort;

  beforeAll(async () => {
    port = await openPglitePort({ dataDir: undefined, sync: false });
    await port.exec(`
      create table items (id int primary key, name text not null);
      create table stamps (at timestamptz not null);
    `);
  }, 60_000);
  afterAll(() => port?.close());

  const count = async () =>
    (await port.query<{ n: number }>('select count(*)::int as n from items')).rows[0]?.n;

  it('answers queries with parameters, as objects or arrays, and exec with every result', async () => {
    const objects = await port.query('select $1::int + 1 as next, $2::text as word', [41, 'hola']);
    expect(objects.rows).toEqual([{ next: 42, word: 'hola' }]);
    expect(objects.fields.map((field) => field.name)).toEqual(['next', 'word']);
    const arrays = await port.query('select 1 as a, 2 as b', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 2]]);
    const results = await port.exec('select 1 as a; select 2 as b');
    expect(results.map((result) => result.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });

  it("keeps drizzle's text-kept types as text (parsers cross as OIDs)", async () => {
    const db = drizzle(port as unknown as PGlite);
    await db.execute(sql`insert into stamps values ('2026-11-29 12:00:00+00')`);
    const { rows } = await db.execute(sql`select at from stamps`);
    expect(typeof rows[0]?.at).toBe('string');
    await port.exec('delete from stamps');
  });

  it("copies PostgreSQL's error fields, so errors.ts still recognises them through drizzle", async () => {
    await port.query('insert into items values (1, $1)', ['uno']);
    const direct = await port.query('insert into items values (1, $1)', ['otra']).catch((e) => e);
    expect(direct).toBeInstanceOf(Error);
    expect(direct).toMatchObject({ code: '23505', constraint: 'items_pkey', table: 'items' });
    expect(direct.detail).toContain('(id)=(1)');
    const db = drizzle(port as unknown as PGlite);
    const wrapped = await db.execute(sql`insert into items values (1, 'otra')`).catch((e) => e);
    expect(isUniqueViolation(wrapped)).toBe(true);
    await port.exec('delete from items');
  });

  it('commits a transaction, and rolls it back when its callback throws or asks to', async () => {
    await port.transaction(async (tx) => {
      await tx.query('insert into items values (1, $1)', ['uno']);
    });
    await expect(
      port.transaction(async (tx) => {
        await tx.query('insert into items values (2, $1)', ['dos']);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await port.transaction(async (tx) => {
      await tx.query('insert into items values (3, $1)', ['tres']);
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
    expect((await port.query('select id from items order by id')).rows).toEqual([{ id: 1 }]);
    await port.exec('delete from items');
  });

  it("rolls back drizzle's nested transaction to its savepoint and commits the outer one", async () => {
    const db = drizzle(port as unknown as PGlite);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into items values (1, 'fuera')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into items values (2, 'dentro')`);
          throw new Error('dentro');
        })
        .catch(() => undefined);
    });
    expect((await port.query('select id from items')).rows).toEqual([{ id: 1 }]);
    await port.exec('delete from items');
  });

  it('refuses a call naming a transaction that has ended', async () => {
    let kept: PortTransaction | undefined;
    await port.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept?.query('select 1')).rejects.toThrow(/is not open/);
  });

  it('makes a call outside the transaction wait for it, not join it', async () => {
    let stray: Promise<number | undefined> | undefined;
    let strayDone = false;
    await port
      .transaction(async (tx) => {
        await tx.query('insert into items values (1, $1)', ['uno']);
        stray = count().finally(() => (strayDone = true));
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(strayDone).toBe(false);
        await tx.query('insert into items values (2, $1)', ['dos']);
        throw new Error('deshecha');
      })
      .catch(() => undefined);
    // It ran after the rollback: it saw nothing of the transaction.
    expect(await stray).toBe(0);
  });

  it('delivers change notices once their transaction has committed', async () => {
    const heard: string[] = [];
    const unlisten = await port.listen('cambios', (payload) => heard.push(payload));
    await port.transaction(async (tx) => {
      await tx.query(`select pg_notify('cambios', 'uno')`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(heard).toEqual([]);
    });
    await port.transaction(async (tx) => {
      await tx.query(`select pg_notify('cambios', 'deshecho')`);
      await tx.rollback();
    });
    await port.query('select 1');
    expect(heard).toEqual(['uno']);
    await unlisten();
    await port.query(`select pg_notify('cambios', 'tarde')`);
    expect(heard).toEqual(['uno']);
  });

  it("dumps the database's folder for backups", async () => {
    const dump = await port.dumpDataDir('none');
    expect(dump.size).toBeGreaterThan(1_000_000);
  });
});

describe('a dead database thread', () => {
  it('fails every pending and later call with a clear error, and says so once', async () => {
    const deaths: Error[] = [];
    const port = await openPglitePort({
      dataDir: undefined,
      sync: false,
      onDeath: (error) => deaths.push(error),
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = port.transaction(() => held);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const pending = port.query('select 1');
    await port.terminate();
    await expect(pending).rejects.toThrow(/database thread exited/);
    release();
    await expect(transaction).rejects.toThrow(/database thread exited/);
    await expect(port.query('select 1')).rejects.toThrow(/database thread exited/);
    expect(port.closed).toBe(true);
    expect(deaths).toHaveLength(1);
    await port.close();
  }, 60_000);
});
