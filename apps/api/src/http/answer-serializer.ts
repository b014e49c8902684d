import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response schemas are the answers' contract: each answer is checked against its declared schema
 * (a mismatch is a 500, as with the plugin's own serializer), then written exactly as the service
 * made it, so declaring a schema never drops, reorders or rewrites a field.
 */
export const answerSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const checked = z.safeEncode(schema, data);
    if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
    return JSON.stringify(data);
  };
