import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { storedImageUrl } from './support/stored-image.js';

/**
 * Hostile page addresses get the storefront's own 404 page, never a 500; every slug the shop
 * hands out opens its product page, whatever the product's name.
 */

const shop = inject('shopUrl');
const admin = inject('adminCredentials');

describe('hostile page addresses', () => {
  it.each([
    '/producto/a%00b',
    '/producto/%E0%A4%A',
    '/category/%',
    '/promocion/%ED%A0%80',
    '/catalogo?brand=%zz',
    `/producto/${'a'.repeat(400)}`,
    '/%00',
  ])('%s answers the 404 page', async (path) => {
    const res = await fetch(`${shop}${path}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('Página no encontrada');
  });
});

describe('product pages by slug', () => {
  let headers: Record<string, string>;

  beforeAll(async () => {
    const res = await fetch(`${shop}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { token } = (await res.json()) as { token: string };
    headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  });

  const productName = fc.oneof(
    fc
      .array(fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúÑñ0-9]{1,12}$/), { minLength: 30, maxLength: 70 })
      .map((words) => words.join(' ')),
    fc.constantFrom('Camiseta Argentina ⚽🇦🇷', '¡¡¡???!!!', 'x'.repeat(430), 'Botines Élite'),
  );

  it('opens every created product at /producto/<slug>', async () => {
    const image = await storedImageUrl(shop);
    await fc.assert(
      fc.asyncProperty(productName, async (name) => {
        const created = await fetch(`${shop}/api/products`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            productName: name,
            price: 15000,
            brand: 'Nike',
            cat: 'Medias',
            description: 'Producto de prueba de direcciones.',
            color: 'Blanco',
            tags: [],
            variants: [
              {
                id: 1,
                variant: 'Blanco',
                imgUrl: [image],
                sizes: [{ size: '39-40', stock: 3, sold: 0 }],
              },
            ],
            dimensions: { weight: 200, height: 5, width: 10, length: 20 },
          }),
        });
        expect(created.status).toBe(201);
        const { slug } = (await created.json()) as { slug: string };
        const page = await fetch(`${shop}/producto/${encodeURIComponent(slug)}`);
        expect(page.status, slug).toBe(200);
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
