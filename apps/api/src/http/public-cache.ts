import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Shoppers' answers of this GET route may be served from the in-memory cache. */
    publicCache?: boolean;
  }
}

export type PublicCacheOptions = { ttlMs: number; maxEntries: number };

/** The answer as sent, plus compressed copies made once when it is stored. */
type Entry = { body: string; gzip: Buffer; brotli: Buffer; contentType: string; expiresAt: number };

function compressed(body: string): Pick<Entry, 'gzip' | 'brotli'> {
  return {
    gzip: gzipSync(body, { level: 6 }),
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  };
}

/** Sends the smallest copy the browser accepts. */
function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type(entry.contentType).header('vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(entry.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(entry.gzip);
  return reply.send(entry.body);
}

/**
 * Keeps the serialized answers of public catalogue reads (products, promotions, settings) for a
 * short while. Any successful write through this instance empties it at once, so an admin's
 * change or a sale shows immediately here; other instances sharing the database see it within
 * `ttlMs`. Admins always read through to the database.
 */
export function registerPublicCache(app: FastifyInstance, options: PublicCacheOptions) {
  const entries = new Map<string, Entry>();
  const isRead = (method: string) => method === 'GET' || method === 'HEAD';

  // Registered before the admin guard: a request without a token is a shopper's, and a hit is
  // answered before any other work.
  app.addHook('onRequest', (request, reply, done) => {
    if (
      options.ttlMs <= 0 ||
      !isRead(request.method) ||
      request.headers.authorization !== undefined ||
      request.routeOptions.config?.publicCache !== true
    ) {
      return done();
    }
    const entry = entries.get(request.url);
    if (!entry) return done();
    if (entry.expiresAt < Date.now()) {
      entries.delete(request.url);
      return done();
    }
    sendEntry(request, reply.header('x-cache', 'hit'), entry);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isRead(request.method)) {
      if (reply.statusCode < 400) entries.clear();
      return done(null, payload);
    }
    if (
      options.ttlMs <= 0 ||
      reply.getHeader('x-cache') === 'hit' ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      request.routeOptions.config?.publicCache !== true ||
      request.admin !== null
    ) {
      return done(null, payload);
    }
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    reply.header('vary', 'Accept-Encoding');
    const contentType = String(
      reply.getHeader('content-type') ?? 'application/json; charset=utf-8',
    );
    entries.set(request.url, {
      body: payload,
      ...compressed(payload),
      contentType,
      expiresAt: Date.now() + options.ttlMs,
    });
    done(null, payload);
  });
}
