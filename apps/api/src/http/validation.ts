import type { z } from 'zod';
import { badRequest } from './errors.js';

/** For bodies whose schema depends on who calls: parse by hand, answer 400 like the route schemas. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw badRequest(result.error.issues[0]?.message ?? 'Los datos enviados no son válidos.');
  }
  return result.data;
}
