import type { LowStockAnswer } from '@shop/domain';
import { AdminList, type StatusFilter } from '../../components/admin/admin-list';
import {
  LOW_STOCK_COLUMNS,
  lowStockKind,
  lowStockRowKey,
  RUNNING_LOW,
  SOLD_OUT,
} from './low-stock';
import { PageHeader } from '../../components/admin/page-header';
import { adminJson } from '../../lib/admin/api';

export async function loadLowStock() {
  return adminJson<LowStockAnswer>('/api/admin/stock/low');
}

const KINDS = [SOLD_OUT, RUNNING_LOW] as const;

const kindFilter: StatusFilter<LowStockAnswer['sizes'][number]> = {
  legend: 'Mostrar',
  statuses: KINDS,
  initial: KINDS,
  label: (kind) => (kind === SOLD_OUT ? 'Agotados' : 'Por agotarse'),
  statusOf: lowStockKind,
};

/**
 * /stock-bajo (issue 42 item 18): every size the dashboard's "Stock bajo" card counts, sold out
 * and running low told apart, with search and pages, so none is out of the owner's reach.
 */
export function LowStockPage({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loadLowStock>>;
}) {
  const { threshold, sizes, truncated } = loaderData;
  return (
    <>
      <PageHeader
        title="Stock bajo"
        subtitle={`Talles de productos activos con ${threshold} unidades o menos (se cambia en Ajustes).${
          truncated ? ` Se muestran los primeros ${sizes.length}.` : ''
        }`}
      />
      <AdminList
        rows={sizes}
        columns={LOW_STOCK_COLUMNS}
        rowKey={lowStockRowKey}
        caption="Talles con stock bajo"
        noun={['talle', 'talles']}
        empty="Ningún talle con stock bajo."
        search={{
          label: 'Buscar por producto, variante o talle',
          texts: (s) => [s.productName, s.variant, s.size],
        }}
        statusFilter={kindFilter}
      />
    </>
  );
}
