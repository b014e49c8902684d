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

/**
 * A value as JSON text of ASCII only: other characters are written as `\uXXXX`
 * escapes, which every JSON reader decodes to the same text. Sent answers are joined from these
 * texts and encoded as UTF-8 on every request, and V8 encodes a text with an accent (the shop's
 * names and descriptions) several times slower than one without: 85 µs against 28 µs for a page
 * of 20 products here (bench/RESULTS.md): the catalogue memory keeps its answers so.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
