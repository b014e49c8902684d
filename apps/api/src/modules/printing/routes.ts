import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { printOrdersSchema } from '@shop/domain';
import { z } from 'zod';
import { errorAnswers } from '../../http/answers.js';
import type { PrintingService } from './service.js';

// The bytes go out as they are (a Buffer); the document says a binary string.
const pdfBytes = z.any().meta({ type: 'string', format: 'binary' });

export function printingRoutes(app: FastifyInstance, service: PrintingService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/admin/orders/print',
    {
      // Staff pack the parcels: every admin prints. Reads only, so no catalogue sync after it.
      config: { admin: true, readsOnly: true },
      schema: {
        tags: ['orders'],
        summary:
          'Remitos (A4, una página por pedido) o etiquetas de envío (10 × 15 cm, una por pedido) de los pedidos elegidos, en un PDF',
        body: printOrdersSchema,
        response: {
          200: {
            description: 'PDF para imprimir',
            content: { 'application/pdf': { schema: pdfBytes } },
          },
          ...errorAnswers,
        },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await service.print(request.body);
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${filename}"`,
          'cache-control': 'no-store',
        })
        .send(pdf);
    },
  );
}
