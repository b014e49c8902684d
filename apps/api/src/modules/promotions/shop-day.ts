import { shopToday } from '../../lib/dates.js';

/** How often the shop's calendar day is read: a promotion starts or ends within this of midnight. */
export const SHOP_DAY_CHECK_MS = 1000;

/**
 * Calls `onNewDay` once the shop's calendar day (Argentina) turns: promotions that start or end
 * at midnight show or hide without a restart, however long shoppers' answers are kept. Returns
 * the stop for shutdown; the timer never holds the process open.
 */
export function watchShopDay(
  onNewDay: (today: string) => void,
  options: { everyMs?: number; today?: () => string } = {},
): () => void {
  const today = options.today ?? (() => shopToday());
  let current = today();
  const timer = setInterval(() => {
    const now = today();
    if (now === current) return;
    current = now;
    onNewDay(now);
  }, options.everyMs ?? SHOP_DAY_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
