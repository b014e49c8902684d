import {
  addCartLine,
  addPromotionLine,
  decreaseCartLine,
  increaseCartLine,
  removeCartLine,
  removePromotionLine,
  updateCartLines,
  updatePromotionLines,
  type CartLine,
  type CartProductLine,
  type NewCartPromotionLine,
  type ProductLinePatch,
  type PromotionLinePatch,
} from '@shop/domain';
import { startTransition, useEffect, useState } from 'react';
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { INITIAL_SHOP, NO_FILTERS, type FilterSelections, type PersistedShop } from './shop-state';

interface ShopActions {
  /** Adds a line (SPEC.md section 4); false when the size has no more stock to give. */
  addToCart: (line: CartProductLine) => boolean;
  /** Adds a composed promotion as its own bundle. */
  addPromotionToCart: (line: NewCartPromotionLine) => void;
  increaseQuantity: (id: string, size: string) => void;
  decreaseQuantity: (id: string, size: string) => void;
  /** Deletes the product line of that id and size. */
  removeFromCart: (id: string, size: string) => void;
  /** Deletes one bundle by its line id. */
  removePromotionFromCart: (lineId: string) => void;
  /** Empties the cart (Resetear, and after an order is placed). */
  resetCart: () => void;
  updateCartProduct: (id: string, patch: ProductLinePatch) => void;
  updateCartPromotion: (id: string, patch: PromotionLinePatch) => void;
  /** Puts the reconciled lines in place of the cart's. */
  replaceCart: (lines: CartLine[]) => void;
  setPostalCode: (postalCode: string) => void;
  setFilters: (filters: Partial<FilterSelections>) => void;
  clearFilters: () => void;
}

export type ShopState = PersistedShop & ShopActions;

type RestorePersisted = typeof import('./persisted-shop').restorePersisted;

/** The checks, once loaded (by the first saved store read): later reads are synchronous. */
let restoreLoaded: RestorePersisted | undefined;

/**
 * The saved store, checked: a broken or foreign shape never reaches the page. The checks (zod)
 * load with the first read, after hydration, so they stay out of every page's first script.
 */
function readSaved(
  name: string,
): StorageValue<PersistedShop> | null | Promise<StorageValue<PersistedShop> | null> {
  let saved: StorageValue<unknown>;
  try {
    const text = localStorage.getItem(name);
    if (text === null) return null;
    saved = JSON.parse(text) as StorageValue<unknown>;
  } catch {
    // Unreadable storage or text that is not JSON: start afresh rather than never restore.
    return null;
  }
  const checked = (restore: RestorePersisted) => ({ ...saved, state: restore(saved?.state) });
  if (restoreLoaded) return checked(restoreLoaded);
  return import('./persisted-shop').then(({ restorePersisted }) => {
    restoreLoaded = restorePersisted;
    return checked(restorePersisted);
  });
}

/** localStorage under the store's key, as JSON. */
const savedShop: PersistStorage<PersistedShop> = {
  getItem: readSaved,
  setItem: (name, value) => {
    try {
      localStorage.setItem(name, JSON.stringify(value));
    } catch {
      // A full or blocked storage only loses the saved copy; the page keeps working.
    }
  },
  removeItem: (name) => localStorage.removeItem(name),
};

const STORE_KEY = 'root';

/**
 * The small client state SPEC.md keeps in the browser: cart, filter selections, postal code,
 * saved in localStorage under `root`, version 1. Server data never lives here. A factory so a
 * test can open two tabs on one storage.
 */
export const createShopStore = () =>
  create<ShopState>()(
    persist(
      (set, get) => ({
        ...INITIAL_SHOP,
        addToCart: (line) => {
          const { lines, added } = addCartLine(get().cartProducts, line);
          if (added) set({ cartProducts: lines });
          return added;
        },
        addPromotionToCart: (line) =>
          set({ cartProducts: addPromotionLine(get().cartProducts, line) }),
        increaseQuantity: (id, size) =>
          set({ cartProducts: increaseCartLine(get().cartProducts, id, size) }),
        decreaseQuantity: (id, size) =>
          set({ cartProducts: decreaseCartLine(get().cartProducts, id, size) }),
        removeFromCart: (id, size) =>
          set({ cartProducts: removeCartLine(get().cartProducts, id, size) }),
        removePromotionFromCart: (lineId) =>
          set({ cartProducts: removePromotionLine(get().cartProducts, lineId) }),
        resetCart: () => set({ cartProducts: [] }),
        updateCartProduct: (id, patch) =>
          set({ cartProducts: updateCartLines(get().cartProducts, id, patch) }),
        updateCartPromotion: (id, patch) =>
          set({ cartProducts: updatePromotionLines(get().cartProducts, id, patch) }),
        replaceCart: (lines) => set({ cartProducts: lines }),
        setPostalCode: (postalCode) => set({ postalCode }),
        setFilters: (filters) => set(filters),
        clearFilters: () => set(NO_FILTERS),
      }),
      {
        name: STORE_KEY,
        version: 1,
        storage: savedShop,
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
        migrate: () => INITIAL_SHOP,
        merge: (stored, current) => ({ ...current, ...(stored as PersistedShop) }),
      },
    ),
  );

export type ShopStore = ReturnType<typeof createShopStore>;

export const useShopStore = createShopStore();

/**
 * One cart across tabs: when another tab saves, this one reloads the saved store before the
 * shopper's next tap, so its next save cannot overwrite the other's lines. Once the checks are
 * loaded the reload is synchronous, inside the event; the first one waits for them (the other
 * tab's save is read after the wait, so nothing is missed). Returns the clean-up.
 */
export function followOtherTabs(store: ShopStore, target: EventTarget = window): () => void {
  const onStorage = (event: Event) => {
    const { key } = event as StorageEvent;
    // key null: the other tab cleared the whole storage.
    if (key === STORE_KEY || key === null) void store.persist.rehydrate();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

/** SPEC.md section 9: restore time-out. A page waits at most this long for the saved store. */
export const RESTORE_TIMEOUT_MS = 5000;

let restoreTimedOut = false;

function subscribeRestored(listener: () => void): () => void {
  const unsubscribe = useShopStore.persist.onFinishHydration(listener);
  const timer = restoreTimedOut
    ? undefined
    : setTimeout(() => {
        restoreTimedOut = true;
        listener();
      }, RESTORE_TIMEOUT_MS);
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

const isRestored = () => restoreTimedOut || useShopStore.persist.hasHydrated();

/**
 * Whether the saved store is back (false on the server and on the first browser render), so a
 * page shows the shopper's cart, not an empty one, and checks it only once it is there. After
 * RESTORE_TIMEOUT_MS the page goes on with what it has.
 *
 * The change is a transition, which React renders in short slices. With useSyncExternalStore it
 * was an urgent update: the store comes back just after hydration, and the catalogue re-rendered
 * in one long task. A page opened later in the visit starts restored.
 */
export function useShopRestored(): boolean {
  const [restored, setRestored] = useState(isRestored);
  useEffect(() => {
    if (restored) return;
    const update = () => {
      if (isRestored()) startTransition(() => setRestored(true));
    };
    update();
    return subscribeRestored(update);
  }, [restored]);
  return restored;
}
