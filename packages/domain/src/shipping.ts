import { normalizeSearchText } from './catalogue.js';

/**
 * SPEC.md section 9: only the carrier's rates whose name contains 'Clasico' are offered (in any
 * case, with or without the accent), by the pages and by the server that charges them.
 */
export function isClasicoRate(productName: string): boolean {
  return normalizeSearchText(productName).includes('clasico');
}
