import type { LiveSearchAnswer, ProductAnswer } from '@shop/domain';
import type { AppLoadContext } from 'react-router';
import { cardData, loadProductPage, type ProductCardData } from '../../lib/products';
import {
  canonicalSearch,
  parseCatalogueQuery,
  productApiQuery,
  type CatalogueQuery,
} from './catalogue-query';

/** The most GET /api/products gives in one page. */
const API_PAGE_LIMIT = 100;

/** A promotion as GET /api/promotion lists it (the fields the catalogue shows). */
export interface PromotionSummary {
  slug: string;
  title: string;
  description: string;
  img: string;
  type: string;
  endDate: string;
}

export interface CatalogueData {
  query: CatalogueQuery;
  /** Only what a tile shows: the page sends this along to the browser. */
  products: ProductCardData[];
  total: number;
  promotions: PromotionSummary[];
  /** Canonical address of the view: path plus its filters, without sort and paging. */
  canonical: string;
  /** The search alone finds nothing: the closest catalogue words and the best sellers. */
  searchRescue?: SearchRescue;
}

export interface SearchRescue {
  suggestion: string | null;
  popular: ProductCardData[];
}

/** Products offered when a search finds nothing. */
const POPULAR_COUNT = 4;

/** When a search finds nothing by itself: '¿Quisiste decir …?' and popular products. */
async function loadSearchRescue(
  api: AppLoadContext['api'],
  search: string,
): Promise<SearchRescue | undefined> {
  const response = await api(`/api/search?limit=1&q=${encodeURIComponent(search)}`);
  if (response.status !== 200) throw new Error(`GET /api/search answered ${response.status}`);
  const alone = (await response.json()) as LiveSearchAnswer;
  if (alone.items.length > 0) return undefined;
  const popular = await loadProductPage(
    api,
    new URLSearchParams({ sort: 'popular', limit: String(POPULAR_COUNT) }),
  );
  return { suggestion: alone.suggestion, popular: popular.items.map(cardData) };
}

/** The first `limit` products of a query, in pages the API accepts. */
async function loadFirstProducts(api: AppLoadContext['api'], query: CatalogueQuery) {
  const base = productApiQuery(query);
  const products: ProductAnswer[] = [];
  let total = 0;
  for (let page = 1; products.length < query.limit; page += 1) {
    const params = new URLSearchParams(base);
    params.set('page', String(page));
    params.set('limit', String(Math.min(API_PAGE_LIMIT, query.limit)));
    const answer = await loadProductPage(api, params);
    total = answer.total;
    products.push(...answer.items);
    if (answer.items.length === 0 || products.length >= total) break;
  }
  return { products: products.slice(0, query.limit).map(cardData), total };
}

async function loadPromotions(api: AppLoadContext['api']): Promise<PromotionSummary[]> {
  const response = await api('/api/promotion');
  if (response.status !== 200) {
    throw new Error(`GET /api/promotion answered ${response.status}`);
  }
  const body = (await response.json()) as { promotion: PromotionSummary[] };
  return body.promotion;
}

/** Loader body of /catalogo and /category/{slug}. */
export async function loadCatalogue(
  request: Request,
  context: AppLoadContext,
  fixedCategory?: string,
): Promise<CatalogueData> {
  const url = new URL(request.url);
  const query = parseCatalogueQuery(url.searchParams, fixedCategory);
  const canonical = `${context.publicUrl}${url.pathname}${canonicalSearch(query, fixedCategory)}`;
  if (query.promotions) {
    const promotions = await loadPromotions(context.api);
    return { query, products: [], total: promotions.length, promotions, canonical };
  }
  const { products, total } = await loadFirstProducts(context.api, query);
  const searchRescue =
    total === 0 && query.search ? await loadSearchRescue(context.api, query.search) : undefined;
  return { query, products, total, promotions: [], canonical, searchRescue };
}
