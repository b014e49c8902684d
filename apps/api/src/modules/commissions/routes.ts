import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commissionUpdateSchema, newCommissionSchema } from '@shop/domain';
import type { CommissionService } from './service.js';
import { errorAnswers, noContent } from '../../http/answers.js';
import { commissionAnswerSchema } from '@shop/domain';
import { idParams } from '../../http/params.js';

export function commissionRoutes(app: FastifyInstance, service: CommissionService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { admin: true } as const;

  r.get(
    '/api/commissions',
    {
      config: { publicCache: true },
      schema: {
        tags: ['commissions'],
        summary: 'Productos por encargo',
        response: { 200: z.array(commissionAnswerSchema), ...errorAnswers },
      },
    },
    () => service.list(),
  );
  r.get(
    '/api/commissions/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['commissions'],
        params: idParams,
        response: { 200: commissionAnswerSchema, ...errorAnswers },
      },
    },
    (request) => service.get(request.params.id),
  );
  r.post(
    '/api/commissions',
    {
      config: admin,
      schema: {
        tags: ['commissions'],
        body: newCommissionSchema,
        response: { 201: commissionAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );
  r.put(
    '/api/commissions/:id',
    {
      config: admin,
      schema: {
        tags: ['commissions'],
        params: idParams,
        body: commissionUpdateSchema,
        response: { 200: commissionAnswerSchema, ...errorAnswers },
      },
    },
    (request) => service.update(request.params.id, request.body),
  );
  r.delete(
    '/api/commissions/:id',
    {
      config: admin,
      schema: {
        tags: ['commissions'],
        params: idParams,
        response: { 204: noContent, ...errorAnswers },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.status(204).send(undefined);
    },
  );
}
