import {
  refundRequestSchema,
  type AdminOrderDetailAnswer,
  type RefundAnswer,
  type RefundRequest,
} from '@shop/domain';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useMayUse } from '../../lib/admin/admin-context';
import { adminJson, errorMessage } from '../../lib/admin/api';
import { formatPrice } from '../../lib/format';
import styles from '../../components/admin/admin.module.css';
import { FormAlert } from '../../components/admin/form-alert';
import { Modal } from '../../components/admin/modal';
import { Button } from '../../components/ui/button';

/**
 * 'Reintegrar' (Mercado Pago, through the provider) or 'Registrar reintegro' (transfer, only
 * recorded): an amount (empty: all that is left) and a note, a dialog that confirms the amount,
 * then the result (POST /api/order/:id/refunds) and the order reloaded.
 */
export function OrderRefund({ order }: { order: AdminOrderDetailAnswer }) {
  const mayRefund = useMayUse('refunds');
  const revalidator = useRevalidator();
  const amountId = useId();
  const noteId = useId();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState<{ request: RefundRequest; pesos: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Staff without the refunds area never see the control (issue 44).
  if (!mayRefund || (order.refundable <= 0 && order.refunded_total <= 0)) return null;
  const mercadoPago = order.payment_method === 'mercadopago';
  const action = mercadoPago ? 'Reintegrar' : 'Registrar reintegro';

  function ask() {
    setFailure(null);
    setDone(null);
    const typed = amount.trim().replace(',', '.');
    const parsed = refundRequestSchema.safeParse({
      ...(typed ? { amount: Number(typed) } : {}),
      ...(note.trim() ? { note } : {}),
    });
    if (!parsed.success || (typed && !Number.isFinite(Number(typed)))) {
      setFailure(parsed.error?.issues[0]?.message ?? 'Ingresá el monto a reintegrar.');
      return;
    }
    setAsking({ request: parsed.data, pesos: parsed.data.amount ?? order.refundable });
  }

  async function confirm(request: RefundRequest) {
    setBusy(true);
    try {
      const answer = await adminJson<RefundAnswer>(
        `/api/order/${encodeURIComponent(order.id)}/refunds`,
        { method: 'POST', body: request },
      );
      setDone(
        `Reintegro registrado: ${formatPrice(answer.refund.amount)}. Queda por reintegrar ${formatPrice(answer.refund.refundable)}.`,
      );
      setAmount('');
      setNote('');
      await revalidator.revalidate();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  return (
    <section className={`${styles.card} ${styles.sectionGap}`} aria-labelledby={`${amountId}-t`}>
      <h2 id={`${amountId}-t`} className={styles.cardTitle}>
        Reintegros
      </h2>
      <p>
        Reintegrado: {formatPrice(order.refunded_total)} · Queda por reintegrar:{' '}
        {formatPrice(order.refundable)}
      </p>
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      {done && <p role="status">{done}</p>}
      {order.refundable > 0 && (
        <div className={styles.formGrid}>
          <label className={styles.field} htmlFor={amountId}>
            <span className={styles.label}>Monto a reintegrar</span>
            <input
              id={amountId}
              className={styles.input}
              inputMode="decimal"
              value={amount}
              placeholder={`Todo: ${formatPrice(order.refundable)}`}
              onChange={(event) => setAmount(event.target.value)}
            />
          </label>
          <label className={styles.field} htmlFor={noteId}>
            <span className={styles.label}>Nota</span>
            <input
              id={noteId}
              className={styles.input}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          <div className={styles.formActions}>
            <Button type="button" variant="danger" onClick={ask} disabled={busy}>
              {action}
            </Button>
          </div>
        </div>
      )}
      {asking && (
        <Modal title="Confirmar reintegro" onClose={() => setAsking(null)}>
          <p>
            {mercadoPago
              ? `Mercado Pago le devuelve ${formatPrice(asking.pesos)} al comprador del pedido #${order.order_number}.`
              : `Se registra un reintegro de ${formatPrice(asking.pesos)} del pedido #${order.order_number}.`}
            {asking.pesos >= order.refundable ? ' El pedido se cancela y su stock vuelve.' : ''}
          </p>
          <div className={styles.formActions}>
            <Button
              type="button"
              variant="danger"
              onClick={() => void confirm(asking.request)}
              disabled={busy}
            >
              {busy ? 'Reintegrando…' : `Confirmar ${formatPrice(asking.pesos)}`}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setAsking(null)}>
              Volver
            </Button>
          </div>
        </Modal>
      )}
    </section>
  );
}
