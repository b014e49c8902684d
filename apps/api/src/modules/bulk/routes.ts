import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkOrdersExportSchema, bulkOrdersRequestSchema, bulkRunAnswerSchema } from '@shop/domain';
import { errorAnswers } from '../../http/answers.js';
import { parseOrThrow } from '../../http/validation.js';
import type { OrderService } from '../orders/service.js';
import type { ReportsService } from '../reports/service.js';
import { orderBulkItems } from './orders.js';
import type { BulkService } from './service.js';

const runParams = z.object({ id: z.uuid('No existe esa acción masiva.') });
const jsonObject = z.record(z.string(), z.unknown(), 'El cuerpo debe ser un objeto JSON.');

export function bulkRoutes(
  app: FastifyInstance,
  service: BulkService,
  deps: { orders: Pick<OrderService, 'list'>; reports: ReportsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/bulk/orders',
    {
      config: { admin: true },
      schema: {
        tags: ['bulk'],
        summary:
          'Acción masiva sobre pedidos (transferencia recibida, generar envíos, marcar Enviado con códigos): se aplica en segundo plano, pedido por pedido',
        body: jsonObject,
        response: { 202: z.object({ id: z.string() }), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const body = parseOrThrow(bulkOrdersRequestSchema, request.body);
      const items = await orderBulkItems(deps.orders, deps.reports, body);
      const admin = request.admin;
      const id = await service.start(
        'orders',
        body.action,
        body.codes ? { codes: body.codes } : {},
        items,
        { userId: admin?.userId ?? null, username: admin?.username ?? '' },
      );
      return reply.status(202).send({ id });
    },
  );

  r.get(
    '/api/admin/bulk/:id',
    {
      config: { admin: true },
      schema: {
        tags: ['bulk'],
        summary:
          'Avance de una acción masiva y qué pasó con cada registro (hecho, o rechazado y por qué)',
        params: runParams,
        response: { 200: bulkRunAnswerSchema, ...errorAnswers },
      },
    },
    (request) => service.get(request.params.id),
  );

  r.post(
    '/api/admin/bulk/orders/export',
    {
      // The customers' names, e-mails and phones: an export of customer data.
      config: { admin: true, area: 'exports' },
      schema: {
        tags: ['bulk'],
        summary: 'Los pedidos elegidos en CSV (una fila por producto de cada pedido)',
        body: jsonObject,
        response: {
          200: {
            description: 'Archivo CSV (UTF-8 con BOM, encabezados en español)',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errorAnswers,
        },
      },
    },
    async (request, reply) => {
      const { ids } = parseOrThrow(bulkOrdersExportSchema, request.body);
      const csv = await deps.reports.ordersCsv({ ids });
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="ordenes.csv"',
        })
        .send(csv);
    },
  );
}
