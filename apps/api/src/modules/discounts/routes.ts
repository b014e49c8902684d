import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  couponAnswerSchema,
  couponCheckAnswerSchema,
  couponSchema,
  couponUpdateSchema,
  versionedDeleteSchema,
} from '@shop/domain';
import { parseOrThrow } from '../../http/validation.js';
import { assertAdmin } from '../auth/guard.js';
import type { DiscountService } from './service.js';
import { errorAnswers, noContent } from '../../http/answers.js';

const codeParams = z.object({ code: z.string().min(1).max(60) });

const couponCheckBody = z.object({
  usageRecord: z.object({ dateUsed: z.string().max(40).optional() }),
  /** The cart's product ids: the answer's terms say which of them the coupon applies to. */
  productIds: z.array(z.string().max(60)).max(100).optional(),
});

export function discountRoutes(app: FastifyInstance, service: DiscountService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/discounts',
    {
      config: { admin: true },
      schema: {
        tags: ['discounts'],
        response: { 200: z.object({ discounts: z.array(couponAnswerSchema) }), ...errorAnswers },
      },
    },
    () => service.list(),
  );

  r.post(
    '/api/discounts',
    {
      config: { admin: true },
      schema: {
        tags: ['discounts'],
        body: couponSchema,
        response: { 201: couponAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  r.put(
    '/api/discounts/:code',
    {
      // Public coupon checks are cheap to repeat: cap them so codes cannot be guessed at speed.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['discounts'],
        summary:
          'Con { usageRecord }: comprobación pública del cupón (no lo consume). Sin él: edición (admin).',
        params: codeParams,
        body: z.record(z.string(), z.unknown(), 'El cuerpo debe ser un objeto JSON.'),
        response: { 200: z.union([couponCheckAnswerSchema, couponAnswerSchema]), ...errorAnswers },
      },
    },
    async (request) => {
      if ('usageRecord' in request.body) {
        const { productIds } = parseOrThrow(couponCheckBody, request.body);
        return service.check(request.params.code, productIds);
      }
      assertAdmin(request);
      return service.update(request.params.code, parseOrThrow(couponUpdateSchema, request.body));
    },
  );

  r.delete(
    '/api/discounts/:code',
    {
      config: { admin: true },
      schema: {
        tags: ['discounts'],
        summary:
          'Borra el cupón: deja de valer y de listarse; los pedidos que lo usaron lo siguen nombrando.',
        params: codeParams,
        body: versionedDeleteSchema,
        response: { 204: noContent, ...errorAnswers },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.code, request.body?.version);
      return reply.status(204).send(undefined);
    },
  );
}
