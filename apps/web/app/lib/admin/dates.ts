const SHOP_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** The shop's calendar day (Argentina) as YYYY-MM-DD, as the API counts promotion end dates. */
export function shopToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** 'YYYY-MM-DD' (or an ISO date-time) as day/month/year, es-ES: '2026-03-09' -> '09/03/2026'. */
export function formatDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.slice(0, 10));
  if (!match) return value;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** A moment in the shop's time zone, e.g. '09/03/2026, 14:05'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('es-ES', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
