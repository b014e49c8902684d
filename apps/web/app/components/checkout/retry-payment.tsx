import { useState } from 'react';
import content from '../content/content.module.css';
import styles from './retry-payment.module.css';

const RETRY_FAILED_TEXT = 'No pudimos iniciar el pago. Revisá tu conexión e intentá de nuevo.';

/** POST /api/order/:number/retry-payment: the new Mercado Pago checkout's address. */
async function newCheckout(orderNumber: number, token: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/api/order/${orderNumber}/retry-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
  } catch {
    throw new Error(RETRY_FAILED_TEXT);
  }
  const body = (await response.json().catch(() => ({}))) as {
    init_point?: string;
    message?: string;
  };
  if (response.status !== 201 || !body.init_point) {
    throw new Error(body.message ?? RETRY_FAILED_TEXT);
  }
  return body.init_point;
}

/**
 * 'Reintentar pago' on the rejected result page: the same order (its units still reserved) gets
 * a new Mercado Pago checkout, and the shopper goes there.
 */
export function RetryPayment({ orderNumber, token }: { orderNumber: number; token: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function retry() {
    setBusy(true);
    setError(null);
    try {
      window.location.assign(await newCheckout(orderNumber, token));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : RETRY_FAILED_TEXT);
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={content.button} disabled={busy} onClick={retry}>
        Reintentar pago
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
