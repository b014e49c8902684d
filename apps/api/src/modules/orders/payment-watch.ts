/**
 * The jobs that watch a Mercado Pago checkout while it is open (decision 0031): searches of the
 * order's payments, and the expiry that gives an unpaid order's stock back.
 */
import type { NewJob } from '../jobs/enqueue.js';

export const ORDER_EXPIRY_JOB = 'order_expiry';

/** How long after its checkout expires an unpaid Mercado Pago order gives its stock back. */
export const EXPIRY_GRACE_MS = 15 * 60_000;
/** An expiring order with a payment still pending (a cash voucher) is looked at again after. */
export const PENDING_RECHECK_MS = 12 * 60 * 60_000;

/** Jobs that search the order's payments while its checkout is open (decision 0031). */
export const PAYMENT_RECONCILE_JOB = 'payment_reconcile';
/** After checkout: a lost notice is found within minutes, not at the expiry. */
const RECONCILE_AFTER_MS = [10 * 60_000, 60 * 60_000, 6 * 60 * 60_000, 24 * 60 * 60_000];
/** Each search moves by up to this share of its delay, so a busy hour makes no burst. */
const RECONCILE_SPREAD = 0.2;

/** The searches and the expiry of a checkout opened at `openedAt`, payable until `expiresAt`. */
export function paymentWatchJobs(
  orderId: string,
  openedAt: Date,
  expiresAt: Date,
  random: () => number = Math.random,
): NewJob[] {
  const expiry = expiresAt.getTime() + EXPIRY_GRACE_MS;
  const searches = RECONCILE_AFTER_MS.map(
    (after) => openedAt.getTime() + after * (1 + RECONCILE_SPREAD * random()),
  )
    .filter((at) => at < expiresAt.getTime())
    .map((at) => ({ kind: PAYMENT_RECONCILE_JOB, payload: { orderId }, runAt: new Date(at) }));
  return [...searches, { kind: ORDER_EXPIRY_JOB, payload: { orderId }, runAt: new Date(expiry) }];
}
