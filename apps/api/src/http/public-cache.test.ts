import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestShop, type TestShop } from '../test/harness.js';
import { productBody } from '../test/fixtures.js';
import { compressedCopy } from './cached-answer.js';
import { createPublicCache } from './public-cache.js';

/** Every read reaches the database here: the cache keeps each shopper's answer. */
describe('public catalogue cache', () => {
  let shop: TestShop;
  let productId: string;

  beforeAll(async () => {
    shop = await createTestShop('pglite', { publicCacheTtlMs: 60_000, catalogueInMemory: false });
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: shop.adminHeaders,
      payload: productBody(),
    });
    productId = created.json().id;
  });
  afterAll(() => shop.close());

  it('serves a repeated shopper read from memory', async () => {
    const first = await shop.app.inject('/api/products?page=1');
    const second = await shop.app.inject('/api/products?page=1');
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers repeated reads compressed when the browser accepts it', async () => {
    const plain = await shop.app.inject('/api/products?page=1&limit=3');
    const br = await shop.app.inject({
      url: '/api/products?page=1&limit=3',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await shop.app.inject({
      url: '/api/products?page=1&limit=3',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.vary).toContain('Accept-Encoding');
  });

  it('forgets everything after a successful write, so changes show at once', async () => {
    await shop.app.inject('/api/products/' + productId);
    const update = await shop.app.inject({
      method: 'PUT',
      url: `/api/products/${productId}`,
      headers: shop.adminHeaders,
      payload: { price: 70000 },
    });
    expect(update.statusCode).toBe(200);
    const after = await shop.app.inject('/api/products/' + productId);
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().price).toBe(70000);
  });

  it('keys on the parameters a call understands: unknown ones share one kept answer', async () => {
    const first = await shop.app.inject('/api/products?limit=2&page=1&x=1');
    const reordered = await shop.app.inject('/api/products?x=2&page=1&limit=2&utm_source=y');
    expect(reordered.headers['x-cache']).toBe('hit');
    expect(reordered.body).toBe(first.body);
  });

  it('keeps the full list made: requests with any unknown parameters never build it', async () => {
    // Waits for the rebuild the earlier tests' writes asked for.
    await shop.app.inject('/api/products');
    const buildsList = vi.spyOn(shop.services.products, 'listAllAnswer');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => shop.app.inject(`/api/products?x=${i}&all=1`)),
    );
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(answers.every((res) => res.headers['x-cache'] === 'hit')).toBe(true);
    expect(buildsList).toHaveBeenCalledTimes(0);

    // A write rebuilds it once; readers after the write see the change.
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: shop.adminHeaders,
      payload: productBody({ productName: 'Pelota Nike Flight' }),
    });
    expect(created.statusCode).toBe(201);
    const after = await Promise.all(
      Array.from({ length: 10 }, (_, i) => shop.app.inject(`/api/products?y=${i}`)),
    );
    for (const res of after) {
      expect(res.json().map((p: { productName: string }) => p.productName)).toContain(
        'Pelota Nike Flight',
      );
    }
    expect(buildsList).toHaveBeenCalledTimes(1);
    buildsList.mockRestore();
  });

  it('serves the kept full list for every spelling of the bare list, never building it', async () => {
    const bare = await shop.app.inject('/api/products');
    const buildsList = vi.spyOn(shop.services.products, 'listAllAnswer');
    const spellings = [
      // Without `page`, `limit` changes nothing; numbers are read as numbers.
      '/api/products?limit=12',
      '/api/products?limit=012',
      '/api/products?limit=0012',
      '/api/products?limit=12.0',
      '/api/products?limit=7',
      // The whole unpaged list is always newest first (products/routes.ts answerQuery).
      '/api/products?sort=novedades',
      '/api/products?sort=price_asc',
      '/api/products?sort=popular&limit=3',
      // Empty filters and a blank search are none.
      '/api/products?q=',
      '/api/products?q=%20%20',
      '/api/products?category=&brand=,&tag=%20',
      '/api/products?all=0',
      // The path as the router reads it.
      '/api/%70roducts',
      '/api/produc%74s?limit=012&x=1',
    ];
    const answers = await Promise.all(spellings.map((url) => shop.app.inject(url)));
    const head = await shop.app.inject({ method: 'HEAD', url: '/api/products?limit=012' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-cache']).toBe('hit');
    for (const [i, res] of answers.entries()) {
      expect({ url: spellings[i], status: res.statusCode, cache: res.headers['x-cache'] }).toEqual({
        url: spellings[i],
        status: 200,
        cache: 'hit',
      });
      expect(res.body).toBe(bare.body);
    }
    expect(buildsList).toHaveBeenCalledTimes(0);
    buildsList.mockRestore();
  });

  it('keys on the values parameters mean: spellings of one page share its kept answer', async () => {
    const first = await shop.app.inject('/api/products?page=1&limit=12&sort=novedades');
    expect(first.statusCode).toBe(200);
    for (const url of [
      '/api/products?page=1',
      '/api/products?page=01&limit=12.0',
      '/api/products?limit=012&page=1&q=%20&category=',
      '/api/%70roducts?page=1.0',
    ]) {
      const res = await shop.app.inject(url);
      expect({ url, cache: res.headers['x-cache'] }).toEqual({ url, cache: 'hit' });
      expect(res.body).toBe(first.body);
    }
    // A category by its name or any casing of its slug is one filter.
    await shop.app.inject('/api/products?category=Botines&sort=price_asc');
    const slug = await shop.app.inject('/api/products?category=bOtInEs&sort=price_asc');
    expect(slug.headers['x-cache']).toBe('hit');
    // What does change the answer still does.
    const other = await shop.app.inject('/api/products?page=1&limit=5');
    expect(other.headers['x-cache']).toBeUndefined();
    expect(other.json().limit).toBe(5);
  });

  it('answers a refused query with 400, never from the cache', async () => {
    await shop.app.inject('/api/products');
    for (const url of [
      '/api/products?limit=abc',
      '/api/products?limit=0',
      '/api/products?sort=x',
    ]) {
      const res = await shop.app.inject(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('keeps the cache after a refused write', async () => {
    await shop.app.inject('/api/products?page=1&limit=5');
    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: productBody(),
    });
    expect(refused.statusCode).toBe(401);
    expect((await shop.app.inject('/api/products?page=1&limit=5')).headers['x-cache']).toBe('hit');
  });

  it('keeps the cache after calls that change nothing shoppers read (a quote, a sign-in)', async () => {
    await shop.app.inject('/api/products?page=1&limit=7');
    const token = (await shop.app.inject('/api/correo-argentino-token')).json<{ token: string }>()
      .token;
    const quoted = await shop.app.inject({
      method: 'POST',
      url: '/api/rates',
      payload: {
        postalCodeDestination: '5000',
        dimensions: { weight: 1000, height: 12, width: 20, length: 33 },
        token,
      },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const signedIn = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin-test', password: 'clave-segura-123' },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await shop.app.inject('/api/products?page=1&limit=7')).headers['x-cache']).toBe('hit');
  });

  it('never caches errors nor what an admin reads', async () => {
    await shop.app.inject('/api/products/no-existe');
    expect((await shop.app.inject('/api/products/no-existe')).headers['x-cache']).toBeUndefined();
    const asAdmin = { url: '/api/promotion?all=1', headers: shop.adminHeaders };
    await shop.app.inject(asAdmin);
    expect((await shop.app.inject(asAdmin)).headers['x-cache']).toBeUndefined();
  });

  it('keeps a product by slug', async () => {
    const { slug } = (await shop.app.inject('/api/products/' + productId)).json();
    expect((await shop.app.inject('/api/products/' + slug)).headers['x-cache']).toBeUndefined();
    expect((await shop.app.inject('/api/products/' + slug)).headers['x-cache']).toBe('hit');
  });

  it('is off with a zero time to live', async () => {
    const uncached = await createTestShop('pglite', { publicCacheTtlMs: 0 });
    await uncached.app.inject('/api/products');
    expect((await uncached.app.inject('/api/products')).headers['x-cache']).toBeUndefined();
    await uncached.close();
  });
});

/** The catalogue memory answers: only what it makes at a cost is kept. */
describe('public catalogue cache beside the catalogue memory', () => {
  let shop: TestShop;
  let slug: string;

  beforeAll(async () => {
    shop = await createTestShop('pglite', { publicCacheTtlMs: 60_000 });
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: shop.adminHeaders,
      payload: productBody({ productName: 'Botines Nike Tiempo' }),
    });
    slug = created.json().slug;
  });
  afterAll(() => shop.close());

  it('answers products by slug and pages without a search from the memory, keeping no copy', async () => {
    const keeps = vi.spyOn(shop.app.publicCache, 'store');
    for (const url of [`/api/products/${slug}`, '/api/products?page=1&category=botines']) {
      const reads = await Promise.all([1, 2].map(() => shop.app.inject(url)));
      expect(
        reads.map((res) => [res.statusCode, res.headers['x-cache']]),
        url,
      ).toEqual([
        [200, undefined],
        [200, undefined],
      ]);
      expect(reads[1]!.body).toBe(reads[0]!.body);
    }
    expect(keeps).not.toHaveBeenCalled();
    keeps.mockRestore();
  });

  it('makes an answer that many shoppers ask for at once only once', async () => {
    const makes = vi.spyOn(shop.services.products, 'liveSearchAnswer');
    const reads = await Promise.all(
      Array.from({ length: 5 }, () => shop.app.inject('/api/search?q=nike%20tiempo')),
    );
    expect(makes).toHaveBeenCalledTimes(1);
    expect(reads.map((res) => res.headers['x-cache'] ?? 'made')).toEqual([
      'made',
      'hit',
      'hit',
      'hit',
      'hit',
    ]);
    expect(new Set(reads.map((res) => res.body)).size).toBe(1);
    makes.mockRestore();
  });

  it('keeps a searched page and the whole list', async () => {
    for (const url of ['/api/products?page=1&q=tiempo', '/api/products']) {
      await shop.app.inject(url);
      const again = await shop.app.inject(url);
      expect({ url, cache: again.headers['x-cache'] }).toEqual({ url, cache: 'hit' });
    }
  });
});

describe('the cache itself', () => {
  const answer = (text: string) => ({
    body: Buffer.from(text.repeat(200)),
    contentType: 'text/html; charset=utf-8',
    headers: { 'cache-control': 'public' },
    scriptHashes: ['abc'],
  });

  it('keeps an answer until it expires, compressing it once per encoding asked for', async () => {
    const cache = createPublicCache({ ttlMs: 50, maxEntries: 10 });
    await cache.store('/a', answer('hola '), cache.generation());
    const kept = cache.get('/a');
    expect(kept?.headers).toEqual({ 'cache-control': 'public' });
    expect(kept?.copies).toEqual({});
    const brotli = await compressedCopy(kept!, 'br');
    expect(brotliDecompressSync(brotli).toString()).toBe('hola '.repeat(200));
    expect(gunzipSync(await compressedCopy(kept!, 'gzip')).toString()).toBe('hola '.repeat(200));
    expect(await compressedCopy(kept!, 'br')).toBe(brotli);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.get('/a')).toBeUndefined();
  });

  it('forgets the oldest answer when full, and everything when cleared', async () => {
    const cache = createPublicCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.store('/a', answer('a'), cache.generation());
    await cache.store('/b', answer('b'), cache.generation());
    await cache.store('/c', answer('c'), cache.generation());
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toBeDefined();
    cache.clear();
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/c')).toBeUndefined();
  });

  it('does not keep an answer read before a write that emptied it', async () => {
    const cache = createPublicCache({ ttlMs: 60_000, maxEntries: 10 });
    const readBegan = cache.generation();
    cache.clear();
    await cache.store('/a', answer('old'), readBegan);
    expect(cache.get('/a')).toBeUndefined();
    await cache.store('/a', answer('new'), cache.generation());
    expect(cache.get('/a')?.body.toString()).toContain('new');
  });

  it('forgets only what shows a changed product, and lists of cards only when a card changes', async () => {
    const cache = createPublicCache({ ttlMs: 60_000, maxEntries: 10 });
    const keep = (url: string, products: Set<string> | 'all', asCards: boolean) =>
      cache.store(url, answer(url), cache.generation(), {
        shows: { products, asCards },
        since: cache.changes(),
      });
    await keep('/api/search?q=a', new Set(['a']), false);
    await keep('/api/search?q=b', new Set(['b']), false);
    await keep('/catalogo?a', new Set(['a', 'b']), true);
    await keep('/api/products', 'all', false);
    const kept = () =>
      ['/api/search?q=a', '/api/search?q=b', '/catalogo?a', '/api/products'].filter(
        (url) => cache.get(url) !== undefined,
      );
    cache.forgetProducts(new Map([['a', 'stock']]));
    expect(kept()).toEqual(['/api/search?q=b', '/catalogo?a']);
    cache.forgetProducts(new Map([['b', 'card']]));
    expect(kept()).toEqual([]);
    await keep('/api/search?q=a', new Set(['a']), false);
    cache.forgetProducts(new Map([['z', 'lists']]));
    expect(kept()).toEqual([]);
  });

  it('does not keep an answer read before a product it shows changed', async () => {
    const cache = createPublicCache({ ttlMs: 60_000, maxEntries: 10 });
    const since = cache.changes();
    cache.forgetProducts(new Map([['a', 'stock']]));
    const shown = (products: Set<string>, asCards: boolean) => ({
      shows: { products, asCards },
      since,
    });
    await cache.store('/a', answer('a'), cache.generation(), shown(new Set(['a']), false));
    await cache.store('/cards', answer('c'), cache.generation(), shown(new Set(['a']), true));
    await cache.store('/b', answer('b'), cache.generation(), shown(new Set(['b']), false));
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/cards')).toBeDefined();
    expect(cache.get('/b')).toBeDefined();
  });

  it('keeps nothing with a zero time to live', async () => {
    const cache = createPublicCache({ ttlMs: 0, maxEntries: 10 });
    const stored = await cache.store('/a', answer('a'), cache.generation());
    expect((await compressedCopy(stored, 'br')).length).toBeGreaterThan(0);
    expect(cache.enabled).toBe(false);
    expect(cache.get('/a')).toBeUndefined();
  });
});
