import { formatARS, type Cents } from '@shop/domain';
import { useEffect, useRef } from 'react';
import styles from './price-change-notice.module.css';
import fields from './checkout-form.module.css';

export const PRICE_CHANGE_TITLE = 'Cambiaron los precios de tu pedido';
export const CONFIRM_AND_PAY_TEXT = 'Confirmar y pagar';
export const UNDERSTOOD_TEXT = 'Entendido';

export function newTotalText(totalCents: Cents): string {
  return `El total de tu pedido ahora es ${formatARS(totalCents)}.`;
}

/**
 * What the checkout found changed before it charges (decision 0030): SPEC.md section 8's
 * notices and the new total. `onConfirm` pays at that total; without it the shopper only
 * acknowledges (the payment is not chosen yet).
 */
export function PriceChangeNotice({
  notices,
  totalCents,
  busy,
  onConfirm,
  onDismiss,
}: {
  notices: readonly string[];
  totalCents: Cents;
  busy: boolean;
  onConfirm?: () => void;
  onDismiss: () => void;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  // The notice replaces the pay button: move the reader to it.
  useEffect(() => title.current?.focus(), []);
  return (
    <section className={styles.priceChange} role="alert" aria-labelledby="price-change-title">
      <h3 className={styles.priceChangeTitle} id="price-change-title" tabIndex={-1} ref={title}>
        {PRICE_CHANGE_TITLE}
      </h3>
      <ul className={styles.priceChangeList}>
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
      <p className={styles.priceChangeTotal}>{newTotalText(totalCents)}</p>
      {onConfirm ? (
        <button type="button" className={fields.payButton} disabled={busy} onClick={onConfirm}>
          {busy ? 'Procesando…' : `${CONFIRM_AND_PAY_TEXT} ${formatARS(totalCents)}`}
        </button>
      ) : (
        <button type="button" className={fields.secondaryButton} onClick={onDismiss}>
          {UNDERSTOOD_TEXT}
        </button>
      )}
    </section>
  );
}
