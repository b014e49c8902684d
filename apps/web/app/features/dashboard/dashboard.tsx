import { orderStatusLabel, type DashboardAnswer, type SalesPeriod } from '@shop/domain';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/admin/dates';
import { formatPrice } from '../../lib/format';
import styles from '../../components/admin/admin.module.css';
import { DataTable } from '../../components/admin/data-table';
import { LOW_STOCK_COLUMNS, lowStockCounts, lowStockRowKey } from './low-stock';
import own from './dashboard.module.css';
import { SalesChart } from './sales-chart';

const PAYMENT_METHOD_LABELS: Record<string, string> = {
  transferencia: 'Transferencia',
  mercadopago: 'Mercado Pago',
};

const percentChange = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 100);

function SalesFigure({
  label,
  period,
  previous,
}: {
  label: string;
  period: SalesPeriod;
  previous: string;
}) {
  const change = percentChange(period.amount, period.previous.amount);
  return (
    <li className={own.figure}>
      <p className={own.figureLabel}>{label}</p>
      <p className={own.figureValue}>{formatPrice(period.amount)}</p>
      <p className={own.figureCompare}>
        {period.orders} {period.orders === 1 ? 'orden' : 'órdenes'} · {previous}:{' '}
        {formatPrice(period.previous.amount)}
        {change !== null && (
          <>
            {' '}
            <span className={change >= 0 ? own.up : own.down}>
              ({change >= 0 ? '+' : ''}
              {change}%)
            </span>
          </>
        )}
      </p>
    </li>
  );
}

const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The owner's morning view above the hub's tiles: paid sales, what sells, what runs out. */
export function DashboardPanel({ dashboard }: { dashboard: DashboardAnswer }) {
  const { sales, unpaidTransfers, lowStock } = dashboard;
  return (
    <>
      <h2 className="visually-hidden">Resumen de ventas</h2>
      <ul className={own.figures}>
        <SalesFigure label="Ventas de hoy" period={sales.today} previous="ayer" />
        <SalesFigure label="Últimos 7 días" period={sales.last7} previous="7 días anteriores" />
        <SalesFigure label="Últimos 30 días" period={sales.last30} previous="30 días anteriores" />
        <li className={own.figure}>
          <p className={own.figureLabel}>Ticket promedio (30 días)</p>
          <p className={own.figureValue}>{formatPrice(dashboard.averageOrder)}</p>
          <p className={own.figureCompare}>Solo órdenes pagadas</p>
        </li>
      </ul>
      <section className={styles.card} aria-labelledby="panel-ventas">
        <h2 id="panel-ventas" className={styles.cardTitle}>
          Ventas por día
        </h2>
        <SalesChart
          label="Ventas pagadas y órdenes por día, últimos 30 días"
          rows={dashboard.daily}
          periodKey="day"
          amountKey="amount"
          amountName="Ventas"
          tick={shortDay}
          periodLabel={shortDay}
        />
      </section>
      <div className={own.panels}>
        <section className={styles.card} aria-labelledby="panel-estados">
          <h2 id="panel-estados" className={styles.cardTitle}>
            Órdenes por estado (30 días)
          </h2>
          <ul className={own.list}>
            {dashboard.ordersByStatus.length === 0 && <li>Sin órdenes</li>}
            {dashboard.ordersByStatus.map((row) => (
              <li key={row.key}>
                <span>{orderStatusLabel(row.key)}</span>
                <strong>{row.orders}</strong>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="panel-medios">
          <h2 id="panel-medios" className={styles.cardTitle}>
            Medios de pago (30 días)
          </h2>
          <ul className={own.list}>
            {dashboard.paymentMethods.length === 0 && <li>Sin ventas pagadas</li>}
            {dashboard.paymentMethods.map((row) => (
              <li key={row.key}>
                <span>{PAYMENT_METHOD_LABELS[row.key] ?? row.key}</span>
                <span>
                  {row.orders} · <strong>{formatPrice(row.amount)}</strong>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className={styles.card} aria-labelledby="panel-top">
        <h2 id="panel-top" className={styles.cardTitle}>
          Más vendidos (30 días)
        </h2>
        <DataTable
          caption="Los 10 productos con más unidades vendidas"
          columns={[
            { header: 'Producto', cell: (p) => p.name },
            { header: 'Unidades', numeric: true, cell: (p) => p.units },
            { header: 'Ventas', numeric: true, cell: (p) => formatPrice(p.amount) },
          ]}
          rows={dashboard.topProducts}
          rowKey={(p) => p.id}
          empty="Sin ventas en los últimos 30 días"
        />
      </section>
      <div className={own.panels}>
        <section className={styles.card} aria-labelledby="panel-transferencias">
          <h2 id="panel-transferencias" className={styles.cardTitle}>
            Transferencias sin pagar hace más de 48 h ({unpaidTransfers.total})
          </h2>
          <DataTable
            caption="Transferencias pendientes de pago hace más de 48 horas"
            columns={[
              {
                header: 'Orden',
                cell: (o) => <Link to={`/orderdetailbdd/${o.id}`}>#{o.order_number}</Link>,
              },
              { header: 'Cliente', cell: (o) => o.name },
              { header: 'Fecha', cell: (o) => formatDateTime(o.createdAt) },
              { header: 'Total', numeric: true, cell: (o) => formatPrice(o.amount) },
            ]}
            rows={unpaidTransfers.orders}
            rowKey={(o) => o.id}
            empty="No hay transferencias atrasadas"
          />
        </section>
        <section className={styles.card} aria-labelledby="panel-stock">
          <h2 id="panel-stock" className={styles.cardTitle}>
            Stock bajo: {lowStock.threshold} o menos ({lowStock.total})
          </h2>
          {lowStock.total > 0 ? (
            <p className={styles.muted}>{lowStockCounts(lowStock.soldOut, lowStock.total)}</p>
          ) : null}
          <DataTable
            caption="Talles con stock bajo"
            columns={LOW_STOCK_COLUMNS}
            rows={lowStock.sizes}
            rowKey={lowStockRowKey}
            empty="Ningún talle con stock bajo"
          />
          {lowStock.total > lowStock.sizes.length ? (
            <p>
              <Link to="/stock-bajo">{`Ver los ${lowStock.total} talles`}</Link>
            </p>
          ) : null}
        </section>
      </div>
    </>
  );
}
