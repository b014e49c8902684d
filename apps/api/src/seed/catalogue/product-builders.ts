/** The rules every seeded product follows, hand-made or generated: dimensions, stock, sales, tags. */
import type { CategoryName, Tag } from '@shop/domain';
import type { ShirtPattern } from '../pictures/clothing.js';
import { colorHexOf } from './colours.js';
import { DAY_MS } from './dates.js';
import type { Random } from './seeded-random.js';
import type { DemoDimensions, DemoSize, DemoVariant } from './types.js';

const BASE_DIMENSIONS: Record<string, DemoDimensions> = {
  Botines: { weight: 1000, height: 12, width: 20, length: 33 },
  Zapatillas: { weight: 900, height: 13, width: 21, length: 33 },
  Camisetas: { weight: 250, height: 3, width: 25, length: 30 },
  Medias: { weight: 100, height: 2, width: 10, length: 20 },
  'Indumentaria/Campera': { weight: 600, height: 5, width: 30, length: 35 },
  'Indumentaria/Buzo': { weight: 700, height: 6, width: 30, length: 35 },
  'Indumentaria/Chaleco': { weight: 400, height: 5, width: 28, length: 33 },
  'Indumentaria/Conjunto': { weight: 900, height: 8, width: 30, length: 38 },
  'Indumentaria/Calzas': { weight: 250, height: 3, width: 22, length: 28 },
  'Accesorios/Mochila': { weight: 700, height: 15, width: 30, length: 45 },
  'Accesorios/Medias': { weight: 120, height: 2, width: 10, length: 22 },
  'Accesorios/Guantes': { weight: 300, height: 6, width: 15, length: 28 },
  'Accesorios/Canilleras': { weight: 300, height: 6, width: 15, length: 25 },
  'Accesorios/Termo': { weight: 450, height: 9, width: 9, length: 30 },
  'Accesorios/Chanclas': { weight: 400, height: 8, width: 15, length: 30 },
};

export function baseDimensions(cat: CategoryName, sub: string | null): DemoDimensions {
  const base =
    BASE_DIMENSIONS[`${cat}/${sub ?? ''}`] ?? BASE_DIMENSIONS[cat] ?? BASE_DIMENSIONS.Camisetas;
  if (!base) throw new Error('Missing base dimensions');
  return base;
}

/** The base dimensions of the category, varied a little per product. */
export function varyDimensions(base: DemoDimensions, rng: Random): DemoDimensions {
  const vary = (value: number, spread: number): number =>
    Math.max(1, Math.round(value * (1 + (rng.next() * 2 - 1) * spread)));
  return {
    weight: Math.round(vary(base.weight, 0.08) / 10) * 10,
    height: vary(base.height, 0.1),
    width: vary(base.width, 0.05),
    length: vary(base.length, 0.05),
  };
}

export type VariantPlan = { colourway: string; pattern?: ShirtPattern | undefined };

export function buildVariants(
  plans: readonly VariantPlan[],
  sizes: readonly string[],
  rng: Random,
  popularity: number,
  soldOut: boolean,
): DemoVariant[] {
  const variants: DemoVariant[] = [];
  for (let index = 0; index < plans.length; index++) {
    const plan = plans[index];
    if (!plan) continue;
    const maxSold = Math.round(popularity * (index === 0 ? 1 : 0.6));
    const list: DemoSize[] = [];
    let inStock = false;
    for (const size of sizes) {
      const stock = soldOut || rng.chance(0.14) ? 0 : rng.int(1, 25);
      inStock ||= stock > 0;
      list.push({ size, stock, sold: rng.int(0, maxSold) });
    }
    const restock = list[rng.int(0, list.length - 1)];
    if (!soldOut && !inStock && restock) restock.stock = rng.int(3, 25);
    const variant: DemoVariant = {
      id: index + 1,
      variant: plan.colourway,
      colorHex: colorHexOf(plan.colourway),
      sizes: list,
    };
    if (plan.pattern) variant.pattern = plan.pattern;
    variants.push(variant);
  }
  return variants;
}

export function totalSold(variants: readonly DemoVariant[]): number {
  return variants.reduce((sum, v) => sum + v.sizes.reduce((s, size) => s + size.sold, 0), 0);
}

export function createdAtFor(rng: Random, today: number, isNew: boolean): string {
  const daysAgo = isNew ? rng.int(1, 27) : rng.int(35, 240);
  const minutes = rng.int(9 * 60, 21 * 60);
  return new Date(today - daysAgo * DAY_MS + minutes * 60 * 1000).toISOString();
}

export function defaultTags(cat: CategoryName, sub: string | null): Tag[] {
  switch (cat) {
    case 'Botines':
      return ['Hombre', 'Deportivo'];
    case 'Camisetas':
      return sub === 'Retro' ? ['Hombre', 'Urbano'] : ['Hombre', 'Deportivo'];
    case 'Zapatillas':
      return sub === 'Mujer' ? ['Mujer', 'Urbano'] : ['Hombre', 'Urbano'];
    case 'Medias':
      return ['Hombre', 'Mujer', 'Deportivo'];
    case 'Indumentaria':
      if (sub === 'Calzas') return ['Mujer', 'Deportivo'];
      if (sub === 'Buzo') return ['Hombre', 'Mujer', 'Urbano'];
      return ['Hombre', 'Deportivo'];
    case 'Accesorios':
      return sub === 'Chanclas' || sub === 'Mochila'
        ? ['Hombre', 'Mujer', 'Urbano']
        : ['Deportivo'];
  }
}
