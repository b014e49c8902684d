import { STALE_WRITE_ERROR, STALE_WRITE_MESSAGES, type VersionedEntity } from '@shop/domain';

/** An answer the shopper or admin should see: `{ error, message }` with a fitting status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The input field at fault, for validation errors. */
    readonly field?: string,
    /** Headers the answer carries (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message: string) => new ApiError(404, 'not_found', message);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
export const badRequest = (message: string, code = 'validation_error') =>
  new ApiError(400, code, message);
export const unauthorized = (message = 'No autorizado: iniciá sesión como administrador.') =>
  new ApiError(401, 'unauthorized', message);
export const unprocessable = (message: string, code = 'business_rule') =>
  new ApiError(422, code, message);

/** 409 for an admin write read at an older version than the row's (decision 0030). */
export const staleWrite = (entity: VersionedEntity) =>
  new ApiError(409, STALE_WRITE_ERROR, STALE_WRITE_MESSAGES[entity]);
