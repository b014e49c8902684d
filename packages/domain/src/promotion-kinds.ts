/**
 * The kinds of promotion of SPEC.md's fixed list (section 3: 2x1, 3x2, Regalo), plus issue 45's
 * "% OFF" (a percentage off a part of the catalogue, priced in percent-off.ts), each declared once:
 * how many products make a bundle, which of them are free, how the shopper fills it and the texts
 * that explain it. Pricing, composition, the checkout, the admin form, the promotion page and the
 * home banner all ask this table; a new kind is one entry, plus a rule below if none fits it.
 * Every kind alike: each pick comes from the promotion's categories (a gift from its gift
 * categories) with its own size in stock, checked in promotion-composition.ts.
 */

/** SPEC.md section 5, shopper promotion alerts. */
export const PROMOTION_ALERTS = {
  regaloPair:
    'Para esta promoción, solo puedes agregar un producto normal y un producto de regalo.',
  giftAlreadyChosen: 'Ya has seleccionado un producto de regalo.',
  normalAlreadyChosen: 'Ya has seleccionado un producto normal.',
  onlyOneGift: 'Solo puedes agregar un producto de regalo.',
  sizesMissing: 'Todos los productos seleccionados deben tener un talle.',
  sizeUnavailable: 'Tamaño no disponible.',
} as const;

/** 'Solo puedes agregar un máximo de {n} productos para esta promoción.' */
export const promotionLimitAlert = (n: number) =>
  `Solo puedes agregar un máximo de ${n} productos para esta promoción.`;

/** 'Para esta promoción ({type}), debes seleccionar exactamente {n} productos.' */
export const promotionExactCountAlert = (type: string, n: number) =>
  `Para esta promoción (${type}), debes seleccionar exactamente ${n} productos.`;

/** 'Esta promoción no se arma: …': the "% OFF" kind has no bundle to fill. */
export const NO_BUNDLE_ALERT =
  'Esta promoción no se arma: su descuento ya está en el precio de cada producto.';

/** Issue 45's kind: its percentage comes off each product's price (percent-off.ts). */
export const PERCENT_OFF_TYPE = '% OFF';

/** Which picks cost nothing: see PRICING_RULES. */
type PricingRule = 'cheapestOfBundle' | 'gifts' | 'none';
/** How the shopper fills the bundle: see COMPOSITION_RULES. */
type CompositionRule = 'exactCount' | 'normalAndGift' | 'noBundle';

export interface PromotionKind {
  /** As stored, offered by the admin's select and shown on the badges. */
  type: string;
  /** Products in a complete bundle: SPEC.md section 9's max products per promotion; 0: no bundle. */
  products: number;
  /** Of those, picked in the gift search ('Buscar productos de regalo') from the gift categories. */
  gifts: number;
  /** Of those, priced at zero and counted in the discount. */
  free: number;
  pricing: PricingRule;
  composition: CompositionRule;
  /** 'Cómo funciona' on the promotion page. */
  howItWorks: string;
  /** SPEC.md section 2: the home banner links to a running promotion of this kind. */
  homeBanner: boolean;
}

/** SPEC.md sections 4, 5 and 9. */
export const PROMOTION_KINDS = [
  {
    type: '2x1',
    products: 2,
    gifts: 0,
    free: 1,
    pricing: 'cheapestOfBundle',
    composition: 'exactCount',
    howItWorks: 'Elegí 2 productos con su talle: el de menor precio te lo llevás gratis.',
    homeBanner: true,
  },
  {
    type: '3x2',
    products: 3,
    gifts: 0,
    free: 1,
    pricing: 'cheapestOfBundle',
    composition: 'exactCount',
    howItWorks: 'Elegí 3 productos con su talle: el de menor precio te lo llevás gratis.',
    homeBanner: false,
  },
  {
    type: 'Regalo',
    products: 2,
    gifts: 1,
    free: 1,
    pricing: 'gifts',
    composition: 'normalAndGift',
    howItWorks: 'Elegí un producto y tu regalo, cada uno con su talle: el regalo no se paga.',
    homeBanner: false,
  },
  {
    type: PERCENT_OFF_TYPE,
    products: 0,
    gifts: 0,
    free: 0,
    pricing: 'none',
    composition: 'noBundle',
    howItWorks:
      'El descuento ya está en el precio de cada producto de la promoción: agregalo al carrito como siempre.',
    homeBanner: false,
  },
] as const satisfies readonly PromotionKind[];

export type PromotionType = (typeof PROMOTION_KINDS)[number]['type'];

/** The admin's type select and the API's enum, in the table's order. */
export const PROMOTION_TYPES = PROMOTION_KINDS.map((kind) => kind.type) as [
  PromotionType,
  ...PromotionType[],
];

/** What the rules read of a pick: whether it came from the gift search. */
interface KindPick {
  gift?: boolean | undefined;
}

/** Indexes, into the picks sorted by price (highest first), of the picks that cost nothing. */
const PRICING_RULES: Record<
  PricingRule,
  (kind: PromotionKind, sorted: readonly KindPick[]) => number[]
> = {
  /** The `free` cheapest of a complete bundle; an incomplete one pays in full. */
  cheapestOfBundle: (kind, sorted) =>
    sorted.length === kind.products
      ? Array.from({ length: kind.free }, (_, i) => kind.products - kind.free + i)
      : [],
  gifts: (_kind, sorted) => sorted.flatMap((pick, index) => (pick.gift ? [index] : [])),
  none: () => [],
};

interface Picked {
  products: number;
  gifts: number;
}

interface Composition {
  /** The alert for picking one more product (`gift`: in the gift search), or null. */
  onPick(kind: PromotionKind, picked: Picked, gift: boolean): string | null;
  /** The alert for a bundle with the wrong products, at 'Agregar al Carrito' and at checkout. */
  onAdd(kind: PromotionKind, picked: Picked): string | null;
}

const COMPOSITION_RULES: Record<CompositionRule, Composition> = {
  /** Exactly `products` from the promotion's categories. */
  exactCount: {
    onPick: (kind, picked) =>
      picked.products >= kind.products ? promotionLimitAlert(kind.products) : null,
    onAdd: (kind, picked) =>
      picked.products !== kind.products ? promotionExactCountAlert(kind.type, kind.products) : null,
  },
  /** Normal products from the categories and `gifts` from the gift categories (SPEC: one each). */
  normalAndGift: {
    onPick: (kind, picked, gift) => {
      if (picked.products >= kind.products) {
        return gift ? PROMOTION_ALERTS.onlyOneGift : PROMOTION_ALERTS.regaloPair;
      }
      if (gift && picked.gifts >= kind.gifts) return PROMOTION_ALERTS.giftAlreadyChosen;
      if (!gift && picked.products - picked.gifts >= kind.products - kind.gifts) {
        return PROMOTION_ALERTS.normalAlreadyChosen;
      }
      return null;
    },
    onAdd: (kind, picked) =>
      picked.products !== kind.products || picked.gifts !== kind.gifts
        ? PROMOTION_ALERTS.regaloPair
        : null,
  },
  noBundle: { onPick: () => NO_BUNDLE_ALERT, onAdd: () => NO_BUNDLE_ALERT },
};

/** The kind of a stored type; undefined for a type outside the table. */
export function promotionKind(type: string): PromotionKind | undefined {
  return PROMOTION_KINDS.find((kind) => kind.type === type);
}

/** Products a shopper may put in one promotion; null means no limit (SPEC.md: others unlimited). */
export function promotionMaxProducts(type: string): number | null {
  return promotionKind(type)?.products || null;
}

/** Whether the shopper composes a bundle of this kind on its page (not "% OFF"). */
export function isBundleKind(type: string): boolean {
  return (promotionKind(type)?.products ?? 0) > 0;
}

/** Whether the kind takes a gift: its gift search, gift categories and gift picks. */
export function offersGift(type: string): boolean {
  return (promotionKind(type)?.gifts ?? 0) > 0;
}

/** Indexes of the free picks among picks sorted by price, highest first; none for other types. */
export function freePickIndexes(type: string, sorted: readonly KindPick[]): number[] {
  const kind = promotionKind(type);
  return kind ? PRICING_RULES[kind.pricing](kind, sorted) : [];
}

const countPicks = (picks: readonly KindPick[]): Picked => ({
  products: picks.length,
  gifts: picks.filter((pick) => pick.gift).length,
});

/**
 * The alert for picking one more product, or null when it may go in. Regalo takes one normal and
 * one gift product: once both are chosen, the gift search answers 'Solo puedes agregar un
 * producto de regalo.' and the normal search the pair rule.
 */
export function pickAlert(type: string, picks: readonly KindPick[], gift: boolean): string | null {
  const kind = promotionKind(type);
  return kind ? COMPOSITION_RULES[kind.composition].onPick(kind, countPicks(picks), gift) : null;
}

/** The alert for a bundle of the wrong products (2x1: 2, 3x2: 3, Regalo: one normal and one gift). */
export function bundleCountAlert(type: string, picks: readonly KindPick[]): string | null {
  const kind = promotionKind(type);
  return kind ? COMPOSITION_RULES[kind.composition].onAdd(kind, countPicks(picks)) : null;
}
