import { data, type AppLoadContext } from 'react-router';

export interface ProductSize {
  size: string;
  stock: number;
  sold: number;
}

export interface ProductVariant {
  id: number;
  variant: string;
  imgUrl: string[];
  sizes: ProductSize[];
}

/** A product as GET /api/products answers it (apps/api products/service.ts toProductDto). */
export interface Product {
  id: string;
  slug: string;
  productName: string;
  /** Pesos. */
  price: number;
  compare_price: number | null;
  discount_percentage: number;
  brand: string;
  cat: string;
  sub_cat: string | null;
  sizes: string[];
  description: string;
  color: string;
  badge: string;
  tags: string[];
  video_youtube: string | null;
  disabled: boolean;
  new_arrivals: boolean;
  best_sellers: boolean;
  special_offers: boolean;
  stock: number;
  total_sales: number;
  createdAt: string;
  dimensions: { weight: number; height: number; width: number; length: number };
  variants: ProductVariant[];
}

/** What a product tile shows, and no more: a page sends its data along to the browser. */
export type ProductCardData = Pick<
  Product,
  'id' | 'slug' | 'productName' | 'brand' | 'price' | 'compare_price' | 'stock'
> & { variants: Pick<ProductVariant, 'imgUrl'>[] };

export function cardData(product: Product): ProductCardData {
  const { id, slug, productName, brand, price, compare_price, stock } = product;
  const image = product.variants[0]?.imgUrl[0];
  return {
    id,
    slug,
    productName,
    brand,
    price,
    compare_price,
    stock,
    variants: image ? [{ imgUrl: [image] }] : [],
  };
}

export interface ProductPage {
  items: Product[];
  total: number;
  page: number;
  limit: number;
}

/** GET /api/search: the header box's best matches, and a suggestion when nothing matches. */
export interface LiveSearchResult {
  items: Product[];
  suggestion: string | null;
}

/** One page of the catalogue; `query` is GET /api/products' query string without `page`. */
export async function loadProductPage(
  api: AppLoadContext['api'],
  query: URLSearchParams,
): Promise<ProductPage> {
  const params = new URLSearchParams(query);
  if (!params.has('page')) params.set('page', '1');
  const response = await api(`/api/products?${params.toString()}`);
  if (response.status !== 200) {
    throw new Error(`GET /api/products answered ${response.status}`);
  }
  return (await response.json()) as ProductPage;
}

/** First page of the newest products. */
export function loadNewestProducts(api: AppLoadContext['api']): Promise<ProductPage> {
  return loadProductPage(api, new URLSearchParams({ limit: '12', sort: 'novedades' }));
}

/** One product by slug; a missing product becomes a 404 page. */
export async function loadProductBySlug(
  api: AppLoadContext['api'],
  slug: string,
): Promise<Product> {
  const response = await api(`/api/products/${encodeURIComponent(slug)}`);
  if (response.status === 404) {
    throw data(null, { status: 404 });
  }
  if (response.status !== 200) {
    throw new Error(`GET /api/products/${slug} answered ${response.status}`);
  }
  return (await response.json()) as Product;
}
