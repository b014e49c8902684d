import { apiErrorAnswerSchema } from '@shop/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** Every route's refusals and failures: `{ error, message, field? }` (see error-handler.ts). */
export const errorAnswers = { '4xx': apiErrorAnswerSchema, '5xx': apiErrorAnswerSchema } as const;

/** A 204 or 304: no body (JSON Schema type 'null' makes the document list no media type). */
export const noContent = z.null().optional().meta({ type: 'null', description: 'Sin contenido' });

/** Answers kept as JSON text (the catalogue memory's, made by the same DTO) go out as they are. */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
