import { discountBadge, formatARS, toCents, transferPrice } from '@shop/domain';

/** Price in pesos as the shop shows it: 89999 -> "$89,999.00" (SPEC.md: 2 decimals, en-US). */
export function formatPrice(pesos: number): string {
  return formatARS(toCents(pesos));
}

/** What the product costs paying by bank transfer (the settings' discount off, rounded up to the cent). */
export function formatTransferPrice(pesos: number, transferDiscountPercent: number): string {
  return formatARS(transferPrice(toCents(pesos), transferDiscountPercent));
}

/** "-18%" badge from the compare price; null when there is no discount to show. */
export function discountLabel(price: number, comparePrice: number | null): string | null {
  if (comparePrice === null) return null;
  const percent = discountBadge(toCents(price), toCents(comparePrice));
  return percent === null ? null : `-${percent}%`;
}

/** "1 fila" or "3 filas": a count with its noun in the right number. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
