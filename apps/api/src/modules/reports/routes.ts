import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardAnswerSchema,
  lowStockAnswerSchema,
  salesReportAnswerSchema,
  salesReportQuerySchema,
} from '@shop/domain';
import { z } from 'zod';
import { errorAnswers } from '../../http/answers.js';
import type { ReportsService } from './service.js';

const localDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'La fecha no es válida');

const orderExportQuery = z
  .object({
    from: localDay.optional(),
    to: localDay.optional(),
    /** Comma-separated statuses, as stored. */
    status: z.string().max(500).optional(),
    payment_method: z.enum(['transferencia', 'mercadopago']).optional(),
    /** 'true': only orders with a payment alert, whatever their status. */
    payment_alert: z
      .enum(['true', 'false'], 'El filtro payment_alert debe ser true o false.')
      .optional(),
    q: z.string().max(200).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'La fecha desde no puede ser posterior a la fecha hasta',
    path: ['from'],
  });

/** A CSV download: UTF-8 with a byte-order mark, Spanish headers. */
const csvAnswer = {
  200: {
    description: 'Archivo CSV (UTF-8 con BOM, encabezados en español)',
    content: { 'text/csv': { schema: z.string() } },
  },
  ...errorAnswers,
};

const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
});

export function reportsRoutes(app: FastifyInstance, service: ReportsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/dashboard',
    {
      config: { admin: true },
      schema: {
        tags: ['reports'],
        summary:
          'Panel: ventas pagadas (hoy, 7 y 30 días, con el período anterior), ventas por día, pedidos por estado, ticket promedio, productos más vendidos, medios de pago, transferencias impagas y stock bajo',
        response: { 200: dashboardAnswerSchema, ...errorAnswers },
      },
    },
    () => service.dashboard(),
  );
  r.get(
    '/api/admin/stock/low',
    {
      config: { admin: true },
      schema: {
        tags: ['reports'],
        summary:
          'Stock bajo: cada talle de un producto activo con el stock de Ajustes o menos, agotados primero',
        response: { 200: lowStockAnswerSchema, ...errorAnswers },
      },
    },
    () => service.lowStock(),
  );
  r.get(
    '/api/admin/reports/sales',
    {
      config: { admin: true },
      schema: {
        tags: ['reports'],
        summary:
          'Reporte de ventas pagadas netas de reintegros entre dos días (hora de Argentina), por día, semana o mes, con categorías y marcas',
        querystring: salesReportQuerySchema,
        response: { 200: salesReportAnswerSchema, ...errorAnswers },
      },
    },
    (request) => service.salesReport(request.query),
  );
  r.get(
    '/api/admin/reports/sales/export',
    {
      // Sums only, no customer data: open to every admin like the dashboard.
      config: { admin: true },
      schema: {
        tags: ['reports'],
        summary: 'El reporte de ventas en CSV: períodos, total, categorías y marcas',
        querystring: salesReportQuerySchema,
        response: csvAnswer,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      return reply
        .headers(csvHeaders(`ventas-${from}-a-${to}.csv`))
        .send(await service.salesReportCsv(request.query));
    },
  );
  r.get(
    '/api/admin/orders/export',
    {
      // Names, e-mails, phones and addresses of every buyer: customer data (issue 44).
      config: { area: 'exports' },
      schema: {
        tags: ['reports'],
        summary: 'Órdenes filtradas en CSV (una fila por producto de cada orden)',
        querystring: orderExportQuery,
        response: csvAnswer,
      },
    },
    async (request, reply) => {
      const { from, to, status, payment_method, payment_alert, q } = request.query;
      const csv = await service.ordersCsv({
        from,
        to,
        statuses: status ? status.split(',').filter(Boolean) : undefined,
        paymentMethod: payment_method,
        paymentAlert: payment_alert === 'true',
        search: q?.trim() || undefined,
      });
      return reply.headers(csvHeaders('ordenes.csv')).send(csv);
    },
  );
  r.get(
    '/api/admin/products/export',
    {
      // The catalogue holds no customer data: open to every admin, like the products it lists.
      config: { admin: true },
      schema: {
        tags: ['reports'],
        summary: 'Catálogo en CSV (una fila por color y talle)',
        response: csvAnswer,
      },
    },
    async (_request, reply) =>
      reply.headers(csvHeaders('productos.csv')).send(await service.productsCsv()),
  );
}
