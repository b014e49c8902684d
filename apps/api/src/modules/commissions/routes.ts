import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commissionUpdateSchema, newCommissionSchema } from '@shop/domain';
import type { CommissionService } from './service.js';

const idParams = z.object({ id: z.string().min(1).max(200) });

export function commissionRoutes(app: FastifyInstance, service: CommissionService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { admin: true } as const;

  r.get(
    '/api/commissions',
    {
      config: { publicCache: true },
      schema: { tags: ['commissions'], summary: 'Productos por encargo' },
    },
    () => service.list(),
  );
  r.get(
    '/api/commissions/:id',
    { config: { publicCache: true }, schema: { tags: ['commissions'], params: idParams } },
    (request) => service.get(request.params.id),
  );
  r.post(
    '/api/commissions',
    { config: admin, schema: { tags: ['commissions'], body: newCommissionSchema } },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );
  r.put(
    '/api/commissions/:id',
    {
      config: admin,
      schema: { tags: ['commissions'], params: idParams, body: commissionUpdateSchema },
    },
    (request) => service.update(request.params.id, request.body),
  );
  r.delete(
    '/api/commissions/:id',
    { config: admin, schema: { tags: ['commissions'], params: idParams } },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.status(204).send();
    },
  );
}
