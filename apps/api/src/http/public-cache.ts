import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProductChange } from '../modules/products/catalogue-memory/change-notices.js';
import { createReadyAnswer, type ReadyAnswer } from './ready-answer.js';
import { productsShownIn, reachOf, type Reach } from './shown-products.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Shoppers' answers of this GET route may be served from the in-memory cache. */
    publicCache?: boolean;
    /**
     * A POST that changes nothing shoppers read (a shipping quote, a sign-in, a lookup): its
     * answer neither empties the public cache nor waits for the catalogue memory.
     */
    readsOnly?: boolean;
    /**
     * A write that changes products only (an order's stock, a product's edit): while the
     * catalogue memory follows their change notices, the cache forgets just the answers showing
     * the products changed (`productsChanged`) instead of emptying itself.
     */
    changesProducts?: boolean;
    /**
     * False: the write answers without waiting for the catalogue memory to read its change
     * (app.ts), which then reaches shoppers with its change notice, within moments.
     */
    waitsForMemory?: boolean;
    /**
     * The validated query cut down to what changes a shopper's answer, for a route where one
     * parameter's meaning depends on another (`limit` without `page`, say). The cache keys on it.
     */
    publicCacheQuery?: (query: Record<string, unknown>) => Record<string, unknown>;
    /**
     * Reads of this route the cache neither answers nor keeps, decided on the query as sent,
     * before any parsing: their answers cost less to make again than to key and keep.
     */
    publicCacheSkips?: (query: Record<string, unknown>) => boolean;
  }
  interface FastifyInstance {
    /** Shoppers' answers (catalogue reads and storefront pages), shared by the API and the pages. */
    publicCache: PublicCache;
  }
}

export type PublicCacheOptions = { ttlMs: number; maxEntries: number };

type Encoding = 'br' | 'gzip';

/** The products a kept answer shows, so that a change of one forgets just the answers showing it. */
export type Shows = {
  /** By id (productsShownIn); `all`: any product (a whole list). */
  products: Set<string> | 'all';
  /** Only as cards (a storefront list): a change of stock counts alone leaves it as it is. */
  asCards: boolean;
};

/**
 * An answer as sent, plus its compressed copies, each made the first time a browser asks for
 * that encoding: most answers of the long tail are never asked for again, so compressing them
 * for both encodings up front was most of a cache miss's cost.
 */
export type CachedAnswer = {
  body: Buffer;
  contentType: string;
  /** Further headers the answer carries (a page's Cache-Control, say). */
  headers: Record<string, string>;
  /** CSP hashes of a page's inline scripts (none for data). */
  scriptHashes: string[];
  expiresAt: number;
  copies: Partial<Record<Encoding, Promise<Buffer>>>;
  shows?: Shows;
};

type Answer = Pick<CachedAnswer, 'body' | 'contentType' | 'headers'>;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };

/** The answer compressed in that encoding (off the event loop), made once and kept with it. */
export function compressedCopy(answer: CachedAnswer, encoding: Encoding): Promise<Buffer> {
  return (answer.copies[encoding] ??=
    encoding === 'br' ? brotliAsync(answer.body, BROTLI) : gzipAsync(answer.body, GZIP));
}

function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** Sends the smallest copy the browser accepts. */
export async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
) {
  const encoding = acceptedEncoding(request);
  reply.type(answer.contentType).headers(answer.headers).header('vary', 'Accept-Encoding');
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(await compressedCopy(answer, encoding));
}

/** Sends a one-off answer compressed as the browser accepts, compressing only that copy. */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  const encoding = acceptedEncoding(request);
  reply.type(answer.contentType).headers(answer.headers).header('vary', 'Accept-Encoding');
  if (encoding === 'br') {
    return reply.header('content-encoding', 'br').send(await brotliAsync(answer.body, BROTLI));
  }
  if (encoding === 'gzip') {
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(answer.body, GZIP));
  }
  return reply.send(answer.body);
}

export type PublicCache = ReturnType<typeof createPublicCache>;

/**
 * Answers kept for `ttlMs`, by URL. A successful write through this instance empties it at
 * once, so an admin's change shows immediately here; other instances sharing the database see
 * it within `ttlMs`. A change of products (`forgetProducts`) forgets only the answers showing
 * them, and of those kept as cards only the ones whose card it changes.
 */
export function createPublicCache(options: PublicCacheOptions) {
  const entries = new Map<string, CachedAnswer>();
  /** Counts the clears: an answer read before a write must not be kept after it. */
  let generation = 0;
  const clearListeners: (() => void)[] = [];
  /** The answers showing each product, and those showing any product. */
  const showing = new Map<string, Set<string>>();
  const showingAny = new Set<string>();
  /**
   * Counts the batches of product changes; when each product last changed (any change, and
   * one a card shows): an answer read before its products changed must not be kept after.
   */
  let changes = 0;
  const changedAt = new Map<string, number>();
  const cardChangedAt = new Map<string, number>();
  let anyChangedAt = 0;
  let anyCardChangedAt = 0;

  function index(url: string, shows: Shows) {
    if (shows.products === 'all') showingAny.add(url);
    else {
      for (const id of shows.products) {
        let urls = showing.get(id);
        if (!urls) showing.set(id, (urls = new Set()));
        urls.add(url);
      }
    }
  }

  function drop(url: string) {
    const shows = entries.get(url)?.shows;
    entries.delete(url);
    if (!shows) return;
    if (shows.products === 'all') showingAny.delete(url);
    else {
      for (const id of shows.products) {
        const urls = showing.get(id);
        urls?.delete(url);
        if (urls?.size === 0) showing.delete(id);
      }
    }
  }

  /** Whether a product change since `since` reaches an answer that shows `shows`. */
  function changedSince(shows: Shows, since: number): boolean {
    if (shows.products === 'all') return (shows.asCards ? anyCardChangedAt : anyChangedAt) > since;
    const at = shows.asCards ? cardChangedAt : changedAt;
    for (const id of shows.products) if ((at.get(id) ?? 0) > since) return true;
    return false;
  }

  const reaches = (shows: Shows, reach: Reach) => reach !== 'stock' || !shows.asCards;

  function forgetAll() {
    entries.clear();
    showing.clear();
    showingAny.clear();
    generation++;
  }

  /**
   * A kept answer, also one that expired less than one time to live ago (`stale`), for a caller
   * that serves it while it makes a fresh one.
   */
  function lookup(url: string): { entry: CachedAnswer; stale: boolean } | undefined {
    const entry = entries.get(url);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.expiresAt + options.ttlMs < now) {
      drop(url);
      return undefined;
    }
    return { entry, stale: entry.expiresAt < now };
  }

  /**
   * Drops the oldest eighth at once. A Map's first key is found past every slot deleted before
   * it, so dropping one answer per store made the walk, and each store, grow with the traffic.
   */
  function forgetOldest() {
    let count = Math.max(1, Math.floor(options.maxEntries / 8));
    for (const url of entries.keys()) {
      drop(url);
      if (--count === 0) break;
    }
  }

  return {
    enabled: options.ttlMs > 0,
    lookup,
    /** A kept answer that has not expired. */
    get(url: string): CachedAnswer | undefined {
      const kept = lookup(url);
      return kept && !kept.stale ? kept.entry : undefined;
    },
    /** Marks the start of a read whose answer may be stored; pass it to `store`. */
    generation: () => generation,
    /** Marks the products' changes a read began after; pass it to `store` with what it shows. */
    changes: () => changes,
    /**
     * Keeps an answer, unless the cache was cleared since its read began (`readSince`, from
     * `generation()`), or a product it shows changed since (`shown.since`, from `changes()`):
     * that answer may show what a write has just changed.
     */
    async store(
      url: string,
      answer: Answer & Pick<CachedAnswer, 'scriptHashes'>,
      readSince: number,
      shown?: { shows: Shows; since: number },
    ) {
      const entry: CachedAnswer = {
        ...answer,
        copies: {},
        expiresAt: Date.now() + options.ttlMs,
        shows: shown?.shows,
      };
      if (options.ttlMs <= 0 || readSince !== generation) return entry;
      if (shown && changedSince(shown.shows, shown.since)) return entry;
      if (entries.size >= options.maxEntries && !entries.has(url)) forgetOldest();
      // Re-inserted, so the map's order stays oldest first.
      drop(url);
      entries.set(url, entry);
      if (shown) index(url, shown.shows);
      return entry;
    },
    delete(url: string) {
      drop(url);
    },
    clear() {
      forgetAll();
      for (const listener of clearListeners) listener();
    },
    /** Forgets every answer, leaving the ready ones to their own refresh (`refreshSoon`). */
    forgetAll,
    /**
     * Forgets the answers that show a changed product (by how far each change reaches), and
     * those made from a list that may now hold other products (`lists`).
     */
    forgetProducts(changed: ReadonlyMap<string, Reach>) {
      changes++;
      let widest: Reach = 'stock';
      for (const [id, reach] of changed) {
        if (reach === 'lists') {
          widest = reach;
          forgetAll();
          break;
        }
        changedAt.set(id, changes);
        if (reach === 'card') {
          cardChangedAt.set(id, changes);
          widest = reach;
        }
        for (const url of showing.get(id) ?? []) {
          const shows = entries.get(url)?.shows;
          if (shows && reaches(shows, reach)) drop(url);
        }
      }
      anyChangedAt = changes;
      if (widest !== 'stock') anyCardChangedAt = changes;
      for (const url of showingAny) {
        const shows = entries.get(url)?.shows;
        if (shows && reaches(shows, widest)) drop(url);
      }
    },
    /** Called after every clear (a successful write): ready answers rebuild then. */
    onClear(listener: () => void) {
      clearListeners.push(listener);
    },
  };
}

/** A route's query schema (zod), as far as the cache uses it. */
type QuerySchema = {
  safeParse(query: unknown): { success: boolean; data?: Record<string, unknown> };
};

/** What each route assumes for the parameters left out (its zod defaults), by schema. */
const defaultsBySchema = new WeakMap<QuerySchema, Record<string, unknown>>();

function defaultsOf(schema: QuerySchema): Record<string, unknown> {
  let defaults = defaultsBySchema.get(schema);
  if (!defaults) {
    const parsed = schema.safeParse({});
    defaults = (parsed.success && parsed.data) || {};
    defaultsBySchema.set(schema, defaults);
  }
  return defaults;
}

/**
 * The key of a shopper's read: its route, its path parameters as the router decoded them, and
 * the values its route makes of the query parameters it understands, in one order. Unknown
 * parameters (`?x=1`, `?x=2`…) and other spellings of one answer (`/api/%70roducts`,
 * `limit=012`, `limit=12.0`, a default given or left out) share one kept answer instead of each
 * costing a fresh one. Undefined when the route refuses the query: validation answers that.
 */
export function cacheKey(request: FastifyRequest): string | undefined {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const path = (request.routeOptions.url ?? '/').replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const schema = request.routeOptions.schema?.querystring as QuerySchema | undefined;
  if (!schema) return path;
  const parsed = schema.safeParse(request.query);
  if (!parsed.success || !parsed.data) return undefined;
  const cutDown = request.routeOptions.config?.publicCacheQuery;
  const query = cutDown ? cutDown(parsed.data) : parsed.data;
  const defaults = defaultsOf(schema);
  const normalized = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = JSON.stringify(query[name]);
    if (value !== undefined && value !== JSON.stringify(defaults[name])) {
      normalized.append(name, value);
    }
  }
  return normalized.size > 0 ? `${path}?${normalized.toString()}` : path;
}

/** Marks the in-process request that builds a ready answer (its value: this process's secret). */
const BUILD_HEADER = 'x-ready-answer-build';

/** A shopper's read kept made by the cache (ready-answer.ts): its key, as `cacheKey` makes it. */
export type ReadyAnswerRoute = {
  url: string;
  /** Rebuilt this often besides after writes (other instances' changes); 0: only after writes. */
  refreshMs: number;
  /** Calls back after each change made elsewhere (instead of rebuilding every `refreshMs`). */
  changes?: (changed: () => void) => void;
};

/** Product changes read close together are applied to the cache together, this long apart. */
export const PRODUCT_CHANGES_BATCH_MS = 100;

/**
 * Product changes (from the catalogue memory) gathered and applied together every
 * PRODUCT_CHANGES_BATCH_MS, or at once (`flush`) when a write's answer must show its own.
 */
function createProductChangeBatch(cache: PublicCache) {
  let pending = new Map<string, Reach>();
  let timer: NodeJS.Timeout | undefined;
  const wider: Record<Reach, number> = { stock: 0, card: 1, lists: 2 };
  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    cache.forgetProducts(batch);
  }
  return {
    add(products: readonly ProductChange[]) {
      for (const change of products) {
        // Written again as it was (a read-model refresh, say): nothing to forget.
        if (change.before === change.after) continue;
        const reach = reachOf(change);
        const before = pending.get(change.id);
        if (before === undefined || wider[reach] > wider[before]) pending.set(change.id, reach);
      }
      timer ??= setTimeout(flush, PRODUCT_CHANGES_BATCH_MS);
    },
    flush,
  };
}

/**
 * Keeps the serialized answers of public catalogue reads (products, promotions, settings) for a
 * short while, keyed on the parameters each route understands. Admins always read through to
 * the database. The `ready` reads are never made by a request: they are rebuilt after writes.
 * `followsProducts` says whether product changes reach the cache by `productsChanged` (the
 * catalogue memory is fresh): then writes marked `changesProducts` leave the rest of it.
 */
export function registerPublicCache(
  app: FastifyInstance,
  options: PublicCacheOptions & {
    ready?: readonly ReadyAnswerRoute[];
    followsProducts?: () => boolean;
  },
) {
  const cache = createPublicCache(options);
  app.decorate('publicCache', cache);
  const productChanges = createProductChangeBatch(cache);
  /** Reads that may be stored: since which clear and product change, under which key (`cacheKey`). */
  const reads = new WeakMap<FastifyRequest, { since: number; changesSince: number; key: string }>();
  /**
   * The reads of each key being answered: shoppers asking for it meanwhile get that answer once
   * it is kept, instead of each making it (undefined: not kept, they make their own).
   */
  const answering = new Map<string, Promise<CachedAnswer | undefined>>();
  const made = new WeakMap<FastifyRequest, (kept: CachedAnswer | undefined) => void>();
  const isRead = (method: string) => method === 'GET' || method === 'HEAD';
  const ready = cache.enabled ? registerReadyAnswers(app, cache, options) : undefined;

  // Registered before the admin guard: a request without a token is a shopper's, and a hit is
  // answered before any other work.
  app.addHook('onRequest', async (request, reply) => {
    if (
      !cache.enabled ||
      !isRead(request.method) ||
      request.headers.authorization !== undefined ||
      request.routeOptions.config?.publicCache !== true ||
      request.routeOptions.config.publicCacheSkips?.(request.query as Record<string, unknown>) ||
      ready?.isBuild(request)
    ) {
      return;
    }
    const key = cacheKey(request);
    if (key === undefined) return;
    // HEAD too: it runs the GET handler, so it would build the answer only to drop the body.
    const readyAnswer = ready?.answerFor(key);
    const entry = readyAnswer ? await readyAnswer.current() : cache.get(key);
    if (entry) return sendAnswer(request, reply.header('x-cache', 'hit'), entry);
    if (readyAnswer) return;
    const inFlight = answering.get(key);
    const shared = inFlight && (await inFlight);
    if (shared) return sendAnswer(request, reply.header('x-cache', 'hit'), shared);
    reads.set(request, { since: cache.generation(), changesSince: cache.changes(), key });
    if (inFlight) return;
    let settle: (kept: CachedAnswer | undefined) => void = () => undefined;
    const answer = new Promise<CachedAnswer | undefined>((resolve) => (settle = resolve));
    answering.set(key, answer);
    const done = (kept: CachedAnswer | undefined) => {
      if (answering.get(key) === answer) answering.delete(key);
      settle(kept);
    };
    made.set(request, done);
    // An answer that is not kept (an error, a change meanwhile) lets the others make their own.
    reply.raw.once('close', () => done(undefined));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isRead(request.method)) {
      const config = request.routeOptions.config;
      if (reply.statusCode >= 400 || config?.readsOnly === true) return payload;
      // The catalogue memory has read the write's changes (app.ts waits for it before this
      // hook, but for an order's): applied now, so the writer's next read shows them.
      if (config?.changesProducts === true && options.followsProducts?.()) productChanges.flush();
      else cache.clear();
      return payload;
    }
    const read = reads.get(request);
    if (
      read === undefined ||
      reply.getHeader('x-cache') === 'hit' ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      request.routeOptions.config?.publicCache !== true ||
      request.admin !== null
    ) {
      return payload;
    }
    reply.header('vary', 'Accept-Encoding');
    const entry = await cache.store(
      read.key,
      {
        body: Buffer.from(payload),
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        headers: {},
        scriptHashes: [],
      },
      read.since,
      // An answer shows its products' stock: any change of one forgets it.
      { shows: { products: productsShownIn([payload]), asCards: false }, since: read.changesSince },
    );
    made.get(request)?.(cache.get(read.key) === entry ? entry : undefined);
    return payload;
  });
  return {
    /**
     * Products changed (read into the catalogue memory): the answers showing them are forgotten
     * with the next batch; undefined (a whole read) forgets every answer.
     */
    productsChanged(products: readonly ProductChange[] | undefined) {
      if (products) productChanges.add(products);
      else cache.forgetAll();
    },
    /** Stops rebuilding the ready reads (shutdown's first step); waits for a build under way. */
    stopBuilding: async () => {
      await ready?.stop();
    },
  };
}

/**
 * The ready reads: each is built by an in-process request that carries this process's secret
 * header (so the cache lets it through), compressed once, rebuilt after every clear.
 */
function registerReadyAnswers(
  app: FastifyInstance,
  cache: PublicCache,
  options: PublicCacheOptions & { ready?: readonly ReadyAnswerRoute[] },
) {
  const buildSecret = randomBytes(16).toString('hex');
  /** By key: every spelling of a ready read's address finds it (`cacheKey`). */
  const answers = new Map<string, ReadyAnswer<CachedAnswer>>();
  for (const route of options.ready ?? []) {
    const answer = createReadyAnswer<CachedAnswer>({
      name: route.url,
      refreshMs: route.refreshMs,
      log: app.log,
      async build() {
        const res = await app.inject({ url: route.url, headers: { [BUILD_HEADER]: buildSecret } });
        if (res.statusCode !== 200) throw new Error(`${route.url} answered ${res.statusCode}`);
        const answer: CachedAnswer = {
          body: res.rawPayload,
          copies: {},
          contentType: String(res.headers['content-type']),
          headers: {},
          scriptHashes: [],
          expiresAt: Number.POSITIVE_INFINITY,
        };
        // Both copies made with the build: these answers are the busiest there are.
        await Promise.all([compressedCopy(answer, 'br'), compressedCopy(answer, 'gzip')]);
        return answer;
      },
    });
    route.changes?.(() => answer.refreshSoon());
    answers.set(route.url, answer);
  }
  cache.onClear(() => {
    for (const answer of answers.values()) answer.invalidate();
  });
  app.addHook('onReady', async () => {
    for (const answer of answers.values()) answer.start();
  });
  // A build is an in-process request, refused once close() begins: stopped before.
  const stop = async () => {
    await Promise.all([...answers.values()].map((answer) => answer.stop()));
  };
  app.addHook('preClose', stop);
  return {
    isBuild: (request: FastifyRequest) => request.headers[BUILD_HEADER] === buildSecret,
    answerFor: (key: string) => answers.get(key),
    stop,
  };
}
