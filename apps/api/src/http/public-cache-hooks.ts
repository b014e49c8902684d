import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProductChange } from './shown-products.js';
import { cacheKey } from './cache-key.js';
import { sendAnswer, type CachedAnswer } from './cached-answer.js';
import { createPublicCache, type PublicCache, type PublicCacheOptions } from './public-cache.js';
import { registerReadyAnswers, type ReadyAnswerRoute } from './ready-answers.js';
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
