import {
  LOW_STOCK_LIST_LIMIT,
  PRODUCT_CSV_HEADERS,
  fromCents,
  orderStatusLabel,
  type DashboardAnswer,
  type LowStockAnswer,
  type LowStockSizeAnswer,
  type SalesReportQuery,
} from '@shop/domain';
import { stringify } from 'csv-stringify/sync';
import type { SettingsService } from '../settings/service.js';
import {
  DASHBOARD_DAYS,
  type CountFigure,
  type LowStockRow,
  type OrderExportFilter,
  type ReportsRepo,
} from './repo.js';
import { salesReport, salesReportCsv } from './sales-report.js';

/** A transfer still unpaid this long after its order is worth a reminder. */
export const UNPAID_TRANSFER_HOURS = 48;
const TOP_PRODUCTS = 10;
/** The dashboard lists the first few; its heading gives how many there are. */
const LIST_LIMIT = 10;

const count = (value: string | number) => Number(value);
const pesos = (cents: string | number) => fromCents(Number(cents));

function period(cents: number, orders: number, previousCents: number, previousOrders: number) {
  return {
    amount: pesos(cents),
    orders: count(orders),
    previous: { amount: pesos(previousCents), orders: count(previousOrders) },
  };
}

const lowStockSize = (row: LowStockRow): LowStockSizeAnswer => ({
  productId: row.product_id,
  productName: row.product_name,
  variant: row.variant_name,
  size: row.size,
  stock: row.stock,
});

const counted = (rows: CountFigure[] | null) =>
  (rows ?? []).map((row) => ({
    key: row.key,
    orders: count(row.orders),
    amount: pesos(row.cents),
  }));

/** Pesos with two decimals and a point, as spreadsheets read them in any locale. */
const money = (cents: number | string) => (Number(cents) / 100).toFixed(2);

const PAYMENT_METHOD_LABELS: Record<string, string> = {
  transferencia: 'Transferencia',
  mercadopago: 'Mercado Pago',
};

/** The orders CSV's columns: Spanish header and how each line fills it. */
const ORDER_CSV_COLUMNS: [string, (line: OrderLine) => string | number][] = [
  ['Orden', (l) => l.order_number],
  ['Fecha', (l) => l.created_local],
  ['Estado', (l) => orderStatusLabel(l.status)],
  ['Cliente', (l) => l.name],
  ['Email', (l) => l.email],
  ['Teléfono', (l) => l.phone],
  ['DNI/CUIT', (l) => l.client_id],
  ['Medio de pago', (l) => PAYMENT_METHOD_LABELS[l.payment_method] ?? l.payment_method],
  ['Envío', (l) => l.shipping_type],
  ['Subtotal', (l) => money(l.subtotal_cents)],
  ['Descuentos', (l) => money(l.discount_cents)],
  ['Costo de envío', (l) => money(l.shipping_amount_cents)],
  ['Total', (l) => money(l.transaction_amount_cents)],
  ['Producto', (l) => l.product_name],
  ['Talle', (l) => l.size],
  ['Cantidad', (l) => l.quantity],
  ['Precio unitario', (l) => money(l.unit_price_cents)],
  ['Importe', (l) => money(Number(l.unit_price_cents) * l.quantity)],
];
type CatalogueSize = Awaited<ReturnType<ReportsRepo['catalogueSizes']>>[number];

/** The catalogue CSV's values, one row per variant and size, under PRODUCT_CSV_HEADERS. */
const PRODUCT_CSV_VALUES: ((row: CatalogueSize) => string | number)[] = [
  (r) => r.product_id,
  (r) => r.product_name,
  (r) => r.brand,
  (r) => r.cat,
  (r) => r.sub_cat ?? '',
  (r) => r.variant_name,
  (r) => r.size,
  (r) => r.stock,
  (r) => money(r.price_cents),
  (r) => (r.compare_price_cents === null ? '' : money(r.compare_price_cents)),
  (r) => (r.disabled ? 'Sí' : 'No'),
];
const PRODUCT_CSV_COLUMNS = PRODUCT_CSV_HEADERS.map(
  (header, index) =>
    [header, PRODUCT_CSV_VALUES[index]!] as [string, (row: CatalogueSize) => string | number],
);

/** UTF-8 with a byte-order mark (so that Excel shows accents right) and Spanish headers. */
function toCsv<T>(rows: readonly T[], columns: [string, (row: T) => string | number][]): string {
  return (
    '\uFEFF' +
    stringify(
      rows.map((row) => columns.map(([, value]) => value(row))),
      { header: true, columns: columns.map(([header]) => header), record_delimiter: 'windows' },
    )
  );
}

type OrderLine = Awaited<ReturnType<ReportsRepo['orderLines']>>[number];

export interface ReportsDeps {
  repo: ReportsRepo;
  settings: Pick<SettingsService, 'get'>;
  now?: () => Date;
}

export function createReportsService({ repo, settings, now = () => new Date() }: ReportsDeps) {
  return {
    /** Every dashboard figure at one instant; amounts in pesos, days in Argentina's calendar. */
    async dashboard(): Promise<DashboardAnswer> {
      const at = now();
      const { lowStockThreshold } = await settings.get();
      // Independent reads: on PostgreSQL they run on separate pool connections at once.
      const [{ totals, daily, by_status, by_method }, top, unpaid, low, lowCounts] =
        await Promise.all([
          repo.orderFigures(at),
          repo.topProducts(at, DASHBOARD_DAYS, TOP_PRODUCTS),
          repo.unpaidTransfers(at, UNPAID_TRANSFER_HOURS, LIST_LIMIT),
          repo.lowStock(lowStockThreshold, LIST_LIMIT),
          repo.countLowStock(lowStockThreshold),
        ]);
      const last30 = period(
        totals.last30_cents,
        totals.last30_orders,
        totals.previous30_cents,
        totals.previous30_orders,
      );
      return {
        generatedAt: at.toISOString(),
        days: DASHBOARD_DAYS,
        sales: {
          today: period(
            totals.today_cents,
            totals.today_orders,
            totals.yesterday_cents,
            totals.yesterday_orders,
          ),
          last7: period(
            totals.last7_cents,
            totals.last7_orders,
            totals.previous7_cents,
            totals.previous7_orders,
          ),
          last30,
        },
        averageOrder: pesos(totals.last30_average_cents),
        daily: daily.map((row) => ({
          day: row.day,
          amount: pesos(row.revenue_cents),
          orders: count(row.orders),
        })),
        ordersByStatus: counted(by_status),
        paymentMethods: counted(by_method),
        topProducts: top.map((row) => ({
          id: row.product_id,
          name: row.name,
          units: count(row.units),
          amount: pesos(row.revenue_cents),
        })),
        unpaidTransfers: {
          total: count(unpaid[0]?.total ?? 0),
          orders: unpaid.map((row) => ({
            id: row.id,
            order_number: row.order_number,
            name: row.name,
            email: row.email,
            amount: pesos(row.amount_cents),
            createdAt: new Date(row.created_at).toISOString(),
          })),
        },
        lowStock: {
          threshold: lowStockThreshold,
          total: lowCounts.total,
          soldOut: lowCounts.soldOut,
          sizes: low.map(lowStockSize),
        },
      };
    },

    /** Issue 42 item 18: every size the dashboard's card counts, for the page that lists them. */
    async lowStock(): Promise<LowStockAnswer> {
      const { lowStockThreshold } = await settings.get();
      const rows = await repo.lowStock(lowStockThreshold, LOW_STOCK_LIST_LIMIT + 1);
      return {
        threshold: lowStockThreshold,
        sizes: rows.slice(0, LOW_STOCK_LIST_LIMIT).map(lowStockSize),
        truncated: rows.length > LOW_STOCK_LIST_LIMIT,
      };
    },

    /** The filtered orders as CSV, one row per order line with the order's fields repeated. */
    async ordersCsv(filter: OrderExportFilter): Promise<string> {
      return toCsv(await repo.orderLines(filter), ORDER_CSV_COLUMNS);
    },

    /** The filtered orders' ids, newest first. */
    orderIds: (filter: OrderExportFilter) => repo.orderIds(filter),

    /** Paid sales net of refunds over any range, by day, week or month, category and brand. */
    salesReport: (query: SalesReportQuery) => salesReport(repo, query),

    /** The same report as CSV, in the orders CSV's encoding. */
    async salesReportCsv(query: SalesReportQuery): Promise<string> {
      return salesReportCsv(await salesReport(repo, query));
    },

    /** The catalogue as CSV, one row per variant and size, in the same encoding. */
    async productsCsv(): Promise<string> {
      return toCsv(await repo.catalogueSizes(), PRODUCT_CSV_COLUMNS);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
