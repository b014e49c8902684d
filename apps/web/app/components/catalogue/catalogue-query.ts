import {
  BRANDS,
  CATALOGUE_SORTS,
  CATEGORIES,
  STYLES,
  categoryByName,
  categoryBySlug,
  isCatalogueSort,
  sizeFiltersFor,
  type CatalogueSort,
} from '@shop/domain';
import type { FilterSelections } from '../../store/shop-state';

/** URL parameters of the catalogue's filter groups (all comma-separated lists). */
export const FILTER_PARAMS = ['category', 'brand', 'tag', 'size', 'subcategory'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** SPEC.md section 9: catalogue 12 (+4 per 'Cargar más'); search and promotions 20. */
export const CATALOGUE_PAGE = { first: 12, step: 4 } as const;
export const SEARCH_PAGE = { first: 20, step: 20 } as const;
/** The most products one catalogue view asks for, however long the `limit` in the URL. */
export const MAX_LIMIT = 500;

/** A search is ranked by relevance until the shopper picks another order. */
export const RELEVANCE_SORT = 'relevancia';
/** An order the catalogue screen offers: the API's sorts, and relevance for a search. */
export type ViewSort = CatalogueSort | typeof RELEVANCE_SORT;

export const SORT_LABELS: Record<ViewSort, string> = {
  relevancia: 'Más relevantes',
  price_asc: 'Menor precio',
  novedades: 'Novedades',
  popular: 'Más vendidos',
  price_desc: 'Mayor precio',
};

export const DEFAULT_SORT: CatalogueSort = 'novedades';

/** The order a view starts with: relevance for a search, newest first otherwise. */
export function defaultSortOf(search: string): ViewSort {
  return search ? RELEVANCE_SORT : DEFAULT_SORT;
}

export function sortOptionsFor(search: string): { value: ViewSort; label: string }[] {
  const sorts: ViewSort[] = search ? [RELEVANCE_SORT, ...CATALOGUE_SORTS] : [...CATALOGUE_SORTS];
  return sorts.map((value) => ({ value, label: SORT_LABELS[value] }));
}

export const FILTER_LABELS: Record<FilterParam, string> = {
  category: 'Categoria',
  brand: 'Marca',
  tag: 'Colecciones',
  size: 'Talles',
  subcategory: 'Subcategoria',
};

/** What a catalogue URL asks for. */
export interface CatalogueQuery {
  category: string[];
  brand: string[];
  tag: string[];
  size: string[];
  subcategory: string[];
  sort: ViewSort;
  search: string;
  promotions: boolean;
  /** Products shown: the page size plus the 'Cargar más' steps. */
  limit: number;
}

function listOf(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

/** Category names from names or slugs ('botines' and 'Botines' both give 'Botines'). */
function categoryNames(values: string[]): string[] {
  return [
    ...new Set(
      values.map((v) => categoryByName(v)?.name ?? categoryBySlug(v)?.name).filter(isPresent),
    ),
  ];
}

function isPresent<T>(value: T | undefined): value is T {
  return value !== undefined;
}

/** Page size and 'Cargar más' step of a view. */
export function pagingOf(query: Pick<CatalogueQuery, 'search' | 'promotions'>) {
  return query.search || query.promotions ? SEARCH_PAGE : CATALOGUE_PAGE;
}

/**
 * Reads a catalogue URL. `fixedCategory` is the category of /category/{slug}, which the path
 * decides rather than the query.
 */
export function parseCatalogueQuery(
  params: URLSearchParams,
  fixedCategory?: string,
): CatalogueQuery {
  const sort = params.get('sort') ?? '';
  const search = (params.get('search') ?? '').trim().slice(0, 100);
  const promotions = params.get('promociones') === 'ss';
  const paging = pagingOf({ search, promotions });
  const rawLimit = Number.parseInt(params.get('limit') ?? '', 10);
  const limit = Number.isFinite(rawLimit)
    ? Math.min(MAX_LIMIT, Math.max(paging.first, rawLimit))
    : paging.first;
  return {
    category: fixedCategory ? [fixedCategory] : categoryNames(listOf(params, 'category')),
    brand: listOf(params, 'brand'),
    tag: listOf(params, 'tag'),
    size: listOf(params, 'size'),
    subcategory: listOf(params, 'subcategory'),
    sort: isCatalogueSort(sort) ? sort : defaultSortOf(search),
    search,
    promotions,
    limit,
  };
}

/**
 * GET /api/products query (without page and limit) for a catalogue query. A search ranked by
 * relevance goes without a sort: the API then ranks the most relevant first.
 */
export function productApiQuery(query: CatalogueQuery): URLSearchParams {
  const api = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    if (query[name].length > 0) api.set(name, query[name].join(','));
  }
  if (query.search) api.set('q', query.search);
  if (query.sort !== RELEVANCE_SORT) api.set('sort', query.sort);
  return api;
}

/**
 * The catalogue URL's query string for a query; `fixedCategory` pages leave the category to the
 * path. Defaults (the view's first order, first page size) are left out so shared links stay short.
 */
export function catalogueSearch(query: CatalogueQuery, fixedCategory?: string): string {
  const params = selectionParams(query, fixedCategory);
  if (query.sort !== defaultSortOf(query.search)) params.set('sort', query.sort);
  if (query.limit !== pagingOf(query).first) params.set('limit', String(query.limit));
  return asSearch(params);
}

/** Query string of the canonical address: what is shown, not its order or how much of it. */
export function canonicalSearch(query: CatalogueQuery, fixedCategory?: string): string {
  return asSearch(selectionParams(query, fixedCategory));
}

function selectionParams(query: CatalogueQuery, fixedCategory?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.promotions) params.set('promociones', 'ss');
  for (const name of FILTER_PARAMS) {
    if (name === 'category' && fixedCategory) continue;
    if (query[name].length > 0) params.set(name, query[name].join(','));
  }
  return params;
}

function asSearch(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Groups that no longer apply once the categories change are dropped with them. */
function pruneForCategories(query: CatalogueQuery): CatalogueQuery {
  const sizes = new Set(query.category.flatMap((c) => sizeFiltersForName(c)));
  const subcategories = new Set(
    query.category.flatMap((c) => categoryByName(c)?.subcategories ?? []),
  );
  const zapatillas = query.category.includes('Zapatillas');
  return {
    ...query,
    size: query.size.filter((s) => sizes.has(s)),
    subcategory: query.subcategory.filter((s) => subcategories.has(s)),
    tag: zapatillas ? query.tag : [],
  };
}

/** Turns one filter value on or off; the list starts again from its first page. */
export function toggleFilter(
  query: CatalogueQuery,
  name: FilterParam,
  value: string,
): CatalogueQuery {
  const current = query[name];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const changed: CatalogueQuery = { ...query, [name]: next, limit: pagingOf(query).first };
  return name === 'category' ? pruneForCategories(changed) : changed;
}

/** 'Limpiar todo': no filters; search, sort and the category of the path stay. */
export function clearFilters(query: CatalogueQuery, fixedCategory?: string): CatalogueQuery {
  return {
    ...query,
    category: fixedCategory ? [fixedCategory] : [],
    brand: [],
    tag: [],
    size: [],
    subcategory: [],
    limit: pagingOf(query).first,
  };
}

export function withSort(query: CatalogueQuery, sort: ViewSort): CatalogueQuery {
  return { ...query, sort, limit: pagingOf(query).first };
}

export function withMore(query: CatalogueQuery): CatalogueQuery {
  return { ...query, limit: Math.min(MAX_LIMIT, query.limit + pagingOf(query).step) };
}

function sizeFiltersForName(category: string): string[] {
  const found = categoryByName(category);
  return found ? sizeFiltersFor(found.name) : [];
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterGroup {
  name: FilterParam;
  label: string;
  options: FilterOption[];
}

const named = (values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ value, label: value }));

/**
 * The groups of the filter panel (SPEC.md section 2, Catalogue): Categoria and Marca always;
 * Colecciones only for Zapatillas; Talles and Subcategoria once a category is chosen.
 */
export function filterGroups(query: CatalogueQuery, fixedCategory?: string): FilterGroup[] {
  const groups: FilterGroup[] = [];
  if (!fixedCategory) {
    groups.push({
      name: 'category',
      label: FILTER_LABELS.category,
      options: named(CATEGORIES.map((c) => c.name)),
    });
  }
  groups.push({
    name: 'brand',
    label: FILTER_LABELS.brand,
    options: named(BRANDS.map((b) => b.name)),
  });
  if (query.category.includes('Zapatillas')) {
    groups.push({
      name: 'tag',
      label: FILTER_LABELS.tag,
      options: named(STYLES.map((s) => s.name)),
    });
  }
  if (query.category.length > 0) {
    const sizes = [...new Set(query.category.flatMap((c) => sizeFiltersForName(c)))];
    const subcategories = [
      ...new Set(query.category.flatMap((c) => categoryByName(c)?.subcategories ?? [])),
    ];
    groups.push({ name: 'size', label: FILTER_LABELS.size, options: named(sizes) });
    groups.push({
      name: 'subcategory',
      label: FILTER_LABELS.subcategory,
      options: named(subcategories),
    });
  }
  return groups;
}

export interface FilterChip {
  name: FilterParam;
  value: string;
  label: string;
}

/** Applied filters as removable chips, in panel order; the category of the path is not one. */
export function appliedChips(query: CatalogueQuery, fixedCategory?: string): FilterChip[] {
  return FILTER_PARAMS.flatMap((name) =>
    name === 'category' && fixedCategory
      ? []
      : query[name].map((value) => ({
          name,
          value,
          label: name === 'size' ? `Talle ${value}` : value,
        })),
  );
}

/**
 * The persisted store's copy of the filters (SPEC.md section 3: ids for categories, brands and
 * collections; sizes and subcategories by name, which is what identifies them).
 */
export function storeSelections(query: CatalogueQuery): FilterSelections {
  return {
    checkedCategorys: query.category
      .map((name) => categoryByName(name)?.id)
      .filter(isPresent)
      .map(String),
    checkedBrands: query.brand
      .map((name) => BRANDS.find((b) => b.name === name)?.id)
      .filter(isPresent)
      .map(String),
    checkedTags: query.tag
      .map((name) => STYLES.find((s) => s.name === name)?.id)
      .filter(isPresent)
      .map(String),
    checkedSizes: [...query.size],
    checkedSubcategorys: [...query.subcategory],
  };
}

/** Document heading of a catalogue view. */
export function catalogueHeading(query: CatalogueQuery, fixedCategory?: string): string {
  if (query.promotions) return 'Promociones';
  if (query.search) return `Resultados para "${query.search}"`;
  if (fixedCategory) return fixedCategory;
  if (query.category.length === 1 && query.category[0]) return query.category[0];
  return 'Catálogo';
}
