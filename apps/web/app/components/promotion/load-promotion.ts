import type { ProductAnswer } from '@shop/domain';
import {
  isBundleKind,
  offersGift,
  promotionCandidates,
  type CandidateProduct,
  type ComposablePromotion,
} from '@shop/domain';
import { data, type AppLoadContext } from 'react-router';
import { cardData, type ProductCardData } from '../../lib/products';

/** A promotion as GET /api/promotion/:idOrSlug answers it (the fields the page shows). */
export interface PromotionDetail extends ComposablePromotion {
  slug: string;
  img: string;
  video_youtube: string | null;
  percentOff: number | null;
  brands: string[];
}

export interface PromotionPageData {
  promotion: PromotionDetail;
  /** Products the main search offers. */
  candidates: CandidateProduct[];
  /** Regalo: products the gift search offers. */
  giftCandidates: CandidateProduct[];
  /** "% OFF": the products it covers, shown as cards (nothing to compose). */
  covered: ProductCardData[];
}

/** Only what composing a bundle needs, so the page does not carry whole product records. */
function toCandidate(product: ProductAnswer): CandidateProduct {
  return {
    id: product.id,
    slug: product.slug,
    productName: product.productName,
    price: product.price,
    cat: product.cat,
    sub_cat: product.sub_cat,
    color: product.color,
    badge: product.badge,
    disabled: product.disabled,
    dimensions: product.dimensions,
    variants: product.variants.map((v) => ({
      id: v.id,
      variant: v.variant,
      imgUrl: v.imgUrl,
      sizes: v.sizes.map((s) => ({ size: s.size, stock: s.stock })),
    })),
  };
}

/** Every enabled product of these categories (GET /api/products without `page` lists them all). */
async function productsOf(api: AppLoadContext['api'], categories: readonly string[]) {
  if (categories.length === 0) return [];
  const query = new URLSearchParams({ category: categories.join(',') });
  const response = await api(`/api/products?${query.toString()}`);
  if (response.status !== 200) {
    throw new Error(`GET /api/products answered ${response.status}`);
  }
  return (await response.json()) as ProductAnswer[];
}

/** The products the promotion names one by one, whatever their category (gone ones skipped). */
async function namedProducts(api: AppLoadContext['api'], ids: readonly string[]) {
  const found = await Promise.all(
    ids.map(async (id) => {
      const response = await api(`/api/products/${encodeURIComponent(id)}`);
      if (response.status === 404) return [];
      if (response.status !== 200) {
        throw new Error(`GET /api/products/${id} answered ${response.status}`);
      }
      return [(await response.json()) as ProductAnswer];
    }),
  );
  return found.flat();
}

/** Loader body of /promocion/{slug}: the promotion and its candidates; 404 when it is not on offer. */
export async function loadPromotionPage(
  api: AppLoadContext['api'],
  slug: string,
): Promise<PromotionPageData> {
  const response = await api(`/api/promotion/${encodeURIComponent(slug)}`);
  // A slug the API refuses (longer than any it hands out) names no promotion either.
  if (response.status === 404 || response.status === 400) throw data(null, { status: 404 });
  if (response.status !== 200) {
    throw new Error(`GET /api/promotion/${slug} answered ${response.status}`);
  }
  const promotion = (await response.json()) as PromotionDetail;
  const takesGift = offersGift(promotion.type);
  const [ofCategories, named, giftProducts] = await Promise.all([
    productsOf(api, promotion.categories),
    namedProducts(api, promotion.productIds),
    takesGift ? productsOf(api, promotion.giftCategories) : Promise.resolve([]),
  ]);
  const seen = new Set(ofCategories.map((p) => p.id));
  const products = [...ofCategories, ...named.filter((p) => !seen.has(p.id))];
  if (!isBundleKind(promotion.type)) {
    // promotionCovers reads its brands too: the same products saleOf prices.
    const covered = promotionCandidates(promotion, products);
    return { promotion, candidates: [], giftCandidates: [], covered: covered.map(cardData) };
  }
  return {
    promotion,
    covered: [],
    candidates: promotionCandidates(promotion, products).map(toCandidate),
    giftCandidates: takesGift
      ? promotionCandidates(promotion, giftProducts, true).map(toCandidate)
      : [],
  };
}
