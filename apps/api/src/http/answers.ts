import { apiErrorAnswerSchema } from '@shop/domain';
import { z } from 'zod';

/** Every route's refusals and failures: `{ error, message, field? }` (see error-handler.ts). */
export const errorAnswers = { '4xx': apiErrorAnswerSchema, '5xx': apiErrorAnswerSchema } as const;

/** A 204 or 304: no body (JSON Schema type 'null' makes the document list no media type). */
export const noContent = z.null().optional().meta({ type: 'null', description: 'Sin contenido' });
