import { allSizeFilters, BRANDS, CATALOGUE_SORTS, CATEGORIES } from '@shop/domain';

const SIZE_FILTERS = allSizeFilters();

/**
 * Long-tail traffic: requests spread over the whole catalogue the way real shoppers spread
 * them, so most of them find nothing in the public cache. Every list is drawn from a seeded
 * generator, so two runs ask the same things in the same order.
 */
export function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

/**
 * Catalogue API pages with a random filter, sort and page: a category (often with one of its
 * subcategories), a brand, a size, each present or not; one of the four sorts or none; page 1
 * most often, deeper pages less.
 */
export function catalogueFilterPaths(count: number, seed = 14): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams();
    if (random() < 0.7) {
      const category = pick(CATEGORIES, random);
      params.set('category', category.slug);
      if (random() < 0.4) params.set('subcategory', pick(category.subcategories, random));
    }
    if (random() < 0.4) params.set('brand', pick(BRANDS, random).name);
    if (random() < 0.25) params.set('size', pick(SIZE_FILTERS, random));
    if (random() < 0.8) params.set('sort', pick(CATALOGUE_SORTS, random));
    const page = random() < 0.6 ? 1 : 2 + Math.floor(random() * random() * 20);
    params.set('page', String(page));
    return `/api/products?${params}`;
  });
}

/** What shoppers type: brands, categories, models, colours, Argentine words, typos. */
export const SEARCH_WORDS = [
  'nike',
  'adidas',
  'puma',
  'botines',
  'botin',
  'camiseta',
  'camisetas',
  'zapatillas',
  'medias',
  'buzo',
  'campera',
  'calzas',
  'chaleco',
  'mochila',
  'termo',
  'canilleras',
  'guantes',
  'arquero',
  'predator',
  'mercurial',
  'phantom',
  'tiempo',
  'future',
  'ultra',
  'copa',
  'samba',
  'gazelle',
  'suede',
  'boca',
  'river',
  'argentina',
  'retro',
  'titular',
  'negro',
  'blanco',
  'rojo',
  'azul',
  'celeste',
  'dorado',
  'rosa',
  'mujer',
  'hombre',
  'futbol',
  'ojotas',
  'remera',
  'tapones',
  'hoodie',
  'adiddas',
  'camisteta',
  'predatr',
  'nkie',
  'ultraboost',
  'airforce',
  'largas',
  'cortas',
  'club',
  'academy',
  'match',
  'fg',
  'tf',
] as const;

/** One- and two-word queries from SEARCH_WORDS. */
export function searchQueries(count: number, seed = 20261125): string[] {
  const random = seededRandom(seed);
  const word = () => pick(SEARCH_WORDS, random);
  return Array.from({ length: count }, () => (random() < 0.5 ? word() : `${word()} ${word()}`));
}

/** Every enabled product's slug, read from the catalogue API 100 at a time, in a seeded shuffle. */
export async function everySlug(base: string, seed = 15): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetch(`${base}/api/products?page=${page}&limit=100&sort=price_asc`);
    const { items } = (await answer.json()) as { items: { slug: string }[] };
    slugs.push(...items.map((item) => item.slug));
    if (items.length < 100) break;
  }
  const random = seededRandom(seed);
  for (let i = slugs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [slugs[i], slugs[j]] = [slugs[j] as string, slugs[i] as string];
  }
  return slugs;
}
