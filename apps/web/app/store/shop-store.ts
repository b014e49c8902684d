import { addCartLine, type CartProductLine } from '@shop/domain';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Filter selections of the catalogue, each an item's `_id` (SPEC.md section 3). */
export interface FilterSelections {
  checkedBrands: string[];
  checkedSizes: string[];
  checkedSubcategorys: string[];
  checkedCategorys: string[];
  checkedTags: string[];
}

export interface PersistedShop extends FilterSelections {
  cartProducts: CartProductLine[];
  postalCode: string;
}

interface ShopActions {
  /** Adds a line (SPEC.md section 4); false when the size has no more stock to give. */
  addToCart: (line: CartProductLine) => boolean;
  /** Empties the cart (Resetear, and after an order is placed). */
  resetCart: () => void;
  setPostalCode: (postalCode: string) => void;
  setFilters: (filters: Partial<FilterSelections>) => void;
  clearFilters: () => void;
}

export type ShopState = PersistedShop & ShopActions;

const NO_FILTERS: FilterSelections = {
  checkedBrands: [],
  checkedSizes: [],
  checkedSubcategorys: [],
  checkedCategorys: [],
  checkedTags: [],
};

const INITIAL: PersistedShop = { cartProducts: [], postalCode: '', ...NO_FILTERS };

const cartLineShape = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  quantity: z.number().int().positive(),
  maxQuantity: z.number().int().nonnegative(),
  size: z.string(),
  variant: z.object({ id: z.number(), variant: z.string() }),
  color: z.string(),
  badge: z.string(),
  dimensions: z.object({
    weight: z.number(),
    height: z.number(),
    width: z.number(),
    length: z.number(),
  }),
  disabled: z.boolean(),
  slug: z.string(),
});

const persistedShape = z.object({
  cartProducts: z.array(cartLineShape).catch([]),
  postalCode: z.string().catch(''),
  checkedBrands: z.array(z.string()).catch([]),
  checkedSizes: z.array(z.string()).catch([]),
  checkedSubcategorys: z.array(z.string()).catch([]),
  checkedCategorys: z.array(z.string()).catch([]),
  checkedTags: z.array(z.string()).catch([]),
});

/** Whatever was stored, as a valid state: a broken or foreign shape never reaches the page. */
export function restorePersisted(stored: unknown): PersistedShop {
  const parsed = persistedShape.safeParse(stored);
  return parsed.success ? (parsed.data as PersistedShop) : INITIAL;
}

/**
 * The small client state SPEC.md keeps in the browser: cart, filter selections, postal code,
 * saved in localStorage under `root`, version 1. Server data never lives here.
 */
export const useShopStore = create<ShopState>()(
  persist(
    (set, get) => ({
      ...INITIAL,
      addToCart: (line) => {
        const { lines, added } = addCartLine(get().cartProducts, line);
        if (added) set({ cartProducts: lines });
        return added;
      },
      resetCart: () => set({ cartProducts: [] }),
      setPostalCode: (postalCode) => set({ postalCode }),
      setFilters: (filters) => set(filters),
      clearFilters: () => set(NO_FILTERS),
    }),
    {
      name: 'root',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // The server renders an empty cart; the browser restores the saved one after hydration.
      skipHydration: true,
      partialize: (state): PersistedShop => ({
        cartProducts: state.cartProducts,
        postalCode: state.postalCode,
        checkedBrands: state.checkedBrands,
        checkedSizes: state.checkedSizes,
        checkedSubcategorys: state.checkedSubcategorys,
        checkedCategorys: state.checkedCategorys,
        checkedTags: state.checkedTags,
      }),
      // A store saved by another version of the shop is dropped rather than trusted.
      migrate: () => INITIAL,
      merge: (stored, current) => ({ ...current, ...restorePersisted(stored) }),
    },
  ),
);
