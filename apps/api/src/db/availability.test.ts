import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability.js';

/** A loopback port where nothing listens (taken, then freed). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** The error a call rejected with. */
async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('which errors mean the database is away (503, not 500)', () => {
  it('a refused connection from node-postgres, a pool that cannot connect in time', async () => {
    const { default: pg } = await import('pg');
    const port = await closedPort();
    const client = new pg.Client({
      connectionString: `postgres://tienda@127.0.0.1:${port}/tienda`,
    });
    expect(isDatabaseUnavailable(await failureOf(() => client.connect()))).toBe(true);
    // A server that accepts the socket but never answers: the pool's connect time-out.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as { port: number }).port;
    const pool = new pg.Pool({
      connectionString: `postgres://tienda@127.0.0.1:${silentPort}/tienda`,
      connectionTimeoutMillis: 200,
    });
    try {
      expect(isDatabaseUnavailable(await failureOf(() => pool.query('select 1')))).toBe(true);
    } finally {
      await pool.end();
      silent.close();
    }
  });

  it('wrapped by the query builder, and SQLSTATEs of a terminated or starting server', () => {
    const terminated = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: terminated }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('starting up'), { code: '57P03' }))).toBe(
      true,
    );
  });

  it('not a statement the database refused, nor another service out of reach', async () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' })),
    ).toBe(false);
    const port = await closedPort();
    const fetchFailure = await failureOf(() => fetch(`http://127.0.0.1:${port}/`));
    expect(isDatabaseUnavailable(fetchFailure)).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection closed unexpectedly'))).toBe(false);
  });
});
