import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors.js';
import { assertAdmin } from './guard.js';

export const OWNER_ONLY_MESSAGE =
  'Solo un usuario Dueño puede cambiar los ajustes de la tienda y administrar usuarios.';

/**
 * A preHandler for the routes only an owner ('Dueño') may call: the shop's settings (bank account,
 * discounts) and user management. Read per request, so taking the flag away takes effect at once.
 */
export function ownerOnly(isOwner: (userId: string) => Promise<boolean>) {
  return async (request: FastifyRequest) => {
    const admin = assertAdmin(request);
    if (!(await isOwner(admin.userId))) throw new ApiError(403, 'forbidden', OWNER_ONLY_MESSAGE);
  };
}
