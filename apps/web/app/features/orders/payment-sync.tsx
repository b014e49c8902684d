import {
  describeStatusDetail,
  paymentStatusLabel,
  type AdminOrderAnswer,
  type PaymentSyncAnswer,
} from '@shop/domain';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { adminJson, errorMessage } from '../../lib/admin/api';
import { formatPrice } from '../../lib/format';
import styles from '../../components/admin/admin.module.css';
import { FormAlert } from '../../components/admin/form-alert';
import { StatusBadge } from '../../components/admin/status-badge';
import { Button } from '../../components/ui/button';

/** 'Pagado después de cancelado', 'Contracargo'…: a payment the owner must look at. */
export function PaymentAlertBadge({ alert }: { alert: string | null }) {
  return alert ? <StatusBadge tone="bad">{alert}</StatusBadge> : null;
}

function foundText(payments: PaymentSyncAnswer['payments']): string {
  if (payments.length === 0) return 'Mercado Pago no tiene pagos de este pedido.';
  // The owner's words for each payment's state (issue 42 item 18: no English codes beside them).
  const list = payments
    .map((p) => {
      const detail = p.status_detail
        ? describeStatusDetail(p.status_detail).text
        : `Pago ${paymentStatusLabel(p.status)}`;
      return `#${p.id} por ${formatPrice(p.amount)}: ${detail}`;
    })
    .join('; ');
  return payments.length === 1
    ? `Mercado Pago tiene 1 pago de este pedido: ${list}.`
    : `Mercado Pago tiene ${payments.length} pagos de este pedido: ${list}.`;
}

/**
 * 'Sincronizar con Mercado Pago': asks Mercado Pago for the order's payments now and applies them
 * (POST /api/order/:id/sync-payments), then reloads the order. The order's alerts show in its
 * "Atención" list (AlertList), with their resolutions.
 */
export function PaymentSync({ order }: { order: AdminOrderAnswer }) {
  const revalidator = useRevalidator();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mercadoPago = order.payment_method === 'mercadopago';
  if (!mercadoPago) return null;

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
        Pago con Mercado Pago
      </h2>
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      <p>
        <Button type="button" onClick={sync} disabled={busy}>
          {busy ? 'Sincronizando…' : 'Sincronizar con Mercado Pago'}
        </Button>
      </p>
      {found && <p role="status">{found}</p>}
    </section>
  );
}
