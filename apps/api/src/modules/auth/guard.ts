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
export function registerAdminGuard(
  app: FastifyInstance,
  tokens: TokenService,
  isActiveUser: (userId: string) => Promise<boolean>,
) {
  app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : null;
    // A deleted or deactivated admin loses access at once, not when the token expires.
    request.admin = claims && (await isActiveUser(claims.userId)) ? claims : null;
    if (request.routeOptions.config?.admin && !request.admin) throw unauthorized();
  });
}

/** For calls that are public with one body and admin-only with another. */
export function assertAdmin(request: FastifyRequest): AdminClaims {
  if (!request.admin) throw unauthorized();
  return request.admin;
}
