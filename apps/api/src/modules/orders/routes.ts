import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderSchema,
  orderUpdateSchema,
  publicOrderSchema,
  transferOrderSchema,
} from '@shop/domain';
import { badRequest } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import { toPublicOrder, type OrderService } from './service.js';

const idParams = z.object({ id: z.string().min(1).max(100) });
const jsonObject = z.record(z.string(), z.unknown(), 'El cuerpo debe ser un objeto JSON.');

/** A retried submit carries the same key and gets the order made the first time. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw badRequest('La clave Idempotency-Key no es válida.');
  }
  return key;
}

export function orderRoutes(app: FastifyInstance, service: OrderService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/order',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Pedido por transferencia ({ productInfo, payerInfo, shipment, coupon? } o el cuerpo plano de SPEC.md); con token de admin, borrador de /uploadorder. El servidor calcula todos los montos.',
        body: jsonObject,
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!('productInfo' in body) && request.admin) {
        const order = await service.placeAdminOrder(parseOrThrow(adminOrderSchema, body));
        return reply.status(201).send(order);
      }
      const key = idempotencyKeyOf(request);
      const checkout = parseOrThrow(transferOrderSchema, body);
      const { order, created } = await service.placeCheckoutOrder(checkout, 'transfer', key);
      if (!created) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({
        ...toPublicOrder(order),
        receiptToken: service.receiptToken(order),
        resultPath: service.resultPath(order),
      });
    },
  );

  r.get('/api/orders', { config: { admin: true }, schema: { tags: ['orders'] } }, () =>
    service.list(),
  );

  r.get(
    '/api/order/:id',
    { config: { admin: true }, schema: { tags: ['orders'], params: idParams } },
    (request) => service.get(request.params.id),
  );

  r.put(
    '/api/order/:id',
    {
      config: { admin: true },
      schema: { tags: ['orders'], params: idParams, body: jsonObject },
    },
    (request) => service.update(request.params.id, parseOrThrow(orderUpdateSchema, request.body)),
  );

  r.get(
    '/api/order-status/:order_number',
    {
      // Numbers are sequential: cap the guesses of e-mail addresses per client.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Estado del pedido para las páginas de resultado (con ?token= o ?email=).',
        params: z.object({
          order_number: z.coerce
            .number({ error: 'El número de pedido no es válido.' })
            .int('El número de pedido no es válido.')
            .positive('El número de pedido no es válido.'),
        }),
        querystring: z.object({
          email: z.string().max(320).optional(),
          token: z.string().max(100).optional(),
        }),
        response: { 200: publicOrderSchema },
      },
    },
    (request) => service.status(request.params.order_number, request.query),
  );
}
