import { zodErrorToApiError } from '@shop/domain';
import type { z } from 'zod';
import { ApiError } from './errors.js';

/** For bodies whose schema depends on who calls: parse by hand, answer 400 like the route schemas. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { message, field } = zodErrorToApiError(result.error);
    throw new ApiError(400, 'validation_error', message, field);
  }
  return result.data;
}
