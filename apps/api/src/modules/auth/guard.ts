import { mayUseArea, STAFF_AREA_REFUSALS, type AdminAccess, type StaffArea } from '@shop/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, unauthorized } from '../../http/errors.js';
import type { AdminClaims, TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only a signed-in admin may call this route. */
    admin?: boolean;
    /** Only an owner, or a staff admin granted this area, may call this route (issue 44). */
    area?: StaffArea;
  }
  interface FastifyRequest {
    admin: AdminClaims | null;
    /** The signed-in admin's owner flag and granted areas, read per request. */
    adminAccess: AdminAccess | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The OpenAPI extension naming the staff area a call needs. */
export const STAFF_AREA_DOC_KEY = 'x-staff-area';

/**
 * Reads the admin token of every request once; routes marked `config: { admin: true }` refuse
 * requests without a valid one. Marking the route (not calling a hook per route) lets a test
 * enumerate every admin route from the route table.
 */
export function registerAdminGuard(
  app: FastifyInstance,
  tokens: TokenService,
  /** The admin's access while active; null for a deleted or deactivated admin. */
  activeAccess: (userId: string) => Promise<AdminAccess | null>,
) {
  app.decorateRequest('admin', null);
  app.decorateRequest('adminAccess', null);
  // The OpenAPI document names each route's area, so callers (and the permissions test) see it.
  app.addHook('onRoute', (route) => {
    const area = route.config?.area;
    if (area) route.schema = Object.assign({}, route.schema, { [STAFF_AREA_DOC_KEY]: area });
  });
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : null;
    // A deleted or deactivated admin loses access at once, not when the token expires.
    const access = claims ? await activeAccess(claims.userId) : null;
    request.admin = access ? claims : null;
    request.adminAccess = access;
    const config = request.routeOptions.config;
    if ((config?.admin || config?.area) && !request.admin) throw unauthorized();
    if (config?.area) assertArea(request, config.area);
  });
}

/** For calls that are public with one body and admin-only with another. */
export function assertAdmin(request: FastifyRequest): AdminClaims {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

/** For calls that need an area only with some bodies (or routes checking it themselves). */
export function assertArea(request: FastifyRequest, area: StaffArea): AdminClaims {
  const admin = assertAdmin(request);
  if (!request.adminAccess || !mayUseArea(request.adminAccess, area)) {
    throw new ApiError(403, 'forbidden', STAFF_AREA_REFUSALS[area]);
  }
  return admin;
}
