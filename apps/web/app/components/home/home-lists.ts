import { promotionKind, type ProductAnswer } from '@shop/domain';
import type { AppLoadContext } from 'react-router';

/** How many cards each home carousel shows at most. */
export const CAROUSEL_SIZE = 12;
/** SPEC.md: recommendations are 4 random new arrivals. */
export const RECOMMENDATION_COUNT = 4;

export interface HomeLists {
  specialOffers: ProductAnswer[];
  bestSellers: ProductAnswer[];
  onSale: ProductAnswer[];
}

/**
 * The three home carousels, picked from the most popular products: the API has no flag filter,
 * so 'Ofertas Pre-temporada' are the special_offers, 'Lo mas vendido' the best_sellers and
 * 'Oferta' the ones with a compare price above the price.
 */
export function pickHomeLists(popular: ProductAnswer[]): HomeLists {
  const shown = popular.filter((product) => !product.disabled);
  return {
    specialOffers: shown.filter((product) => product.special_offers).slice(0, CAROUSEL_SIZE),
    bestSellers: shown.filter((product) => product.best_sellers).slice(0, CAROUSEL_SIZE),
    onSale: shown
      .filter((product) => product.compare_price !== null && product.compare_price > product.price)
      .slice(0, CAROUSEL_SIZE),
  };
}

/**
 * 4 random new arrivals (falling back to the newest products when none is flagged), drawn
 * on the server for every request.
 */
export function pickRecommendations(
  candidates: ProductAnswer[],
  newest: ProductAnswer[],
  random: () => number = Math.random,
): ProductAnswer[] {
  const byId = new Map<string, ProductAnswer>();
  for (const product of [...candidates, ...newest]) {
    if (!product.disabled && !byId.has(product.id)) byId.set(product.id, product);
  }
  const all = [...byId.values()];
  const flagged = all.filter((product) => product.new_arrivals);
  const pool = flagged.length > 0 ? flagged : all;
  const shuffled = [...pool];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled.slice(0, RECOMMENDATION_COUNT);
}

interface PromotionSummary {
  slug: string;
  title: string;
  type: string;
  disabled?: boolean;
}

/** The promotion the home banner links to (a 2x1), if one is running; null otherwise. */
export async function loadTwoForOne(
  api: AppLoadContext['api'],
): Promise<{ slug: string; title: string } | null> {
  try {
    const response = await api('/api/promotion');
    if (response.status !== 200) return null;
    const body = (await response.json()) as { promotion?: PromotionSummary[] };
    const promotion = body.promotion?.find(
      (p) => promotionKind(p.type)?.homeBanner && !p.disabled && p.slug,
    );
    return promotion ? { slug: promotion.slug, title: promotion.title } : null;
  } catch {
    return null;
  }
}
