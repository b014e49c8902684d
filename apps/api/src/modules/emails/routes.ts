import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailDeliverySchema, outboxEmailSchema } from '@shop/domain';
import { z } from 'zod';
import type { EmailService } from './service.js';
import { errorAnswers } from '../../http/answers.js';

const idParams = z.object({
  id: z.coerce
    .number('El id del correo no es válido.')
    .int('El id del correo no es válido.')
    .positive('El id del correo no es válido.'),
});

export function emailRoutes(app: FastifyInstance, service: EmailService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/emails',
    {
      config: { admin: true },
      schema: {
        tags: ['emails'],
        summary: 'Bandeja de salida: los últimos correos, más nuevos primero.',
        response: { 200: z.array(outboxEmailSchema), ...errorAnswers },
      },
    },
    () => service.list(),
  );

  r.get(
    '/api/emails/delivery',
    {
      config: { admin: true },
      schema: {
        tags: ['emails'],
        summary: 'Si este servidor envía correos (SMTP configurado) o solo los deja en la bandeja.',
        response: { 200: emailDeliverySchema, ...errorAnswers },
      },
    },
    () => service.delivery(),
  );

  r.post(
    '/api/emails/:id/resend',
    {
      config: { admin: true },
      schema: {
        tags: ['emails'],
        summary:
          'Reenvía un correo: uno pendiente sale en la próxima pasada; uno enviado o con error vuelve a la cola como copia.',
        params: idParams,
        response: { 202: outboxEmailSchema, ...errorAnswers },
      },
    },
    async (request, reply) => reply.status(202).send(await service.resend(request.params.id)),
  );
}
