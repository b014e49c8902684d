import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserAnswerSchema, userCreateSchema, userUpdateSchema } from '@shop/domain';
import { assertAdmin } from '../auth/guard.js';
import type { Actor, UserService } from './service.js';
import { errorAnswers, noContent } from '../../http/answers.js';

const idParams = z.object({ id: z.uuid('El id de usuario no es válido.') });

/** Who asks, as the user rules need it: granting and self-lockout depend on it. */
function actorOf(request: FastifyRequest): Actor {
  const { userId } = assertAdmin(request);
  return { userId, owner: request.adminAccess?.owner === true };
}

export function userRoutes(app: FastifyInstance, service: UserService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Managing users is the owner's, or a staff admin's granted the area (issue 44).
  const users = { area: 'users' } as const;

  r.get(
    '/api/users',
    {
      config: users,
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
      config: users,
      schema: {
        tags: ['users'],
        body: userCreateSchema,
        response: { 201: adminUserAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body, actorOf(request))),
  );
  r.put(
    '/api/users/:id',
    {
      config: users,
      schema: {
        tags: ['users'],
        params: idParams,
        body: userUpdateSchema,
        response: { 200: adminUserAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => service.update(request.params.id, request.body, actorOf(request)),
  );
  r.delete(
    '/api/user/:id',
    {
      config: users,
      schema: {
        tags: ['users'],
        params: idParams,
        response: { 204: noContent, ...errorAnswers },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, actorOf(request));
      return reply.status(204).send(undefined);
    },
  );
}
