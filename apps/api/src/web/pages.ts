import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { sendAnswer, sendCompressed, type CachedAnswer } from '../http/cached-answer.js';
import type { PublicCache } from '../http/public-cache.js';
import { allowScriptsByHash, inlineScriptHashes } from '../http/security-headers.js';
import type { KeptPages } from './kept-pages.js';
import type { RenderedPage } from './rendered-page.js';

type Rendering = { page: RenderedPage; kept?: CachedAnswer };

/** A product page shows each size's stock; other pages show products as cards, without counts. */
const PRODUCT_PAGE = /^\/producto\//;

/** Smaller answers are sent as they are: compressing them saves nothing worth keeping. */
const SMALL_PAGE_BYTES = 1024;

/** The same for every shopper: its route says `Cache-Control: public` and it sets no cookie. */
function isShared(request: FastifyRequest, page: RenderedPage): boolean {
  return (
    request.method === 'GET' &&
    page.status === 200 &&
    page.cookies.length === 0 &&
    page.body.length >= SMALL_PAGE_BYTES &&
    /\bpublic\b/.test(page.headers['cache-control'] ?? '')
  );
}

/**
 * Serves storefront pages. Shared pages are kept in the public cache (emptied by any write,
 * like the catalogue answers), so a busy page is rendered about once per time to live, not per
 * visit. Shoppers who ask for a page being rendered wait for that render instead of starting
 * their own, and a page just past its time is served as it was while it is rendered afresh.
 */
export function createPageServer(options: {
  cache: PublicCache;
  /** Product pages kept rendered until their product changes (kept-pages.ts). */
  kept?: KeptPages;
  render: (request: FastifyRequest) => Promise<RenderedPage>;
  log: FastifyBaseLogger;
}) {
  const { cache } = options;
  /** Renders under way by URL, with the cache generation they began in. */
  const rendering = new Map<
    string,
    { readSince: number; kept: Promise<CachedAnswer | undefined> }
  >();
  /** A render a shopper may wait for: one begun after the last write (a settings change, say). */
  const currentRender = (url: string) => {
    const inFlight = rendering.get(url);
    return inFlight && inFlight.readSince === cache.generation() ? inFlight : undefined;
  };

  function renderAndKeep(request: FastifyRequest): Promise<Rendering> {
    const url = request.url;
    const readSince = cache.generation();
    const changesSince = cache.changes();
    const done = options.render(request).then(async (page): Promise<Rendering> => {
      if (!cache.enabled || !isShared(request, page)) {
        // A page that stopped being shared (now missing, say) is not served from memory again.
        if (request.method === 'GET') cache.delete(url);
        return { page };
      }
      const scriptHashes = page.contentType.startsWith('text/html')
        ? inlineScriptHashes(page.body.toString('utf8'))
        : [];
      const { body, contentType, headers } = page;
      const shown = page.shows && {
        shows: { products: page.shows, asCards: !PRODUCT_PAGE.test(url) },
        since: changesSince,
      };
      const kept = await cache.store(
        url,
        { body, contentType, headers, scriptHashes },
        readSince,
        shown,
      );
      return { page, kept };
    });
    if (request.method === 'GET' && cache.enabled && !currentRender(url)) {
      const inFlight = {
        readSince,
        kept: done.then(
          (result) => result.kept,
          () => undefined,
        ),
      };
      rendering.set(url, inFlight);
      void inFlight.kept.finally(() => {
        if (rendering.get(url) === inFlight) rendering.delete(url);
      });
    }
    return done;
  }

  function sendKept(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer) {
    allowScriptsByHash(request, entry.scriptHashes);
    return sendAnswer(request, reply.header('x-cache', 'hit'), entry);
  }

  function sendRendered(request: FastifyRequest, reply: FastifyReply, { page, kept }: Rendering) {
    reply.status(page.status);
    if (page.cookies.length) reply.header('set-cookie', page.cookies);
    if (kept) return sendAnswer(request, reply, kept);
    if (request.method === 'HEAD' || page.body.length < SMALL_PAGE_BYTES) {
      return reply.type(page.contentType).headers(page.headers).send(page.body);
    }
    return sendCompressed(request, reply, page);
  }

  return async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const productSlug = request.method === 'GET' ? options.kept?.slugOf(request.url) : undefined;
    if (productSlug !== undefined && (await options.kept?.serve(request, reply, productSlug))) {
      return reply;
    }
    if (request.method === 'GET' && cache.enabled) {
      const kept = cache.lookup(request.url);
      if (kept) {
        if (kept.stale && !currentRender(request.url)) {
          renderAndKeep(request).catch((error: unknown) =>
            options.log.warn({ err: error, url: request.url }, 'page refresh failed'),
          );
        }
        return sendKept(request, reply, kept.entry);
      }
      // Looked up and joined in the same tick as a render is registered, so none is started twice.
      const inFlight = currentRender(request.url);
      const beingRendered = inFlight && (await inFlight.kept);
      if (beingRendered) return sendKept(request, reply, beingRendered);
    }
    return sendRendered(request, reply, await renderAndKeep(request));
  };
}
