import { randomBytes } from 'node:crypto';
import type { ProductAnswer } from '@shop/domain';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../http/security-headers.js';
import { createKeptPages } from './kept-pages.js';
import type { RenderedPage } from './rendered-page.js';

/** A product's answer: one size with `stock` units (price and other fields as `version` says). */
function answer(slug: string, version: number, stock = 5): string {
  const product: Partial<ProductAnswer> = {
    slug,
    version,
    stock,
    total_sales: 0,
    variants: [{ id: 1, variant: 'Negro', imgUrl: [], sizes: [{ size: '40', stock, sold: 0 }] }],
  };
  return JSON.stringify(product);
}

/** A catalogue memory of a few products whose answers a test replaces, as a change notice would. */
function fakeMemory(slugs: string[]) {
  const answers = new Map(slugs.map((slug) => [slug, answer(slug, 1)]));
  const listeners: (() => void)[] = [];
  return {
    ready: true,
    settingsVersion: 0,
    answers,
    find: (slug: string) => answers.get(slug),
    bestSellers: () => [...answers].map(([slug, json]) => ({ slug, json })),
    onChange: (listener: () => void) => listeners.push(listener),
    change(slug: string, version: number, stock?: number) {
      answers.set(slug, answer(slug, version, stock));
      listeners.forEach((listener) => listener());
    },
  };
}

/** A shop serving product pages from kept pages only; the render says which answer it read. */
async function keptShop(options: { slugs: string[]; maxBytes?: number; busy?: () => boolean }) {
  const memory = fakeMemory(options.slugs);
  const renders: string[] = [];
  const shop = { status: 200, staleAnswer: false, shownVersion: 0 };
  const kept = createKeptPages({
    memory,
    shownVersion: () => shop.shownVersion,
    maxBytes: options.maxBytes ?? 1024 * 1024,
    maxAgeMs: 60_000,
    busy: options.busy ?? (() => false),
    log: { warn: () => undefined },
    async render(path): Promise<{ page: RenderedPage; productAnswer?: string }> {
      const slug = path.slice('/producto/'.length);
      renders.push(slug);
      const productAnswer = shop.staleAnswer ? answer(slug, 0) : memory.find(slug);
      return {
        productAnswer,
        page: {
          status: shop.status,
          contentType: 'text/html; charset=utf-8',
          headers: { 'cache-control': 'public, max-age=0' },
          cookies: [],
          // Random bytes do not compress: each page weighs about 3 kB kept.
          body: Buffer.from(
            `<html><script>window.x=1</script><p>${productAnswer}</p>${randomBytes(3000).toString('hex')}</html>`,
          ),
        },
      };
    },
  });
  const app = Fastify();
  registerSecurityHeaders(app);
  app.get('/*', async (request, reply) => {
    const slug = kept.slugOf(request.url);
    if (slug !== undefined && (await kept.serve(request, reply, slug))) return reply;
    return reply.status(404).send('rendered for this request');
  });
  await app.ready();
  return { app, kept, memory, renders, shop };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('kept product pages', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('renders every product page ahead, and sends it compressed without rendering again', async () => {
    const built = await keptShop({ slugs: ['a', 'b', 'c'] });
    app = built.app;
    built.kept.start();
    await until(() => built.kept.stats.pages === 3);
    expect(built.renders.sort()).toEqual(['a', 'b', 'c']);
    const viewed = await app.inject({ url: '/producto/b', headers: { 'accept-encoding': 'br' } });
    expect(viewed.headers['x-cache']).toBe('hit');
    expect(viewed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(viewed.rawPayload).toString()).toContain('"slug":"b"');
    expect(String(viewed.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
    const plain = await app.inject('/producto/b');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('"version":1');
    const gzipped = await app.inject({
      url: '/producto/b',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(built.renders).toHaveLength(3);
  });

  it('renders a page afresh once its product changed, and ahead of the next view', async () => {
    const built = await keptShop({ slugs: ['a', 'b'] });
    app = built.app;
    built.kept.start();
    await until(() => built.kept.stats.pages === 2);
    built.memory.change('a', 2);
    await until(() => built.renders.length === 3);
    const viewed = await app.inject('/producto/a');
    expect(viewed.body).toContain('"version":2');
    expect(viewed.headers['x-cache']).toBe('hit');
    // A change the page has not been rendered from yet is never sent: it is rendered for the view.
    built.memory.answers.set('b', answer('b', 3));
    const changed = await app.inject('/producto/b');
    expect(changed.body).toContain('"version":3');
    expect(changed.headers['x-cache']).toBeUndefined();
    built.memory.settingsVersion++;
    const afterSettings = await app.inject('/producto/b');
    expect(afterSettings.headers['x-cache']).toBeUndefined();
    expect(built.renders.filter((slug) => slug === 'b')).toHaveLength(3);
  });

  it('keeps a page while orders change only how many units its sizes have, not which are sold out', async () => {
    const built = await keptShop({ slugs: ['a'] });
    app = built.app;
    built.kept.start();
    await until(() => built.kept.stats.pages === 1);
    for (const units of [4, 1, 7]) built.memory.change('a', 1, units);
    await new Promise((r) => setTimeout(r, 100));
    const viewed = await app.inject('/producto/a');
    expect(viewed.headers['x-cache']).toBe('hit');
    // The counts it was rendered with: the page reads the exact ones once it runs.
    expect(viewed.body).toContain('"stock":5');
    expect(built.renders).toEqual(['a']);
    built.memory.change('a', 1, 0);
    const soldOut = await app.inject('/producto/a');
    expect(soldOut.headers['x-cache']).toBeUndefined();
    expect(soldOut.body).toContain('"stock":0');
    built.memory.change('a', 1, 2);
    expect((await app.inject('/producto/a')).body).toContain('"stock":2');
    expect(built.renders).toEqual(['a', 'a', 'a']);
  });

  it('renders a page afresh once what it shows besides its product changed (a promotion, the day)', async () => {
    const built = await keptShop({ slugs: ['a'] });
    app = built.app;
    built.kept.start();
    await until(() => built.kept.stats.pages === 1);
    expect((await app.inject('/producto/a')).headers['x-cache']).toBe('hit');
    built.shop.shownVersion++;
    const after = await app.inject('/producto/a');
    expect(after.headers['x-cache']).toBeUndefined();
    expect(built.renders).toEqual(['a', 'a']);
    expect((await app.inject('/producto/a')).headers['x-cache']).toBe('hit');
  });

  it('keeps no page rendered from an older answer than the memory holds, nor one not shared', async () => {
    const built = await keptShop({ slugs: ['a'] });
    app = built.app;
    built.shop.staleAnswer = true;
    const first = await app.inject('/producto/a');
    expect(first.statusCode).toBe(404);
    expect(built.kept.stats.pages).toBe(0);
    built.shop.staleAnswer = false;
    built.shop.status = 404;
    await app.inject('/producto/a');
    expect(built.kept.stats.pages).toBe(0);
    // No such product: the caller renders it for the request, without trying here.
    const missing = await app.inject('/producto/zzz');
    expect(missing.body).toBe('rendered for this request');
    expect(built.renders).toEqual(['a', 'a']);
  });

  it('renders one page once for shoppers who ask for it at the same time', async () => {
    const built = await keptShop({ slugs: ['a'] });
    app = built.app;
    await Promise.all(Array.from({ length: 8 }, () => app!.inject('/producto/a')));
    expect(built.renders).toEqual(['a']);
  });

  it('keeps at most its bytes, dropping the least recently viewed, and waits while busy', async () => {
    let busy = true;
    const slugs = Array.from({ length: 10 }, (_, i) => `p${i}`);
    const built = await keptShop({ slugs, maxBytes: 10_000, busy: () => busy });
    app = built.app;
    built.kept.start();
    await new Promise((r) => setTimeout(r, 100));
    expect(built.renders).toEqual([]);
    await app.inject('/producto/p9');
    await app.inject('/producto/p8');
    await app.inject('/producto/p9');
    await app.inject('/producto/p7');
    await app.inject('/producto/p6');
    expect(built.kept.stats.bytes).toBeLessThanOrEqual(10_000);
    const kept = await app.inject('/producto/p9');
    expect(kept.headers['x-cache']).toBe('hit');
    const dropped = await app.inject('/producto/p8');
    expect(dropped.headers['x-cache']).toBeUndefined();
    busy = false;
    // Rendering ahead stops at the limit instead of pushing out what shoppers view.
    await new Promise((r) => setTimeout(r, 200));
    expect(built.kept.stats.bytes).toBeLessThanOrEqual(10_000);
    expect(built.kept.stats.pages).toBeGreaterThan(0);
  });

  it('knows a product page by its address only', async () => {
    const { kept, app: shopApp } = await keptShop({ slugs: [] });
    app = shopApp;
    expect(kept.slugOf('/producto/botin-nike')).toBe('botin-nike');
    expect(kept.slugOf('/producto/bot%C3%ADn')).toBe('botín');
    expect(kept.slugOf('/producto/botin?talle=40')).toBeUndefined();
    expect(kept.slugOf('/producto/a/b')).toBeUndefined();
    expect(kept.slugOf('/producto/%E0%A4%A')).toBeUndefined();
    expect(kept.slugOf('/catalogo')).toBeUndefined();
  });
});
