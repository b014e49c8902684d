/**
 * One product as a read of changes found it: its answer before and after (undefined when it was
 * not kept, or is gone or disabled now), so what shows it can tell what changed.
 */
export type ProductChange = { id: string; before?: string; after?: string };

/**
 * How far a product's change reaches what shoppers are shown:
 * - `stock`: only its stock counts, sales or version; answers that carry them (the API's) change,
 *   a product card does not (it shows no count);
 * - `card`: what a card shows or which size filters hold it (name, price, picture, sold out or
 *   not, each size in stock or not), or it is gone: every answer and page showing it changes;
 * - `lists`: which lists hold it beyond its own entries (it appeared, or its name, category,
 *   brand, tags… changed): any list may change.
 */
export type Reach = 'stock' | 'card' | 'lists';

/** What a product's answer says apart from its stock counts, sales and version. */
type ProductAnswerFields = {
  stock?: number;
  total_sales?: unknown;
  version?: unknown;
  variants?: { sizes?: { stock?: number; sold?: unknown }[] }[];
  [field: string]: unknown;
};

/** The fields whose change moves a product into or out of lists other than where it is. */
const LIST_FIELDS = ['productName', 'brand', 'cat', 'sub_cat', 'tags', 'color', 'createdAt'];

function withoutCounts(answer: ProductAnswerFields) {
  return {
    ...answer,
    stock: (answer.stock ?? 0) > 0,
    total_sales: undefined,
    version: undefined,
    variants: answer.variants?.map((variant) => ({
      ...variant,
      sizes: variant.sizes?.map((size) => ({ ...size, stock: (size.stock ?? 0) > 0, sold: 0 })),
    })),
  };
}

export function reachOf(change: ProductChange): Reach {
  if (change.after === undefined) return 'card';
  if (change.before === undefined) return 'lists';
  const before = JSON.parse(change.before) as ProductAnswerFields;
  const after = JSON.parse(change.after) as ProductAnswerFields;
  const names = (answer: ProductAnswerFields) =>
    JSON.stringify(answer.variants?.map((variant) => (variant as { variant?: unknown }).variant));
  if (
    LIST_FIELDS.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field])) ||
    names(before) !== names(after)
  ) {
    return 'lists';
  }
  return JSON.stringify(withoutCounts(before)) === JSON.stringify(withoutCounts(after))
    ? 'stock'
    : 'card';
}

/** A product's id as every answer that shows a product writes it (toProductDto, searches). */
const PRODUCT_ID = /"(?:_id|id)":"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"/g;

/** Above this many products an answer is taken to show any product (a whole list). */
export const MAX_SHOWN = 200;

/**
 * The products an answer (JSON, or a page's API answers) shows, by id; `all` when there are
 * more than MAX_SHOWN, which a change of any product reaches.
 */
export function productsShownIn(texts: readonly string[]): Set<string> | 'all' {
  const shown = new Set<string>();
  for (const text of texts) {
    for (const found of text.matchAll(PRODUCT_ID)) {
      shown.add(found[1]!);
      if (shown.size > MAX_SHOWN) return 'all';
    }
  }
  return shown;
}
