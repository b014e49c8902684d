import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gzip } from 'node:zlib';
import { productAsPageShowsIt, type ProductAnswer } from '@shop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allowScriptsByHash, inlineScriptHashes } from '../http/security-headers.js';
import type { CatalogueMemory } from '../modules/products/catalogue-memory.js';
import type { RenderedPage } from './rendered-page.js';

const brotliAsync = promisify(brotliCompress);
const unbrotliAsync = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);
/** Quality 5: as small as 6–9 on a product page here, where 9 takes 60 times longer. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** A product page as rendered from one answer of its product and one version of the settings. */
type KeptPage = {
  /** The answer last found to make this page (the one rendered, or a later one shown alike). */
  productJson: string;
  /** The product as the page shows it (`productAsPageShowsIt`): what decides a render. */
  shownJson: string;
  settingsVersion: number;
  shownVersion: number;
  renderedAt: number;
  contentType: string;
  headers: Record<string, string>;
  scriptHashes: string[];
  /** Only the brotli copy is kept (a quarter of the page): other encodings are made from it. */
  br: Buffer;
};

/** What a product page is rendered from, read just before it is rendered. */
type Source = { productJson: string; settingsVersion: number; shownVersion: number };

export type KeptPagesOptions = {
  memory: Pick<CatalogueMemory, 'ready' | 'find' | 'bestSellers' | 'settingsVersion' | 'onChange'>;
  /**
   * Renders a product page as any shopper gets it (no cookies), and says which answer of the
   * product it read (the API's public cache may hold an older one than the memory for a moment).
   */
  render: (path: string) => Promise<{ page: RenderedPage; productAnswer?: string }>;
  /**
   * Counts the changes, besides the product and the settings, that a product page shows (the
   * public cache cleared: a promotion written, the shop's day turned and its "% OFF" badges and
   * prices with it); a page rendered before the last one no longer holds.
   */
  shownVersion?: () => number;
  /** Compressed bytes kept at most; the least recently viewed pages go first. */
  maxBytes: number;
  /** A page older than this is still sent, and rendered afresh behind it (the footer's year…). */
  maxAgeMs: number;
  /** Whether shoppers' requests are being answered: pages are rendered ahead only in between. */
  busy: () => boolean;
  log: { warn: (details: object, message: string) => void };
};

/** A product's answer as its page shows it, as JSON. */
const shownOnPage = (productJson: string) =>
  JSON.stringify(productAsPageShowsIt(JSON.parse(productJson) as ProductAnswer));

const PRODUCT_PAGE = /^\/producto\/([^/?#]+)$/;
/** How long rendering ahead waits for the server to be idle before it looks again. */
const IDLE_POLL_MS = 20;

export type KeptPages = ReturnType<typeof createKeptPages>;

/**
 * Every product page kept rendered and compressed, rendered ahead in the background from the
 * catalogue memory, best sellers first, while the server is idle. A kept page is sent only while
 * its product's answer in memory shows on the page as the one it was rendered from (the same
 * sizes in stock; the page reads exact counts itself) and the settings have not changed since, so
 * a price, sold-out size or settings change shows on the next view in every process
 * (their change notices reach every process's memory); other writes (an order's payment, a
 * coupon) do not touch them. Long-tail traffic over the whole catalogue is then answered without
 * rendering, instead of at the cost of one React render per first view.
 */
export function createKeptPages(options: KeptPagesOptions) {
  const { memory } = options;
  /** By slug, least recently viewed first. */
  const pages = new Map<string, KeptPage>();
  const rendering = new Map<string, Promise<KeptPage | undefined>>();
  let bytes = 0;
  let ahead: Promise<void> | undefined;
  let aheadAgain = false;
  let stopped = false;

  const shownVersion = options.shownVersion ?? (() => 0);
  const source = (slug: string): Source | undefined => {
    const productJson = memory.find(slug);
    return productJson === undefined
      ? undefined
      : { productJson, settingsVersion: memory.settingsVersion, shownVersion: shownVersion() };
  };
  /**
   * Whether the page is still what `now` would render. An answer that differs only in what the
   * page does not show (exact stock, sales) keeps it, and is remembered so the next view compares
   * one string again.
   */
  const holds = (page: KeptPage, now: Source | undefined) => {
    if (
      now === undefined ||
      page.settingsVersion !== now.settingsVersion ||
      page.shownVersion !== now.shownVersion
    )
      return false;
    if (page.productJson === now.productJson) return true;
    if (page.shownJson !== shownOnPage(now.productJson)) return false;
    page.productJson = now.productJson;
    return true;
  };

  function drop(slug: string) {
    const page = pages.get(slug);
    if (!page) return;
    bytes -= page.br.length;
    pages.delete(slug);
  }

  function keep(slug: string, page: KeptPage) {
    drop(slug);
    pages.set(slug, page);
    bytes += page.br.length;
    for (const oldest of pages.keys()) {
      if (bytes <= options.maxBytes) break;
      drop(oldest);
    }
  }

  /** Renders the product's page and keeps it if every shopper gets that page. */
  function renderAndKeep(slug: string, from: Source): Promise<KeptPage | undefined> {
    let inFlight = rendering.get(slug);
    if (inFlight) return inFlight;
    inFlight = (async () => {
      const { page, productAnswer } = await options.render(`/producto/${encodeURIComponent(slug)}`);
      const shared =
        page.status === 200 &&
        page.cookies.length === 0 &&
        page.contentType.startsWith('text/html') &&
        /\bpublic\b/.test(page.headers['cache-control'] ?? '');
      const shownJson = shownOnPage(from.productJson);
      if (!shared || productAnswer === undefined || shownOnPage(productAnswer) !== shownJson)
        return undefined;
      const kept: KeptPage = {
        ...from,
        shownJson,
        renderedAt: Date.now(),
        contentType: page.contentType,
        headers: page.headers,
        scriptHashes: inlineScriptHashes(page.body.toString('utf8')),
        br: await brotliAsync(page.body, BROTLI),
      };
      if (holds(kept, source(slug))) keep(slug, kept);
      return kept;
    })().finally(() => rendering.delete(slug));
    rendering.set(slug, inFlight);
    return inFlight;
  }

  async function send(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
    allowScriptsByHash(request, page.scriptHashes);
    reply.type(page.contentType).headers(page.headers).header('vary', 'Accept-Encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
    const body = await unbrotliAsync(page.br);
    if (/\bgzip\b/.test(accepted)) {
      return reply.header('content-encoding', 'gzip').send(await gzipAsync(body));
    }
    return reply.send(body);
  }

  const idle = () =>
    new Promise<void>((resolve) => {
      const look = () => (options.busy() && !stopped ? setTimeout(look, IDLE_POLL_MS) : resolve());
      look();
    });

  /** Renders every page not kept, best sellers first, one at a time, only while idle. */
  function renderAhead() {
    if (ahead) {
      aheadAgain = true;
      return;
    }
    ahead = renderEveryPage().finally(() => (ahead = undefined));
  }

  async function renderEveryPage() {
    do {
      aheadAgain = false;
      for (const { slug, json } of memory.bestSellers()) {
        if (stopped || bytes >= options.maxBytes) return;
        const page = pages.get(slug);
        const from = {
          productJson: json,
          settingsVersion: memory.settingsVersion,
          shownVersion: shownVersion(),
        };
        if (page && holds(page, from)) continue;
        await idle();
        if (stopped) return;
        const now = source(slug);
        if (!now || now.productJson !== json) continue;
        try {
          await renderAndKeep(slug, now);
        } catch (error) {
          // Stopped meanwhile (shutdown): the in-process request was refused, as it should be.
          if (!stopped)
            options.log.warn({ err: error, slug }, 'rendering a product page ahead failed');
        }
      }
    } while (aheadAgain && !stopped);
  }

  return {
    /** The product slug of a product page's address (no query), if it is one. */
    slugOf(url: string): string | undefined {
      const found = PRODUCT_PAGE.exec(url);
      if (!found) return undefined;
      try {
        return decodeURIComponent(found[1]!);
      } catch {
        return undefined;
      }
    },
    /**
     * Sends the product's kept page, rendering it first when it is missing or no longer holds.
     * False when the page is not one every shopper gets (no such product, say): the caller
     * renders it for this request.
     */
    async serve(request: FastifyRequest, reply: FastifyReply, slug: string): Promise<boolean> {
      if (!memory.ready) return false;
      const now = source(slug);
      if (!now) return false;
      const page = pages.get(slug);
      if (page && holds(page, now)) {
        // Viewed again: last to go.
        pages.delete(slug);
        pages.set(slug, page);
        if (Date.now() - page.renderedAt > options.maxAgeMs) {
          renderAndKeep(slug, now).catch((error: unknown) =>
            options.log.warn({ err: error, slug }, 'rendering a product page afresh failed'),
          );
        }
        await send(request, reply.header('x-cache', 'hit'), page);
        return true;
      }
      const fresh = await renderAndKeep(slug, now);
      if (!fresh) return false;
      await send(request, reply, fresh);
      return true;
    },
    /** Starts rendering ahead now and after every change the memory reads. */
    start() {
      const wake = () => void renderAhead();
      memory.onChange(wake);
      wake();
    },
    /** No rendering ahead from now on; resolves once the page under way (if any) is done. */
    async stop() {
      stopped = true;
      await ahead;
    },
    /** How many pages are kept, and their compressed size. */
    get stats() {
      return { pages: pages.size, bytes };
    },
  };
}
