import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentService } from './service.js';
import type { PaymentSimulator } from './simulator.js';
import { errorAnswers } from '../../http/answers.js';
import {
  paymentCheckAnswerSchema,
  paymentSyncAnswerSchema,
  refundAnswerSchema,
  refundRequestSchema,
} from '@shop/domain';

const preferenceParams = z.object({ preferenceId: z.string().min(1).max(200) });

/** The simulated Mercado Pago checkout page's view of a preference (development only). */
const simulatedCheckoutAnswer = z.object({
  preferenceId: z.string(),
  orderNumber: z.number(),
  title: z.string(),
  amount: z.number(),
  items: z.array(
    z.object({ id: z.string(), title: z.string(), quantity: z.number(), unit_price: z.number() }),
  ),
  payerEmail: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});

const header = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

export function paymentRoutes(
  app: FastifyInstance,
  service: PaymentService,
  simulator: PaymentSimulator | undefined,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Notificaciones firmadas de Mercado Pago.',
        response: { 200: z.object({ received: z.literal(true) }), ...errorAnswers },
      },
    },
    (request) =>
      service.receiveNotification({
        query: request.query as Record<string, unknown>,
        xSignature: header(request.headers['x-signature']),
        xRequestId: header(request.headers['x-request-id']),
        body: request.body,
      }),
  );

  r.post(
    '/api/order/:id/sync-payments',
    {
      config: { admin: true },
      schema: {
        tags: ['payments'],
        summary: 'Sincronizar con Mercado Pago: busca los pagos del pedido y los aplica.',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: paymentSyncAnswerSchema, ...errorAnswers },
      },
    },
    (request) => service.sync(request.params.id),
  );

  r.post(
    '/api/order/:id/refunds',
    {
      config: { area: 'refunds' },
      schema: {
        tags: ['payments'],
        summary:
          'Reintegrar (Mercado Pago, por el SDK) o registrar el reintegro de una transferencia; sin monto, todo lo que queda.',
        params: z.object({ id: z.string().min(1).max(100) }),
        body: refundRequestSchema,
        response: { 200: refundAnswerSchema, ...errorAnswers },
      },
    },
    (request) => service.refund(request.params.id, request.body, request.admin?.username ?? ''),
  );

  r.post(
    '/api/order-status/:order_number/payment-check',
    {
      // Each call may read a payment from Mercado Pago: a few per client and minute.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'La página de resultado consulta una vez el pago con el que volvió el comprador.',
        params: z.object({
          order_number: z.coerce
            .number({ error: 'El número de pedido no es válido.' })
            .int('El número de pedido no es válido.')
            .positive('El número de pedido no es válido.'),
        }),
        body: z.object({
          token: z.string({ error: 'Falta el comprobante del pedido.' }).min(1).max(100),
          payment_id: z.string({ error: 'Falta el número de pago.' }).min(1).max(30),
        }),
        response: { 200: paymentCheckAnswerSchema, ...errorAnswers },
      },
    },
    (request) =>
      service.checkReturnedPayment(
        request.params.order_number,
        request.body.token,
        request.body.payment_id,
      ),
  );

  if (!simulator) return;

  r.get(
    '/api/payment-simulator/:preferenceId',
    {
      schema: {
        tags: ['payments'],
        params: preferenceParams,
        response: { 200: simulatedCheckoutAnswer, ...errorAnswers },
      },
    },
    (request) => simulator.describe(request.params.preferenceId),
  );

  r.post(
    '/api/payment-simulator/:preferenceId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pago simulado: crea el pago, avisa al webhook y responde { redirectUrl }.',
        params: preferenceParams,
        body: z.object({
          outcome: z.enum(['approved', 'pending', 'rejected'], {
            error: 'Elegí aprobar, dejar pendiente o rechazar el pago.',
          }),
        }),
        response: { 200: z.object({ redirectUrl: z.string() }), ...errorAnswers },
      },
    },
    async (request) => {
      const { redirectUrl } = await simulator.pay(
        request.params.preferenceId,
        request.body.outcome,
        async (notification) =>
          (
            await app.inject({
              method: 'POST',
              url: notification.url,
              headers: notification.headers,
              payload: notification.body,
            })
          ).statusCode,
      );
      // Mercado Pago redirects some seconds after its notice; the simulated one lets the
      // notice's job finish first, so the result page reads the order as the notice left it.
      await service.settled();
      return { redirectUrl };
    },
  );
}
