import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageNonce, registerSecurityHeaders } from './security-headers.js';

describe('security headers', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerSecurityHeaders(app);
    app.get('/page', async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(`<script nonce="${pageNonce(request)}"></script>`),
    );
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
});
