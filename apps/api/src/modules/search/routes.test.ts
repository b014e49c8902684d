import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProducts } from '../../test/demo-products.js';
import { productBody } from '../../test/fixtures.js';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';

type Page = { items: { productName: string }[]; total: number };
type Relaxed = { searched: string; missing: string };
type Live = { items: { productName: string }[]; suggestion: string | null; relaxed?: Relaxed };

describe.each(databaseKinds())('search API on %s', (kind) => {
  let shop: TestShop;
  let ids: Map<string, string>;

  const names = async (url: string) =>
    ((await shop.app.inject(url)).json() as Page).items.map((p) => p.productName);
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: shop.adminHeaders, payload });

  beforeAll(async () => {
    // No public cache: every call below reads the database.
    shop = await createTestShop(kind, { publicCacheTtlMs: 0 });
    ids = await createDemoProducts(shop);
  }, 120_000);
  afterAll(() => shop.close());

  it('ranks the whole name first, then the phrase, then all words in any order', async () => {
    const found = await names(
      `/api/products?page=1&limit=20&q=${encodeURIComponent('camiseta boca juniors retro 1981')}`,
    );
    expect(found[0]).toBe('Camiseta Boca Juniors Retro 1981');
    const phrase = await names('/api/products?page=1&limit=20&q=air%20max');
    expect(phrase[0]).toBe('Zapatillas Nike Air Max 90');
    const anyOrder = await names('/api/products?page=1&limit=20&q=juniors%20camiseta%20boca');
    expect(anyOrder.sort()).toEqual([
      'Camiseta Boca Juniors Retro 1981',
      'Camiseta Boca Juniors Titular 24/25',
    ]);
  });

  it('puts products in stock before sold-out ones, then the best sellers', async () => {
    // Argentina Retro 1994 sells most (68) but has no stock left.
    const found = await names('/api/products?page=1&limit=20&q=camiseta%20argentina%20retro');
    expect(found).toEqual(['Camiseta Argentina Retro 1978', 'Camiseta Argentina Retro 1994']);
    const boots = await names('/api/products?page=1&limit=3&q=botines%20nike');
    expect(boots).toEqual([
      'Botines Nike Mercurial Vapor 16 Academy TF',
      'Botines Nike Mercurial Superfly 10 Academy FG',
      'Botines Nike Phantom GX 2 Academy FG',
    ]);
  });

  it('moves a product that sells out below the ones in stock', async () => {
    const before = await names('/api/products?page=1&limit=3&q=botines%20nike');
    const top = before[0] ?? '';
    const product = (await shop.app.inject(`/api/products/${ids.get(top)}`)).json() as {
      variants: { id: number; variant: string; imgUrl: string[]; sizes: { size: string }[] }[];
    };
    const soldOut = product.variants.map((v) => ({
      ...v,
      sizes: v.sizes.map((s) => ({ size: s.size, stock: 0, sold: 0 })),
    }));
    const put = (variants: unknown) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/products/${ids.get(top)}`,
        headers: shop.adminHeaders,
        payload: { variants },
      });
    expect((await put(soldOut)).statusCode).toBe(200);
    const after = await names('/api/products?page=1&limit=20&q=botines%20nike');
    expect(after.at(-1)).toBe(top);
    expect((await put(product.variants)).statusCode).toBe(200);
    expect(await names('/api/products?page=1&limit=3&q=botines%20nike')).toEqual(before);
  });

  it('never lets a typo match push down an exact match', async () => {
    // 'boca' is a catalogue word: no correction is tried ('bota', 'roca'…), only exact matches.
    const found = await names('/api/products?page=1&limit=20&q=boca');
    expect(found.every((name) => name.includes('Boca'))).toBe(true);
    const typo = await names('/api/products?page=1&limit=20&q=camisteta%20boca');
    expect(typo).toEqual([
      'Camiseta Boca Juniors Titular 24/25',
      'Camiseta Boca Juniors Retro 1981',
    ]);
  });

  it('combines the search with filters and with an explicit sort', async () => {
    const filtered = await names(
      '/api/products?page=1&limit=20&q=botines&brand=Puma&subcategory=Futbol%205',
    );
    expect(filtered.sort()).toEqual([
      'Botines Puma Future 7 Play TT',
      'Botines Puma Ultra 5 Play TT',
    ]);
    const bySize = (
      await shop.app.inject('/api/products?page=1&q=camiseta%20argentina&size=M')
    ).json() as Page;
    expect(bySize.items.map((p) => p.productName)).not.toContain('Camiseta Argentina Retro 1994');
    const cheapFirst = (
      await shop.app.inject('/api/products?page=1&limit=20&q=canilleras&sort=price_asc')
    ).json() as { items: { price: number }[] };
    const prices = cheapFirst.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices).toHaveLength(3);
    const none = (
      await shop.app.inject('/api/products?page=1&q=camiseta&category=Botines')
    ).json() as Page;
    expect(none.total).toBe(0);
  });

  it('answers the live search box with the best matches and no suggestion', async () => {
    const res = await shop.app.inject('/api/search?q=adiddas%20samb&limit=3');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Live;
    expect(body.items[0]?.productName).toBe('Zapatillas Adidas Samba OG');
    expect(body.suggestion).toBeNull();
  });

  it('shows the words that match when one does not, saying which, in the box and the page', async () => {
    const q = encodeURIComponent('camiseta kamerunnn');
    const live = (await shop.app.inject(`/api/search?q=${q}`)).json() as Live;
    expect(live.items.length).toBeGreaterThan(0);
    expect(live.items.every((p) => p.productName.startsWith('Camiseta'))).toBe(true);
    expect(live.relaxed).toEqual({ searched: 'camiseta', missing: 'kamerunnn' });
    expect(live.suggestion).toBeNull();
    const page = (await shop.app.inject(`/api/products?page=1&limit=5&q=${q}`)).json() as Page & {
      relaxed?: Relaxed;
    };
    expect(page.items.map((p) => p.productName)).toEqual(
      live.items.slice(0, 5).map((p) => p.productName),
    );
    expect(page.relaxed).toEqual({ searched: 'camiseta', missing: 'kamerunnn' });
    const whole = (await shop.app.inject('/api/search?q=camiseta%20boca')).json() as Live;
    expect(whole.relaxed).toBeUndefined();
  });

  it('reads sizes into the size filter, and lets go of them last when nothing has them', async () => {
    type Sized = Page & { relaxed?: Relaxed; items: { productName: string; sizes: string[] }[] };
    const page = async (q: string) =>
      (
        await shop.app.inject(`/api/products?page=1&limit=20&q=${encodeURIComponent(q)}`)
      ).json() as Sized;
    const boots = await page('botines nike 42');
    expect(boots.relaxed).toBeUndefined();
    expect(boots.items.length).toBeGreaterThan(0);
    expect(boots.items.every((p) => p.productName.startsWith('Botines Nike'))).toBe(true);
    // A size fits or not: other words are let go of first ('zapatillas mujer 44' shows men's 44).
    const women = await page('zapatillas mujer 44');
    expect(women.relaxed).toEqual({ searched: 'zapatillas 44', missing: 'mujer' });
    const small = await page('botines talle 34');
    expect(small.relaxed).toEqual({ searched: 'botines', missing: 'talle 34' });
    expect(small.items.length).toBeGreaterThan(0);
    expect(small.items.every((p) => p.productName.startsWith('Botines'))).toBe(true);
  });

  it("reads a child's word as the smallest sizes, and alone as something the shop does not sell", async () => {
    type Sized = Page & {
      relaxed?: Relaxed;
      items: { productName: string; cat: string; variants: { sizes: { size: string }[] }[] }[];
    };
    const page = async (q: string) =>
      (
        await shop.app.inject(`/api/products?page=1&limit=50&q=${encodeURIComponent(q)}`)
      ).json() as Sized;
    const small = (size: string) => size.split(/[-/]/).some((n) => Number(n) <= 35);
    const shoes = await page('zapatillas niño');
    expect(shoes.relaxed).toBeUndefined();
    expect(shoes.items.length).toBeGreaterThan(0);
    for (const product of shoes.items) {
      expect(product.cat).toBe('Zapatillas');
      expect(product.variants.some((v) => v.sizes.some((s) => small(s.size)))).toBe(true);
    }
    expect(shoes.total).toBeLessThan((await page('zapatillas')).total);
    // Nothing of that kind in a child's size: that kind, saying the child's word was let go of.
    const jackets = await page('campera infantil');
    expect(jackets.relaxed).toEqual({ searched: 'campera', missing: 'infantil' });
    expect(jackets.items.every((p) => p.productName.startsWith('Campera'))).toBe(true);
    for (const q of ['infantil', 'niños']) {
      const live = (await shop.app.inject(`/api/search?q=${encodeURIComponent(q)}`)).json() as Live;
      expect({ items: live.items, suggestion: live.suggestion }, q).toEqual({
        items: [],
        suggestion: null,
      });
    }
  });

  it('suggests nothing far or for a word of something the shop does not sell', async () => {
    for (const q of ['qwxzzy', 'pelota', 'maradona', 'short', 'pelota adidas']) {
      const live = (await shop.app.inject(`/api/search?q=${encodeURIComponent(q)}`)).json() as Live;
      expect({ items: live.items, suggestion: live.suggestion }, q).toEqual({
        items: [],
        suggestion: null,
      });
    }
  });

  it('offers the products closest to what was typed when nothing matches', async () => {
    const ball = (await shop.app.inject('/api/search?q=pelota%20adidas')).json() as Live & {
      related?: { brand: string }[];
    };
    expect(ball.items).toEqual([]);
    expect(ball.related?.length).toBeGreaterThan(0);
    expect(ball.related?.every((p) => p.brand === 'Adidas')).toBe(true);
    const fridge = (await shop.app.inject('/api/search?q=heladera')).json();
    expect(fridge).toEqual({ items: [], suggestion: null });
  });

  it('never answers 500 to any search text', async () => {
    const tsquerySyntax = fc.constantFrom(
      "'",
      ':*',
      '&',
      '|',
      '!',
      '(',
      ')',
      '<->',
      '\\',
      '%',
      '_',
      ' ',
    );
    const text = fc.oneof(
      fc.string({ maxLength: 100, unit: 'binary' }),
      fc
        .array(fc.oneof(tsquerySyntax, fc.string({ maxLength: 6 })), { maxLength: 12 })
        .map((parts) => parts.join('').slice(0, 100)),
    );
    await fc.assert(
      fc.asyncProperty(text, async (q) => {
        for (const url of [
          `/api/products?page=1&q=${encodeURIComponent(q)}`,
          `/api/search?q=${encodeURIComponent(q)}`,
        ]) {
          const res = await shop.app.inject(url);
          expect(res.statusCode, `${url}`).toBeLessThan(500);
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('refuses a bad live search with a Spanish message', async () => {
    const long = await shop.app.inject(`/api/search?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      error: 'validation_error',
      message: 'La búsqueda no puede superar los 100 caracteres.',
    });
    expect((await shop.app.inject('/api/search')).statusCode).toBe(400);
  });

  it('counts the searches that found nothing, by text only, for the owner', async () => {
    for (const q of ['Zapas Voladoras', 'zapas voladoras', 'pelota de rugby']) {
      await shop.app.inject(`/api/products?page=1&q=${encodeURIComponent(q)}`);
    }
    // Found something, typed in the live box, filtered, or an admin's: not counted.
    await shop.app.inject('/api/products?page=1&q=ojotas');
    await shop.app.inject('/api/search?q=zapas%20voladoras');
    await shop.app.inject('/api/products?page=1&q=zapas%20voladoras&brand=Nike');
    await admin('GET', '/api/products?page=1&q=zapas%20voladoras');

    expect((await shop.app.inject('/api/search/misses')).statusCode).toBe(401);
    const res = await admin('GET', '/api/search/misses');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { days: number; misses: { query: string; count: number }[] };
    expect(body.days).toBe(30);
    const ours = body.misses.filter((m) => ['zapas voladoras', 'pelota rugby'].includes(m.query));
    expect(ours.map(({ query, count }) => ({ query, count }))).toEqual([
      { query: 'zapas voladoras', count: 2 },
      { query: 'pelota rugby', count: 1 },
    ]);
  });

  it('lets the owner edit synonyms, used by the next search', async () => {
    expect((await shop.app.inject('/api/search/synonyms')).statusCode).toBe(401);
    const listed = (await admin('GET', '/api/search/synonyms')).json() as {
      synonyms: { id: number; terms: string[] }[];
    };
    expect(listed.synonyms.map((s) => s.terms)).toContainEqual([
      'ojotas',
      'chanclas',
      'sandalias',
      'slides',
    ]);

    expect(await names('/api/products?page=1&q=pantuflas')).toEqual([]);
    const created = await admin('POST', '/api/search/synonyms', {
      terms: ['pantuflas', 'chanclas'],
    });
    expect(created.statusCode).toBe(201);
    const group = created.json() as { id: number; terms: string[] };
    expect(await names('/api/products?page=1&q=pantuflas')).toHaveLength(3);

    const edited = await admin('PUT', `/api/search/synonyms/${group.id}`, {
      terms: ['pantuflas', 'mochila'],
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (await names('/api/products?page=1&q=pantuflas')).every((n) => n.startsWith('Mochila')),
    ).toBe(true);

    expect((await admin('DELETE', `/api/search/synonyms/${group.id}`)).statusCode).toBe(204);
    expect(await names('/api/products?page=1&q=pantuflas')).toEqual([]);
    expect((await admin('DELETE', `/api/search/synonyms/${group.id}`)).json()).toEqual({
      error: 'not_found',
      message: 'No encontramos ese grupo de sinónimos.',
    });
  });

  it('refuses a bad synonym group with a Spanish message, writing nothing', async () => {
    const before = (await admin('GET', '/api/search/synonyms')).json();
    const res = await admin('POST', '/api/search/synonyms', { terms: ['ojotas'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_error',
      message: 'Un grupo de sinónimos necesita al menos dos palabras.',
    });
    const bad = await admin('PUT', '/api/search/synonyms/abc', { terms: ['a1', 'b1'] });
    expect(bad.statusCode).toBe(400);
    expect((await admin('GET', '/api/search/synonyms')).json()).toEqual(before);
  });

  it('keeps the vocabulary in step with product writes', async () => {
    const before = (await shop.app.inject('/api/products?page=1&q=zapatilla%20voladorax')).json();
    expect(before).toMatchObject({ relaxed: { searched: 'zapatilla', missing: 'voladorax' } });
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: shop.adminHeaders,
      payload: productBody({
        productName: 'Zapatillas Voladoras Pro',
        cat: 'Zapatillas',
        sub_cat: 'Hombre',
      }),
    });
    expect(created.statusCode).toBe(201);
    // A typo of the new word finds it within 2 s (decision 0035's bound): the save marks the
    // kept words stale, the next search reads them again in the background (issue 40).
    const saved = performance.now();
    let found: string[] = [];
    while (performance.now() - saved < 2000) {
      found = await names('/api/products?page=1&q=zapatilla%20voladorax');
      if (found.length === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(found).toEqual(['Zapatillas Voladoras Pro']);
    expect(performance.now() - saved).toBeLessThan(2000);
    const id = (created.json() as { id: string }).id;
    await shop.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: shop.adminHeaders,
      payload: { disabled: true },
    });
    const live = (await shop.app.inject('/api/search?q=voladorax')).json() as Live;
    expect(live).toEqual({ items: [], suggestion: null });
    expect(ids.size).toBeGreaterThan(60);
  });
});
