import { BRANDS, categoryByName, type CategoryName } from '@shop/domain';
import { useShopStore } from '../../store/shop-store';

/** One choice of the header's menus or the footer: what the catalogue should show. */
export interface CatalogueChoice {
  category: CategoryName;
  brand?: string;
  subcategory?: string;
  size?: string;
}

/** The catalogue address of a choice; the same query names as GET /api/products. */
export function catalogueHref(choice: CatalogueChoice): string {
  const params = new URLSearchParams({ category: choice.category });
  if (choice.brand) params.set('brand', choice.brand);
  if (choice.subcategory) params.set('subcategory', choice.subcategory);
  if (choice.size) params.set('size', choice.size);
  return `/catalogo?${params.toString().replace(/\+/g, '%20')}`;
}

/**
 * SPEC.md section 2: a menu or footer choice clears every filter, then selects the category plus
 * the brand, subcategory or size. Categories and brands are kept by their catalogue _id (SPEC.md
 * section 3); subcategories and sizes, which have no numeric id, by their name.
 */
export function selectCatalogueFilters(choice: CatalogueChoice): void {
  const { clearFilters, setFilters } = useShopStore.getState();
  clearFilters();
  const category = categoryByName(choice.category);
  const brand = BRANDS.find((b) => b.name === choice.brand);
  setFilters({
    checkedCategorys: category ? [String(category.id)] : [],
    checkedBrands: brand ? [String(brand.id)] : [],
    checkedSubcategorys: choice.subcategory ? [choice.subcategory] : [],
    checkedSizes: choice.size ? [choice.size] : [],
  });
}
