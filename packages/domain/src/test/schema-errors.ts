/** What the schema tests ask of a refused input, written once. */
import type { z } from 'zod';
import { zodFieldErrors } from '../schemas/api-error.js';

/** The Spanish message of each refused field; fails the test if the input is accepted. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a rejection of ${JSON.stringify(input)}`);
  return zodFieldErrors(result.error);
}
