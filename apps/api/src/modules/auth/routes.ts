import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema } from '@shop/domain';
import { assertAdmin } from './guard.js';
import type { AuthService } from './service.js';

export function authRoutes(app: FastifyInstance, service: AuthService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/login',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], summary: 'Ingreso de administradores', body: loginSchema },
    },
    async (request) => service.login(request.body.username, request.body.password, request.ip),
  );

  r.get(
    '/api/admin',
    {
      config: { admin: true },
      schema: { tags: ['auth'], summary: 'Comprueba el token de administrador' },
    },
    async (request) => {
      const { username } = assertAdmin(request);
      return { message: `Hola, ${username}`, username };
    },
  );
}
