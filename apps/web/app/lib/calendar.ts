/**
 * Calendar days in Spanish for the storefront. Written by hand rather than with
 * Intl.DateTimeFormat: the browser's first date formatter loads its locale data, which cost
 * every storefront page about 30 ms of start-up on a slow phone.
 */

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** Argentina keeps UTC−3 all year (no daylight saving since 2009). */
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;

/** The calendar day of `now` in Argentina, as a UTC midnight (so day arithmetic is exact). */
export function argentinaDay(now: Date): Date {
  const shifted = new Date(now.getTime() + ARGENTINA_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

/** A calendar day (UTC midnight): 'martes 24 de noviembre'. */
export function formatWeekdayDate(day: Date): string {
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} de ${MONTHS[day.getUTCMonth()]}`;
}

/** '2027-01-21' (or an ISO date-time) -> '21 de enero de 2027'; anything else is shown as given. */
export function formatLongDate(value: string): string {
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return value;
  return `${day.getUTCDate()} de ${MONTHS[day.getUTCMonth()]} de ${day.getUTCFullYear()}`;
}
