/**
 * The one rule for every date the shop promises (product page, estimator, checkout, /envios,
 * /encargo): business days counted from the day of the purchase, per delivery type (SPEC.md
 * section 9's info pages: branch 3 to 4, home 5 to 6). MiCorreo's own days are not promised:
 * whether they are business days is unconfirmed (INTEGRATIONS.md section 7), and two sources of
 * dates on one page disagreed.
 */
import type { DeliveredType } from './order-pricing.js';

export interface BusinessDays {
  min: number;
  max: number;
}

const BY_TYPE: Readonly<Record<DeliveredType, BusinessDays>> = {
  S: { min: 3, max: 4 },
  D: { min: 5, max: 6 },
};

/** The days of one delivery type, or of either (the product page's line, before a choice). */
export function deliveryBusinessDays(type?: DeliveredType): BusinessDays {
  if (type) return BY_TYPE[type];
  return { min: BY_TYPE.S.min, max: BY_TYPE.D.max };
}

/** '3 a 4 días hábiles'. */
export function deliveryDaysText(type?: DeliveredType): string {
  const { min, max } = deliveryBusinessDays(type);
  return `${min} a ${max} días hábiles`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `day` (a calendar day at UTC midnight) plus `count` business days; weekends are skipped. */
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

/** First and last day an order bought on `today` (Argentina's calendar day) may arrive. */
export function deliveryWindow(today: Date, type?: DeliveredType): { from: Date; to: Date } {
  const { min, max } = deliveryBusinessDays(type);
  return { from: addBusinessDays(today, min), to: addBusinessDays(today, max) };
}
