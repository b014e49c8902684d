import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicSettingsOf, publicSettingsSchema, settingsSchema } from '@shop/domain';
import type { SettingsService } from './service.js';
import { errorAnswers } from '../../http/answers.js';

export function settingsRoutes(app: FastifyInstance, service: SettingsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/settings',
    {
      config: { publicCache: true },
      schema: {
        tags: ['settings'],
        summary:
          'Ajustes de la tienda (descuento por transferencia, envío gratis, cuenta bancaria, contacto, horarios)',
        response: { 200: publicSettingsSchema, ...errorAnswers },
      },
    },
    async () => publicSettingsOf(await service.get()),
  );
  r.get(
    '/api/admin/settings',
    {
      config: { admin: true },
      schema: {
        tags: ['settings'],
        summary: 'Todos los ajustes, con el remitente y los mensajes a clientes (solo el panel)',
        response: { 200: settingsSchema, ...errorAnswers },
      },
    },
    () => service.get(),
  );
  r.put(
    '/api/settings',
    {
      config: { area: 'settings' },
      schema: {
        tags: ['settings'],
        body: settingsSchema,
        response: { 200: settingsSchema, ...errorAnswers },
      },
    },
    (request) => service.update(request.body),
  );
}
