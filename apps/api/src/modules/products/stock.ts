import type { StockDemand } from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { conflict, type ApiError } from '../../http/errors.js';
import { stockLedger } from './stock-ledger.js';
import { labelStock, type StockLabel } from './stock-labels.js';

const outOfStock = (demand: StockDemand, left: number) =>
  conflict(
    `No hay stock suficiente de ${demand.name} (talle ${demand.size}): ${left === 0 ? 'se agotó' : `quedan ${left}`}.`,
  );

/**
 * Takes every demand inside the caller's transaction, or refuses (409) naming what ran out;
 * `label` names the movements in the stock history.
 */
export async function reserveStock(
  tx: DbExecutor,
  demands: readonly StockDemand[],
  label: StockLabel,
): Promise<void> {
  if (demands.length > 0) await labelStock(tx, label);
  for (const demand of demands) {
    if (!(await stockLedger.take(tx, demand))) {
      throw outOfStock(demand, await stockLedger.left(tx, demand));
    }
  }
}

/** The refusal (409) naming the first demand with fewer units left than it asks, if any. */
export async function shortOfStock(
  db: DbExecutor,
  demands: readonly StockDemand[],
): Promise<ApiError | undefined> {
  for (const demand of demands) {
    const left = await stockLedger.left(db, demand);
    if (left < demand.quantity) return outOfStock(demand, left);
  }
  return undefined;
}

/** Gives every demand back inside the caller's transaction, named `label` in the history. */
export async function releaseStock(
  tx: DbExecutor,
  demands: readonly StockDemand[],
  label: StockLabel,
): Promise<void> {
  if (demands.length > 0) await labelStock(tx, label);
  for (const demand of demands) await stockLedger.giveBack(tx, demand);
}
