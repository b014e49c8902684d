import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createPublicCache } from '../http/public-cache.js';
import { registerSecurityHeaders } from '../http/security-headers.js';
import { createPageServer } from './pages.js';
import type { RenderedPage } from './rendered-page.js';

const SCRIPT = 'window.__ready = true;';

/** A shop whose pages say which render made them; `status` and `shared` say what it renders. */
async function pageShop(ttlMs: number) {
  const shop = { renders: 0, status: 200, shared: true, delayMs: 20 };
  const app = Fastify();
  registerSecurityHeaders(app);
  const cache = createPublicCache({ ttlMs, maxEntries: 10 });
  const servePage = createPageServer({
    cache,
    log: app.log,
    render: async (): Promise<RenderedPage> => {
      const render = ++shop.renders;
      await new Promise((resolve) => setTimeout(resolve, shop.delayMs));
      return {
        status: shop.status,
        contentType: 'text/html; charset=utf-8',
        headers: shop.shared ? { 'cache-control': 'public, max-age=0' } : {},
        cookies: [],
        body: Buffer.from(
          `<html><script>${SCRIPT}</script><p>render ${render}</p>${' '.repeat(2000)}</html>`,
        ),
      };
    },
  });
  app.get('/*', servePage);
  await app.ready();
  return { app, shop, cache };
}

const renderOf = (body: string) => Number(/render (\d+)/.exec(body)?.[1]);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('storefront pages kept rendered', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('renders a page once for everyone who asks while it is being rendered', async () => {
    const built = await pageShop(60_000);
    app = built.app;
    const answers = await Promise.all(Array.from({ length: 10 }, () => app!.inject('/producto/x')));
    expect(built.shop.renders).toBe(1);
    expect(new Set(answers.map((a) => renderOf(a.body)))).toEqual(new Set([1]));
    const again = await app.inject('/producto/x');
    expect(again.headers['x-cache']).toBe('hit');
    expect(renderOf(again.body)).toBe(1);
    expect(String(again.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
  });

  it('serves a page just past its time as it was, and renders it afresh meanwhile', async () => {
    const built = await pageShop(100);
    app = built.app;
    await app.inject('/');
    await wait(120);
    const stale = await app.inject('/');
    expect(stale.headers['x-cache']).toBe('hit');
    expect(renderOf(stale.body)).toBe(1);
    await wait(built.shop.delayMs + 30);
    expect(built.shop.renders).toBe(2);
    expect(renderOf((await app.inject('/')).body)).toBe(2);
  });

  it('never serves a page older than twice its time to live', async () => {
    const built = await pageShop(50);
    app = built.app;
    await app.inject('/');
    await wait(120);
    const answer = await app.inject('/');
    expect(answer.headers['x-cache']).toBeUndefined();
    expect(renderOf(answer.body)).toBe(2);
  });

  it('renders pages that are not shared for each shopper, and keeps none of them', async () => {
    const built = await pageShop(60_000);
    app = built.app;
    built.shop.shared = false;
    const answers = await Promise.all([
      app.inject('/paymentgateway'),
      app.inject('/paymentgateway'),
    ]);
    expect(built.shop.renders).toBe(2);
    for (const answer of answers) {
      expect(answer.headers['x-cache']).toBeUndefined();
      expect(String(answer.headers['content-security-policy'])).toMatch(/'nonce-/);
    }
    await app.inject('/paymentgateway');
    expect(built.shop.renders).toBe(3);
  });

  it('does not keep a page whose render began before a write emptied the cache', async () => {
    const built = await pageShop(60_000);
    app = built.app;
    const during = app.inject('/producto/z');
    await wait(built.shop.delayMs / 2);
    built.cache.clear();
    await during;
    const after = await app.inject('/producto/z');
    expect(after.headers['x-cache']).toBeUndefined();
    expect(renderOf(after.body)).toBe(2);
  });

  it('renders afresh for a shopper who asks after a write, not the render begun before it (issue 21, item 2)', async () => {
    const built = await pageShop(60_000);
    app = built.app;
    const during = app.inject('/');
    await wait(built.shop.delayMs / 2);
    built.cache.clear();
    const after = await app.inject('/');
    expect(renderOf(after.body)).toBe(2);
    expect(renderOf((await during).body)).toBe(1);
    expect(renderOf((await app.inject('/')).body)).toBe(2);
  });

  it('drops a kept page whose fresh render is no longer shared (a product taken down)', async () => {
    const built = await pageShop(100);
    app = built.app;
    await app.inject('/producto/y');
    await wait(120);
    built.shop.status = 404;
    await app.inject('/producto/y');
    await wait(built.shop.delayMs + 30);
    const after = await app.inject('/producto/y');
    expect(after.statusCode).toBe(404);
    expect(after.headers['x-cache']).toBeUndefined();
  });
});
