import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserAnswerSchema, userCreateSchema, userUpdateSchema } from '@shop/domain';
import { assertAdmin } from '../auth/guard.js';
import { ownerOnly } from '../auth/owner-only.js';
import type { UserService } from './service.js';
import { errorAnswers, noContent } from '../../http/answers.js';

const idParams = z.object({ id: z.uuid('El id de usuario no es válido.') });

export function userRoutes(app: FastifyInstance, service: UserService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { admin: true } as const;
  const preHandler = ownerOnly(service.isOwner);

  r.get(
    '/api/users',
    {
      config: admin,
      preHandler,
      schema: {
        tags: ['users'],
        querystring: z.object({ search: z.string().max(100).optional() }),
        response: {
          200: z.object({ users: z.array(adminUserAnswerSchema), count: z.number().int() }),
          ...errorAnswers,
        },
      },
    },
    async (request) => service.list(request.query.search),
  );
  r.post(
    '/api/users',
    {
      config: admin,
      preHandler,
      schema: {
        tags: ['users'],
        body: userCreateSchema,
        response: { 201: adminUserAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );
  r.put(
    '/api/users/:id',
    {
      config: admin,
      preHandler,
      schema: {
        tags: ['users'],
        params: idParams,
        body: userUpdateSchema,
        response: { 200: adminUserAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );
  r.delete(
    '/api/user/:id',
    {
      config: admin,
      preHandler,
      schema: {
        tags: ['users'],
        params: idParams,
        response: { 204: noContent, ...errorAnswers },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, assertAdmin(request).userId);
      return reply.status(204).send(undefined);
    },
  );
}
