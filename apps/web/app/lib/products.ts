import { data, type AppLoadContext } from 'react-router';

/**
 * The fields of a GET /api/products answer that these pages read. The full product type
 * comes from @shop/domain once it exists.
 */
export interface Product {
  slug: string;
  productName: string;
  /** Pesos. */
  price: number;
  description?: string;
  variants: { variant: string; imgUrl: string[] }[];
}

export interface ProductPage {
  items: Product[];
  total: number;
  page: number;
  limit: number;
}

/** First page of the newest products, as the home page and catalogue show them. */
export async function loadNewestProducts(api: AppLoadContext['api']): Promise<ProductPage> {
  const response = await api('/api/products?page=1&limit=12&sort=novedades');
  if (response.status !== 200) {
    throw new Error(`GET /api/products answered ${response.status}`);
  }
  return (await response.json()) as ProductPage;
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
