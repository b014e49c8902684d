import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money.js';
import {
  availableSizes,
  composePromotionLine,
  compositionAlert,
  matchesPromotionScope,
  newSelection,
  promotionCandidates,
  searchCandidates,
  withVariant,
  type CandidateProduct,
  type ComposablePromotion,
  type PromotionSelection,
} from './promotion-composition.js';
import {
  pickAlert,
  promotionExactCountAlert,
  promotionLimitAlert,
  PROMOTION_ALERTS,
} from './promotion-kinds.js';

const product = (over: Partial<CandidateProduct> = {}): CandidateProduct => ({
  id: 'm1',
  slug: 'mediasnikegrip',
  productName: 'Medias Nike Grip',
  price: 19999,
  cat: 'Medias',
  sub_cat: 'Largas',
  color: 'Blanco',
  badge: '',
  disabled: false,
  dimensions: { weight: 100, height: 2, width: 10, length: 20 },
  variants: [
    {
      id: 1,
      variant: 'Blanco',
      imgUrl: ['/api/images/blanco'],
      sizes: [
        { size: '39-40', stock: 0 },
        { size: '41-42', stock: 3 },
      ],
    },
    {
      id: 2,
      variant: 'Negro',
      imgUrl: ['/api/images/negro'],
      sizes: [{ size: '43-44', stock: 1 }],
    },
  ],
  ...over,
});

const promotion = (over: Partial<ComposablePromotion> = {}): ComposablePromotion => ({
  id: 'promo-1',
  title: '2x1 en medias',
  description: 'Llevá dos pares y pagá uno.',
  type: '2x1',
  categories: ['Medias'],
  subcategories: ['Cortas', 'Largas'],
  productIds: [],
  giftCategories: [],
  giftSubcategories: [],
  endDate: '2099-12-31',
  ...over,
});

const picked = (
  over: Partial<CandidateProduct> = {},
  size = '41-42',
  gift = false,
  key = 'k',
): PromotionSelection => ({ ...newSelection(key, product(over), gift), size });

describe('alert texts', () => {
  it('are SPEC.md section 5 with {n} and {type} filled in', () => {
    expect(promotionLimitAlert(2)).toBe(
      'Solo puedes agregar un máximo de 2 productos para esta promoción.',
    );
    expect(promotionExactCountAlert('3x2', 3)).toBe(
      'Para esta promoción (3x2), debes seleccionar exactamente 3 productos.',
    );
    expect(PROMOTION_ALERTS).toEqual({
      regaloPair:
        'Para esta promoción, solo puedes agregar un producto normal y un producto de regalo.',
      giftAlreadyChosen: 'Ya has seleccionado un producto de regalo.',
      normalAlreadyChosen: 'Ya has seleccionado un producto normal.',
      onlyOneGift: 'Solo puedes agregar un producto de regalo.',
      sizesMissing: 'Todos los productos seleccionados deben tener un talle.',
      sizeUnavailable: 'Tamaño no disponible.',
    });
  });
});

describe('candidates', () => {
  it('match a category and one of its chosen subcategories', () => {
    expect(
      matchesPromotionScope({ cat: 'Medias', sub_cat: 'Largas' }, ['Medias'], ['Largas']),
    ).toBe(true);
    expect(
      matchesPromotionScope({ cat: 'Medias', sub_cat: 'Cortas' }, ['Medias'], ['Largas']),
    ).toBe(false);
    expect(
      matchesPromotionScope({ cat: 'Botines', sub_cat: 'Futbol 5' }, ['Medias'], ['Largas']),
    ).toBe(false);
    expect(matchesPromotionScope({ cat: 'Medias', sub_cat: null }, ['Medias'], ['Largas'])).toBe(
      false,
    );
  });

  it('take a whole category when none of its subcategories was chosen', () => {
    const scope = [['Botines', 'Medias'], ['Futbol 5']] as const;
    expect(matchesPromotionScope({ cat: 'Medias', sub_cat: 'Cortas' }, ...scope)).toBe(true);
    expect(matchesPromotionScope({ cat: 'Botines', sub_cat: 'Futbol 11' }, ...scope)).toBe(false);
    expect(matchesPromotionScope({ cat: 'Medias', sub_cat: null }, ['Medias'], [])).toBe(true);
  });

  it('are enabled products with some size in stock; gift ones from the gift scope', () => {
    const products = [
      product({ id: 'a' }),
      product({ id: 'off', disabled: true }),
      product({
        id: 'empty',
        variants: [{ id: 1, variant: 'X', imgUrl: [], sizes: [{ size: '41-42', stock: 0 }] }],
      }),
      product({ id: 'boot', cat: 'Botines', sub_cat: 'Futbol 5' }),
    ];
    expect(promotionCandidates(promotion(), products).map((p) => p.id)).toEqual(['a']);
    const regalo = promotion({
      type: 'Regalo',
      categories: ['Botines'],
      subcategories: ['Futbol 5', 'Futbol 11'],
      giftCategories: ['Medias'],
      giftSubcategories: ['Largas'],
    });
    expect(promotionCandidates(regalo, products).map((p) => p.id)).toEqual(['boot']);
    expect(promotionCandidates(regalo, products, true).map((p) => p.id)).toEqual(['a']);
  });

  it('are searched by a case-insensitive substring of the name; nothing for an empty box', () => {
    const list = [
      product({ productName: 'Medias Nike Grip' }),
      product({ productName: 'Puma Pro' }),
    ];
    expect(searchCandidates(list, 'NIKE g').map((p) => p.productName)).toEqual([
      'Medias Nike Grip',
    ]);
    expect(searchCandidates(list, 'P')).toHaveLength(2);
    expect(searchCandidates(list, '   ')).toEqual([]);
  });
});

describe('a picked product', () => {
  it('starts with its first variant and no size; changing variant clears the size', () => {
    const selection = newSelection('k1', product(), false);
    expect(selection).toMatchObject({ variantId: 1, size: '', gift: false });
    const sized = { ...selection, size: '41-42' };
    expect(withVariant(sized, 1)).toBe(sized);
    expect(withVariant(sized, 2)).toMatchObject({ variantId: 2, size: '' });
  });

  it('offers only sizes with stock above zero', () => {
    const [first, second] = product().variants;
    expect(availableSizes(first)).toEqual(['41-42']);
    expect(availableSizes(second)).toEqual(['43-44']);
    expect(availableSizes(undefined)).toEqual([]);
  });
});

describe('pickAlert', () => {
  it('stops at the limit of 2x1 (2) and 3x2 (3)', () => {
    expect(pickAlert('2x1', [picked()], false)).toBeNull();
    expect(pickAlert('2x1', [picked(), picked()], false)).toBe(promotionLimitAlert(2));
    expect(pickAlert('3x2', [picked(), picked()], false)).toBeNull();
    expect(pickAlert('3x2', [picked(), picked(), picked()], false)).toBe(promotionLimitAlert(3));
  });

  it('has no limit for other types', () => {
    expect(
      pickAlert(
        'Otro',
        Array.from({ length: 9 }, () => picked()),
        false,
      ),
    ).toBeNull();
  });

  it('Regalo takes one normal and one gift product', () => {
    const normal = picked({}, '41-42', false);
    const gift = picked({}, '41-42', true);
    expect(pickAlert('Regalo', [], false)).toBeNull();
    expect(pickAlert('Regalo', [], true)).toBeNull();
    expect(pickAlert('Regalo', [normal], false)).toBe(PROMOTION_ALERTS.normalAlreadyChosen);
    expect(pickAlert('Regalo', [normal], true)).toBeNull();
    expect(pickAlert('Regalo', [gift], true)).toBe(PROMOTION_ALERTS.giftAlreadyChosen);
    expect(pickAlert('Regalo', [gift], false)).toBeNull();
    expect(pickAlert('Regalo', [normal, gift], true)).toBe(PROMOTION_ALERTS.onlyOneGift);
    expect(pickAlert('Regalo', [normal, gift], false)).toBe(PROMOTION_ALERTS.regaloPair);
  });
});

describe('compositionAlert', () => {
  it('2x1 and 3x2 need exactly 2 or 3 products', () => {
    expect(compositionAlert('2x1', [picked()])).toBe(
      'Para esta promoción (2x1), debes seleccionar exactamente 2 productos.',
    );
    expect(compositionAlert('2x1', [])).toBe(promotionExactCountAlert('2x1', 2));
    expect(compositionAlert('3x2', [picked(), picked()])).toBe(
      'Para esta promoción (3x2), debes seleccionar exactamente 3 productos.',
    );
    expect(compositionAlert('2x1', [picked(), picked()])).toBeNull();
  });

  it('Regalo needs one normal and one gift product', () => {
    expect(compositionAlert('Regalo', [picked()])).toBe(PROMOTION_ALERTS.regaloPair);
    expect(compositionAlert('Regalo', [picked(), picked()])).toBe(PROMOTION_ALERTS.regaloPair);
    expect(compositionAlert('Regalo', [picked(), picked({}, '41-42', true)])).toBeNull();
  });

  it('an unlimited type needs at least one product', () => {
    expect(compositionAlert('Otro', [])).toBe(PROMOTION_ALERTS.sizesMissing);
    expect(compositionAlert('Otro', [picked()])).toBeNull();
  });

  it('every product needs a size', () => {
    expect(compositionAlert('2x1', [picked(), picked({}, '')])).toBe(
      'Todos los productos seleccionados deben tener un talle.',
    );
  });

  it('a size the chosen variant does not have in stock is refused', () => {
    expect(compositionAlert('2x1', [picked(), picked({}, '43-44')])).toBe('Tamaño no disponible.');
    expect(compositionAlert('2x1', [picked(), picked({}, '39-40')])).toBe('Tamaño no disponible.');
  });
});

describe('composePromotionLine', () => {
  it('2x1: sorted by price, the cheaper free, one unit each with its stock', () => {
    const line = composePromotionLine(promotion(), [
      picked({ id: 'cheap', price: 12999.5 }),
      { ...picked({ id: 'dear', price: 24999 }), variantId: 2, size: '43-44' },
    ]);
    expect(line).toMatchObject({
      promotion: true,
      id: 'promo-1',
      title: '2x1 en medias',
      type: '2x1',
      price: 24999,
      discountAmount: 12999.5,
      quantity: 1,
      disabled: false,
      endDate: '2099-12-31',
    });
    expect(line.products).toEqual([
      {
        id: 'dear',
        name: 'Medias Nike Grip',
        quantity: 1,
        maxQuantity: 1,
        size: '43-44',
        image: '/api/images/negro',
        badge: '',
        price: 24999,
        color: 'Blanco',
        variant: { id: 2, variant: 'Negro' },
        dimensions: { weight: 100, height: 2, width: 10, length: 20 },
        slug: 'mediasnikegrip',
      },
      expect.objectContaining({
        id: 'cheap',
        maxQuantity: 3,
        variant: { id: 1, variant: 'Blanco' },
      }),
    ]);
  });

  it('3x2: the cheapest of three is free', () => {
    const line = composePromotionLine(promotion({ type: '3x2' }), [
      picked({ id: 'a', price: 30000 }),
      picked({ id: 'b', price: 10000 }),
      picked({ id: 'c', price: 20000 }),
    ]);
    expect(line.products.map((p) => p.id)).toEqual(['a', 'c', 'b']);
    expect(line).toMatchObject({ price: 50000, discountAmount: 10000 });
  });

  it('Regalo: the gift is free and marked', () => {
    const line = composePromotionLine(promotion({ type: 'Regalo' }), [
      picked({ id: 'boot', price: 119999 }),
      picked({ id: 'socks', price: 19999 }, '41-42', true),
    ]);
    expect(line).toMatchObject({ price: 119999, discountAmount: 19999 });
    expect(line.products.map((p) => [p.id, p.gift])).toEqual([
      ['boot', undefined],
      ['socks', true],
    ]);
  });

  const price = fc.integer({ min: 1, max: 50_000_000 }).map((c) => c / 100);

  it('price + discount is exactly what the products cost; discount never above the free items', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('2x1', '3x2', 'Regalo'),
        fc.array(price, { minLength: 3, maxLength: 3 }),
        (type, prices) => {
          const count = type === '3x2' ? 3 : 2;
          const selection = prices
            .slice(0, count)
            .map((p, i) =>
              picked({ id: `p${i}`, price: p }, '41-42', type === 'Regalo' && i === 1),
            );
          const line = composePromotionLine(promotion({ type }), selection);
          const cost = selection.reduce((sum, s) => sum + toCents(s.product.price), 0);
          expect(toCents(line.price) + toCents(line.discountAmount)).toBe(cost);
          expect(line.price).toBeGreaterThanOrEqual(0);
          const cheapest = Math.min(...selection.map((s) => toCents(s.product.price)));
          const gift = selection.find((s) => s.gift);
          expect(toCents(line.discountAmount)).toBe(gift ? toCents(gift.product.price) : cheapest);
        },
      ),
    );
  });
});
