import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customersPageSchema, customersQuerySchema } from '@shop/domain';
import { z } from 'zod';
import { errorAnswers } from '../../http/answers.js';
import type { CustomerService } from './service.js';

export function customerRoutes(app: FastifyInstance, service: CustomerService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/customers',
    {
      config: { admin: true },
      schema: {
        tags: ['customers'],
        summary:
          'Clientes según sus pedidos (uno por e-mail): nombre, teléfono, DNI/CUIT, pedidos, total comprado y último pedido; ?q= busca',
        querystring: customersQuerySchema,
        response: { 200: customersPageSchema, ...errorAnswers },
      },
    },
    (request) => service.list(request.query),
  );
  r.get(
    '/api/admin/customers/export',
    {
      // Every customer's contact details: the exports area (issue 44).
      config: { area: 'exports' },
      schema: {
        tags: ['customers'],
        summary: 'Clientes en CSV (los que coinciden con ?q=)',
        querystring: z.object({ q: customersQuerySchema.shape.q }),
        response: {
          200: {
            description: 'Archivo CSV (UTF-8 con BOM, encabezados en español)',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errorAnswers,
        },
      },
    },
    async (request, reply) =>
      reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="clientes.csv"',
        })
        .send(await service.csv(request.query.q)),
  );
}
