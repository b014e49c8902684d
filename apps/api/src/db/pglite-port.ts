/**
 * The main thread's stand-in for the embedded database when it runs in a worker thread
 * (PGLITE_THREAD=worker, decision 0045): the part of PGlite that drizzle-orm/pglite, the
 * migrations and the backups call (query, exec, transaction, listen, dumpDataDir, close), each
 * call forwarded to pglite-thread.ts over the worker's message port.
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/** PostgreSQL's error fields as plain values (code, constraint, detail, message…). */
export type PlainError = { message: string; name: string; [field: string]: unknown };

export type PortCall = { id: number } & (
  | {
      op: 'query';
      tx?: number;
      sql: string;
      params?: unknown[];
      rowMode?: 'object' | 'array';
      raw?: number[];
    }
  | { op: 'exec'; tx?: number; sql: string }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'dump'; compression?: 'none' | 'gzip' | 'auto' }
  | { op: 'close' }
);

export type PortReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: PlainError };

type Message = PortReply | { ready: true } | { notify: string; payload: string };
type CallBody = PortCall extends infer C ? (C extends PortCall ? Omit<C, 'id'> : never) : never;

/** Runs queries: the database itself, or one of its open transactions. */
export type PortExecutor = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
};

export type PortTransaction = PortExecutor & {
  rollback(): Promise<void>;
  readonly closed: boolean;
};

export type PglitePort = PortExecutor & {
  transaction<T>(callback: (tx: PortTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<File>;
  readonly closed: boolean;
  close(): Promise<void>;
  /** Ends the thread at once, as a crash would (tests). */
  terminate(): Promise<number>;
};

/**
 * The thread's own file: .ts when run from source (tests, through tsx). Node 20 does not pass
 * tsx's hooks on to a worker, so from source the worker registers them itself first.
 */
const fromSource = import.meta.url.endsWith('.ts');
const threadFile = new URL(
  fromSource ? './pglite-thread.ts' : './pglite-thread.js',
  import.meta.url,
);
const threadEntry = fromSource
  ? `import('tsx/esm/api').then(({ register }) => register()).then(() => import(${JSON.stringify(threadFile.href)}))`
  : `import(${JSON.stringify(threadFile.href)})`;

export type PortOptions = {
  /** Folder of the database (its lock is the caller's); undefined keeps it in memory. */
  dataDir: string | undefined;
  sync: boolean;
  /** Told once when the thread ends without close(): every call fails from then on. */
  onDeath?: (error: Error) => void;
};

/** Starts the database's thread and answers once it has opened the database. */
export async function openPglitePort({ dataDir, sync, onDeath }: PortOptions): Promise<PglitePort> {
  const worker = new Worker(threadEntry, { eval: true, workerData: { dataDir, sync } });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let closing = false;
  let dead: Error | undefined;
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));

  worker.on('message', (message: Message) => {
    if ('ready' in message) return ready();
    if ('notify' in message) {
      for (const callback of listeners.get(message.notify) ?? []) callback(message.payload);
      return;
    }
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.ok) call.resolve(message.result);
    else call.reject(Object.assign(new Error(message.error.message), message.error));
  });
  // A crash of the thread (WebAssembly abort, out of memory) fails every call in flight and
  // every later one; nothing can be trusted to have committed unless it was answered.
  const die = (error: Error) => {
    if (dead) return;
    dead = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    if (!closing) onDeath?.(error);
  };
  worker.on('error', (error) =>
    die(new Error(`database thread failed: ${error.message}`, { cause: error })),
  );
  worker.on('exit', (code) => die(new Error(`database thread exited (code ${code})`)));
  await Promise.race([
    started,
    new Promise<never>((_, reject) =>
      worker.once('exit', () => reject(dead ?? new Error('database thread exited'))),
    ),
  ]);

  function call<T>(body: CallBody): Promise<T> {
    if (dead) return Promise.reject(dead);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...body, id });
    });
  }

  /** drizzle passes parsers only to keep some types as text: their OIDs cross instead. */
  const rawOids = (options?: QueryOptions) =>
    options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;

  const executor = (tx: number | undefined): PortExecutor => ({
    query: (sql, params = [], options) =>
      call({ op: 'query', tx, sql, params, rowMode: options?.rowMode, raw: rawOids(options) }),
    exec: (sql) => call({ op: 'exec', tx, sql }),
  });

  return {
    ...executor(undefined),
    async transaction(callback) {
      const tx = await call<number>({ op: 'begin' });
      let ended = false;
      const end = (op: 'commit' | 'rollback') => {
        ended = true;
        return call<null>({ op, tx });
      };
      const handle: PortTransaction = {
        ...executor(tx),
        rollback: async () => {
          await end('rollback');
        },
        get closed() {
          return ended;
        },
      };
      try {
        const result = await callback(handle);
        if (!ended) await end('commit');
        return result;
      } catch (error) {
        if (!ended) await end('rollback').catch(() => undefined);
        throw error;
      }
    },
    async listen(channel, callback) {
      let callbacks = listeners.get(channel);
      if (!callbacks) {
        callbacks = new Set();
        listeners.set(channel, callbacks);
        await call({ op: 'listen', channel });
      }
      callbacks.add(callback);
      return async () => {
        const current = listeners.get(channel);
        current?.delete(callback);
        if (current?.size === 0) {
          listeners.delete(channel);
          await call({ op: 'unlisten', channel });
        }
      };
    },
    async dumpDataDir(compression) {
      const bytes = await call<ArrayBuffer>({ op: 'dump', compression });
      return new File([new Uint8Array(bytes)], 'pgdata.tar');
    },
    get closed() {
      return closing || dead !== undefined;
    },
    async close() {
      if (closing) return;
      closing = true;
      if (!dead) await call({ op: 'close' });
      await worker.terminate();
    },
    terminate: () => worker.terminate(),
  };
}
