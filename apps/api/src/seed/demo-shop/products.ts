import { defaultSizesFor } from '@shop/domain';
import { startOfUtcDay } from '../catalogue/dates.js';
import {
  baseDimensions,
  buildVariants,
  createdAtFor,
  defaultTags,
  totalSold,
  varyDimensions,
} from '../catalogue/product-builders.js';
import { hashString, seededRandom } from '../catalogue/seeded-random.js';
import type { DemoOptions, DemoProduct } from '../catalogue/types.js';
import { DEMO_ACCESSORIES } from './accessories.js';
import { DEMO_BOOTS } from './boots.js';
import { DEMO_CLOTHING } from './clothing.js';
import type { DemoDef } from './definition.js';
import { DEMO_SHIRTS } from './shirts.js';
import { DEMO_SNEAKERS } from './sneakers.js';
import { DEMO_SOCKS } from './socks.js';

/** In catalogue order: the shop creates them in this order. */
const DEMO_DEFS: readonly DemoDef[] = [
  ...DEMO_BOOTS,
  ...DEMO_SHIRTS,
  ...DEMO_SOCKS,
  ...DEMO_CLOTHING,
  ...DEMO_SNEAKERS,
  ...DEMO_ACCESSORIES,
];

/** The hand-made demo shop: every category, subcategory and brand of SPEC section 9. */
export function demoProducts(options: DemoOptions = {}): DemoProduct[] {
  const today = startOfUtcDay(options.now ?? new Date());
  return DEMO_DEFS.map((def) => {
    const rng = seededRandom(hashString(def.name));
    const flags = def.flags ?? '';
    const best = flags.includes('B');
    const isNew = flags.includes('N');
    const compare = def.compare ?? null;
    const popularity = best ? rng.int(18, 30) : rng.int(2, 9);
    const variants = buildVariants(
      def.colors.map((colourway) => ({ colourway, pattern: def.pattern })),
      defaultSizesFor(def.cat, def.sub),
      rng,
      popularity,
      def.soldOut ?? false,
    );
    return {
      productName: def.name,
      price: def.price,
      compare_price: compare,
      brand: def.brand,
      cat: def.cat,
      sub_cat: def.sub,
      description: def.text,
      tags: [...(def.tags ?? defaultTags(def.cat, def.sub))],
      variants,
      dimensions: varyDimensions(baseDimensions(def.cat, def.sub), rng),
      best_sellers: best,
      new_arrivals: isNew,
      special_offers: flags.includes('S') && compare !== null,
      disabled: def.disabled ?? false,
      // The price already is the sale price; the badge comes from compare_price.
      discount_percentage: 0,
      total_sales: totalSold(variants),
      video_youtube: null,
      createdAt: createdAtFor(rng, today, isNew),
    };
  });
}
