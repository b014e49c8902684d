import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOrderAnswerSchema,
  adminOrderSchema,
  apiErrorAnswerSchema,
  expectedTotalSchema,
  priceChangedAnswerSchema,
  toCents,
  transferOrderAnswerSchema,
  checkoutOrderSchema,
  mercadoPagoOrderAnswerSchema,
  transferOrderSchema,
} from '@shop/domain';
import { z } from 'zod';
import { badRequest } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import { toPublicOrder, type OrderService } from '../orders/service.js';
import type { CheckoutService } from './service.js';
import { PriceChangedError } from './steps.js';
import { errorAnswers } from '../../http/answers.js';

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

/** The total the shopper saw, in cents, when the order call carries one (decision 0030). */
function expectedTotalOf(body: unknown) {
  const { expectedTotal } = parseOrThrow(expectedTotalSchema, body);
  return expectedTotal === undefined ? undefined : toCents(expectedTotal);
}

/** Runs a placement; a changed total answers 409 with the lines and total as priced now. */
async function unlessPriceChanged<T>(reply: FastifyReply, place: () => Promise<T>) {
  try {
    return await place();
  } catch (error) {
    if (error instanceof PriceChangedError) return reply.status(409).send(error.answer);
    throw error;
  }
}

/** 409: a changed total (with the new lines) or any other conflict. */
const conflictAnswer = z.union([priceChangedAnswerSchema, apiErrorAnswerSchema]);

export function checkoutRoutes(
  app: FastifyInstance,
  checkout: CheckoutService,
  orders: OrderService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/order',
    {
      // An order changes its products' stock: only shoppers' answers showing them are forgotten,
      // once the memory reads it from its change notice. Its answer does not wait for that
      // (three more round trips, each behind the shoppers' requests on a busy sale day): the
      // order's statement checks its prices and takes its stock in the database.
      config: { changesProducts: true, waitsForMemory: false },
      schema: {
        tags: ['orders'],
        summary:
          'Pedido por transferencia ({ productInfo, payerInfo, shipment, coupon?, expectedTotal? } o el cuerpo plano de SPEC.md); con token de admin, borrador de /uploadorder. El servidor calcula todos los montos; con expectedTotal distinto del suyo responde 409 price_changed con las líneas y el total nuevos, sin crear nada.',
        body: jsonObject,
        response: {
          201: z.union([transferOrderAnswerSchema, adminOrderAnswerSchema]),
          ...errorAnswers,
          409: conflictAnswer,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!('productInfo' in body) && request.admin) {
        const order = await orders.placeAdminOrder(parseOrThrow(adminOrderSchema, body));
        return reply.status(201).send(order);
      }
      const key = idempotencyKeyOf(request);
      const order = parseOrThrow(transferOrderSchema, body);
      return unlessPriceChanged(reply, async () => {
        const placed = await checkout.placeOrder(order, 'transfer', key, expectedTotalOf(body));
        if (!placed.created) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send({
          ...toPublicOrder(placed.order),
          receiptToken: orders.receiptToken(placed.order),
          resultPath: orders.resultPath(placed.order),
        });
      });
    },
  );

  r.post(
    '/api/order/:orderNumber/retry-payment',
    {
      schema: {
        tags: ['payments'],
        summary:
          "'Reintentar pago': una nueva preferencia de Mercado Pago para un pedido con la tarjeta rechazada (con el token del comprobante).",
        params: z.object({ orderNumber: z.coerce.number().int().positive() }),
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 201: mercadoPagoOrderAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const retried = await checkout.retryPayment(request.params.orderNumber, request.body.token);
      return reply.status(201).send({
        ...toPublicOrder(retried.order),
        id: retried.order.preferenceId,
        receiptToken: orders.receiptToken(retried.order),
        init_point: retried.initPoint,
      });
    },
  );

  r.post(
    '/api/create-order',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Pedido con Mercado Pago: crea el pedido (pago pendiente) y la preferencia; responde { id, init_point, … }. Con expectedTotal distinto del total calculado: 409 price_changed, nada creado.',
        body: jsonObject,
        response: { 201: mercadoPagoOrderAnswerSchema, ...errorAnswers, 409: conflictAnswer },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const order = parseOrThrow(checkoutOrderSchema, request.body);
      return unlessPriceChanged(reply, async () => {
        const placed = await checkout.placeOrder(
          order,
          'mercadopago',
          key,
          expectedTotalOf(request.body),
        );
        return reply.status(201).send({
          ...toPublicOrder(placed.order),
          id: placed.order.preferenceId,
          receiptToken: orders.receiptToken(placed.order),
          init_point: placed.initPoint,
        });
      });
    },
  );
}
