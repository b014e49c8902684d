import {
  describeStatusDetail,
  PAYMENT_ALERTS,
  type AdminOrderAnswer,
  type PaymentSyncAnswer,
} from '@shop/domain';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { adminJson, errorMessage } from '../../lib/admin/api';
import { formatPrice } from '../../lib/format';
import styles from './admin.module.css';
import { FormAlert } from './form-alert';
import { StatusBadge } from './status-badge';

/** 'Pagado después de cancelado', 'Contracargo'…: a payment the owner must look at. */
export function PaymentAlertBadge({ alert }: { alert: string | null }) {
  return alert ? <StatusBadge tone="bad">{alert}</StatusBadge> : null;
}

function foundText(payments: PaymentSyncAnswer['payments']): string {
  if (payments.length === 0) return 'Mercado Pago no tiene pagos de este pedido.';
  // The owner's words for each payment's state, its raw code kept (as the timeline does).
  const list = payments
    .map((p) => {
      const detail = p.status_detail ? describeStatusDetail(p.status_detail).text : p.status;
      return `#${p.id} por ${formatPrice(p.amount)}: ${detail} (${p.status_detail || p.status})`;
    })
    .join('; ');
  return payments.length === 1
    ? `Mercado Pago tiene 1 pago de este pedido: ${list}.`
    : `Mercado Pago tiene ${payments.length} pagos de este pedido: ${list}.`;
}

/**
 * The order's payment alert and 'Sincronizar con Mercado Pago': asks Mercado Pago for the
 * order's payments now and applies them (POST /api/order/:id/sync-payments), then reloads the
 * order.
 */
export function PaymentSync({ order }: { order: AdminOrderAnswer }) {
  const revalidator = useRevalidator();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mercadoPago = order.payment_method === 'mercadopago';
  if (!mercadoPago && !order.payment_alert) return null;

  async function sync() {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await adminJson<PaymentSyncAnswer>(
        `/api/order/${encodeURIComponent(order.id)}/sync-payments`,
        { method: 'POST' },
      );
      setFound(foundText(answer.payments));
      await revalidator.revalidate();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {mercadoPago ? 'Pago con Mercado Pago' : 'Pago'}
      </h2>
      {order.payment_alert && (
        <p className={styles.alertText}>
          <PaymentAlertBadge alert={order.payment_alert} />{' '}
          {order.payment_alert === PAYMENT_ALERTS.paidAfterCancel ||
          order.payment_alert === PAYMENT_ALERTS.paidTwice
            ? 'Mercado Pago aprobó un pago que este pedido no pudo tomar: revisalo en Mercado Pago y devolvé el dinero o despachá el pedido.'
            : 'Mercado Pago informó una novedad del pago después de aprobarlo: revisala en Mercado Pago y en la historia del pedido.'}
        </p>
      )}
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      {mercadoPago && (
        <p>
          <button type="button" className={styles.button} onClick={sync} disabled={busy}>
            {busy ? 'Sincronizando…' : 'Sincronizar con Mercado Pago'}
          </button>
        </p>
      )}
      {found && <p role="status">{found}</p>}
    </section>
  );
}
