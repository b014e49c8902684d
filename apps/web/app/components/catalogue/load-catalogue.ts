import {
  CATEGORIES,
  type Category,
  type LiveSearchAnswer,
  type ProductAnswer,
  type RelaxedSearchAnswer,
} from '@shop/domain';
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
  /** The search found products for some of its words only: which, and which not. */
  relaxed?: RelaxedSearchAnswer;
  /** The search alone finds nothing: a close correction, the closest categories and products. */
  searchRescue?: SearchRescue;
}

export interface SearchRescue {
  suggestion: string | null;
  /** The categories of the closest products, or every category when nothing is close. */
  categories: Pick<Category, 'name' | 'slug'>[];
  /** Products sharing a word with the search (none for a search no word of which the shop has). */
  closest: ProductCardData[];
}

/** Products offered when a search finds nothing. */
const CLOSEST_COUNT = 4;

/**
 * When a search finds nothing by itself: '¿Quisiste decir …?' when sure, and what is closest to
 * what was typed (GET /api/search's `related`), never the same products whatever was typed.
 */
async function loadSearchRescue(
  api: AppLoadContext['api'],
  search: string,
): Promise<SearchRescue | undefined> {
  const response = await api(`/api/search?limit=${CLOSEST_COUNT}&q=${encodeURIComponent(search)}`);
  if (response.status !== 200) throw new Error(`GET /api/search answered ${response.status}`);
  const alone = (await response.json()) as LiveSearchAnswer;
  if (alone.items.length > 0) return undefined;
  const closest = alone.related ?? [];
  const closestCategories = new Set(closest.map((product) => product.cat));
  const categories = CATEGORIES.filter(
    (category) => closestCategories.size === 0 || closestCategories.has(category.name),
  ).map(({ name, slug }) => ({ name, slug }));
  return { suggestion: alone.suggestion, categories, closest: closest.map(cardData) };
}

/** The first `limit` products of a query, in pages the API accepts. */
async function loadFirstProducts(api: AppLoadContext['api'], query: CatalogueQuery) {
  const base = productApiQuery(query);
  const products: ProductAnswer[] = [];
  let total = 0;
  let relaxed: RelaxedSearchAnswer | undefined;
  for (let page = 1; products.length < query.limit; page += 1) {
    const params = new URLSearchParams(base);
    params.set('page', String(page));
    params.set('limit', String(Math.min(API_PAGE_LIMIT, query.limit)));
    const answer = await loadProductPage(api, params);
    total = answer.total;
    relaxed ??= answer.relaxed;
    products.push(...answer.items);
    if (answer.items.length === 0 || products.length >= total) break;
  }
  return { products: products.slice(0, query.limit).map(cardData), total, relaxed };
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
  const { products, total, relaxed } = await loadFirstProducts(context.api, query);
  const searchRescue =
    total === 0 && query.search ? await loadSearchRescue(context.api, query.search) : undefined;
  return {
    query,
    products,
    total,
    promotions: [],
    canonical,
    ...(relaxed ? { relaxed } : {}),
    searchRescue,
  };
}
