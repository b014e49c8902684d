import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestShop, databaseKinds, type TestShop } from '../../test/harness.js';
import { createTokenService } from './tokens.js';

const ADMIN = { username: 'admin-test', password: 'clave-segura-123' };
const INVALID_CREDENTIALS = { error: 'invalid_credentials', message: 'Invalid credentials' };

describe.each(databaseKinds())('auth API on %s', (kind) => {
  const jwtSecret = randomBytes(32).toString('hex');
  let shop: TestShop;
  /** Each test signs in from its own address, so the per-address limits of one do not reach another. */
  let nextAddress = 1;
  const freshAddress = () => `10.0.0.${nextAddress++}`;

  const login = (body: unknown, remoteAddress: string) =>
    shop.app.inject({ method: 'POST', url: '/api/login', payload: body as object, remoteAddress });
  const adminCheck = (headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'GET', url: '/api/admin', headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    shop = await createTestShop(kind, { jwtSecret });
  });
  afterAll(() => shop.close());

  it('answers a token for the right credentials, and that token opens GET /api/admin', async () => {
    const res = await login(ADMIN, freshAddress());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['token']);
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const check = await adminCheck(bearer(body.token));
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      message: expect.stringContaining('admin-test'),
      username: 'admin-test',
    });
  });

  it('answers the same 401 for a wrong password and for an unknown user', async () => {
    const address = freshAddress();
    const wrongPassword = await login({ ...ADMIN, password: 'otra-clave' }, address);
    const unknownUser = await login({ username: 'nadie', password: 'otra-clave' }, address);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(INVALID_CREDENTIALS);
    expect(unknownUser.body).toBe(wrongPassword.body);
  });

  it('refuses an inactive user with the same answer as a wrong password', async () => {
    await shop.services.users.create({
      username: 'inactivo',
      password: 'clave-inactiva',
      email: 'inactivo@tienda.test',
      status: 'Inactivo',
      owner: false,
      checked: false,
    });
    const res = await login({ username: 'inactivo', password: 'clave-inactiva' }, freshAddress());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_CREDENTIALS);
  });

  it('asks for username and password in Spanish', async () => {
    const address = freshAddress();
    const noUser = await login({ password: 'x' }, address);
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json()).toMatchObject({
      error: 'validation_error',
      message: 'Debe ingresar su usuario',
      field: 'username',
    });
    const blankUser = await login({ username: '   ', password: 'x' }, address);
    expect(blankUser.json()).toMatchObject({ message: 'Debe ingresar su usuario' });
    const noPassword = await login({ username: 'admin-test' }, address);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({
      message: 'Debe ingresar su contraseña',
      field: 'password',
    });
    const emptyPassword = await login({ username: 'admin-test', password: '' }, address);
    expect(emptyPassword.json()).toMatchObject({ message: 'Debe ingresar su contraseña' });
  });

  it('locks a username after 5 failures, even for the right password, without locking other users', async () => {
    await shop.services.users.create({
      username: 'cajero',
      password: 'clave-cajero',
      email: 'cajero@tienda.test',
      status: 'Activo',
      owner: false,
      checked: false,
    });
    const address = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      // Differently cased names count for the same user.
      const username = attempt % 2 ? 'cajero' : 'CAJERO';
      expect((await login({ username, password: `mala-${attempt}` }, address)).statusCode).toBe(
        401,
      );
    }
    for (const from of [address, freshAddress()]) {
      const locked = await login({ username: 'cajero', password: 'clave-cajero' }, from);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        error: 'too_many_attempts',
        message: expect.stringMatching(
          /^Demasiados intentos fallidos\. Esperá \d+ minuto\(s\) e intentá de nuevo\.$/,
        ),
      });
    }
    expect((await login(ADMIN, address)).statusCode).toBe(200);
  });

  it('lets the owner sign in from her browser while others flood her user with wrong passwords', async () => {
    await shop.services.users.create({
      username: 'duena',
      password: 'clave-de-la-duena',
      email: 'duena@tienda.test',
      status: 'Activo',
      owner: true,
      checked: false,
    });
    const home = freshAddress();
    const first = await login({ username: 'duena', password: 'clave-de-la-duena' }, home);
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^tienda_dispositivo=[^;]+\./);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/login/);
    const deviceCookie = setCookie.split(';')[0]!;

    // Wrong passwords for her user from many addresses, none with her device cookie.
    for (let i = 0; i < 12; i++) {
      const res = await login({ username: 'duena', password: `adivinanza-${i}` }, freshAddress());
      expect([401, 429]).toContain(res.statusCode);
    }
    const stranger = await login(
      { username: 'duena', password: 'clave-de-la-duena' },
      freshAddress(),
    );
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);

    // Her browser is judged by its own failures only.
    const fromHerBrowser = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'duena', password: 'clave-de-la-duena' },
      headers: { cookie: deviceCookie },
      remoteAddress: freshAddress(),
    });
    expect(fromHerBrowser.statusCode).toBe(200);

    // A forged or another user's cookie counts for nothing.
    const forged = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'duena', password: 'clave-de-la-duena' },
      headers: { cookie: `${deviceCookie.slice(0, -3)}abc` },
      remoteAddress: freshAddress(),
    });
    expect(forged.statusCode).toBe(429);

    // Her browser too is locked after five failures of its own.
    for (let i = 0; i < 5; i++) {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'duena', password: `olvido-${i}` },
        headers: { cookie: deviceCookie },
        remoteAddress: home,
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'duena', password: 'clave-de-la-duena' },
      headers: { cookie: deviceCookie },
      remoteAddress: home,
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a success clears the failures counted for that user', async () => {
    await shop.services.users.create({
      username: 'vendedora',
      password: 'clave-vendedora',
      email: 'vendedora@tienda.test',
      status: 'Activo',
      owner: false,
      checked: false,
    });
    const address = freshAddress();
    for (let i = 0; i < 4; i++) await login({ username: 'vendedora', password: 'mala' }, address);
    expect(
      (await login({ username: 'vendedora', password: 'clave-vendedora' }, address)).statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login({ username: 'vendedora', password: 'mala' }, address)).statusCode).toBe(
        401,
      );
    }
    expect(
      (await login({ username: 'vendedora', password: 'clave-vendedora' }, address)).statusCode,
    ).toBe(200);
  });

  it('locks an address after 20 failures across usernames', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      expect((await login({ username: `probando-${i}`, password: 'x' }, address)).statusCode).toBe(
        401,
      );
    }
    const res = await login(ADMIN, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('too_many_attempts');
    expect((await login(ADMIN, freshAddress())).statusCode).toBe(200);
  });

  it('caps sign-in calls per address at 30 a minute', async () => {
    const address = freshAddress();
    for (let i = 0; i < 30; i++) expect((await login({}, address)).statusCode).toBe(400);
    const res = await login(ADMIN, address);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      error: 'too_many_requests',
      message: 'Demasiadas solicitudes. Esperá un momento e intentá de nuevo.',
    });
  });

  describe('GET /api/admin', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const unauthorized = {
      error: 'unauthorized',
      message: 'No autorizado: iniciá sesión como administrador.',
    };

    it('refuses a request without a token', async () => {
      const res = await adminCheck();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    });

    it('accepts a token signed with the shop secret', async () => {
      const token = await createTokenService(jwtSecret, 60).sign({
        userId: shop.adminId,
        username: 'admin-test',
      });
      expect((await adminCheck(bearer(token))).statusCode).toBe(200);
    });

    it('refuses an expired token', async () => {
      const token = await createTokenService(jwtSecret, -60).sign({
        userId: shop.adminId,
        username: 'admin-test',
      });
      const res = await adminCheck(bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    });

    it('refuses a token from POST /api/login once its lifetime (tokenTtlSeconds) has passed', async () => {
      const { token } = (await login(ADMIN, freshAddress())).json();
      expect((await adminCheck(bearer(token))).statusCode).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 3601 * 1000);
      expect((await adminCheck(bearer(token))).statusCode).toBe(401);
    });

    it('refuses a token signed with another secret', async () => {
      const forged = await createTokenService('otro-secreto', 3600).sign({
        userId: shop.adminId,
        username: 'admin-test',
      });
      expect((await adminCheck(bearer(forged))).statusCode).toBe(401);
    });

    it('refuses an unsigned token and a token whose payload was edited', async () => {
      const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const exp = Math.floor(Date.now() / 1000) + 3600;
      const claims = { sub: shop.adminId, username: 'admin-test', iss: 'tienda-deportiva', exp };
      const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
      expect((await adminCheck(bearer(unsigned))).statusCode).toBe(401);

      const real = await createTokenService(jwtSecret, 60).sign({
        userId: shop.adminId,
        username: 'admin-test',
      });
      const [header, , signature] = real.split('.');
      const edited = `${header}.${b64({ ...claims, username: 'otro' })}.${signature}`;
      expect((await adminCheck(bearer(edited))).statusCode).toBe(401);
    });

    it('refuses a malformed header', async () => {
      const token = await createTokenService(jwtSecret, 60).sign({
        userId: shop.adminId,
        username: 'admin-test',
      });
      for (const authorization of ['Bearer', 'Bearer no-es-un-jwt', `Basic ${token}`, token]) {
        expect((await adminCheck({ authorization })).statusCode).toBe(401);
      }
    });
  });
});
