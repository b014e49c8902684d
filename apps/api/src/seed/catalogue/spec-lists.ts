/** SPEC section 9's brands and subcategories as the seed reads them, from the domain's lists. */
import { BRANDS, CATEGORIES, type BrandName, type CategoryName } from '@shop/domain';

export const DEMO_BRANDS: readonly BrandName[] = BRANDS.map((brand) => brand.name);

export const DEMO_SUBCATEGORIES = Object.fromEntries(
  CATEGORIES.map((category) => [category.name, category.subcategories]),
) as Readonly<Record<CategoryName, readonly string[]>>;
