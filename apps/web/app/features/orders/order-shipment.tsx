import {
  PAID,
  ORDER_STATUS,
  type AdminOrderDetailAnswer,
  type ShipmentImportAnswer,
} from '@shop/domain';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { adminJson, errorMessage } from '../../lib/admin/api';
import { formatDateTime } from '../../lib/admin/dates';
import styles from '../../components/admin/admin.module.css';
import { StatusBadge } from '../../components/admin/status-badge';
import { Button } from '../../components/ui/button';

/** While MiCorreo's import is queued, the order is read again this often. */
const REFRESH_MS = 2000;

/**
 * Whether the last failed import was given up after its retries (MiCorreo down or unreachable):
 * its message is then a whole sentence of ours, not Correo Argentino's refusal.
 */
function gaveUp(order: AdminOrderDetailAnswer): boolean {
  const last = [...order.events]
    .reverse()
    .find((e) => e.type === 'shipment_refused' || e.type === 'shipment_failed');
  return last?.type === 'shipment_failed';
}

/**
 * 'Generar envío' of the admin order detail: imports the paid order into MiCorreo (as a job on
 * the server), then shows when it was imported, Correo Argentino's own reason for refusing it,
 * or why the import was given up; after either, it may be asked again.
 */
export function OrderShipment({ order }: { order: AdminOrderDetailAnswer }) {
  const { revalidate } = useRevalidator();
  const [shipment, setShipment] = useState<ShipmentImportAnswer>(order.shipment_import);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = { ...order.shipment_import, ...shipment };
  const queued = current.requested_at !== null && !current.imported_at && !current.error;

  useEffect(() => setShipment(order.shipment_import), [order.shipment_import]);
  useEffect(() => {
    if (!queued) return;
    const timer = setTimeout(() => void revalidate(), REFRESH_MS);
    return () => clearTimeout(timer);
  }, [queued, revalidate, order]);

  async function generate() {
    setBusy(true);
    setError(null);
    try {
      const answer = await adminJson<{ shipment_import: ShipmentImportAnswer }>(
        `/api/order/${encodeURIComponent(order.id)}/shipment`,
        { method: 'POST' },
      );
      setShipment(answer.shipment_import);
      // The history and status show the request at once, not at the next poll.
      await revalidate();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const paid = PAID.includes(order.status) || order.status === ORDER_STATUS.shipped;
  return (
    <section className={`${styles.card} ${styles.sectionGap}`} aria-labelledby="envio-correo">
      <h2 id="envio-correo" className={styles.cardTitle}>
        Envío por Correo Argentino
      </h2>
      {current.imported_at ? (
        <p>
          <StatusBadge tone="ok">Importado en MiCorreo</StatusBadge>{' '}
          {formatDateTime(current.imported_at)}
          {order.track_id ? ` · Código de seguimiento ${order.track_id}` : ''}
        </p>
      ) : queued ? (
        <p role="status">
          <StatusBadge tone="info">Enviando a Correo Argentino</StatusBadge> Pedido el{' '}
          {formatDateTime(current.requested_at ?? '')}
        </p>
      ) : (
        <>
          {current.error && (
            <p className={styles.error} role="alert">
              {gaveUp(order)
                ? current.error
                : `Correo Argentino rechazó el envío: ${current.error}`}
            </p>
          )}
          {paid ? (
            <Button type="button" variant="primary" disabled={busy} onClick={() => void generate()}>
              {current.error ? 'Reintentar envío' : 'Generar envío'}
            </Button>
          ) : (
            <p className={styles.muted}>El envío se genera cuando el pedido está pagado.</p>
          )}
        </>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
