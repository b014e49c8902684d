import { formatARS, toCents } from '@shop/domain';
import { useState, type ReactNode } from 'react';
import styles from './payment-simulator.module.css';

/** GET /api/payment-simulator/:preferenceId: what the stand-in checkout shows. */
export interface SimulatedPreference {
  preferenceId: string;
  orderNumber: number;
  title: string;
  /** Pesos. */
  amount: number;
  items: { id: string; title: string; quantity: number; unit_price: number }[];
  payerEmail: string;
  expired: boolean;
}

export type SimulatedOutcome = 'approved' | 'pending' | 'rejected';

const OUTCOMES: { outcome: SimulatedOutcome; label: string; hint: string }[] = [
  { outcome: 'approved', label: 'Aprobar', hint: 'Tarjeta aprobada (APRO)' },
  { outcome: 'pending', label: 'Dejar pendiente', hint: 'Pago en efectivo sin acreditar (CONT)' },
  { outcome: 'rejected', label: 'Rechazar', hint: 'Tarjeta rechazada (OTHE)' },
];

export const SIMULATOR_FAILED_TEXT = 'No se pudo registrar el pago simulado. Inténtalo de nuevo.';

async function pay(preferenceId: string, outcome: SimulatedOutcome): Promise<string> {
  const response = await fetch(`/api/payment-simulator/${encodeURIComponent(preferenceId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  const answer = (await response.json().catch(() => null)) as {
    redirectUrl?: unknown;
    message?: unknown;
  } | null;
  if (response.ok && typeof answer?.redirectUrl === 'string') return answer.redirectUrl;
  throw new Error(typeof answer?.message === 'string' ? answer.message : SIMULATOR_FAILED_TEXT);
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.screen}>
      <header className={styles.bar}>
        <span className={styles.brand}>Simulador de pagos</span>
        <span className={styles.tag}>Entorno de prueba</span>
      </header>
      <main className={styles.main}>
        <p className={styles.notice}>
          Esta página reemplaza a Mercado Pago mientras la tienda no tiene credenciales
          configuradas. No se cobra nada: elegí cómo termina el pago para probar la compra.
        </p>
        {children}
      </main>
    </div>
  );
}

/**
 * /pago-simulado/:preferenceId: plays the payment provider's checkout. The shopper picks an
 * outcome; the shop records the payment, hears about it through its webhook, and sends the
 * browser back like the provider would.
 */
export function PaymentSimulator({ preference }: { preference: SimulatedPreference | null }) {
  const [busy, setBusy] = useState<SimulatedOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!preference) {
    return (
      <Frame>
        <section className={styles.card}>
          <h1 className={styles.title}>No encontramos este pago</h1>
          <p>El enlace no es válido o el pago ya no existe.</p>
          <a className={styles.back} href="/">
            Volver a la tienda
          </a>
        </section>
      </Frame>
    );
  }

  const choose = async (outcome: SimulatedOutcome) => {
    setBusy(outcome);
    setError(null);
    try {
      window.location.assign(await pay(preference.preferenceId, outcome));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : SIMULATOR_FAILED_TEXT);
      setBusy(null);
    }
  };

  return (
    <Frame>
      <section className={styles.card} aria-labelledby="simulator-title">
        <p className={styles.merchant}>Pagás a Tienda deportiva</p>
        <h1 className={styles.title} id="simulator-title">
          {preference.title}
        </h1>
        <p className={styles.amount}>
          <span className="visually-hidden">Total a pagar: </span>
          {formatARS(toCents(preference.amount))}
        </p>
        <ul className={styles.items} aria-label="Detalle de la compra">
          {preference.items.map((item) => (
            <li key={item.id}>
              <span>
                {item.title}
                {item.quantity > 1 ? ` × ${item.quantity}` : ''}
              </span>
              <span>{formatARS(toCents(item.unit_price) * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.payer}>Comprador: {preference.payerEmail}</p>
      </section>

      <section className={styles.card} aria-labelledby="simulator-outcome">
        <h2 className={styles.subtitle} id="simulator-outcome">
          ¿Cómo termina el pago?
        </h2>
        {preference.expired ? (
          <p className={styles.error} role="alert">
            Este pago venció. Volvé a la tienda para iniciar la compra de nuevo.
          </p>
        ) : (
          <div className={styles.actions}>
            {OUTCOMES.map(({ outcome, label, hint }) => (
              <button
                key={outcome}
                type="button"
                className={`${styles.action} ${styles[outcome]}`}
                disabled={busy !== null}
                onClick={() => void choose(outcome)}
              >
                <span className={styles.actionLabel}>
                  {busy === outcome ? 'Procesando…' : label}
                </span>
                <span className={styles.actionHint}>{hint}</span>
              </button>
            ))}
          </div>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </section>
    </Frame>
  );
}
