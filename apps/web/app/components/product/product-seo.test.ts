import type { ProductAnswer } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { metaDescription, productMeta } from './product-seo';

const product = {
  id: 'p1',
  slug: 'botinprueba',
  productName: 'Botín Prueba',
  price: 100000,
  brand: 'Nike',
  cat: 'Botines',
  description: 'Un botín.',
  variants: [
    {
      id: 1,
      variant: 'Negro',
      imgUrl: ['/api/images/a', '/api/images/b'],
      sizes: [{ size: '41', stock: 0, sold: 0 }],
    },
  ],
} as ProductAnswer;

describe('metaDescription', () => {
  it('keeps short texts and cuts long ones at a word', () => {
    expect(metaDescription('  Corto   y claro. ')).toBe('Corto y claro.');
    const long = 'palabra '.repeat(40);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('palabra…')).toBe(true);
  });
});

describe('productMeta', () => {
  const meta = productMeta(product, 'https://tienda.example', 15);

  it('has title, canonical and Open Graph with an absolute image', () => {
    expect(meta).toContainEqual({ title: 'Botín Prueba | Tienda deportiva' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://tienda.example/producto/botinprueba',
    });
    expect(meta).toContainEqual({ property: 'og:type', content: 'product' });
    expect(meta).toContainEqual({
      property: 'og:image',
      content: 'https://tienda.example/api/images/a?w=800',
    });
  });

  it('describes the product in JSON-LD with its offer', () => {
    const ld = meta.find((m) => 'script:ld+json' in m) as {
      'script:ld+json': Record<string, unknown>;
    };
    expect(ld['script:ld+json']).toMatchObject({
      '@type': 'Product',
      sku: 'p1',
      brand: { '@type': 'Brand', name: 'Nike' },
      offers: {
        '@type': 'Offer',
        price: '100000.00',
        priceCurrency: 'ARS',
        availability: 'https://schema.org/OutOfStock',
        url: 'https://tienda.example/producto/botinprueba',
      },
    });
  });
});
