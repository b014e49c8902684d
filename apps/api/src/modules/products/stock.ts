import type { StockDemand } from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { conflict } from '../../http/errors.js';
import { stockLedger } from './repo.js';

/** Takes every demand inside the caller's transaction, or refuses (409) naming what ran out. */
export async function reserveStock(tx: DbExecutor, demands: readonly StockDemand[]): Promise<void> {
  for (const demand of demands) {
    if (!(await stockLedger.take(tx, demand))) {
      const left = await stockLedger.left(tx, demand);
      throw conflict(
        `No hay stock suficiente de ${demand.name} (talle ${demand.size}): ${left === 0 ? 'se agotó' : `quedan ${left}`}.`,
      );
    }
  }
}

/** Gives every demand back inside the caller's transaction. */
export async function releaseStock(tx: DbExecutor, demands: readonly StockDemand[]): Promise<void> {
  for (const demand of demands) await stockLedger.giveBack(tx, demand);
}
