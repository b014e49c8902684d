import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadPromotionPage } from './load-promotion';

const variant = (stock: number) => ({
  id: 1,
  variant: 'Negro',
  imgUrl: ['/api/images/x'],
  sizes: [{ size: '41', stock, sold: 0 }],
});

const product = (id: string, cat: string, sub_cat: string, stock = 3) => ({
  id,
  slug: id,
  productName: id,
  price: 1000,
  compare_price: null,
  cat,
  sub_cat,
  color: '',
  badge: '',
  description: 'not needed by the page',
  disabled: false,
  dimensions: { weight: 1, height: 1, width: 1, length: 1 },
  variants: [variant(stock)],
});

const regalo = {
  id: 'r1',
  slug: 'botinesconmediasderegalo',
  title: 'Botines con medias de regalo',
  description: '',
  img: '',
  type: 'Regalo',
  categories: ['Botines'],
  subcategories: ['Futbol 5'],
  productIds: [] as string[],
  giftCategories: ['Medias'],
  giftSubcategories: ['Largas'],
  endDate: '2099-01-01',
  video_youtube: null,
};

const answer = (status: number, body: unknown) =>
  Promise.resolve({ status, json: () => Promise.resolve(body) });

describe('loadPromotionPage', () => {
  it('loads the promotion and only the candidates of its scope, gift ones apart', async () => {
    const api = vi.fn((path: string) => {
      if (path === '/api/promotion/botinesconmediasderegalo') return answer(200, regalo);
      if (path === '/api/products?category=Botines') {
        return answer(200, [
          product('f5', 'Botines', 'Futbol 5'),
          product('f11', 'Botines', 'Futbol 11'),
          product('agotado', 'Botines', 'Futbol 5', 0),
        ]);
      }
      if (path === '/api/products?category=Medias') {
        return answer(200, [
          product('largas', 'Medias', 'Largas'),
          product('cortas', 'Medias', 'Cortas'),
        ]);
      }
      return answer(500, {});
    });
    const page = await loadPromotionPage(api as AppLoadContext['api'], regalo.slug);
    expect(page.promotion.title).toBe('Botines con medias de regalo');
    expect(page.candidates.map((p) => p.id)).toEqual(['f5']);
    expect(page.giftCandidates.map((p) => p.id)).toEqual(['largas']);
    expect(page.candidates[0]).not.toHaveProperty('description');
  });

  it('does not ask for gift products outside Regalo', async () => {
    const api = vi.fn((path: string) =>
      path.startsWith('/api/promotion/')
        ? answer(200, { ...regalo, type: '2x1' })
        : answer(200, [product('f5', 'Botines', 'Futbol 5')]),
    );
    const page = await loadPromotionPage(api as AppLoadContext['api'], 'x');
    expect(api).toHaveBeenCalledTimes(2);
    expect(page.giftCandidates).toEqual([]);
  });

  it('offers the products it names one by one, whatever their category (gone ones skipped)', async () => {
    const api = vi.fn((path: string) => {
      if (path.startsWith('/api/promotion/')) {
        return answer(200, { ...regalo, type: '2x1', productIds: ['remera', 'f5', 'borrado'] });
      }
      if (path === '/api/products?category=Botines') {
        return answer(200, [product('f5', 'Botines', 'Futbol 5')]);
      }
      if (path === '/api/products/remera')
        return answer(200, product('remera', 'Indumentaria', 'Remeras'));
      if (path === '/api/products/f5') return answer(200, product('f5', 'Botines', 'Futbol 5'));
      if (path === '/api/products/borrado') return answer(404, {});
      return answer(500, {});
    });
    const page = await loadPromotionPage(api as AppLoadContext['api'], 'x');
    expect(page.candidates.map((p) => p.id)).toEqual(['f5', 'remera']);
  });

  it('answers 404 for a promotion that is not on offer, and fails loudly otherwise', async () => {
    const missing = vi.fn(() => answer(404, { error: 'not_found' }));
    await expect(loadPromotionPage(missing as AppLoadContext['api'], 'x')).rejects.toMatchObject({
      init: { status: 404 },
    });
    const broken = vi.fn(() => answer(500, {}));
    await expect(loadPromotionPage(broken as AppLoadContext['api'], 'x')).rejects.toThrow(
      'GET /api/promotion/x answered 500',
    );
  });
});
