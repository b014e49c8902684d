import { sql } from 'drizzle-orm';
import type { StockReason } from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import { queryPrepared } from '../../db/rows.js';
import { isUuid } from '../../lib/ids.js';

/** Who and why of the stock changes a transaction makes next (all four are always set). */
export type StockLabel = {
  reason: StockReason;
  orderId?: string | null | undefined;
  userId?: string | null | undefined;
  note?: string | undefined;
};

// The trigger reads the user as a uuid: anything else (a test's made-up id) is left unnamed.
const userOf = (label: StockLabel) => (label.userId && isUuid(label.userId) ? label.userId : '');

/**
 * The SQL that names the reason of the stock changes that follow in the transaction: the
 * trigger on product_sizes (migration 0018) writes each movement with it. Transaction-local, so
 * an unnamed change elsewhere is an 'adjustment' and a label never leaks to the next transaction.
 * A bare statement (outside a transaction) must use it within the same statement.
 */
export const stockLabelSql = (label: StockLabel) =>
  sql`select set_config('shop.stock_reason', ${label.reason}::text, true),
        set_config('shop.stock_order', ${label.orderId ?? ''}::text, true),
        set_config('shop.stock_user', ${userOf(label)}::text, true),
        set_config('shop.stock_note', ${label.note ?? ''}::text, true)`;

/** Names the reason of the transaction's next stock changes (inside the caller's transaction). */
export async function labelStock(tx: DbExecutor, label: StockLabel): Promise<void> {
  await queryPrepared(tx, stockLabelSql(label));
}
