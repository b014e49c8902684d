import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderAnswerSchema,
  orderEventAnswerSchema,
  orderUpdateSchema,
  publicOrderSchema,
} from '@shop/domain';
import { parseOrThrow } from '../../http/validation.js';
import type { OrderService } from './service.js';
import { errorAnswers } from '../../http/answers.js';

const idParams = z.object({ id: z.string().min(1).max(100) });
const jsonObject = z.record(z.string(), z.unknown(), 'El cuerpo debe ser un objeto JSON.');

export function orderRoutes(app: FastifyInstance, service: OrderService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/orders',
    {
      config: { admin: true },
      schema: {
        tags: ['orders'],
        response: { 200: z.array(adminOrderAnswerSchema), ...errorAnswers },
      },
    },
    () => service.list(),
  );

  r.get(
    '/api/order/:id/events',
    {
      config: { admin: true },
      schema: {
        tags: ['orders'],
        summary: 'Historia del pedido: qué pasó, cuándo, quién lo causó y los detalles',
        params: idParams,
        response: { 200: z.array(orderEventAnswerSchema), ...errorAnswers },
      },
    },
    (request) => service.events(request.params.id),
  );

  r.get(
    '/api/order/:id',
    {
      config: { admin: true },
      schema: {
        tags: ['orders'],
        params: idParams,
        response: { 200: adminOrderAnswerSchema, ...errorAnswers },
      },
    },
    (request) => service.get(request.params.id),
  );

  r.put(
    '/api/order/:id',
    {
      config: { admin: true },
      schema: {
        tags: ['orders'],
        params: idParams,
        body: jsonObject,
        response: { 200: adminOrderAnswerSchema, ...errorAnswers },
      },
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
        response: { 200: publicOrderSchema, ...errorAnswers },
      },
    },
    (request) => service.status(request.params.order_number, request.query),
  );
}
