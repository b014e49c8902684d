/**
 * The table against SPEC.md's fixed list, and every rule read through it against the switch
 * statements it replaced (kept below as the reference), for every kind and random picks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bundleCountAlert,
  freePickIndexes,
  offersGift,
  pickAlert,
  PROMOTION_ALERTS,
  promotionExactCountAlert,
  promotionKind,
  PROMOTION_KINDS,
  promotionLimitAlert,
  promotionMaxProducts,
  PROMOTION_TYPES,
} from './promotion-kinds.js';
import { pricePromotion } from './promotion-pricing.js';

interface Pick {
  gift?: boolean;
}

/** The rules as they were written before the table, one switch per question. */
const before = {
  maxProducts(type: string): number | null {
    switch (type) {
      case '2x1':
        return 2;
      case '3x2':
        return 3;
      case 'Regalo':
        return 2;
      default:
        return null;
    }
  },
  freeIndexes(type: string, sorted: readonly Pick[]): number[] {
    switch (type) {
      case '2x1':
        return sorted.length === 2 ? [1] : [];
      case '3x2':
        return sorted.length === 3 ? [2] : [];
      case 'Regalo':
        return sorted.flatMap((pick, index) => (pick.gift ? [index] : []));
      default:
        return [];
    }
  },
  pickAlert(type: string, selection: readonly Pick[], gift: boolean): string | null {
    if (type === 'Regalo') {
      const gifts = selection.filter((s) => s.gift).length;
      const normals = selection.length - gifts;
      if (selection.length >= 2) {
        return gift ? PROMOTION_ALERTS.onlyOneGift : PROMOTION_ALERTS.regaloPair;
      }
      if (gift && gifts > 0) return PROMOTION_ALERTS.giftAlreadyChosen;
      if (!gift && normals > 0) return PROMOTION_ALERTS.normalAlreadyChosen;
      return null;
    }
    const limit = before.maxProducts(type);
    return limit !== null && selection.length >= limit ? promotionLimitAlert(limit) : null;
  },
  countAlert(type: string, picks: readonly Pick[]): string | null {
    if (type === 'Regalo') {
      const gifts = picks.filter((p) => p.gift).length;
      return picks.length !== 2 || gifts !== 1 ? PROMOTION_ALERTS.regaloPair : null;
    }
    const exactly = before.maxProducts(type);
    return exactly !== null && picks.length !== exactly
      ? promotionExactCountAlert(type, exactly)
      : null;
  },
};

/** The switch statements knew SPEC's kinds; issue 45's "% OFF" came after them. */
const SPEC_TYPES = ['2x1', '3x2', 'Regalo'];
const type = fc.constantFrom(...SPEC_TYPES, 'Otro');
const picks = fc.array(fc.record({ gift: fc.boolean() }), { maxLength: 5 });

describe('the promotion kinds', () => {
  it("are SPEC.md's fixed list, in its order, then issue 45's % OFF", () => {
    expect(PROMOTION_TYPES).toEqual([...SPEC_TYPES, '% OFF']);
    expect(promotionKind('Otro')).toBeUndefined();
  });

  it("hold SPEC.md's numbers: bundle size, gift picks, free picks", () => {
    const numbers = PROMOTION_KINDS.map(({ type, products, gifts, free }) => ({
      type,
      products,
      gifts,
      free,
    }));
    expect(numbers).toEqual([
      { type: '2x1', products: 2, gifts: 0, free: 1 },
      { type: '3x2', products: 3, gifts: 0, free: 1 },
      { type: 'Regalo', products: 2, gifts: 1, free: 1 },
      { type: '% OFF', products: 0, gifts: 0, free: 0 },
    ]);
    expect(PROMOTION_TYPES.filter(offersGift)).toEqual(['Regalo']);
  });

  it('say how they work on the promotion page, and the 2x1 is the home banner', () => {
    expect(Object.fromEntries(PROMOTION_KINDS.map((k) => [k.type, k.howItWorks]))).toEqual({
      '2x1': 'Elegí 2 productos con su talle: el de menor precio te lo llevás gratis.',
      '3x2': 'Elegí 3 productos con su talle: el de menor precio te lo llevás gratis.',
      Regalo: 'Elegí un producto y tu regalo, cada uno con su talle: el regalo no se paga.',
      '% OFF':
        'El descuento ya está en el precio de cada producto de la promoción: agregalo al carrito como siempre.',
    });
    expect(PROMOTION_KINDS.filter((k) => k.homeBanner).map((k) => k.type)).toEqual(['2x1']);
  });

  it('price a complete bundle with exactly its free picks at zero', () => {
    for (const kind of PROMOTION_KINDS.filter((k) => k.products > 0)) {
      const bundle = Array.from({ length: kind.products }, (_, i) => ({
        price: 1000 * (i + 1),
        gift: i < kind.gifts,
      }));
      const priced = pricePromotion(kind.type, bundle);
      expect(priced.picks.filter((p) => p.free)).toHaveLength(kind.free);
      expect(bundleCountAlert(kind.type, bundle)).toBeNull();
      expect(pickAlert(kind.type, bundle, false)).not.toBeNull();
    }
  });

  it('answer every question as the switch statements did, for any kind and picks', () => {
    fc.assert(
      fc.property(type, picks, fc.boolean(), (t, chosen, gift) => {
        expect(promotionMaxProducts(t)).toBe(before.maxProducts(t));
        expect(freePickIndexes(t, chosen)).toEqual(before.freeIndexes(t, chosen));
        expect(pickAlert(t, chosen, gift)).toBe(before.pickAlert(t, chosen, gift));
        expect(bundleCountAlert(t, chosen)).toBe(before.countAlert(t, chosen));
        expect(offersGift(t)).toBe(t === 'Regalo');
      }),
    );
  });
});
