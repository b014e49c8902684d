// @vitest-environment happy-dom
import type { SalesReportAnswer } from '@shop/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../components/admin/testing';
import { loadSalesReport } from '../../features/dashboard/sales-report-page';
import { formatPrice } from '../../lib/format';
import Reports from './reports';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const figure = (key: string, label: string, orders: number, gross: number, refunds: number) => ({
  key,
  label,
  orders,
  gross,
  refunds,
  net: gross - refunds,
});

const REPORT: SalesReportAnswer = {
  from: '2026-03-01',
  to: '2026-03-31',
  group: 'week',
  total: figure('total', 'Total', 3, 45000, 5000),
  periods: [
    figure('2026-02-23', 'Semana del 23 feb 2026', 1, 10000, 0),
    figure('2026-03-02', 'Semana del 2 mar 2026', 0, 0, 0),
    figure('2026-03-09', 'Semana del 9 mar 2026', 2, 35000, 5000),
  ],
  byCategory: [
    { key: 'Botines', units: 3, net: 30000 },
    { key: 'Camisetas', units: 1, net: 10000 },
  ],
  byBrand: [{ key: 'Adidas', units: 4, net: 40000 }],
};

describe('/reportes (issue 45)', () => {
  it('asks the API for the range and grouping in the URL', async () => {
    const calls = mockFetch(() => json(REPORT));
    const loaded = await loadSalesReport(
      'http://tienda.test/reportes?from=2026-03-01&to=2026-03-31&group=week',
    );
    expect(calls[0]?.url).toBe('/api/admin/reports/sales?from=2026-03-01&to=2026-03-31&group=week');
    expect(loaded).toEqual({
      asked: { from: '2026-03-01', to: '2026-03-31', group: 'week' },
      report: REPORT,
      error: null,
    });
  });

  it('says why a range is refused, without asking the API', async () => {
    const calls = mockFetch(() => json(REPORT));
    const loaded = await loadSalesReport(
      'http://tienda.test/reportes?from=2026-03-10&to=2026-03-01&group=day',
    );
    expect(calls).toHaveLength(0);
    expect(loaded.error).toBe('La fecha hasta no puede ser anterior a la fecha desde.');
    const Stub = createRoutesStub([
      { path: '/reportes', Component: Reports as never, loader: () => loaded },
    ]);
    render(<Stub initialEntries={['/reportes']} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La fecha hasta no puede ser anterior a la fecha desde.',
    );
    expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
  });

  it('shows the totals net of refunds, the periods with sales, categories and brands', async () => {
    const Stub = createRoutesStub([
      {
        path: '/reportes',
        Component: Reports as never,
        loader: () => ({
          asked: { from: REPORT.from, to: REPORT.to, group: 'week' },
          report: REPORT,
          error: null,
        }),
      },
    ]);
    render(<Stub initialEntries={['/reportes']} />);
    await screen.findByText('Ventas pagadas');
    const figures = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(
      figures.some((text) => text?.startsWith('Neto') && text.includes(formatPrice(40000))),
    ).toBe(true);
    expect(screen.getByText('Semana del 9 mar 2026')).toBeTruthy();
    // An empty week is a bar at zero in the chart, not a table row.
    expect(screen.queryByText('Semana del 2 mar 2026')).toBeNull();
    expect(screen.getByText('Botines')).toBeTruthy();
    expect(screen.getByText('Adidas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
    expect((screen.getByLabelText('Agrupar') as HTMLSelectElement).value).toBe('week');
  });

  it("counts the period's orders in the singular when there is one", async () => {
    const one = { ...REPORT, total: figure('total', 'Total', 1, 10000, 0) };
    for (const [report, words] of [
      [one, '1 orden'],
      [REPORT, '3 órdenes'],
    ] as const) {
      const Stub = createRoutesStub([
        {
          path: '/reportes',
          Component: Reports as never,
          loader: () => ({
            asked: { from: report.from, to: report.to, group: 'week' },
            report,
            error: null,
          }),
        },
      ]);
      render(<Stub initialEntries={['/reportes']} />);
      const sales = (await screen.findByText('Ventas pagadas')).closest('li');
      expect(sales?.textContent?.endsWith(words)).toBe(true);
      cleanup();
    }
  });
});
