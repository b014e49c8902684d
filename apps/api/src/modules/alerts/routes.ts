import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertAnswerSchema, alertResolutionSchema } from '@shop/domain';
import { errorAnswers } from '../../http/answers.js';
import type { AlertService } from './service.js';

const idParams = z.object({
  id: z.coerce.number({ error: 'La alerta no existe.' }).int().positive('La alerta no existe.'),
});

/** The dashboard's "Atención" list and its one-click resolutions (decision 0031). */
export function alertRoutes(app: FastifyInstance, service: AlertService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/alerts',
    {
      config: { admin: true },
      schema: {
        tags: ['alerts'],
        summary: 'Lo que necesita atención: alertas abiertas con sus resoluciones',
        response: { 200: z.object({ alerts: z.array(alertAnswerSchema) }), ...errorAnswers },
      },
    },
    () => service.list(),
  );

  r.post(
    '/api/alerts/:id/resolve',
    {
      config: { admin: true },
      schema: {
        tags: ['alerts'],
        summary:
          'Resuelve una alerta: reabrir el pedido, reintegrar, aceptar el pago o marcarla revisada',
        params: idParams,
        body: alertResolutionSchema,
        response: { 200: z.object({ alerts: z.array(alertAnswerSchema) }), ...errorAnswers },
      },
    },
    async (request) => {
      await service.resolve(
        request.params.id,
        request.body.resolution,
        request.admin?.username ?? '',
      );
      return service.list();
    },
  );
}
