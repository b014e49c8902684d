/**
 * The money model test's steps (issue 38): what may happen to the shop's orders, drawn at random,
 * and how a refusal is told from a failure.
 */
import { ORDER_STATUS } from '@shop/domain';
import fc from 'fast-check';
import { ApiError } from '../http/errors.js';
import { MERCADO_PAGO_DOWN } from './model-mercadopago.js';

/** Sequences per database (MONEY_MODEL_RUNS); a failure prints its seed for MONEY_MODEL_SEED. */
export const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? 300);
export const SEED = process.env.MONEY_MODEL_SEED ? Number(process.env.MONEY_MODEL_SEED) : undefined;
/** Units of the one size each sequence's product is loaded with. */
export const STOCK = 40;

/** What the owner does in the back office: a status from the order page, or a save from a stale one. */
type OwnerMove =
  | typeof ORDER_STATUS.approved
  | typeof ORDER_STATUS.cancelled
  | typeof ORDER_STATUS.shipped
  | 'stale';

export type Step =
  | { kind: 'checkout'; method: 'mercadopago' | 'transfer' }
  | { kind: 'pay'; order: number; status: string; amount: 'exact' | 'less' | 'usd' }
  | { kind: 'news'; payment: number; status: string }
  | { kind: 'deliver'; payment: number }
  | { kind: 'owner'; order: number; to: OwnerMove }
  | { kind: 'refund'; order: number; part: boolean }
  | { kind: 'resolve'; pick: number; how: number }
  | { kind: 'job'; order: number; job: 'expire' | 'search' }
  | { kind: 'retry'; order: number }
  | { kind: 'down'; value: boolean };

const index = fc.nat({ max: 3 });
export const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('checkout' as const),
    method: fc.constantFrom('mercadopago' as const, 'transfer' as const),
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    order: index,
    status: fc.constantFrom('approved', 'approved', 'rejected', 'pending', 'in_process'),
    amount: fc.constantFrom(
      'exact' as const,
      'exact' as const,
      'exact' as const,
      'less' as const,
      'usd' as const,
    ),
  }),
  fc.record({
    kind: fc.constant('news' as const),
    payment: index,
    status: fc.constantFrom('charged_back', 'in_mediation', 'cancelled', 'approved'),
  }),
  fc.record({ kind: fc.constant('deliver' as const), payment: index }),
  fc.record({ kind: fc.constant('deliver' as const), payment: index }),
  fc.record({
    kind: fc.constant('owner' as const),
    order: index,
    to: fc.constantFrom<OwnerMove>(
      ORDER_STATUS.approved,
      ORDER_STATUS.cancelled,
      ORDER_STATUS.shipped,
      'stale',
    ),
  }),
  fc.record({ kind: fc.constant('refund' as const), order: index, part: fc.boolean() }),
  fc.record({ kind: fc.constant('resolve' as const), pick: index, how: index }),
  fc.record({
    kind: fc.constant('job' as const),
    order: index,
    job: fc.constantFrom('expire' as const, 'search' as const),
  }),
  fc.record({ kind: fc.constant('retry' as const), order: index }),
  fc.record({ kind: fc.constant('down' as const), value: fc.boolean() }),
);

/**
 * Refusals (4xx, 502, Mercado Pago down) are answers: false. Anything else fails the test.
 */
export async function tolerate(action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode < 500) return false;
    if (error instanceof ApiError && error.statusCode === 502) return false;
    if (error instanceof Error && error.message === MERCADO_PAGO_DOWN) return false;
    throw error;
  }
}
