import { useState } from 'react';
import styles from '../../components/admin/admin.module.css';
import { AdminList, type Column } from '../../components/admin/admin-list';
import emailStyles from '../../components/admin/emails.module.css';
import { Modal } from '../../components/admin/modal';
import { PageHeader } from '../../components/admin/page-header';
import { AdminRouteError } from '../../components/admin/route-error';
import { StatusBadge, type BadgeTone } from '../../components/admin/status-badge';
import { adminJson } from '../../lib/admin/api';
import { formatDateTime } from '../../lib/admin/dates';
import { adminMeta } from '../../lib/admin/meta';
import type { OutboxEmail } from '../../lib/admin/types';
import type { Route } from './+types/emails';

export const meta: Route.MetaFunction = () => adminMeta('Correos enviados');

export async function clientLoader() {
  return { emails: await adminJson<OutboxEmail[]>('/api/emails') };
}

export const ErrorBoundary = AdminRouteError;

const TONES: Record<string, BadgeTone> = { enviado: 'ok', pendiente: 'warn', error: 'bad' };
const LABELS: Record<string, string> = {
  enviado: 'Enviado',
  pendiente: 'Pendiente',
  error: 'Error',
};

function EmailStatus({ status }: { status: string }) {
  return <StatusBadge tone={TONES[status] ?? 'neutral'}>{LABELS[status] ?? status}</StatusBadge>;
}

/** /correos: the e-mail outbox, so the admin can see what each customer was told and when. */
export default function Emails({ loaderData }: Route.ComponentProps) {
  const [shown, setShown] = useState<OutboxEmail | null>(null);

  const columns: Column<OutboxEmail>[] = [
    { header: 'Fecha', cell: (e) => formatDateTime(e.createdAt) },
    { header: 'Para', cell: (e) => <span className={emailStyles.address}>{e.to}</span> },
    { header: 'Asunto', cell: (e) => e.subject },
    { header: 'Orden', cell: (e) => (e.orderNumber === null ? '—' : `#${e.orderNumber}`) },
    { header: 'Estado', cell: (e) => <EmailStatus status={e.status} /> },
    { header: 'Intentos', numeric: true, cell: (e) => e.attempts },
    {
      header: 'Acciones',
      cell: (e) => (
        <button
          type="button"
          className={`${styles.button} ${styles.small}`}
          aria-label={`Ver el correo «${e.subject}» a ${e.to}`}
          onClick={() => setShown(e)}
        >
          Ver
        </button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Correos"
        subtitle="Bandeja de salida: confirmaciones, pagos y envíos avisados a los clientes."
      />
      <AdminList
        rows={loaderData.emails}
        columns={columns}
        rowKey={(e) => e.id}
        caption="Correos"
        noun={['correo', 'correos']}
        empty="No hay correos en la bandeja de salida."
        search={{
          label: 'Buscar correos',
          placeholder: 'Buscar por destinatario, asunto u orden',
          texts: (e) => [e.to, e.subject, e.orderNumber, LABELS[e.status] ?? e.status],
        }}
      />
      {shown ? (
        <Modal title={shown.subject} onClose={() => setShown(null)}>
          <dl className={styles.details}>
            <div>
              <dt>Para</dt>
              <dd>{shown.to}</dd>
            </div>
            <div>
              <dt>Estado</dt>
              <dd>
                <EmailStatus status={shown.status} />
              </dd>
            </div>
            <div>
              <dt>Creado</dt>
              <dd>{formatDateTime(shown.createdAt)}</dd>
            </div>
            <div>
              <dt>Enviado</dt>
              <dd>{shown.sentAt ? formatDateTime(shown.sentAt) : '—'}</dd>
            </div>
          </dl>
          {shown.lastError ? (
            <div className={`${styles.alert} ${emailStyles.gap}`} role="alert">
              <p className={styles.alertText}>{shown.lastError}</p>
            </div>
          ) : null}
          {/* The plain-text version: nothing from the e-mail is run as HTML here. */}
          <pre className={emailStyles.body}>{shown.text}</pre>
        </Modal>
      ) : null}
    </>
  );
}
