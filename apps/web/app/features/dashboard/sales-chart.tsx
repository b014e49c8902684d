import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatPrice } from '../../lib/format';
import own from './dashboard.module.css';

/** Axis ticks: '$850', '$12k', '$3,4M' fit the axis's width. */
export function compactPesos(value: number): string {
  const size = Math.abs(value);
  if (size >= 1_000_000) return `$${(value / 1_000_000).toFixed(1).replace('.', ',')}M`;
  if (size >= 1000) return `$${Math.round(value / 1000)}k`;
  return `$${value}`;
}

/** The tooltip's figures: the orders as a count, the money as pesos. */
export const tooltipValue = (value: unknown, name: unknown) =>
  name === 'Órdenes' ? String(value) : formatPrice(Number(value));

/**
 * Money per period as bars (left axis) and orders as a line (right axis): the hub's last 30 days
 * and the /reportes periods draw the same chart, each naming its own fields.
 */
export function SalesChart<T extends { orders: number }>({
  label,
  rows,
  periodKey,
  amountKey,
  amountName,
  tick,
  periodLabel,
}: {
  /** The figure's name for screen readers. */
  label: string;
  rows: readonly T[];
  /** The field naming each period (a day, a week's first day, a month). */
  periodKey: keyof T & string;
  /** The field drawn as bars, named `amountName` in the legend and the tooltip. */
  amountKey: keyof T & string;
  amountName: string;
  /** The x axis's text for a period. */
  tick: (period: string) => string;
  /** The tooltip's title for a period. */
  periodLabel: (period: string) => string;
}) {
  return (
    <figure className={own.chart} aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="#e3e5e8" vertical={false} />
          <XAxis
            dataKey={periodKey as string}
            tickFormatter={(value) => tick(String(value))}
            minTickGap={16}
          />
          <YAxis yAxisId="amount" tickFormatter={compactPesos} width={64} />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} width={32} />
          <Tooltip
            labelFormatter={(value) => periodLabel(String(value))}
            formatter={tooltipValue}
          />
          <Legend />
          <Bar yAxisId="amount" dataKey={amountKey as string} name={amountName} fill="#0b5cd5" />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name="Órdenes"
            stroke="#d91c32"
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
