/**
 * The sales report (issue 45): paid sales net of refunds over any range of shop days, by day,
 * week or month, and split by category and by brand. One builder for the API, its CSV and the
 * tests' model to check against.
 */
import { z } from 'zod';

export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const REPORT_GROUP_LABELS: Record<ReportGroup, string> = {
  day: 'Por día',
  week: 'Por semana',
  month: 'Por mes',
};

/**
 * A report spans at most two years and a day: enough to compare a season with the year before,
 * few enough orders to read in one pass, and a by-day chart that stays legible (731 bars).
 */
export const REPORT_MAX_DAYS = 731;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
const shopDay = (name: string) =>
  z
    .string({ error: `Falta la fecha ${name}.` })
    .regex(DAY_PATTERN, `La fecha ${name} debe tener el formato AAAA-MM-DD.`)
    .refine((day) => {
      const parsed = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
    }, `La fecha ${name} no existe.`);

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

export const salesReportQuerySchema = z
  .object({
    from: shopDay('desde'),
    to: shopDay('hasta'),
    group: z.enum(REPORT_GROUPS, { error: 'Agrupá por día, semana o mes.' }).default('day'),
  })
  .superRefine((query, context) => {
    if (query.to < query.from) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'La fecha hasta no puede ser anterior a la fecha desde.',
      });
    } else if (daysBetween(query.from, query.to) > REPORT_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `El período no puede superar ${REPORT_MAX_DAYS} días (dos años): elegí un rango más corto.`,
      });
    }
  });
export type SalesReportQuery = z.output<typeof salesReportQuerySchema>;

/** One paid order as the report reads it: its shop day, money in cents and its lines' value. */
export interface ReportOrder {
  /** YYYY-MM-DD in Argentina. */
  day: string;
  amountCents: number;
  refundedCents: number;
  lines: { category: string; brand: string; units: number; cents: number }[];
}

const figure = z.object({
  key: z.string(),
  label: z.string(),
  orders: z.number().int(),
  gross: z.number(),
  refunds: z.number(),
  net: z.number(),
});
const share = z.object({ key: z.string(), units: z.number().int(), net: z.number() });

export const salesReportAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(REPORT_GROUPS),
  total: figure,
  /** Every day, week or month of the range, empty ones too (the chart's bars). */
  periods: z.array(figure),
  byCategory: z.array(share),
  byBrand: z.array(share),
});
export type SalesReportAnswer = z.infer<typeof salesReportAnswerSchema>;
export type ReportFigure = z.infer<typeof figure>;
export type ReportShare = z.infer<typeof share>;

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  dayOf(new Date(utc(day).getTime() + days * 86_400_000));

/** The period a day falls in: itself, its week's Monday, or its month. */
export function periodKey(day: string, group: ReportGroup): string {
  if (group === 'day') return day;
  if (group === 'month') return day.slice(0, 7);
  const weekday = (utc(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

function periodLabel(key: string, group: ReportGroup): string {
  const [year, month, day] = key.split('-');
  const monthName = MONTHS[Number(month) - 1];
  if (group === 'month') return `${monthName} ${year}`;
  if (group === 'week') return `Semana del ${Number(day)} ${monthName} ${year}`;
  return `${Number(day)} ${monthName} ${year}`;
}

/** Every period key of the range in order, so empty days, weeks and months show as zeros. */
export function periodKeys(from: string, to: string, group: ReportGroup): string[] {
  const keys: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const key = periodKey(day, group);
    if (keys[keys.length - 1] !== key) keys.push(key);
  }
  return keys;
}

/**
 * Splits `total` cents over `weights` in proportion, in whole cents that add up exactly
 * (largest remainder). No weight at all: everything to the first.
 */
export function splitCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

const pesos = (cents: number) => cents / 100;

/**
 * The report of `orders` (paid orders made in the range): each order counts on the day it was
 * made, net of what was refunded of it. Shipping and discounts are part of what the order
 * charged, so its net is split over its lines in proportion to their value for the category and
 * brand figures, which therefore add up to the total.
 */
export function buildSalesReport(
  orders: readonly ReportOrder[],
  query: SalesReportQuery,
): SalesReportAnswer {
  const { from, to, group } = query;
  const empty = (key: string, label: string) => ({
    key,
    label,
    orders: 0,
    gross: 0,
    refunds: 0,
    net: 0,
  });
  const periods = new Map(
    periodKeys(from, to, group).map((key) => [key, empty(key, periodLabel(key, group))]),
  );
  const total = empty('total', 'Total');
  const categories = new Map<string, { units: number; cents: number }>();
  const brands = new Map<string, { units: number; cents: number }>();
  const cents = {
    total: { gross: 0, refunds: 0 },
    periods: new Map<string, { gross: number; refunds: number }>(),
  };

  for (const order of orders) {
    if (order.day < from || order.day > to) continue;
    const key = periodKey(order.day, group);
    const period = periods.get(key)!;
    const own = cents.periods.get(key) ?? { gross: 0, refunds: 0 };
    own.gross += order.amountCents;
    own.refunds += order.refundedCents;
    cents.periods.set(key, own);
    cents.total.gross += order.amountCents;
    cents.total.refunds += order.refundedCents;
    period.orders += 1;
    total.orders += 1;

    const net = order.amountCents - order.refundedCents;
    const lines =
      order.lines.length > 0 ? order.lines : [{ category: '', brand: '', units: 0, cents: 0 }];
    const split = splitCents(
      net,
      lines.map((line) => line.cents),
    );
    lines.forEach((line, index) => {
      for (const [map, name] of [
        [categories, line.category || 'Sin categoría'],
        [brands, line.brand || 'Sin marca'],
      ] as const) {
        const entry = map.get(name) ?? { units: 0, cents: 0 };
        entry.units += line.units;
        entry.cents += split[index]!;
        map.set(name, entry);
      }
    });
  }

  const finish = (target: ReportFigure, sums: { gross: number; refunds: number }) => {
    target.gross = pesos(sums.gross);
    target.refunds = pesos(sums.refunds);
    target.net = pesos(sums.gross - sums.refunds);
  };
  finish(total, cents.total);
  for (const [key, period] of periods)
    finish(period, cents.periods.get(key) ?? { gross: 0, refunds: 0 });
  const shares = (map: Map<string, { units: number; cents: number }>) =>
    [...map]
      .map(([key, entry]) => ({ key, units: entry.units, net: pesos(entry.cents) }))
      .sort((a, b) => b.net - a.net || a.key.localeCompare(b.key, 'es'));

  return {
    from,
    to,
    group,
    total,
    periods: [...periods.values()],
    byCategory: shares(categories),
    byBrand: shares(brands),
  };
}

/** The report as CSV rows (header first): the periods, the total, then categories and brands. */
export function salesReportRows(report: SalesReportAnswer): (string | number)[][] {
  const money = (value: number) => value.toFixed(2);
  const rows: (string | number)[][] = [
    ['Sección', 'Período o nombre', 'Órdenes', 'Unidades', 'Ventas', 'Reintegros', 'Neto'],
  ];
  for (const period of [...report.periods, report.total]) {
    rows.push([
      period === report.total ? 'Total' : REPORT_GROUP_LABELS[report.group],
      period === report.total ? `${report.from} a ${report.to}` : period.key,
      period.orders,
      '',
      money(period.gross),
      money(period.refunds),
      money(period.net),
    ]);
  }
  for (const [section, shares] of [
    ['Categoría', report.byCategory],
    ['Marca', report.byBrand],
  ] as const) {
    for (const item of shares)
      rows.push([section, item.key, '', item.units, '', '', money(item.net)]);
  }
  return rows;
}
