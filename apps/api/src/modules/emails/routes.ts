import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EmailService } from './service.js';
import { errorAnswers } from '../../http/answers.js';

/** One e-mail of the outbox as the admin reads it. */
const outboxEmailAnswer = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  orderNumber: z.number(),
  status: z.enum(['pendiente', 'enviado', 'error']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

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
        response: { 200: z.array(outboxEmailAnswer), ...errorAnswers },
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
        response: { 200: z.object({ smtpConfigured: z.boolean() }), ...errorAnswers },
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
        response: { 202: outboxEmailAnswer, ...errorAnswers },
      },
    },
    async (request, reply) => reply.status(202).send(await service.resend(request.params.id)),
  );
}
