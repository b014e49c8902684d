import { cartItemCount } from '@shop/domain';
import { useShopStore } from '../../store/shop-store';

/**
 * Units in the cart. The store starts empty on the server and on the first browser render and
 * is restored from localStorage after hydration, so both renders agree.
 */
export function useCartCount(): number {
  return useShopStore((state) => cartItemCount(state.cartProducts));
}
