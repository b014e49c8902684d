import type { LowStockSizeAnswer } from '@shop/domain';
import { Link } from 'react-router';
import { countOf } from '../../lib/format';
import type { Column } from '../../components/admin/data-table';
import { StatusBadge } from '../../components/admin/status-badge';

/** The two kinds of low stock the owner acts on differently: restock now, or soon. */
export const SOLD_OUT = 'Agotado';
export const RUNNING_LOW = 'Por agotarse';

export const lowStockKind = (size: LowStockSizeAnswer) =>
  size.stock <= 0 ? SOLD_OUT : RUNNING_LOW;

/** The columns of a low-stock table, the dashboard's card and the full page alike. */
export const LOW_STOCK_COLUMNS: Column<LowStockSizeAnswer>[] = [
  {
    header: 'Producto',
    cell: (s) => <Link to={`/productdetailbdd/${s.productId}`}>{s.productName}</Link>,
  },
  { header: 'Variante', cell: (s) => s.variant },
  { header: 'Talle', cell: (s) => s.size },
  {
    header: 'Stock',
    cell: (s) =>
      s.stock <= 0 ? (
        <StatusBadge tone="bad">{SOLD_OUT}</StatusBadge>
      ) : (
        <StatusBadge tone="warn">{`Quedan ${s.stock}`}</StatusBadge>
      ),
  },
];

export const lowStockRowKey = (s: LowStockSizeAnswer) => `${s.productId}-${s.variant}-${s.size}`;

/** "187 agotados · 3 por agotarse". */
export function lowStockCounts(soldOut: number, total: number): string {
  return `${countOf(soldOut, 'agotado', 'agotados')} · ${countOf(total - soldOut, 'por agotarse', 'por agotarse')}`;
}
