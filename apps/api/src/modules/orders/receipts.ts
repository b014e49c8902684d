import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The receipt token a shopper gets with a new order: it opens that order's status page (and only
 * that one) without an account. Derived from the app's secret, so every instance agrees.
 */
export function createReceiptTokens(secret: string) {
  const key = createHmac('sha256', secret).update('order-receipt').digest();
  const sign = (orderNumber: number) =>
    createHmac('sha256', key).update(String(orderNumber)).digest('base64url').slice(0, 32);
  return {
    sign,
    verify(orderNumber: number, token: string): boolean {
      const expected = Buffer.from(sign(orderNumber));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type ReceiptTokens = ReturnType<typeof createReceiptTokens>;
