import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../test/harness.js';

const GENERIC_BAD_REQUEST = { error: 'bad_request', message: 'La solicitud no es válida.' };

/** Nothing of the server's insides in an answer: no stack, no JS error names, no parser text. */
function expectNoInternals(res: LightMyRequestResponse) {
  expect(res.body).not.toMatch(
    /stack|SyntaxError|TypeError|Unexpected token|at .+\.[jt]s:\d+|node_modules/,
  );
}

describe.each(databaseKinds())('HTTP error handling and headers on %s', (kind) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop(kind);
    // A route that fails the way a bug would, to see what the shopper gets.
    shop.app.get('/api/test-falla', async () => {
      throw new Error('detalle interno: conexión db://usuario:clave@host');
    });
  });
  afterAll(() => shop.close());

  describe('unknown paths', () => {
    it('answers 404 JSON in Spanish naming the route, without its query', async () => {
      const res = await shop.app.inject('/api/xyz?token=secreto');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        error: 'not_found',
        message: 'No existe la ruta GET /api/xyz.',
      });
    });

    it('answers 404 for a method the path does not have', async () => {
      const res = await shop.app.inject({ method: 'DELETE', url: '/api/settings' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: 'not_found',
        message: 'No existe la ruta DELETE /api/settings.',
      });
    });
  });

  describe('bodies the server cannot read', () => {
    const post = (payload: string, contentType = 'application/json') =>
      shop.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': contentType },
        payload,
      });

    it('answers 400 JSON for malformed JSON, without a stack trace', async () => {
      const res = await post('{"username": "admin", "password": ');
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual(GENERIC_BAD_REQUEST);
      expectNoInternals(res);
    });

    it('answers 400 for an empty JSON body', async () => {
      const res = await post('');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(GENERIC_BAD_REQUEST);
    });

    it('answers 415 in Spanish for a content type it does not read', async () => {
      const res = await post('<login/>', 'application/xml');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        error: 'unsupported_media_type',
        message: 'Tipo de contenido no admitido.',
      });
    });

    it('answers 413 in Spanish for a body over the limit', async () => {
      const res = await post(JSON.stringify({ username: 'a'.repeat(1_100_000), password: 'x' }));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        error: 'payload_too_large',
        message: 'El contenido enviado es demasiado grande.',
      });
    });
  });

  it('answers an unexpected failure 500 with a tracking code and nothing of the error', async () => {
    const res = await shop.app.inject('/api/test-falla');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'internal_error',
      message: expect.stringMatching(
        /^Ocurrió un error inesperado\. Código de seguimiento: [0-9a-f-]{36}$/,
      ),
    });
    expect(res.body).not.toContain('detalle interno');
    expect(res.body).not.toContain('clave');
    expectNoInternals(res);
  });

  describe('security headers', () => {
    const answers = () =>
      Promise.all([
        shop.app.inject('/api/settings'),
        shop.app.inject('/api/xyz'),
        shop.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: '{',
        }),
        shop.app.inject('/api/users'),
        shop.app.inject('/api/test-falla'),
      ]);

    it('come with every answer, success or error', async () => {
      const responses = await answers();
      expect(responses.map((r) => r.statusCode)).toEqual([200, 404, 400, 401, 500]);
      for (const res of responses) {
        const csp = String(res.headers['content-security-policy']);
        // API answers run no scripts: their policy allows nothing (pages get a nonce policy).
        expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    });
  });

  describe('OpenAPI document', () => {
    it('is served at /api/docs/json and lists the shop calls', async () => {
      const res = await shop.app.inject('/api/docs/json');
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info.title).toEqual(expect.any(String));
      expect(Object.keys(doc.paths['/api/products']).sort()).toEqual(['get', 'post']);
      expect(
        doc.paths['/api/products'].post.requestBody.content['application/json'].schema.properties,
      ).toHaveProperty('productName');
      for (const path of [
        '/api/promotion',
        '/api/commissions',
        '/api/discounts',
        '/api/login',
        '/api/users',
        '/api/settings',
      ]) {
        expect(doc.paths).toHaveProperty([path]);
      }
      expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    });

    it('has a browsable page at /api/docs', async () => {
      const res = await shop.app.inject('/api/docs/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    });
  });
});
