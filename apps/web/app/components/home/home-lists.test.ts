import type { ProductAnswer } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { pickHomeLists, pickRecommendations } from './home-lists';

function product(id: string, fields: Partial<ProductAnswer> = {}): ProductAnswer {
  return {
    id,
    price: 100,
    compare_price: null,
    disabled: false,
    special_offers: false,
    best_sellers: false,
    new_arrivals: false,
    ...fields,
  } as ProductAnswer;
}

describe('home lists', () => {
  it('picks the carousels by flag and by compare price, at most 12 each, without disabled ones', () => {
    const popular = [
      product('a', { special_offers: true, compare_price: 150 }),
      product('b', { best_sellers: true }),
      product('c', { special_offers: true, disabled: true }),
      product('d', { compare_price: 100 }),
      ...Array.from({ length: 14 }, (_, i) => product(`s${i}`, { best_sellers: true })),
    ];
    const lists = pickHomeLists(popular);
    expect(lists.specialOffers.map((p) => p.id)).toEqual(['a']);
    expect(lists.onSale.map((p) => p.id)).toEqual(['a']);
    expect(lists.bestSellers).toHaveLength(12);
    expect(lists.bestSellers[0]!.id).toBe('b');
  });

  it('recommends 4 distinct new arrivals, or the newest when none is flagged', () => {
    const flagged = Array.from({ length: 6 }, (_, i) => product(`n${i}`, { new_arrivals: true }));
    const picked = pickRecommendations([...flagged, product('x')], flagged);
    expect(picked).toHaveLength(4);
    expect(new Set(picked.map((p) => p.id)).size).toBe(4);
    expect(picked.every((p) => p.new_arrivals)).toBe(true);

    const fallback = pickRecommendations([], [product('y'), product('z')]);
    expect(fallback.map((p) => p.id).sort()).toEqual(['y', 'z']);
  });
});
