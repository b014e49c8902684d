import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Defences of the HTTP layer against addresses, headers and text no client of ours sends, so
 * that no route (page or API) meets them: they are refused before routing, in Spanish.
 */

/** Longest address taken (path and query); a browser's own limit is about this. */
export const MAX_URL_LENGTH = 8 * 1024;
/** Longest path segment taken (slugs are at most 100 characters). */
export const MAX_SEGMENT_LENGTH = 300;
/** All headers together; past it 431. Node itself cuts at MAX_HEADER_BYTES. */
export const MAX_HEADERS_LENGTH = 16 * 1024;
/**
 * Node's own limit on the request head, raised above ours so that an oversized address or
 * cookie is read and answered in Spanish rather than cut by Node in English (or reset).
 */
export const MAX_HEADER_BYTES = 256 * 1024;

/** Where refused addresses are routed: pages to the storefront's 404, the API to an answer. */
export const INVALID_PAGE_PATH = '/__direccion-no-valida';
const REFUSED_PREFIX = '/api/__rechazo/';

const REFUSALS = {
  'url-larga': {
    status: 414,
    error: 'uri_too_long',
    message: 'La dirección pedida es demasiado larga.',
  },
  'encabezados-grandes': {
    status: 431,
    error: 'headers_too_large',
    message: 'Los encabezados de la solicitud son demasiado grandes.',
  },
  'direccion-no-valida': {
    status: 400,
    error: 'bad_request',
    message: 'La dirección pedida no es válida.',
  },
} as const;

type Refusal = keyof typeof REFUSALS;

function decodes(part: string): boolean {
  try {
    return !decodeURIComponent(part).includes('\0');
  } catch {
    return false;
  }
}

/** NUL bytes, malformed percent escapes (or escapes of text that is not UTF-8), long segments. */
export function isHostilePath(url: string): boolean {
  if (url.includes('\0')) return true;
  const [path = '', query = ''] = url.split('?', 2);
  const segments = path.split('/');
  if (segments.some((segment) => segment.length > MAX_SEGMENT_LENGTH || !decodes(segment))) {
    return true;
  }
  return query
    .split('&')
    .some((pair) => pair.split('=').some((part) => !decodes(part.replaceAll('+', ' '))));
}

function headersLength(request: IncomingMessage): number {
  let length = 0;
  for (let i = 0; i < request.rawHeaders.length; i++) length += request.rawHeaders[i]!.length;
  return length;
}

function refusalOf(request: IncomingMessage): Refusal | 'page' | undefined {
  const url = request.url ?? '/';
  if (url.length > MAX_URL_LENGTH) return 'url-larga';
  if (headersLength(request) > MAX_HEADERS_LENGTH) return 'encabezados-grandes';
  if (!isHostilePath(url)) return undefined;
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
    ? 'direccion-no-valida'
    : 'page';
}

/** Fastify's rewriteUrl: a refused request is routed to its refusal before any route sees it. */
export function rewriteHostileUrl(request: IncomingMessage): string {
  const refusal = refusalOf(request);
  if (refusal === undefined) return request.url ?? '/';
  if (refusal === 'page') return INVALID_PAGE_PATH;
  return `${REFUSED_PREFIX}${refusal}`;
}

/** The answers of refused requests (hidden from the API documentation). */
export function registerRefusals(app: FastifyInstance) {
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${REFUSED_PREFIX}:refusal`,
    schema: { hide: true },
    // The body of a refused request is never read.
    bodyLimit: MAX_HEADER_BYTES,
    handler: async (request, reply) => {
      const refusal =
        REFUSALS[(request.params as { refusal: string }).refusal as Refusal] ??
        REFUSALS['direccion-no-valida'];
      return reply
        .status(refusal.status)
        .header('connection', 'close')
        .send({ error: refusal.error, message: refusal.message });
    },
  });
}

/**
 * Requests Node's parser could not read (a head past MAX_HEADER_BYTES, broken syntax): answered
 * in Spanish, and the rest of what the client sends is read and dropped so it gets the answer
 * instead of a reset connection.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const refusal = REFUSALS[tooLarge ? 'encabezados-grandes' : 'direccion-no-valida'];
  const body = JSON.stringify({ error: refusal.error, message: refusal.message });
  const reason = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.on('data', () => {});
  socket.resume();
  socket.end(
    `HTTP/1.1 ${refusal.status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  // A client that never stops sending is cut off after a moment.
  setTimeout(() => socket.destroy(), 2000).unref();
}

/** A surrogate half without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Replaces lone surrogates (`"\ud800"` is valid JSON, not valid Unicode) with U+FFFD. */
function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\ufffd');
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      (value as Record<string, unknown>)[key] = wellFormed(inner);
    }
  }
  return value;
}

/** A JSON escape of a surrogate half: only then can a parsed string hold a lone one. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * Every JSON body is parsed by Fastify's own parser (which guards against prototype
 * poisoning); text that is not valid Unicode is stored with the replacement character, in every
 * field of every call.
 */
export function registerWellFormedJson(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    parse(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      done(null, SURROGATE_ESCAPE.test(text) ? wellFormed(parsed) : parsed);
    });
  });
}
