import {
  REPORT_GROUP_LABELS,
  REPORT_GROUPS,
  salesReportQuerySchema,
  type ReportShare,
  type SalesReportAnswer,
} from '@shop/domain';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { DataTable } from '../../components/admin/data-table';
import { ExportButton } from '../../components/admin/export-button';
import { PageHeader } from '../../components/admin/page-header';
import { Button } from '../../components/ui/button';
import { adminJson } from '../../lib/admin/api';
import { shopToday } from '../../lib/admin/dates';
import { formatPrice } from '../../lib/format';
import own from './dashboard.module.css';
import { SalesChart } from './sales-chart';

/** The report's days before a range is chosen: the last 30, today included. */
const DEFAULT_DAYS = 30;

function defaultRange(now = new Date()) {
  const to = shopToday(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { from, to, group: 'day' };
}

/**
 * /reportes?from=&to=&group= (issue 45): the range lives in the URL, so a reload or a shared
 * link shows the same report. A range the schema refuses is said above the form, unsent.
 */
export async function loadSalesReport(url: string) {
  const params = new URL(url).searchParams;
  const fallback = defaultRange();
  const asked = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
    group: params.get('group') ?? fallback.group,
  };
  const parsed = salesReportQuerySchema.safeParse(asked);
  if (!parsed.success) {
    return { asked, report: null, error: parsed.error.issues[0]?.message ?? 'Rango inválido.' };
  }
  const query = new URLSearchParams(parsed.data).toString();
  const report = await adminJson<SalesReportAnswer>(`/api/admin/reports/sales?${query}`);
  return { asked, report, error: null };
}

/** The x axis names a day or week by its first day (dd/mm), a month by its short name. */
const tickOf = (report: SalesReportAnswer) => (key: string) =>
  report.group === 'month'
    ? (report.periods.find((period) => period.key === key)?.label ?? key)
    : `${key.slice(8, 10)}/${key.slice(5, 7)}`;

function ShareTable({ title, rows, what }: { title: string; rows: ReportShare[]; what: string }) {
  const id = `reporte-${what}`;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      <DataTable
        caption={title}
        columns={[
          { header: what === 'categorias' ? 'Categoría' : 'Marca', cell: (row) => row.key },
          { header: 'Unidades', numeric: true, cell: (row) => row.units },
          { header: 'Neto', numeric: true, cell: (row) => formatPrice(row.net) },
        ]}
        rows={rows}
        rowKey={(row) => row.key}
        empty="Sin ventas en el período"
      />
    </section>
  );
}

export function SalesReportPage({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loadSalesReport>>;
}) {
  const { asked, report, error } = loaderData;
  const exportQuery = new URLSearchParams(asked).toString();
  // Controlled, and following the URL when it changes (back, a shared link).
  const [group, setGroup] = useState(asked.group);
  useEffect(() => setGroup(asked.group), [asked.group]);
  return (
    <>
      <PageHeader
        title="Reportes"
        subtitle="Ventas pagadas netas de reintegros, por día de Argentina en que se hizo la orden."
      />
      <Form
        method="get"
        className={`${styles.card} ${own.reportForm}`}
        aria-label="Período del reporte"
      >
        <label className={own.reportField}>
          Desde
          <input
            key={asked.from}
            className={styles.input}
            type="date"
            name="from"
            defaultValue={asked.from}
          />
        </label>
        <label className={own.reportField}>
          Hasta
          <input
            key={asked.to}
            className={styles.input}
            type="date"
            name="to"
            defaultValue={asked.to}
          />
        </label>
        <label className={own.reportField}>
          Agrupar
          <select
            className={styles.input}
            name="group"
            value={group}
            onChange={(event) => setGroup(event.target.value)}
          >
            {REPORT_GROUPS.map((group) => (
              <option key={group} value={group}>
                {REPORT_GROUP_LABELS[group]}
              </option>
            ))}
          </select>
        </label>
        <div className={own.reportActions}>
          <Button type="submit" variant="primary">
            Ver reporte
          </Button>
          {report ? (
            <ExportButton
              path={() => `/api/admin/reports/sales/export?${exportQuery}`}
              filename={`ventas-${report.from}-a-${report.to}.csv`}
            />
          ) : null}
        </div>
        {error ? (
          <p className={`${styles.error} ${own.reportError}`} role="alert">
            {error}
          </p>
        ) : null}
      </Form>
      {report ? (
        <>
          <h2 className="visually-hidden">Totales del período</h2>
          <ul className={own.figures}>
            {[
              [
                'Ventas pagadas',
                report.total.gross,
                report.total.orders === 1 ? '1 orden' : `${report.total.orders} órdenes`,
              ],
              ['Reintegros', report.total.refunds, 'Devuelto de esas órdenes'],
              ['Neto', report.total.net, `${report.from} a ${report.to}`],
            ].map(([label, value, note]) => (
              <li key={label} className={own.figure}>
                <p className={own.figureLabel}>{label}</p>
                <p className={own.figureValue}>{formatPrice(Number(value))}</p>
                <p className={own.figureCompare}>{note}</p>
              </li>
            ))}
          </ul>
          <section className={styles.card} aria-labelledby="reporte-periodos">
            <h2 id="reporte-periodos" className={styles.cardTitle}>
              {REPORT_GROUP_LABELS[report.group]}
            </h2>
            <SalesChart
              label={`Ventas netas y órdenes, ${REPORT_GROUP_LABELS[report.group].toLowerCase()}`}
              rows={report.periods}
              periodKey="key"
              amountKey="net"
              amountName="Neto"
              tick={tickOf(report)}
              periodLabel={(key) =>
                report.periods.find((period) => period.key === key)?.label ?? key
              }
            />
            <DataTable
              caption={`Ventas ${REPORT_GROUP_LABELS[report.group].toLowerCase()}`}
              columns={[
                { header: 'Período', cell: (p) => p.label },
                { header: 'Órdenes', numeric: true, cell: (p) => p.orders },
                { header: 'Ventas', numeric: true, cell: (p) => formatPrice(p.gross) },
                { header: 'Reintegros', numeric: true, cell: (p) => formatPrice(p.refunds) },
                { header: 'Neto', numeric: true, cell: (p) => formatPrice(p.net) },
              ]}
              rows={report.periods.filter((p) => p.orders > 0)}
              rowKey={(p) => p.key}
              empty="Sin ventas pagadas en el período"
            />
          </section>
          <div className={own.panels}>
            <ShareTable title="Por categoría" rows={report.byCategory} what="categorias" />
            <ShareTable title="Por marca" rows={report.byBrand} what="marcas" />
          </div>
        </>
      ) : null}
    </>
  );
}
