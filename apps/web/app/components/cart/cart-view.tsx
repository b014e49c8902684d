import { cartItemCount, isPromotionLine } from '@shop/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCartReconciliation } from '../../store/cart-reconciliation';
import { useShopRestored, useShopStore } from '../../store/shop-store';
import { Breadcrumb } from '../content/breadcrumb';
import { BagIcon } from '../layout/icons';
import { showToast } from '../toasts';
import { CartProductItem } from './cart-product-item';
import { CartPromotionItem } from './cart-promotion-item';
import { CartSummary } from './cart-summary';
import styles from './cart-view.module.css';
import { ShopLink } from '../shop-link';
import { NeedsScripts } from '../needs-scripts';

export const EMPTY_CART_TEXT = 'Tu carrito se encuentra vacío.';
export const REMOVED_TEXT = 'Producto eliminado del carrito';
/** Shown until the browser has read the saved cart (the server cannot know it). */
export const LOADING_CART_TEXT = 'Buscando los productos de tu carrito…';

/** /carrito: the saved cart, checked against today's shop, with its summary. */
export function CartView({
  transferDiscountPercent,
  freeShippingThreshold,
  homeDeliverySurcharge,
}: {
  transferDiscountPercent: number;
  freeShippingThreshold: number;
  homeDeliverySurcharge: number;
}) {
  const restored = useShopRestored();
  const lines = useShopStore((state) => state.cartProducts);
  const navigate = useNavigate();
  useCartReconciliation();

  const removed = () => showToast(REMOVED_TEXT, { type: 'error' });
  const { increaseQuantity, decreaseQuantity, removeFromCart, removePromotionFromCart, resetCart } =
    useShopStore.getState();

  // Resetear sits next to 'Seguir comprando': one tap only asks, the second empties the cart.
  const [confirmingReset, setConfirmingReset] = useState(false);

  const count = cartItemCount(lines);
  return (
    <div className={styles.page}>
      <Breadcrumb items={[{ label: 'Inicio', to: '/' }, { label: 'Carrito' }]} />
      <div className={styles.heading}>
        <h1 className={styles.title}>Carrito</h1>
        {restored && count > 0 && (
          <p className={styles.count}>
            {count} {count === 1 ? 'producto' : 'productos'}
          </p>
        )}
      </div>
      <NeedsScripts>
        El carrito se guarda en tu navegador: para usarlo y comprar, activá JavaScript.
      </NeedsScripts>
      {!restored ? (
        <div className={`${styles.empty} ${styles.loading}`} aria-busy="true">
          <BagIcon />
          <p>{LOADING_CART_TEXT}</p>
        </div>
      ) : lines.length === 0 ? (
        <div className={styles.empty}>
          <BagIcon />
          <p>{EMPTY_CART_TEXT}</p>
          <ShopLink to="/catalogo" className={styles.primaryLink}>
            Ir al Catálogo
          </ShopLink>
        </div>
      ) : (
        <div className={styles.layout}>
          <section aria-label="Productos del carrito">
            <ul className={styles.lines}>
              {lines.map((line) =>
                isPromotionLine(line) ? (
                  <CartPromotionItem
                    key={line.lineId}
                    line={line}
                    onRemove={() => {
                      removePromotionFromCart(line.lineId);
                      removed();
                    }}
                  />
                ) : (
                  <CartProductItem
                    key={`${line.id}-${line.size}`}
                    line={line}
                    onIncrease={() => increaseQuantity(line.id, line.size)}
                    onDecrease={() => decreaseQuantity(line.id, line.size)}
                    onRemove={() => {
                      removeFromCart(line.id, line.size);
                      removed();
                    }}
                  />
                ),
              )}
            </ul>
            <div className={styles.listActions}>
              <ShopLink to="/catalogo" className={styles.keepShopping}>
                Seguir comprando
              </ShopLink>
              {confirmingReset ? (
                <div className={styles.resetConfirm} role="group" aria-label="¿Vaciar el carrito?">
                  <p>¿Vaciar el carrito?</p>
                  <button type="button" className={styles.reset} onClick={resetCart}>
                    Sí, vaciar
                  </button>
                  <button
                    type="button"
                    className={styles.resetCancel}
                    onClick={() => setConfirmingReset(false)}
                  >
                    Cancelar
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className={styles.reset}
                  onClick={() => setConfirmingReset(true)}
                >
                  Resetear
                </button>
              )}
            </div>
          </section>
          <CartSummary
            lines={lines}
            transferDiscountPercent={transferDiscountPercent}
            freeShippingThreshold={freeShippingThreshold}
            homeDeliverySurcharge={homeDeliverySurcharge}
            onCheckout={() =>
              // SPEC.md section 2: the checkout receives the items and the shipping charge, which
              // is none until the shopper chooses a delivery there.
              navigate('/paymentgateway', { state: { items: lines, shippingCharge: 0 } })
            }
          />
        </div>
      )}
    </div>
  );
}
