import { argentinaDay, formatWeekdayDate } from '../../lib/calendar';

/** SPEC.md section 1: immediate-delivery products arrive in 2 to 6 business days. */
export const DELIVERY_BUSINESS_DAYS = { min: 2, max: 6 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `day` plus `count` business days: Saturdays and Sundays are not counted. */
export function addBusinessDays(day: Date, count: number): Date {
  let result = new Date(day.getTime());
  let left = count;
  while (left > 0) {
    result = new Date(result.getTime() + DAY_MS);
    const weekday = result.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return result;
}

/** First and last day the order may arrive, counted from `now`. */
export function deliveryWindow(
  now: Date,
  days: { min: number; max: number } = DELIVERY_BUSINESS_DAYS,
): { from: Date; to: Date } {
  const today = argentinaDay(now);
  return { from: addBusinessDays(today, days.min), to: addBusinessDays(today, days.max) };
}

/** 'Llega entre el martes 24 de noviembre y el lunes 30 de noviembre'. */
export function deliveryText(now: Date): string {
  const { from, to } = deliveryWindow(now);
  return `Llega entre el ${formatWeekdayDate(from)} y el ${formatWeekdayDate(to)}`;
}
