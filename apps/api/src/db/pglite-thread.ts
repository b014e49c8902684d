/**
 * Runs in a worker thread (PGLITE_THREAD=worker, decision 0045): owns the embedded database and
 * answers the main thread's calls (pglite-port.ts), so PostgreSQL's synchronous WebAssembly work
 * does not hold the event loop that answers shoppers.
 *
 * Calls `{id, op, …}`, answers `{id, ok: true, result}` or `{id, ok: false, error}`; change
 * notices are posted unasked as `{notify: channel, payload}`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPglite } from './pglite-options.js';
import type { PortCall, PortReply, PlainError } from './pglite-port.js';

const port = parentPort;
if (!port) throw new Error('pglite-thread runs in a worker thread');
const { dataDir, sync } = workerData as { dataDir: string | undefined; sync: boolean };
const pg: PGlite = await createPglite(dataDir, { pg_trgm }, sync);

/** An open transaction: PGlite's own lock keeps every other call waiting until it ends. */
type OpenTransaction = {
  tx: Transaction;
  end: (how: 'commit' | 'rollback') => void;
  done: Promise<unknown>;
};
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;
const unlisteners = new Map<string, () => Promise<void>>();

/** Parsers are functions and cannot cross: the main thread names the OIDs kept as text. */
const keepText = (value: string) => value;
const parserSets = new Map<string, Record<number, (value: string) => string>>();
function parsersFor(oids: number[] | undefined) {
  if (!oids) return undefined;
  const key = oids.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, keepText]));
    parserSets.set(key, parsers);
  }
  return parsers;
}

/** Without `tx`, PGlite itself, whose lock makes the call wait for any open transaction. */
function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

function begin(): Promise<number> {
  const id = nextTransaction++;
  let end!: (how: 'commit' | 'rollback') => void;
  const ended = new Promise<'commit' | 'rollback'>((resolve) => (end = resolve));
  return new Promise<number>((opened, failed) => {
    const done = pg
      .transaction(async (tx) => {
        transactions.set(id, { tx, end, done });
        opened(id);
        if ((await ended) === 'rollback') await tx.rollback();
      })
      .finally(() => transactions.delete(id));
    // BEGIN failing rejects here; later failures (COMMIT's) reach the commit call.
    done.catch(failed);
  });
}

async function handle(call: PortCall): Promise<unknown> {
  switch (call.op) {
    case 'query': {
      const result = await target(call.tx).query(call.sql, call.params, {
        rowMode: call.rowMode,
        parsers: parsersFor(call.raw),
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const results = await target(call.tx).exec(call.sql);
      return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'begin':
      return begin();
    case 'commit':
    case 'rollback': {
      const open = transactions.get(call.tx);
      if (!open) throw new Error(`transaction ${call.tx} is not open`);
      open.end(call.op);
      // Answered once COMMIT has run: its error (a deferred constraint) reaches the caller.
      await open.done;
      return null;
    }
    case 'listen': {
      const channel = call.channel;
      if (!unlisteners.has(channel)) {
        const unlisten = await pg.listen(channel, (payload) =>
          port?.postMessage({ notify: channel, payload }),
        );
        unlisteners.set(channel, unlisten);
      }
      return null;
    }
    case 'unlisten':
      await unlisteners.get(call.channel)?.();
      unlisteners.delete(call.channel);
      return null;
    case 'dump': {
      const file = await pg.dumpDataDir(call.compression);
      return await file.arrayBuffer();
    }
    case 'close':
      await pg.close();
      return null;
  }
}

/** PostgreSQL's error fields (code, constraint, detail…) as plain values the port can clone. */
function plainError(error: unknown): PlainError {
  const source = (error ?? {}) as Record<string, unknown>;
  const plain: PlainError = {
    message: error instanceof Error ? error.message : String(error),
    name: error instanceof Error ? error.name : 'Error',
  };
  for (const [key, value] of Object.entries(source)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
  }
  return plain;
}

port.on('message', (call: PortCall) => {
  handle(call).then(
    (result) => {
      const reply: PortReply = { id: call.id, ok: true, result };
      // A dump's bytes are moved, not copied.
      port.postMessage(reply, result instanceof ArrayBuffer ? [result] : []);
    },
    (error: unknown) => {
      const reply: PortReply = { id: call.id, ok: false, error: plainError(error) };
      port.postMessage(reply);
    },
  );
});
port.postMessage({ ready: true });
