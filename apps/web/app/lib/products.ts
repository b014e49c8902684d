import type { ProductAnswer, ProductPageAnswer, ProductVariantAnswer } from '@shop/domain';
import { data, type AppLoadContext } from 'react-router';

/** What a product tile shows, and no more: a page sends its data along to the browser. */
export type ProductCardData = Pick<
  ProductAnswer,
  'id' | 'slug' | 'productName' | 'brand' | 'price' | 'compare_price' | 'stock' | 'cat' | 'sub_cat'
> & { variants: Pick<ProductVariantAnswer, 'imgUrl'>[] };

export function cardData(product: ProductAnswer): ProductCardData {
  const { id, slug, productName, brand, price, compare_price, stock, cat, sub_cat } = product;
  const image = product.variants[0]?.imgUrl[0];
  return {
    id,
    slug,
    productName,
    brand,
    price,
    compare_price,
    stock,
    // Where it sits in the catalogue: a running "% OFF" may cover it.
    cat,
    sub_cat,
    variants: image ? [{ imgUrl: [image] }] : [],
  };
}

/** One page of the catalogue; `query` is GET /api/products' query string without `page`. */
export async function loadProductPage(
  api: AppLoadContext['api'],
  query: URLSearchParams,
): Promise<ProductPageAnswer> {
  const params = new URLSearchParams(query);
  if (!params.has('page')) params.set('page', '1');
  const response = await api(`/api/products?${params.toString()}`);
  if (response.status !== 200) {
    throw new Error(`GET /api/products answered ${response.status}`);
  }
  return (await response.json()) as ProductPageAnswer;
}

/** First page of the newest products. */
export function loadNewestProducts(api: AppLoadContext['api']): Promise<ProductPageAnswer> {
  return loadProductPage(api, new URLSearchParams({ limit: '12', sort: 'novedades' }));
}

/** One product by slug; a missing product becomes a 404 page. */
export async function loadProductBySlug(
  api: AppLoadContext['api'],
  slug: string,
): Promise<ProductAnswer> {
  const response = await api(`/api/products/${encodeURIComponent(slug)}`);
  // A slug the API refuses (longer than any it hands out) names no product either.
  if (response.status === 404 || response.status === 400) {
    throw data(null, { status: 404 });
  }
  if (response.status !== 200) {
    throw new Error(`GET /api/products/${slug} answered ${response.status}`);
  }
  return (await response.json()) as ProductAnswer;
}
