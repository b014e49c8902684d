import { deliveryDaysText } from '@shop/domain';
import { useHydrated } from '../../lib/hydrated';
import { deliveryText } from './delivery-dates';
import styles from './product-notes.module.css';
import { ShopLink } from '../shop-link';

/**
 * Delivery window as dates. Today is the browser's day, so the dates appear only after
 * hydration; the server sends the business-day count.
 */
export function DeliveryInfo() {
  const hydrated = useHydrated();
  return (
    <div className={styles.note}>
      <p className={styles.noteTitle}>
        {hydrated ? deliveryText(new Date()) : `Llega en ${deliveryDaysText()}`}
      </p>
      <p>
        <ShopLink to="/encargo">¿Lo querés a pedido? Mirá los productos por encargo</ShopLink>
      </p>
    </div>
  );
}
