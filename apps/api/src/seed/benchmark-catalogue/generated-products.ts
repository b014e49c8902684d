import { defaultSizesFor, type CategoryName } from '@shop/domain';
import { DAY_MS, isoDate, startOfUtcDay } from '../catalogue/dates.js';
import {
  baseDimensions,
  buildVariants,
  defaultTags,
  totalSold,
  varyDimensions,
  type VariantPlan,
} from '../catalogue/product-builders.js';
import { seededRandom, type Random } from '../catalogue/seeded-random.js';
import type { DemoOptions, DemoProduct } from '../catalogue/types.js';
import { shirtLook } from './club-kits.js';
import { MODEL_LINES, type ModelLine } from './model-lines.js';

/** Sentences of a generated description; {modelo} is the model's name. */
const GENERATED_TEXT: Record<CategoryName, readonly [string, string, string]> = {
  Botines: [
    '{modelo}: capellada liviana y suela pensada para {superficie}.',
    'Ajuste firme y toque preciso para jugar todos los fines de semana.',
    'Refuerzos en la puntera y el talón para que duren temporada tras temporada.',
  ],
  Camisetas: [
    '{modelo} con escudo bordado y tela que absorbe la transpiración.',
    'Corte regular, cómoda para jugar o para alentar desde la tribuna.',
    'Un clásico para tu colección de camisetas.',
  ],
  Zapatillas: [
    '{modelo} con mediasuela amortiguada y capellada transpirable.',
    'Suela de goma con buen agarre para el día a día.',
    'Livianas y cómodas desde el primer uso.',
  ],
  Medias: [
    '{modelo} con tejido que absorbe la humedad.',
    'Planta reforzada y puño elástico que no se baja.',
    'Ideales para entrenar y jugar.',
  ],
  Indumentaria: [
    '{modelo} de tela liviana y resistente.',
    'Costuras reforzadas y puños elásticos para entrenar con comodidad.',
    'Combina con el resto de la línea para armar tu conjunto.',
  ],
  Accesorios: [
    '{modelo}: el complemento ideal para tu entrenamiento.',
    'Materiales resistentes pensados para el uso diario.',
    'Un accesorio práctico para llevar al club o al gimnasio.',
  ],
};

/** The four possible descriptions of a model: two or three sentences, in either order. */
function descriptionsOf(line: ModelLine, tier: string): string[] {
  const [first, second, third] = GENERATED_TEXT[line.cat];
  const surface =
    line.sub === 'Futbol 5' ? 'césped sintético y canchas de fútbol 5' : 'césped natural firme';
  const lead = first.replace('{modelo}', `${line.base} ${tier}`).replace('{superficie}', surface);
  return [
    `${lead} ${second}`,
    `${lead} ${third}`,
    `${lead} ${second} ${third}`,
    `${lead} ${third} ${second}`,
  ];
}

function nicePrice(rng: Random, [min, max]: readonly [number, number]): number {
  const price = Math.max(Math.round(rng.int(min, max) / 5) * 5000 - 1, 4999);
  return rng.chance(0.1) ? price + 0.99 : price;
}

function shuffled<T>(list: readonly T[], rng: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}

/** createdAt strings without building a Date per product. */
function createdAtFactory(today: number): (rng: Random, isNew: boolean) => string {
  const days = new Map<number, string>();
  const times = new Map<number, string>();
  return (rng, isNew) => {
    const daysAgo = isNew ? rng.int(1, 27) : rng.int(35, 240);
    const minutes = rng.int(9 * 60, 21 * 60);
    let day = days.get(daysAgo);
    if (day === undefined) {
      day = isoDate(today - daysAgo * DAY_MS);
      days.set(daysAgo, day);
    }
    let time = times.get(minutes);
    if (time === undefined) {
      time = new Date(minutes * 60 * 1000).toISOString().slice(10);
      times.set(minutes, time);
    }
    return day + time;
  };
}

/**
 * A large catalogue for benchmarks (e.g. 10,000 or 100,000 products) following the demo
 * shop's rules. Names combine a model line (brand, category, subcategory), a tier, an edition
 * and a colourway (or a shirt number), visiting every line in turn so that any prefix of the
 * catalogue covers every category; all names are unique.
 */
export function generatedProducts(
  count: number,
  seed = 1,
  options: DemoOptions = {},
): DemoProduct[] {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError('count must be a whole number, 0 or more');
  }
  const today = startOfUtcDay(options.now ?? new Date());
  const createdAt = createdAtFactory(today);
  const rng = seededRandom(seed);
  const lines = shuffled(MODEL_LINES, rng).map((line) => ({
    line,
    editions: shuffled(line.editions, rng),
    colourways: shuffled(line.colourways, rng),
    sizes: defaultSizesFor(line.cat, line.sub),
    dimensions: baseDimensions(line.cat, line.sub),
    tags: line.tags ?? defaultTags(line.cat, line.sub),
    descriptions: new Map<string, string[]>(),
    capacity: line.tiers.length * line.editions.length * line.colourways.length,
  }));

  const products: DemoProduct[] = [];
  let series = 0;
  let round = 0;
  while (products.length < count) {
    let emitted = false;
    for (const entry of lines) {
      if (round >= entry.capacity) continue;
      if (products.length >= count) break;
      emitted = true;
      const { line, editions, colourways } = entry;
      const tier = line.tiers[round % line.tiers.length] ?? '';
      const rest = Math.floor(round / line.tiers.length);
      const extra = colourways[rest % colourways.length] ?? '';
      const edition = editions[Math.floor(rest / colourways.length)] ?? '';
      const productName =
        `${line.base} ${tier} ${edition} ${extra}` + (series > 0 ? ` Serie ${series + 1}` : '');

      let plans: VariantPlan[];
      if (line.kit) {
        plans = [shirtLook(line.kit, tier, rest)];
      } else {
        const variantCount = rng.chance(0.45) ? 1 : rng.chance(0.6) ? 2 : 3;
        const step = rng.int(1, colourways.length - 1);
        const start = rest % colourways.length;
        plans = [];
        for (let v = 0; v < variantCount; v++) {
          plans.push({ colourway: colourways[(start + v * step) % colourways.length] ?? extra });
        }
        if (plans.length === 3 && plans[2]?.colourway === plans[0]?.colourway) plans.pop();
      }

      let descriptions = entry.descriptions.get(tier);
      if (!descriptions) {
        descriptions = descriptionsOf(line, tier);
        entry.descriptions.set(tier, descriptions);
      }

      const price = nicePrice(rng, line.price);
      const compare = rng.chance(0.55)
        ? Math.ceil((price * (1.12 + rng.next() * 0.25)) / 5000) * 5000 - 1
        : null;
      const best = rng.chance(0.1);
      const isNew = rng.chance(0.12);
      const variants = buildVariants(
        plans,
        entry.sizes,
        rng,
        best ? rng.int(15, 30) : rng.int(1, 8),
        rng.chance(0.01),
      );
      products.push({
        productName,
        price,
        compare_price: compare,
        brand: line.brand,
        cat: line.cat,
        sub_cat: line.sub,
        description: descriptions[rng.int(0, 3)] ?? '',
        tags: [...entry.tags],
        variants,
        dimensions: varyDimensions(entry.dimensions, rng),
        best_sellers: best,
        new_arrivals: isNew,
        special_offers: compare !== null && rng.chance(0.5),
        disabled: rng.chance(0.01),
        discount_percentage: 0,
        total_sales: totalSold(variants),
        video_youtube: null,
        createdAt: createdAt(rng, isNew),
      });
    }
    round++;
    if (!emitted) {
      series++;
      round = 0;
    }
  }
  return products;
}
