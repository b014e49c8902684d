import type { FastifyInstance } from 'fastify';
import type { EmailService } from './service.js';

export function emailRoutes(app: FastifyInstance, service: EmailService) {
  app.get(
    '/api/emails',
    {
      config: { admin: true },
      schema: {
        tags: ['emails'],
        summary: 'Bandeja de salida: los últimos correos, más nuevos primero.',
      },
    },
    () => service.list(),
  );
}
