import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowScriptsByHash,
  inlineScriptHashes,
  pageNonce,
  registerSecurityHeaders,
} from './security-headers.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

const STORED_PAGE = [
  '<script nonce="old">window.__a = 1;</script>',
  '<script type="module" src="/assets/entry.js"></script>',
  '<script type="module" nonce="old">import("/assets/x.js");\n</script>',
  '<script>window.__a = 1;</script>',
].join('');

describe('security headers', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerSecurityHeaders(app);
    app.get('/page', async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(`<script nonce="${pageNonce(request)}"></script>`),
    );
    app.get('/stored', async (request, reply) => {
      allowScriptsByHash(request, inlineScriptHashes(STORED_PAGE));
      return reply.type('text/html; charset=utf-8').send(STORED_PAGE);
    });
    app.get('/data', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('give pages a policy whose nonce is the one their scripts carry, fresh each time', async () => {
    const [a, b] = await Promise.all([app.inject('/page'), app.inject('/page')]);
    const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
    const nonce = nonceOf(a.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(a.body).toBe(`<script nonce="${nonce}"></script>`);
    expect(nonceOf(b.headers['content-security-policy'])).not.toBe(nonce);
    expect(a.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(a.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it('give data answers a policy that allows nothing, plus the common security headers', async () => {
    const res = await app.inject('/data');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=/);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('hash every inline script with content once, and none with a src', () => {
    expect(inlineScriptHashes(STORED_PAGE)).toEqual([
      sha256('window.__a = 1;'),
      sha256('import("/assets/x.js");\n'),
    ]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  it('give a page kept in memory a policy naming its scripts by hash, without any nonce', async () => {
    const res = await app.inject('/stored');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(
      `script-src 'self' 'sha256-${sha256('window.__a = 1;')}' 'sha256-${sha256('import("/assets/x.js");\n')}';`,
    );
    const scriptSrc = /script-src [^;]+/.exec(csp)?.[0];
    expect(scriptSrc).not.toContain('nonce-');
    expect(scriptSrc).not.toContain('unsafe');
  });
});
