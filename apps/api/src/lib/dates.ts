/** Made once: building an Intl formatter costs far more than formatting with it. */
const SHOP_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Argentina/Buenos_Aires',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's calendar day (Argentina), as YYYY-MM-DD: promotions last through their end date. */
export function shopToday(now: Date = new Date()): string {
  return SHOP_DAY.format(now);
}
