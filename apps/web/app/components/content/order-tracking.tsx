import type { OrderTrackingAnswer } from '@shop/domain';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import content from './content.module.css';
import styles from './order-tracking.module.css';

const LOOKUP_FAILED_TEXT = 'No pudimos consultar tu pedido. Revisá tu conexión e intentá de nuevo.';

const DATE_FORMAT = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Argentina/Buenos_Aires',
});

type Lookup = { order_number: string; email?: string; token?: string };

/** POST /api/order-tracking: the order, or the server's Spanish reason (the same for any miss). */
async function lookUp(body: Lookup): Promise<OrderTrackingAnswer> {
  let response: Response;
  try {
    response = await fetch('/api/order-tracking', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(LOOKUP_FAILED_TEXT);
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  if (response.status !== 200) throw new Error(answer.message ?? LOOKUP_FAILED_TEXT);
  return answer as OrderTrackingAnswer;
}

function DateItem({ label, value }: { label: string; value: string | null }) {
  return (
    <li>
      <strong>{label}</strong>
      {value ? (
        <time dateTime={value}>{DATE_FORMAT.format(new Date(value))}</time>
      ) : (
        <span className={styles.pending}>Todavía no</span>
      )}
    </li>
  );
}

function TrackedOrder({ order }: { order: OrderTrackingAnswer }) {
  return (
    <section className={styles.result} aria-labelledby="pedido-seguido" aria-live="polite">
      <div className={styles.resultHeader}>
        <h2 id="pedido-seguido">Pedido #{order.order_number}</h2>
        <span className={styles.status}>{order.status_label}</span>
      </div>
      <ul className={styles.dates}>
        <DateItem label="Pedido realizado" value={order.dates.created} />
        <DateItem label="Pago aprobado" value={order.dates.paid} />
        <DateItem label="Despachado" value={order.dates.shipped} />
        <DateItem label="Recibido" value={order.dates.delivered} />
      </ul>
      {order.track_id ? (
        <p className={styles.trackingNumber}>
          Código de seguimiento de Correo Argentino: <code>{order.track_id}</code>.{' '}
          <a href={order.tracking_url} target="_blank" rel="noopener noreferrer">
            Seguilo también en Correo Argentino
          </a>
        </p>
      ) : (
        <p className={styles.trackingNumber}>
          Te enviamos el código de seguimiento por e-mail cuando despachemos tu pedido.
        </p>
      )}
      <h3>Novedades del envío</h3>
      {order.events.length ? (
        <ol className={styles.events}>
          {order.events.map((event) => (
            <li key={`${event.code}|${event.rawDate}|${event.branch}`}>
              {event.label}
              <small>
                {event.date ? DATE_FORMAT.format(new Date(event.date)) : event.rawDate}
                {event.branch ? ` · ${event.branch}` : ''}
              </small>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.pending}>Todavía no hay novedades de Correo Argentino.</p>
      )}
    </section>
  );
}

/**
 * /seguimiento-de-ordenes: the shopper's own order by its number and e-mail, or by the signed
 * link of its e-mails (?pedido=&token=). Asked from the browser, so the page stays one for all.
 */
export function OrderTracking() {
  const [params] = useSearchParams();
  const linkedOrder = params.get('pedido') ?? '';
  const linkedToken = params.get('token') ?? '';
  const [orderNumber, setOrderNumber] = useState(linkedOrder);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<OrderTrackingAnswer | null>(null);

  const show = useCallback(async (body: Lookup) => {
    setBusy(true);
    setError(null);
    try {
      setOrder(await lookUp(body));
    } catch (failure) {
      setOrder(null);
      setError(failure instanceof Error ? failure.message : LOOKUP_FAILED_TEXT);
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    if (linkedOrder && linkedToken) void show({ order_number: linkedOrder, token: linkedToken });
  }, [linkedOrder, linkedToken, show]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void show({ order_number: orderNumber.trim(), email: email.trim() });
  }

  return (
    <>
      <form className={styles.lookup} onSubmit={submit} aria-label="Buscar tu pedido">
        <label className={styles.field}>
          Número de pedido
          <input
            name="pedido"
            inputMode="numeric"
            autoComplete="off"
            required
            value={orderNumber}
            onChange={(event) => setOrderNumber(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          E-mail de la compra
          <input
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <button type="submit" className={content.button} disabled={busy}>
          {busy ? 'Buscando…' : 'Ver mi pedido'}
        </button>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
      {order && <TrackedOrder order={order} />}
    </>
  );
}
