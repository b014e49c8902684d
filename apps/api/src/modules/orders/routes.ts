import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderAnswerSchema,
  adminOrderDetailAnswerSchema,
  newOrdersAnswerSchema,
  orderEventAnswerSchema,
  orderTrackingAnswerSchema,
  orderTrackingRequestSchema,
  shipmentImportAnswerSchema,
  orderUpdateSchema,
  publicOrderSchema,
} from '@shop/domain';
import { parseOrThrow } from '../../http/validation.js';
import { toOrderDto, type OrderService } from './service.js';
import { errorAnswers, noContent } from '../../http/answers.js';

const idParams = z.object({ id: z.string().min(1).max(100) });
/**
 * GET /api/orders: `payment_alert=true` keeps the orders with a payment the owner must look at;
 * `email` one customer's orders, whatever the case.
 */
const ordersQuery = z.object({
  payment_alert: z
    .enum(['true', 'false'], 'El filtro payment_alert debe ser true o false.')
    .optional(),
  email: z.string().max(320, 'El email debe tener hasta 320 caracteres.').optional(),
});
const jsonObject = z.record(z.string(), z.unknown(), 'El cuerpo debe ser un objeto JSON.');

export function orderRoutes(app: FastifyInstance, service: OrderService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  newOrderRoutes(app, service);

  r.get(
    '/api/orders',
    {
      config: { admin: true },
      schema: {
        tags: ['orders'],
        summary:
          'Órdenes, por número; con ?payment_alert=true solo las que tienen una alerta de pago, con ?email= solo las de ese cliente',
        querystring: ordersQuery,
        response: { 200: z.array(adminOrderAnswerSchema), ...errorAnswers },
      },
    },
    (request) =>
      service.list({
        paymentAlert: request.query.payment_alert === 'true',
        email: request.query.email,
      }),
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
        summary: 'El pedido y su historia completa (events), la más vieja primero',
        params: idParams,
        response: { 200: adminOrderDetailAnswerSchema, ...errorAnswers },
      },
    },
    (request) => service.get(request.params.id),
  );

  r.post(
    '/api/order/:id/shipment',
    {
      config: { admin: true },
      schema: {
        tags: ['orders'],
        summary:
          "'Generar envío': importa el pedido pagado en MiCorreo (Correo Argentino) como tarea en segundo plano",
        params: idParams,
        response: {
          202: z.object({ shipment_import: shipmentImportAnswerSchema }),
          ...errorAnswers,
        },
      },
    },
    async (request, reply) => {
      const shipments = service.shipments;
      if (!shipments) throw new Error('no shipment carrier');
      const order = await shipments.requestShipment(request.params.id, request.admin?.username);
      return reply.status(202).send({ shipment_import: toOrderDto(order).shipment_import });
    },
  );

  r.post(
    '/api/order-tracking',
    {
      // Numbers are sequential: few guesses of an order's e-mail per client.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, readsOnly: true },
      schema: {
        tags: ['orders'],
        summary:
          '/seguimiento-de-ordenes: estado, fechas, código y eventos de Correo Argentino del pedido (con su e-mail o el token firmado de sus e-mails)',
        body: orderTrackingRequestSchema,
        response: { 200: orderTrackingAnswerSchema, ...errorAnswers },
      },
    },
    (request) => service.tracking(request.body),
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
    (request) =>
      service.update(
        request.params.id,
        parseOrThrow(orderUpdateSchema, request.body),
        request.admin?.username,
      ),
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

/** The admin's count of new orders and opening one (new-orders.ts). */
function newOrderRoutes(app: FastifyInstance, service: OrderService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/orders/new',
    {
      config: { admin: true },
      schema: {
        tags: ['orders'],
        summary:
          'Pedidos nuevos: cuántos no abrió todavía ningún administrador y el más reciente (el aviso del panel)',
        response: { 200: newOrdersAnswerSchema, ...errorAnswers },
      },
    },
    () => service.unopened(),
  );

  r.post(
    '/api/order/:id/opened',
    {
      config: { admin: true },
      schema: {
        tags: ['orders'],
        summary: 'Un administrador abrió el pedido: deja de contarse como nuevo',
        params: idParams,
        response: { 204: noContent, ...errorAnswers },
      },
    },
    async (request, reply) => {
      await service.markOpened(request.params.id);
      return reply.status(204).send(undefined);
    },
  );
}
