import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentService } from './service.js';
import type { PaymentSimulator } from './simulator.js';
import { errorAnswers } from '../../http/answers.js';

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
      return { redirectUrl };
    },
  );
}
