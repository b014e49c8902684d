import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReportsService } from './service.js';

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
      },
    },
    () => service.dashboard(),
  );
}
