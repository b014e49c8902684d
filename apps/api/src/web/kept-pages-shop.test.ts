import { formatARS } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test/harness.js';
import { addProduct, checkoutBody, createOrderShop, type OrderShop } from '../test/order-shop.js';
import { buildWebForTest } from '../test/web-build.js';
import { passesWithin } from '../test/eventually.js';

/** Waits for a change another writer made (notices arrive moments after its commit). */
const eventually = (check: () => Promise<void>, timeoutMs = 8000) => passesWithin(timeoutMs, check);

const CONTACT = { email: '', phone: '', instagram: '' };

describe('product pages kept rendered, with the real storefront', () => {
  let web: Awaited<ReturnType<typeof buildWebForTest>>;
  beforeAll(async () => {
    web = await buildWebForTest();
  }, 180_000);
  afterAll(() => web.remove());

  describe.each(databaseKinds())('on %s', (kind) => {
    let shop: OrderShop;
    let boots: { id: string; slug: string };
    let shirt: { id: string; slug: string };

    const page = (slug: string) => shop.app.inject(`/producto/${slug}`);
    const productPages = async () =>
      (await shop.app.inject('/api/health')).json<{ productPages?: number }>().productPages;
    /** Once the product, added beside the HTTP API, has reached the memory. */
    async function slugOf(id: string): Promise<string> {
      let slug = '';
      await eventually(async () => {
        const answer = await shop.app.inject(`/api/products/${id}`);
        expect(answer.statusCode).toBe(200);
        slug = answer.json<{ slug: string }>().slug;
      });
      return slug;
    }

    beforeAll(async () => {
      shop = await createOrderShop(kind, {}, { webBuildDir: web.dir, productPagesMb: 8 });
      const bootsId = await addProduct(shop, {
        productName: 'Botines Guardados Pro',
        price: 12_345,
        cat: 'Botines',
        sub_cat: 'Futbol 11',
        sizes: { '40': 1, '41': 3 },
      });
      const shirtId = await addProduct(shop, {
        productName: 'Camiseta Guardada',
        price: 30_000,
        cat: 'Camisetas',
        sub_cat: '24/25',
        sizes: { M: 2 },
      });
      boots = { id: bootsId, slug: await slugOf(bootsId) };
      shirt = { id: shirtId, slug: await slugOf(shirtId) };
    }, 60_000);
    afterAll(() => shop.close());

    it('renders every product page ahead, and a first view is answered without rendering', async () => {
      await eventually(async () => expect(await productPages()).toBe(2));
      const viewed = await page(boots.slug);
      expect(viewed.statusCode).toBe(200);
      expect(viewed.headers['x-cache']).toBe('hit');
      expect(viewed.body).toContain('Botines Guardados Pro');
      expect(viewed.body).toContain(formatARS(1_234_500));
      // The page's inline scripts run by hash: the nonce it was rendered with is long gone.
      expect(String(viewed.headers['content-security-policy'])).toMatch(
        /script-src 'self' 'sha256-/,
      );
    });

    it("shows an admin's price change on the very next view", async () => {
      const edited = await shop.app.inject({
        method: 'PUT',
        url: `/api/products/${boots.id}`,
        headers: shop.adminHeaders,
        payload: { price: 23_456 },
      });
      expect(edited.statusCode).toBe(200);
      const viewed = await page(boots.slug);
      expect(viewed.body).toContain(formatARS(2_345_600));
      expect(viewed.body).not.toContain(formatARS(1_234_500));
      // Rendered again ahead: the next shopper's view is kept again.
      await eventually(async () => expect((await page(boots.slug)).headers['x-cache']).toBe('hit'));
    });

    it('shows a change made beside the shop (hand-written SQL) within moments', async () => {
      await shop.database.db.execute(
        sql`update products set price_cents = 34567 where id = ${shirt.id}`,
      );
      await eventually(async () => expect((await page(shirt.slug)).body).toContain('$345.67'));
    });

    it('keeps a catalogue page through an order (a card shows no count), not through a price change', async () => {
      const list = () => shop.app.inject('/category/botines');
      await eventually(async () => expect((await list()).headers['x-cache']).toBe('hit'));
      const order = await shop.app.inject({
        method: 'POST',
        url: '/api/order',
        payload: checkoutBody([{ id: boots.id, size: '41', quantity: 1 }]),
      });
      expect(order.statusCode).toBe(201);
      await eventually(async () => {
        const product = await shop.app.inject(`/api/products/${boots.id}`);
        expect(product.json<{ stock: number }>().stock).toBe(3);
      }, 2000);
      expect((await list()).headers['x-cache']).toBe('hit');
      const edited = await shop.app.inject({
        method: 'PUT',
        url: `/api/products/${boots.id}`,
        headers: shop.adminHeaders,
        payload: { price: 25_000 },
      });
      expect(edited.statusCode).toBe(200);
      const shown = await list();
      expect(shown.headers['x-cache']).toBeUndefined();
      expect(shown.body).toContain(formatARS(2_500_000));
    });

    it('shows a size sold out once an order takes its last unit', async () => {
      expect((await page(boots.slug)).body).not.toContain('40 (sin stock)');
      const order = await shop.app.inject({
        method: 'POST',
        url: '/api/order',
        payload: checkoutBody([{ id: boots.id, size: '40', quantity: 1 }]),
      });
      expect(order.statusCode).toBe(201);
      // An order's answer does not wait for the memory: its notice follows within moments.
      await eventually(
        async () => expect((await page(boots.slug)).body).toContain('40 (sin stock)'),
        2000,
      );
    });

    it('shows a settings change on every kept page, made through the shop or beside it', async () => {
      const saved = await shop.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: shop.adminHeaders,
        payload: { contact: { ...CONTACT, whatsapp: '5491133334444' } },
      });
      expect(saved.statusCode).toBe(200);
      expect((await page(shirt.slug)).body).toContain('wa.me/5491133334444');
      await shop.database.db.execute(
        sql`update store_settings set settings = jsonb_set(settings, '{contact,whatsapp}', '"5491155556666"')`,
      );
      await eventually(async () => {
        const body = (await page(boots.slug)).body;
        expect(body).toContain('wa.me/5491155556666');
        expect(body).not.toContain('wa.me/5491133334444');
      });
    });

    it('answers the missing page once a product is disabled', async () => {
      const disabled = await shop.app.inject({
        method: 'PUT',
        url: `/api/products/${shirt.id}`,
        headers: shop.adminHeaders,
        payload: { disabled: true },
      });
      expect(disabled.statusCode).toBe(200);
      expect((await page(shirt.slug)).statusCode).toBe(404);
      await eventually(async () => expect(await productPages()).toBeLessThanOrEqual(2));
    });
  });
});
