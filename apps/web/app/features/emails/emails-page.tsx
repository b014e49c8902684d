import {
  OUTBOX_EMAIL_STATUS_LABELS,
  type EmailDelivery,
  type OutboxEmail,
  type OutboxEmailStatus,
} from '@shop/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { AdminList, type Column } from '../../components/admin/admin-list';
import { FormAlert } from '../../components/admin/form-alert';
import emailStyles from './emails.module.css';
import { Modal } from '../../components/admin/modal';
import { PageHeader } from '../../components/admin/page-header';
import { StatusBadge, type BadgeTone } from '../../components/admin/status-badge';
import { showToast } from '../../components/toasts';
import { adminJson, errorMessage } from '../../lib/admin/api';
import { formatDateTime } from '../../lib/admin/dates';
import { Button } from '../../components/ui/button';

export async function loadEmails() {
  const [emails, delivery] = await Promise.all([
    adminJson<OutboxEmail[]>('/api/emails'),
    adminJson<EmailDelivery>('/api/emails/delivery'),
  ]);
  return { emails, delivery };
}

export const NO_SMTP_NOTICE =
  'No hay un servidor de correo configurado (SMTP_URL): no se envía ningún correo. Quedan en esta bandeja como «Pendiente» y salen solos cuando se configure.';
export const RESENT = 'Correo puesto en la cola de envío';
export const RESENT_WITHOUT_SMTP =
  'Correo puesto en la cola: saldrá cuando haya un servidor de correo configurado';

const TONES: Record<OutboxEmailStatus, BadgeTone> = {
  enviado: 'ok',
  pendiente: 'warn',
  error: 'bad',
};

function EmailStatus({ status }: { status: OutboxEmailStatus }) {
  return <StatusBadge tone={TONES[status]}>{OUTBOX_EMAIL_STATUS_LABELS[status]}</StatusBadge>;
}

/**
 * /correos: the e-mail outbox, so the admin can see what each customer was told and when, learn
 * when nothing is being sent, and send an e-mail again.
 */
export function EmailsPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof loadEmails>> }) {
  const { smtpConfigured } = loaderData.delivery;
  const revalidator = useRevalidator();
  const [shown, setShown] = useState<OutboxEmail | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function resend(email: OutboxEmail) {
    setResending(email.id);
    setFailure(null);
    try {
      await adminJson(`/api/emails/${email.id}/resend`, { method: 'POST' });
      showToast(smtpConfigured ? RESENT : RESENT_WITHOUT_SMTP, { durationMs: 4000 });
      await revalidator.revalidate();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setResending(null);
    }
  }

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
        <span className={styles.actions}>
          <Button
            type="button"
            small
            aria-label={`Ver el correo «${e.subject}» a ${e.to}`}
            onClick={() => setShown(e)}
          >
            Ver
          </Button>
          <Button
            type="button"
            small
            aria-label={`Reenviar el correo «${e.subject}» a ${e.to}`}
            disabled={resending !== null}
            onClick={() => void resend(e)}
          >
            {resending === e.id ? 'Reenviando...' : 'Reenviar'}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Correos"
        subtitle="Bandeja de salida: confirmaciones, pagos y envíos avisados a los clientes."
      />
      {smtpConfigured ? null : (
        <div className={styles.alert} role="status">
          <p className={styles.alertText}>{NO_SMTP_NOTICE}</p>
        </div>
      )}
      <FormAlert message={failure} onClose={() => setFailure(null)} />
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
          texts: (e) => [e.to, e.subject, e.orderNumber, OUTBOX_EMAIL_STATUS_LABELS[e.status]],
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
