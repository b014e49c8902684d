/** A kept answer, its compressed copies, and how an answer is sent in the encoding a browser accepts. */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** The products a kept answer shows, so that a change of one forgets just the answers showing it. */
export type Shows = {
  /** By id (productsShownIn); `all`: any product (a whole list). */
  products: Set<string> | 'all';
  /** Only as cards (a storefront list): a change of stock counts alone leaves it as it is. */
  asCards: boolean;
};

/**
 * An answer as sent, plus its compressed copies, each made the first time a browser asks for
 * that encoding: most answers of the long tail are never asked for again, so compressing them
 * for both encodings up front was most of a cache miss's cost.
 */
export type CachedAnswer = {
  body: Buffer;
  contentType: string;
  /** Further headers the answer carries (a page's Cache-Control, say). */
  headers: Record<string, string>;
  /** CSP hashes of a page's inline scripts (none for data). */
  scriptHashes: string[];
  expiresAt: number;
  copies: Partial<Record<Encoding, Promise<Buffer>>>;
  shows?: Shows;
};

export type Answer = Pick<CachedAnswer, 'body' | 'contentType' | 'headers'>;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };

/** The answer compressed in that encoding (off the event loop), made once and kept with it. */
export function compressedCopy(answer: CachedAnswer, encoding: Encoding): Promise<Buffer> {
  return (answer.copies[encoding] ??=
    encoding === 'br' ? brotliAsync(answer.body, BROTLI) : gzipAsync(answer.body, GZIP));
}

function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** Sends the smallest copy the browser accepts. */
export async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
) {
  const encoding = acceptedEncoding(request);
  reply.type(answer.contentType).headers(answer.headers).header('vary', 'Accept-Encoding');
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(await compressedCopy(answer, encoding));
}

/** Sends a one-off answer compressed as the browser accepts, compressing only that copy. */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  const encoding = acceptedEncoding(request);
  reply.type(answer.contentType).headers(answer.headers).header('vary', 'Accept-Encoding');
  if (encoding === 'br') {
    return reply.header('content-encoding', 'br').send(await brotliAsync(answer.body, BROTLI));
  }
  if (encoding === 'gzip') {
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(answer.body, GZIP));
  }
  return reply.send(answer.body);
}
