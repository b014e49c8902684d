/**
 * The products list's filters, sort and page as the page's URL keeps them (so a reload or a
 * shared link shows the same list) and as GET /api/admin/products reads them.
 */
export const PRODUCT_LIST_KEYS = [
  'q',
  'category',
  'subcategory',
  'brand',
  'status',
  'stock',
  'sort',
  'page',
] as const;
export type ProductListKey = (typeof PRODUCT_LIST_KEYS)[number];
export type ProductListQuery = Partial<Record<ProductListKey, string>>;

export const PRODUCTS_PER_PAGE = 20;

export const SORT_LABELS: Record<string, string> = {
  relevance: 'Más relevantes',
  newest: 'Más nuevos',
  name: 'Nombre (A-Z)',
  price_asc: 'Menor precio',
  price_desc: 'Mayor precio',
  stock: 'Menos stock primero',
  best_sellers: 'Más vendidos',
};

export function listQueryOf(params: URLSearchParams): ProductListQuery {
  const query: ProductListQuery = {};
  for (const key of PRODUCT_LIST_KEYS) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The API's query: the page's own, its page size added. */
export function apiQueryOf(query: ProductListQuery): string {
  const params = new URLSearchParams(query as Record<string, string>);
  params.set('limit', String(PRODUCTS_PER_PAGE));
  return params.toString();
}

/** The URL's search after one change: any filter change goes back to page 1. */
export function withChange(query: ProductListQuery, key: ProductListKey, value: string): string {
  const next: ProductListQuery = { ...query, [key]: value };
  if (key !== 'page') delete next.page;
  if (key === 'category') delete next.subcategory;
  const params = new URLSearchParams();
  for (const k of PRODUCT_LIST_KEYS) if (next[k]) params.set(k, next[k]);
  const text = params.toString();
  return text ? `?${text}` : '';
}
