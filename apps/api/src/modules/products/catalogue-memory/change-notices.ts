import { randomUUID } from 'node:crypto';
import type { ListenWatch } from '../../../db/client.js';
import type { ProductChange } from '../../../http/shown-products.js';
import type { CatalogueEntry } from './entries.js';
import type { CatalogueIndex } from './catalogue-index.js';

export type CatalogueMemoryOptions = {
  /** Enabled products' entries: every one, or those of `ids` (the others are gone or disabled). */
  load: (ids?: string[]) => Promise<CatalogueEntry[]>;
  /** Subscribes to the products' change notices (migration 0011); see Database.listen. */
  listen: (
    onMessage: (payload: string) => void,
    onLost: () => void,
    watch?: ListenWatch,
  ) => Promise<() => Promise<void>>;
  /**
   * Every enabled product's row version, by id: after notices may have been lost, only the
   * products whose version differs from the kept one are read again (decision 0032).
   */
  versions?: () => Promise<Map<string, string>>;
  /**
   * With a heartbeat (PostgreSQL): shoppers' reads use the memory only while a heartbeat sent
   * less than this long ago has come back with every notice before it read; otherwise they read
   * the database. Undefined: never stale (PGlite's notices are in-process).
   */
  staleAfterMs?: number;
  /** Sends a notice on the same channel, after every change this process has committed. */
  notify: (payload: string) => Promise<void>;
  log: { error: (details: object, message: string) => void };
  /** How long a write waits for the memory to catch up before it answers anyway. */
  syncTimeoutMs?: number;
  /** How long to wait before listening again when it failed at start. */
  retryListenMs?: number;
};

/**
 * Called after every change read into memory, with the products changed (undefined after a
 * whole read: any product may have changed), and after a settings notice.
 */
export type ChangeListener = (changed: 'products' | 'settings', products?: ProductChange[]) => void;

/** The notice the shop settings' trigger sends on the same channel (migration 0012). */
const SETTINGS_CHANGED = 'settings';

/** Above this many products changed at once, reading everything again is simpler. */
const MAX_PARTIAL_READ = 1000;
/** How long after a failed read of changes the next one starts. */
const RETRY_READ_MS = 1000;
/** How long a process whose notices could not be listened to waits before it tries again. */
const RETRY_LISTEN_MS = 5000;

/**
 * Keeps `index` equal to the enabled catalogue: reads it whole once, then the products each
 * change notice names (or all of them when notices were lost), says how fresh it is (heartbeats
 * on PostgreSQL), and lets a write wait until its own change is read (`sync`).
 */
export function createChangeFollower(options: CatalogueMemoryOptions, index: CatalogueIndex) {
  const syncTimeoutMs = options.syncTimeoutMs ?? 2000;
  const token = randomUUID();
  let loaded = false;
  let markLoaded: () => void = () => undefined;
  const firstLoad = new Promise<void>((resolve) => (markLoaded = resolve));

  const pending = new Set<string>();
  let readAll = true;
  /** Notices may have been lost: compare row versions, then read what differs. */
  let resyncWanted = false;
  /** Product notices received so far, and how many of them have been read into memory. */
  let received = 0;
  let readThrough = 0;
  /** Syncs whose marker came back, until the notices received before it are read. */
  const readWaiters: { through: number; resolve: () => void }[] = [];
  /** Heartbeats come back, each with the notices received before it: fresh once those are read. */
  const beats: { through: number; sentAt: number }[] = [];
  /** When the newest heartbeat whose notices are all read was sent (performance.now()). */
  let freshAsOf = -Infinity;
  /** No listening connection can be opened: the database is away, so nothing can change. */
  let unreachable = false;
  /** Reads of the whole catalogue, and of products by id (tests, benches). */
  const reads = { whole: 0, changed: 0 };
  let running: Promise<void> | undefined;
  /** When a read of changes last failed (monotonic clock): the next waits RETRY_READ_MS. */
  let failedAt = -Infinity;
  let barrier = 0;
  /** Each barrier notice sent, until the changes committed before it have been read. */
  const caughtUpAt = new Map<number, { done: Promise<void>; resolve: () => void }>();
  /** One barrier notice in flight at a time; the syncs asked for meanwhile share the next. */
  let barrierInFlight: Promise<unknown> = Promise.resolve();
  let nextBarrier: Promise<number> | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  /** Counts the shop settings' change notices (migration 0012): pages show the settings. */
  let settingsVersion = 0;
  const changeListeners: ChangeListener[] = [];

  /** Notices up to `through` are in memory: heartbeats that waited for them make it fresh. */
  function markRead(through: number) {
    readThrough = Math.max(readThrough, through);
    while (beats.length > 0 && beats[0]!.through <= readThrough) {
      freshAsOf = Math.max(freshAsOf, beats.shift()!.sentAt);
    }
    for (const waiter of [...readWaiters]) {
      if (waiter.through > readThrough) continue;
      readWaiters.splice(readWaiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  /** The products whose row changed, appeared or went since they were read (by row version). */
  async function changedRows(versions: () => Promise<Map<string, string>>): Promise<string[]> {
    const now = await versions();
    const changed: string[] = [];
    for (const [id, version] of now) {
      if (index.entries.get(id)?.rowVersion !== version) changed.push(id);
    }
    for (const id of index.entries.keys()) if (!now.has(id)) changed.push(id);
    return changed;
  }

  /** Reads what changed (or everything) until nothing is pending; one reader at a time. */
  async function catchUp(): Promise<void> {
    while (readAll || resyncWanted || pending.size > 0) {
      if (resyncWanted && !readAll && options.versions) {
        resyncWanted = false;
        const through = received;
        // Listening began before this comparison: once what it finds is read, the memory holds
        // every change committed before it started, as after a heartbeat sent then.
        beats.push({ through, sentAt: performance.now() });
        try {
          for (const id of await changedRows(options.versions)) pending.add(id);
        } catch (error) {
          options.log.error({ err: error }, 'catalogue memory: comparing row versions failed');
          resyncWanted = true;
          failedAt = performance.now();
          return;
        }
        if (pending.size === 0) markRead(through);
        continue;
      }
      if (resyncWanted) readAll = true;
      resyncWanted = false;
      const all = readAll || pending.size > MAX_PARTIAL_READ;
      const ids = all ? undefined : [...pending];
      const through = received;
      // A whole read holds every change committed before it started (listening began earlier).
      if (all) beats.push({ through, sentAt: performance.now() });
      readAll = false;
      pending.clear();
      try {
        const fresh = await options.load(ids);
        reads[ids ? 'changed' : 'whole']++;
        let changes: ProductChange[] | undefined;
        if (ids) {
          const byId = new Map<string, ProductChange>(
            ids.map((id) => [id, { id, before: index.entries.get(id)?.json }]),
          );
          for (const id of ids) {
            const old = index.entries.get(id);
            if (old) index.remove(old);
          }
          for (const entry of fresh) {
            index.insert(entry);
            byId.set(entry.id, {
              id: entry.id,
              before: byId.get(entry.id)?.before,
              after: entry.json,
            });
          }
          changes = [...byId.values()];
        } else {
          index.replaceAll(fresh);
          loaded = true;
          markLoaded();
        }
        markRead(through);
        for (const listener of changeListeners) listener('products', changes);
      } catch (error) {
        options.log.error({ err: error }, 'catalogue memory: reading the changes failed');
        if (ids) ids.forEach((id) => pending.add(id));
        else readAll = true;
        // Serve what is kept, and try again a moment later.
        failedAt = performance.now();
        return;
      }
    }
  }

  function requestCatchUp(): Promise<void> {
    running ??= catchUp().finally(() => {
      running = undefined;
      if (!readAll && !resyncWanted && pending.size === 0) return;
      const wait = failedAt + RETRY_READ_MS - performance.now();
      if (wait <= 0) void requestCatchUp();
      else setTimeout(() => void requestCatchUp(), wait).unref();
    });
    return running;
  }

  function onMessage(payload: string) {
    if (payload.startsWith('sync:')) {
      const [, from, count] = payload.split(':');
      if (from !== token) return;
      const waiting = caughtUpAt.get(Number(count));
      // Every change committed before this notice was received before it: answered once those
      // are read, not once no notice is left to read (on a sale day, orders' notices never stop).
      if (waiting) {
        const caughtUp = () => {
          caughtUpAt.delete(Number(count));
          waiting.resolve();
        };
        if (readThrough >= received) caughtUp();
        else {
          readWaiters.push({ through: received, resolve: caughtUp });
          void requestCatchUp();
        }
      }
      return;
    }
    if (payload === SETTINGS_CHANGED) {
      settingsChanged();
      return;
    }
    received++;
    if (payload === '*') readAll = true;
    else for (const id of payload.split(',')) if (id) pending.add(id);
    void requestCatchUp();
  }

  /** The listening connection's heartbeat: notices before it were received (db/client.ts). */
  const watch: ListenWatch = {
    beat(sentAt) {
      beats.push({ through: received, sentAt });
      markRead(readThrough);
      if (beats.length > 0) void requestCatchUp();
    },
    unreachable(down) {
      unreachable = down;
    },
  };

  /** Whether the memory holds every change committed up to staleAfterMs ago. */
  function isFresh(): boolean {
    if (!loaded) return false;
    if (options.staleAfterMs === undefined) return true;
    return performance.now() - freshAsOf < options.staleAfterMs;
  }

  /**
   * Sends a barrier notice after every commit made before this call, and gives its number. A
   * notice already on its way may have left before them, so the caller waits for the next one,
   * which every sync asked for meanwhile shares (one notice per round trip under a rush of writes).
   */
  function sendBarrier(): Promise<number> {
    nextBarrier ??= barrierInFlight.then(async () => {
      nextBarrier = undefined;
      const count = ++barrier;
      let resolve: () => void = () => undefined;
      const done = new Promise<void>((r) => (resolve = r));
      caughtUpAt.set(count, { done, resolve });
      const sent = options.notify(`sync:${token}:${count}`);
      barrierInFlight = sent.catch(() => undefined);
      try {
        await sent;
      } catch (error) {
        caughtUpAt.delete(count);
        throw error;
      }
      return count;
    });
    return nextBarrier;
  }

  function settingsChanged() {
    settingsVersion++;
    for (const listener of changeListeners) listener('settings');
  }

  function onLost() {
    // A settings notice may have been missed too.
    settingsChanged();
    // Counted as a notice: fresh again only once the comparison below has been read.
    received++;
    beats.length = 0;
    if (loaded && options.versions) resyncWanted = true;
    else readAll = true;
    // Barrier notices may be lost with the connection: the whole read covers what they waited for.
    const waiting = [...caughtUpAt.values()];
    caughtUpAt.clear();
    void requestCatchUp().then(() => waiting.forEach(({ resolve }) => resolve()));
  }

  return {
    /**
     * Listens for changes, then reads the whole catalogue once (in the background). When the
     * notices cannot be listened to (no connection to spare), the shop starts anyway, reading the
     * database, and tries again.
     */
    async start(): Promise<void> {
      try {
        stopListening = await options.listen(onMessage, onLost, watch);
        void requestCatchUp();
      } catch (error) {
        if (stopped) return;
        options.log.error({ err: error }, 'catalogue memory: cannot listen for changes yet');
        retryTimer = setTimeout(() => void this.start(), options.retryListenMs ?? RETRY_LISTEN_MS);
        retryTimer.unref();
      }
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(retryTimer);
      await stopListening?.();
      stopListening = undefined;
      await running;
    },
    /**
     * Whether shoppers' reads may come from memory: it is fresh, or the database is out of reach
     * (nothing can change it meanwhile, and the memory is all there is to serve).
     */
    get ready(): boolean {
      return loaded && (isFresh() || unreachable);
    },
    /**
     * Whether it holds every change committed up to `staleAfterMs` ago (always on PGlite, once
     * loaded): the checkout prices from memory only then.
     */
    get fresh(): boolean {
      return isFresh();
    },
    /** Whether its first read has ended (it may be stale since). */
    get loadedOnce(): boolean {
      return loaded;
    },
    /** How many whole reads and reads by id have ended (tests, benches). */
    get reads(): { whole: number; changed: number } {
      return { ...reads };
    },
    /** Resolves once the first read has ended (tests, benches). */
    loaded: (): Promise<void> => firstLoad,
    /** Changes with every notice that the shop's settings changed. */
    get settingsVersion(): number {
      return settingsVersion;
    },
    /** Called after every change read into memory, and after a settings notice. */
    onChange(listener: ChangeListener) {
      changeListeners.push(listener);
    },
    /**
     * Waits until every change this process has committed so far is in memory: called after a
     * write, before its answer, so the writer's next read shows it. Before the first read ends
     * nothing waits (reads go to the database meanwhile). After the time-out (a busy or lost
     * notices connection) the write answers anyway: the change follows with its notice.
     */
    async sync(): Promise<void> {
      if (!stopListening || !loaded) return;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, syncTimeoutMs);
      });
      const caughtUp = async () => {
        const count = await sendBarrier();
        await caughtUpAt.get(count)?.done;
      };
      try {
        await Promise.race([caughtUp(), timedOut]);
      } catch (error) {
        options.log.error({ err: error }, 'catalogue memory: the write could not be followed');
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
