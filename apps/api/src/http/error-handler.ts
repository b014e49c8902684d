import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/availability.js';
import { ApiError } from './errors.js';

/**
 * PostgreSQL refuses text it cannot store (a NUL character: SQLSTATE 22021 / 22P05); that is the
 * sender's bad input, and its transaction was rolled back.
 */
function hasUnstorableCharacters(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
  }
  return false;
}

/** Every failure leaves as `{ error, message }` in Spanish; internals only reach the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      const body = { error: error.code, message: error.message };
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(error.field === undefined ? body : { ...body, field: error.field });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      return reply.status(400).send({
        error: 'validation_error',
        message: first?.message ?? 'Los datos enviados no son válidos.',
        field,
      });
    }
    if (hasUnstorableCharacters(error)) {
      return reply.status(400).send({
        error: 'invalid_characters',
        message: 'El texto enviado tiene caracteres no válidos.',
      });
    }
    if (isDatabaseUnavailable(error)) {
      // The database restarts or dropped the connection: the pool reconnects by itself.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply
        .status(413)
        .send({ error: 'payload_too_large', message: 'El contenido enviado es demasiado grande.' });
    }
    if (status === 415) {
      return reply
        .status(415)
        .send({ error: 'unsupported_media_type', message: 'Tipo de contenido no admitido.' });
    }
    if (status === 429) {
      // Every 429 says when to come back (the rate limiter sets its own; this is the fallback).
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return reply.status(429).send({
        error: 'too_many_requests',
        message: 'Demasiadas solicitudes. Esperá un momento e intentá de nuevo.',
      });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: 'bad_request', message: 'La solicitud no es válida.' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({
      error: 'internal_error',
      message: `Ocurrió un error inesperado. Código de seguimiento: ${request.id}`,
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: 'not_found',
      message: `No existe la ruta ${request.method} ${request.url.split('?')[0]}.`,
    }),
  );
}
