import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { promotionSchema, promotionUpdateSchema, versionedDeleteSchema } from '@shop/domain';
import type { PromotionService } from './service.js';
import { errorAnswers, noContent } from '../../http/answers.js';
import { promotionAnswerSchema } from '@shop/domain';
import { idParams } from '../../http/params.js';

export function promotionRoutes(app: FastifyInstance, service: PromotionService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { admin: true } as const;

  r.get(
    '/api/promotion',
    {
      config: { publicCache: true },
      schema: {
        tags: ['promotions'],
        summary: 'Promociones vigentes; un admin con ?all=1 ve todas',
        querystring: z.object({ all: z.enum(['0', '1']).optional() }),
        response: {
          200: z.object({ promotion: z.array(promotionAnswerSchema) }),
          ...errorAnswers,
        },
      },
    },
    async (request) => service.list(request.query.all === '1' && request.admin !== null),
  );
  r.get(
    '/api/promotion/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['promotions'],
        params: idParams,
        response: { 200: promotionAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => service.get(request.params.id, request.admin !== null),
  );
  r.post(
    '/api/promotion',
    {
      config: admin,
      schema: {
        tags: ['promotions'],
        body: promotionSchema,
        response: { 201: promotionAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );
  r.put(
    '/api/promotion/:id',
    {
      config: admin,
      schema: {
        tags: ['promotions'],
        params: idParams,
        body: promotionUpdateSchema,
        response: { 200: promotionAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );
  r.delete(
    '/api/promotion/:id',
    {
      config: admin,
      schema: {
        tags: ['promotions'],
        params: idParams,
        body: versionedDeleteSchema,
        response: { 204: noContent, ...errorAnswers },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, request.body?.version);
      return reply.status(204).send(undefined);
    },
  );
}
