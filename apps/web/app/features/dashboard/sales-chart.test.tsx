// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPrice } from '../../lib/format';
import { compactPesos, SalesChart, tooltipValue } from './sales-chart';

afterEach(cleanup);

describe('the sales chart the hub and /reportes share', () => {
  it('names the figure for screen readers with the words each page gives', () => {
    render(
      <SalesChart
        label="Ventas netas y órdenes, por semana"
        rows={[{ key: '2026-03-02', net: 1200, orders: 1 }]}
        periodKey="key"
        amountKey="net"
        amountName="Neto"
        tick={(key) => key}
        periodLabel={(key) => key}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Ventas netas y órdenes, por semana' })).toBeTruthy();
  });

  it('writes axis pesos short: units, thousands, millions with a decimal comma', () => {
    expect(compactPesos(850)).toBe('$850');
    expect(compactPesos(12_400)).toBe('$12k');
    expect(compactPesos(3_420_000)).toBe('$3,4M');
    expect(compactPesos(-2000)).toBe('$-2k');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (value) => {
        const text = compactPesos(value);
        expect(text.startsWith('$')).toBe(true);
        expect(text.length).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('shows the orders as a count and every other series as pesos in the tooltip', () => {
    expect(tooltipValue(3, 'Órdenes')).toBe('3');
    expect(tooltipValue(15000, 'Ventas')).toBe(formatPrice(15000));
    expect(tooltipValue(15000, 'Neto')).toBe(formatPrice(15000));
  });
});
