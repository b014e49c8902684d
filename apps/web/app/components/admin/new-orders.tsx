/**
 * New orders reach the owner (issue 44): the count of orders no admin opened yet, asked every
 * 20 seconds while the admin is open (docs/decisions/0042), shown beside 'Órdenes'; with the
 * owner's opt-in (kept in this browser) a short sound and a browser notification when one arrives.
 */
import type { NewOrdersAnswer } from '@shop/domain';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { adminJson } from '../../lib/admin/api';
import { formatPrice } from '../../lib/format';
import styles from './admin.module.css';
import badgeStyles from './new-orders.module.css';

export const NEW_ORDERS_POLL_MS = 20_000;
const ALERTS_KEY = 'shop.newOrderAlerts';

export type NewOrderAlerts = { sound: boolean; notify: boolean };

export function readNewOrderAlerts(): NewOrderAlerts {
  try {
    const stored = JSON.parse(localStorage.getItem(ALERTS_KEY) ?? '{}') as Partial<NewOrderAlerts>;
    return { sound: stored.sound === true, notify: stored.notify === true };
  } catch {
    return { sound: false, notify: false };
  }
}

function saveNewOrderAlerts(alerts: NewOrderAlerts) {
  localStorage.setItem(ALERTS_KEY, JSON.stringify(alerts));
}

/** Two short tones drawn by the browser: no sound file to load. */
export function playNewOrderSound() {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return;
  const audio = new AudioContextClass();
  [0, 0.22].forEach((start, index) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = index === 0 ? 880 : 1175;
    gain.gain.setValueAtTime(0.2, audio.currentTime + start);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + start + 0.18);
    tone.connect(gain).connect(audio.destination);
    tone.start(audio.currentTime + start);
    tone.stop(audio.currentTime + start + 0.2);
  });
  setTimeout(() => void audio.close(), 1000);
}

/** What a notification says of the newest order. */
export function newOrderText(answer: NewOrdersAnswer): string {
  const latest = answer.latest!;
  const more = answer.count > 1 ? ` (${answer.count} sin abrir)` : '';
  return `#${latest.order_number} de ${latest.name} por ${formatPrice(latest.total)}${more}`;
}

function announce(answer: NewOrdersAnswer) {
  const alerts = readNewOrderAlerts();
  if (alerts.sound) playNewOrderSound();
  if (alerts.notify && 'Notification' in window && Notification.permission === 'granted') {
    const note = new Notification('Nuevo pedido', {
      body: newOrderText(answer),
      tag: 'pedido-nuevo',
    });
    note.onclick = () => {
      window.focus();
      window.location.assign(`/orderdetailbdd/${answer.latest!.id}`);
    };
  }
}

/**
 * True when `next` brings an order the admin has not been told of: a newer number than any seen,
 * or more unopened orders than before (a card payment approved after a newer order).
 */
export function arrived(
  previous: NewOrdersAnswer | null,
  seenNumber: number,
  next: NewOrdersAnswer,
) {
  if (!previous || !next.latest) return false;
  return next.latest.order_number > seenNumber || next.count > previous.count;
}

/** The unopened orders, asked now, every 20 seconds and after each page change. */
export function useNewOrders(): NewOrdersAnswer | null {
  const [answer, setAnswer] = useState<NewOrdersAnswer | null>(null);
  const last = useRef<NewOrdersAnswer | null>(null);
  const seen = useRef(0);
  const { pathname } = useLocation();

  useEffect(() => {
    let stopped = false;
    const ask = async () => {
      try {
        const next = await adminJson<NewOrdersAnswer>('/api/admin/orders/new');
        if (stopped) return;
        if (arrived(last.current, seen.current, next)) announce(next);
        seen.current = Math.max(seen.current, next.latest?.order_number ?? 0);
        last.current = next;
        setAnswer(next);
      } catch {
        // Offline or signed out: the badge keeps its last count; the next round asks again.
      }
    };
    void ask();
    const timer = setInterval(() => void ask(), NEW_ORDERS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
    // Each page change asks again: opening an order lowers the count at once.
  }, [pathname]);

  return answer;
}

/** The count beside 'Órdenes' (and the mobile menu button); nothing while there is none. */
export function NewOrdersBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  const label = count === 1 ? '1 pedido nuevo' : `${count} pedidos nuevos`;
  return (
    <span className={badgeStyles.badge} aria-label={label} title={label}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The owner's opt-in for this browser: a sound, and a notification (asks the browser first). */
export function NewOrderAlertSettings() {
  const [alerts, setAlerts] = useState<NewOrderAlerts>({ sound: false, notify: false });
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => setAlerts(readNewOrderAlerts()), []);

  const change = (next: NewOrderAlerts) => {
    setAlerts(next);
    saveNewOrderAlerts(next);
  };
  async function toggleNotify(on: boolean) {
    setNote(null);
    if (!on) return change({ ...alerts, notify: false });
    if (!('Notification' in window)) {
      setNote('Este navegador no muestra notificaciones.');
      return;
    }
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setNote(
        'El navegador bloqueó las notificaciones de esta página: habilitalas en los permisos del sitio y volvé a marcar la opción.',
      );
      return;
    }
    change({ ...alerts, notify: true });
  }

  return (
    <section className={styles.card} aria-labelledby="avisos-pedidos">
      <h2 id="avisos-pedidos" className={styles.cardTitle}>
        Avisos de pedidos nuevos
      </h2>
      <p className={styles.hint}>
        El número junto a Órdenes cuenta los pedidos que nadie abrió todavía y se actualiza solo.
        Estas opciones valen para este navegador.
      </p>
      <div className={styles.checkboxRow}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={alerts.sound}
            onChange={(event) => {
              change({ ...alerts, sound: event.target.checked });
              if (event.target.checked) playNewOrderSound();
            }}
          />
          Sonar cuando llega un pedido
        </label>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={alerts.notify}
            onChange={(event) => void toggleNotify(event.target.checked)}
          />
          Mostrar una notificación del navegador
        </label>
      </div>
      {note ? (
        <p className={styles.hint} role="alert">
          {note}
        </p>
      ) : null}
    </section>
  );
}
