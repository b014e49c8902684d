import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'http' {
  interface IncomingMessage {
    /** Per-page nonce that every inline script of a server-rendered page must carry. */
    cspNonce?: string;
    /** Hashes of a stored page's inline scripts, allowed instead of a nonce (see pageScripts). */
    cspScriptHashes?: string[];
  }
}

const PAGE_POLICY = (scriptSources: string[]) =>
  [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptSources].join(' '),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "form-action 'self' https://www.mercadopago.com.ar https://sandbox.mercadopago.com.ar",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');

/** JSON, images and other non-page answers run no scripts at all. */
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers every answer carries, fixed once instead of computed per answer. */
const COMMON_HEADERS = {
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
};

/** What helmet adds for documents: only pages can be framed, opened or sniffed by old browsers. */
const PAGE_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** A fresh nonce for a page about to be rendered. */
export function pageNonce(request: { raw: { cspNonce?: string } }): string {
  request.raw.cspNonce ??= randomBytes(16).toString('base64');
  return request.raw.cspNonce;
}

const INLINE_SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hashes of a page's inline scripts. A page served again from memory cannot carry a
 * fresh nonce, so its policy names exactly the scripts it was rendered with. React escapes
 * "</script" inside what it renders, so the first closing tag ends each script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (content.length > 0) hashes.add(createHash('sha256').update(content).digest('base64'));
  }
  return [...hashes];
}

/** Lets this page's inline scripts run by their hashes (a stored page) instead of by a nonce. */
export function allowScriptsByHash(
  request: { raw: { cspScriptHashes?: string[] } },
  hashes: string[],
) {
  request.raw.cspScriptHashes = hashes;
}

function scriptSources(request: { raw: { cspNonce?: string; cspScriptHashes?: string[] } }) {
  const hashes = request.raw.cspScriptHashes;
  if (hashes) return hashes.map((hash) => `'sha256-${hash}'`);
  return [`'nonce-${pageNonce(request)}'`];
}

/**
 * Security headers on every answer, and a content security policy chosen by what is sent:
 * pages get a nonce-based policy, everything else a policy that allows nothing.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    reply.headers(COMMON_HEADERS);
    if (isPage) {
      reply
        .headers(PAGE_HEADERS)
        .header('content-security-policy', PAGE_POLICY(scriptSources(request)));
    } else {
      reply.header('content-security-policy', RESOURCE_POLICY);
    }
    done(null, payload);
  });
}
