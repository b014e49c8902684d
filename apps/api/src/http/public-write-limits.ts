import type { FastifyInstance } from 'fastify';

/**
 * The public calls that place an order or open its payment ('Reintentar pago' makes a new
 * Mercado Pago preference each time). The other public writes carry their own limits where
 * they are defined: rates, agencies and the carrier token 60 a minute (each costs a carrier
 * call), the coupon check 30 a minute (codes must not be guessed at speed), the order tracking
 * of /seguimiento-de-ordenes 20 a minute (an order's e-mail must not be guessed at speed).
 */
const ORDER_CALLS = new Set([
  '/api/order',
  '/api/create-order',
  '/api/order/:orderNumber/retry-payment',
]);

/**
 * Orders per client address: a shopper places one order, two if the first payment fails; a
 * few shoppers behind one address (an office, a mobile carrier's shared address) stay far
 * below the default 20 a minute on a small shop's busiest day, while one client's flood is
 * refused with 429, Retry-After and the Spanish message (error-handler.ts).
 */
export function limitOrders(app: FastifyInstance, perMinute: number) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST') || !ORDER_CALLS.has(route.url)) return;
    if (route.config && 'rateLimit' in route.config) return;
    route.config = { ...route.config, rateLimit: { max: perMinute, timeWindow: '1 minute' } };
  });
}
