import type { CartLine } from '@shop/domain';

/** Filter selections of the catalogue, each an item's `_id` (SPEC.md section 3). */
export interface FilterSelections {
  checkedBrands: string[];
  checkedSizes: string[];
  checkedSubcategorys: string[];
  checkedCategorys: string[];
  checkedTags: string[];
}

/** What the browser keeps of the shop between visits (the store and its saved checks share it). */
export interface PersistedShop extends FilterSelections {
  /** Product lines and composed promotion bundles (SPEC.md section 3). */
  cartProducts: CartLine[];
  postalCode: string;
}

export const NO_FILTERS: FilterSelections = {
  checkedBrands: [],
  checkedSizes: [],
  checkedSubcategorys: [],
  checkedCategorys: [],
  checkedTags: [],
};

export const INITIAL_SHOP: PersistedShop = { cartProducts: [], postalCode: '', ...NO_FILTERS };
