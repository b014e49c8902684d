/** SPEC.md section 1: immediate-delivery products arrive in 2 to 6 business days. */
export const DELIVERY_BUSINESS_DAYS = { min: 2, max: 6 } as const;

/** The shop's calendar is Argentina's, wherever the browser is. */
export const SHOP_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of `now` in `timeZone`, as a UTC midnight (so day arithmetic is exact). */
export function calendarDay(now: Date, timeZone: string = SHOP_TIME_ZONE): Date {
  const ymd = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return new Date(`${ymd}T00:00:00Z`);
}

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

const weekdayFormat = new Intl.DateTimeFormat('es-AR', { weekday: 'long', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('es-AR', { month: 'long', timeZone: 'UTC' });

/** A calendar day (UTC midnight) in Spanish: 'lunes 24 de noviembre'. */
export function formatDeliveryDate(day: Date): string {
  return `${weekdayFormat.format(day)} ${day.getUTCDate()} de ${monthFormat.format(day)}`;
}

/** First and last day the order may arrive, counted from `now`. */
export function deliveryWindow(
  now: Date,
  days: { min: number; max: number } = DELIVERY_BUSINESS_DAYS,
  timeZone: string = SHOP_TIME_ZONE,
): { from: Date; to: Date } {
  const today = calendarDay(now, timeZone);
  return { from: addBusinessDays(today, days.min), to: addBusinessDays(today, days.max) };
}

/** 'Llega entre el martes 24 de noviembre y el lunes 30 de noviembre'. */
export function deliveryText(now: Date, timeZone: string = SHOP_TIME_ZONE): string {
  const { from, to } = deliveryWindow(now, DELIVERY_BUSINESS_DAYS, timeZone);
  return `Llega entre el ${formatDeliveryDate(from)} y el ${formatDeliveryDate(to)}`;
}
