/**
 * The orders list's bulk actions (issue 44): transfer received, generate shipments, print slips
 * and labels, mark Enviado with tracking codes, export. An action runs on the server as a job;
 * the report below the bar follows it (polling) and says, order by order, what was done and what
 * was refused and why.
 */
import {
  BULK_ORDER_ACTION_LABELS,
  parseTrackingCodes,
  type AdminOrderAnswer,
  type BulkOrderAction,
  type BulkRunAnswer,
  type TrackingCodeLine,
} from '@shop/domain';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import adminStyles from '../../components/admin/admin.module.css';
import { Modal } from '../../components/admin/modal';
import { showToast } from '../../components/toasts';
import { Button } from '../../components/ui/button';
import { useMayUse } from '../../lib/admin/admin-context';
import { adminDownload, adminJson, errorMessage } from '../../lib/admin/api';
import { openAdminPdf } from '../../lib/admin/pdf';
import styles from './order-bulk.module.css';

/** How often the report asks the server how far the run got. */
const POLL_MS = 1000;

/** The report of a run: a bar of progress, then each order refused and why, then those done. */
export function BulkRunReport({ runId, onClose }: { runId: string; onClose: () => void }) {
  const [run, setRun] = useState<BulkRunAnswer | null>(null);
  const [error, setError] = useState('');
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function poll() {
      try {
        const answer = await adminJson<BulkRunAnswer>(`/api/admin/bulk/${runId}`);
        if (stopped) return;
        setRun(answer);
        setError('');
        // Finished: the list shows the orders' new statuses.
        if (answer.finishedAt) return void revalidate();
      } catch (failure) {
        if (stopped) return;
        setError(errorMessage(failure));
      }
      timer = setTimeout(() => void poll(), POLL_MS);
    }
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [runId, revalidate]);

  const title = run
    ? (BULK_ORDER_ACTION_LABELS[run.action as BulkOrderAction] ?? run.action)
    : 'Acción masiva';
  const finished = run?.done !== undefined ? run.done + run.refused : 0;
  const refused = run?.items.filter((item) => item.outcome === 'refused') ?? [];
  const done = run?.items.filter((item) => item.outcome === 'done') ?? [];
  return (
    <section className={styles.report} aria-label={`Resultado: ${title}`} aria-live="polite">
      <div className={styles.reportHeader}>
        <h2 className={styles.reportTitle}>{title}</h2>
        {run?.finishedAt ? (
          <Button type="button" small onClick={onClose}>
            Cerrar
          </Button>
        ) : null}
      </div>
      {run ? (
        <>
          <progress
            className={styles.progress}
            aria-label="Avance"
            max={run.total}
            value={finished}
          />
          <p className={styles.summary}>
            {run.finishedAt ? 'Terminado: ' : `Procesando ${finished} de ${run.total}… `}
            {run.done === 1 ? '1 hecho' : `${run.done} hechos`}
            {', '}
            {run.refused === 1 ? '1 rechazado' : `${run.refused} rechazados`}.
          </p>
          {refused.length ? (
            <>
              <h3 className={styles.listTitle}>Rechazados (no cambiaron)</h3>
              <ul className={styles.items}>
                {refused.map((item) => (
                  <li key={`${item.ref}${item.label}`} className={styles.refused}>
                    <strong>{item.label || 'Pedido'}</strong> {item.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {done.length ? (
            <>
              <h3 className={styles.listTitle}>Hechos</h3>
              <ul className={styles.items}>
                {done.map((item) => (
                  <li key={item.ref} className={styles.done}>
                    <strong>{item.label}</strong> {doneText(run.action, item.result)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <p className={styles.summary}>Empezando…</p>
      )}
      {error ? (
        <p role="alert" className={adminStyles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** What was done to one order, in the owner's words. */
function doneText(action: string, result: Record<string, unknown> | null): string {
  const code = typeof result?.trackingCode === 'string' ? result.trackingCode : '';
  if (action === 'transfer_received') return 'Pago confirmado: pasó a Aprobado.';
  if (action === 'generate_shipments') {
    return 'Envío pedido a Correo Argentino: se importa en segundo plano.';
  }
  if (result?.already) return `Ya estaba Enviado con el código ${code}.`;
  return `Enviado con el código ${code}.`;
}

/**
 * 'Marcar Enviado': the chosen orders ship with the code their shipment brought, or the one
 * pasted (or read from a CSV) for their number; orders pasted but not chosen are shipped too.
 */
function TrackingCodesDialog({
  count,
  onSubmit,
  onClose,
}: {
  count: number;
  onSubmit: (codes: TrackingCodeLine[]) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const parsed = text.trim() ? parseTrackingCodes(text) : null;
  const errors = parsed && !parsed.ok ? parsed.errors : [];
  async function readFile(file: File | undefined) {
    if (file) setText(await file.text());
  }
  return (
    <Modal title="Marcar Enviado" onClose={onClose}>
      <form
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (errors.length) return;
          onSubmit(parsed?.ok ? parsed.lines : []);
        }}
      >
        <p className={adminStyles.muted}>
          {count === 1 ? 'El pedido elegido' : `Los ${count} pedidos elegidos`} se marcan Enviado
          con el código que trajo su envío. Para los que no lo tienen, pegá una línea por pedido:
          número de pedido y código, separados por coma, punto y coma o espacio (o subí el CSV).
        </p>
        <label className={adminStyles.field}>
          <span className={adminStyles.label}>Pedidos y códigos</span>
          <textarea
            className={`${adminStyles.input} ${styles.codes}`}
            rows={6}
            value={text}
            placeholder={'1042,CA123456789AR\n1043;CA123456790AR'}
            aria-invalid={errors.length > 0}
            aria-describedby="codes-errors"
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <label className={adminStyles.field}>
          <span className={adminStyles.label}>O un archivo CSV</span>
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </label>
        <div id="codes-errors">
          {errors.length ? (
            <ul role="alert" className={styles.errors}>
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : parsed?.ok ? (
            <p className={adminStyles.muted}>
              {parsed.lines.length === 1
                ? '1 código leído.'
                : `${parsed.lines.length} códigos leídos.`}
            </p>
          ) : null}
        </div>
        <div className={styles.dialogButtons}>
          <Button type="button" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" variant="primary" disabled={errors.length > 0}>
            Marcar Enviado
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The bar's buttons for the chosen orders; `onStarted` is told the run to report. */
export function OrderBulkActions({
  chosen,
  clear,
  onStarted,
}: {
  chosen: readonly AdminOrderAnswer[];
  clear: () => void;
  onStarted: (runId: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const mayExport = useMayUse('exports');
  const ids = chosen.map((order) => order.id);

  async function start(action: BulkOrderAction, codes?: TrackingCodeLine[]) {
    setBusy(true);
    try {
      const { id } = await adminJson<{ id: string }>('/api/admin/bulk/orders', {
        method: 'POST',
        body: { action, ids, ...(codes?.length ? { codes } : {}) },
      });
      onStarted(id);
      clear();
    } catch (error) {
      showToast(errorMessage(error), { type: 'error', durationMs: 5000 });
    } finally {
      setBusy(false);
    }
  }

  /** One PDF of the chosen orders' slips or labels, opened in a new tab to print. */
  async function print(kind: 'slips' | 'labels') {
    setBusy(true);
    try {
      const name = kind === 'slips' ? 'remitos.pdf' : 'etiquetas.pdf';
      await openAdminPdf('/api/admin/orders/print', { ids, kind }, name);
    } catch (error) {
      showToast(errorMessage(error), { type: 'error', durationMs: 5000 });
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    setBusy(true);
    try {
      await adminDownload('/api/admin/bulk/orders/export', 'ordenes.csv', {
        method: 'POST',
        body: { ids },
      });
    } catch (error) {
      showToast(errorMessage(error), { type: 'error', durationMs: 5000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button type="button" small disabled={busy} onClick={() => void start('transfer_received')}>
        Transferencia recibida
      </Button>
      <Button type="button" small disabled={busy} onClick={() => void start('generate_shipments')}>
        Generar envíos
      </Button>
      <Button type="button" small disabled={busy} onClick={() => void print('slips')}>
        Imprimir remitos
      </Button>
      <Button type="button" small disabled={busy} onClick={() => void print('labels')}>
        Imprimir etiquetas
      </Button>
      <Button type="button" small disabled={busy} onClick={() => setAsking(true)}>
        Marcar Enviado…
      </Button>
      {mayExport ? (
        <Button type="button" small disabled={busy} onClick={() => void download()}>
          Exportar elegidas
        </Button>
      ) : null}
      {asking ? (
        <TrackingCodesDialog
          count={chosen.length}
          onClose={() => setAsking(false)}
          onSubmit={(codes) => {
            setAsking(false);
            void start('mark_shipped', codes);
          }}
        />
      ) : null}
    </>
  );
}
