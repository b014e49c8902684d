import {
  buildSalesReport,
  salesReportRows,
  type SalesReportAnswer,
  type SalesReportQuery,
} from '@shop/domain';
import { stringify } from 'csv-stringify/sync';
import type { ReportsRepo } from './repo.js';

/** Issue 45: the paid orders of the range, read once, and the domain's report of them. */
export async function salesReport(
  repo: Pick<ReportsRepo, 'reportOrders'>,
  query: SalesReportQuery,
): Promise<SalesReportAnswer> {
  const rows = await repo.reportOrders(query.from, query.to);
  return buildSalesReport(
    rows.map((row) => ({
      day: row.day,
      amountCents: Number(row.amount_cents),
      refundedCents: Number(row.refunded_cents),
      lines: row.lines.map((line) => ({ ...line, cents: Number(line.cents) })),
    })),
    query,
  );
}

/** The report as the orders CSV is written: UTF-8 with a byte-order mark, Spanish headers. */
export function salesReportCsv(report: SalesReportAnswer): string {
  return '\uFEFF' + stringify(salesReportRows(report), { record_delimiter: 'windows' });
}
