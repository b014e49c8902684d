import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors.js';
import type { AdminClaims, TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only a signed-in admin may call this route. */
    admin?: boolean;
  }
  interface FastifyRequest {
    admin: AdminClaims | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Reads the admin token of every request once; routes marked `config: { admin: true }` refuse
 * requests without a valid one. Marking the route (not calling a hook per route) lets a test
 * enumerate every admin route from the route table.
 */
export function registerAdminGuard(app: FastifyInstance, tokens: TokenService) {
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.admin = token ? await tokens.verify(token) : null;
    if (request.routeOptions.config?.admin && !request.admin) throw unauthorized();
  });
}

/** For calls that are public with one body and admin-only with another. */
export function assertAdmin(request: FastifyRequest): AdminClaims {
  if (!request.admin) throw unauthorized();
  return request.admin;
}
