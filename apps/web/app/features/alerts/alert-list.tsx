import type { AlertAnswer, AlertResolution } from '@shop/domain';
import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { AdminApiError, adminJson, errorMessage } from '../../lib/admin/api';
import { formatDateTime } from '../../lib/admin/dates';
import styles from '../../components/admin/admin.module.css';
import own from './alert-list.module.css';
import { DataTable, type Column } from '../../components/admin/data-table';
import { FormAlert } from '../../components/admin/form-alert';
import { Button } from '../../components/ui/button';

/** The dashboard's line when no alert is open. */
export const NOTHING_TO_REVIEW = 'Nada para revisar.';

/**
 * The "Atención" list (decision 0031): every open alert with what happened, its order and one
 * button per resolution. A click resolves it (POST /api/alerts/:id/resolve), shows the list the
 * server answers and re-reads the page, whose figures or order the resolution may have changed.
 * Given `orderId` (the order page), only that order's alerts show, and nothing when there are none.
 */
export function AlertList({
  alerts,
  orderId,
  headingId = 'atencion',
}: {
  alerts: readonly AlertAnswer[];
  orderId?: string;
  headingId?: string;
}) {
  const { revalidate } = useRevalidator();
  const [list, setList] = useState(alerts);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // A re-read page brings the list as it is now.
  useEffect(() => setList(alerts), [alerts]);

  const shown = orderId === undefined ? list : list.filter((a) => a.order_id === orderId);
  if (orderId !== undefined && shown.length === 0 && !failure && !done) return null;

  async function resolve(alert: AlertAnswer, resolution: { key: AlertResolution; label: string }) {
    setBusy(alert.id);
    setFailure(null);
    setDone(null);
    try {
      const answer = await adminJson<{ alerts: AlertAnswer[] }>(`/api/alerts/${alert.id}/resolve`, {
        method: 'POST',
        body: { resolution: resolution.key },
      });
      setList(answer.alerts);
      setDone(`${alert.title}: ${resolution.label}.`);
      await revalidate();
    } catch (error) {
      setFailure(errorMessage(error));
      // Resolved meanwhile, or its order changed: show what is there now.
      if (error instanceof AdminApiError && (error.status === 409 || error.status === 404)) {
        await revalidate();
      }
    } finally {
      setBusy(null);
    }
  }

  const columns: Column<AlertAnswer>[] = [
    {
      header: 'Alerta',
      cell: (a) => (
        <>
          <strong className={styles.block}>{a.title}</strong>
          <span className={own.message}>{a.message}</span>
        </>
      ),
    },
    ...(orderId === undefined
      ? [
          {
            header: 'Pedido',
            cell: (a: AlertAnswer) =>
              a.order_id ? (
                <Link to={`/orderdetailbdd/${a.order_id}`}>#{a.order_number ?? '—'}</Link>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    {
      header: 'Fecha',
      cell: (a) => <span className={styles.nowrap}>{formatDateTime(a.createdAt)}</span>,
    },
    {
      header: 'Resolver',
      cell: (a) =>
        a.resolutions.length === 0 ? (
          <span className={styles.muted}>—</span>
        ) : (
          <span className={styles.actions}>
            {a.resolutions.map((resolution) => (
              <Button
                key={resolution.key}
                type="button"
                variant={resolution.key === 'refund' ? 'danger' : 'outline'}
                disabled={busy !== null}
                onClick={() => void resolve(a, resolution)}
              >
                {resolution.label}
              </Button>
            ))}
          </span>
        ),
    },
  ];

  return (
    <section className={`${styles.card} ${own.attention}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        Atención{shown.length > 0 ? ` (${shown.length})` : ''}
      </h2>
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      {done && (
        <p role="status" className={own.done}>
          {done}
        </p>
      )}
      {shown.length === 0 ? (
        <p className={styles.muted}>{NOTHING_TO_REVIEW}</p>
      ) : (
        <DataTable
          caption="Alertas abiertas"
          columns={columns}
          rows={shown}
          rowKey={(a) => `${a.kind}-${a.id}`}
          empty={NOTHING_TO_REVIEW}
        />
      )}
    </section>
  );
}
