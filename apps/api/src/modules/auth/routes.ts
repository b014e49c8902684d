import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema, STAFF_AREAS } from '@shop/domain';
import { assertAdmin } from './guard.js';
import type { AuthService, DeviceCookie } from './service.js';
import { errorAnswers } from '../../http/answers.js';
import { z } from 'zod';

/** The browser's device cookie (OWASP): signed, only for the sign-in call, never for scripts. */
export const DEVICE_COOKIE = 'tienda_dispositivo';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The device cookie the browser sent, when its signature holds. */
function deviceCookieOf(app: FastifyInstance, request: FastifyRequest): DeviceCookie | undefined {
  const raw = app.parseCookie(request.headers.cookie ?? '')[DEVICE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const cookie = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString()) as DeviceCookie;
    return typeof cookie.username === 'string' && typeof cookie.device === 'string'
      ? cookie
      : undefined;
  } catch {
    return undefined;
  }
}

export function authRoutes(
  app: FastifyInstance,
  service: AuthService,
  options: { secureCookies: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/login',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, readsOnly: true },
      schema: {
        tags: ['auth'],
        summary: 'Ingreso de administradores',
        body: loginSchema,
        response: { 200: z.object({ token: z.string() }), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const { token, deviceCookie } = await service.login(
        request.body.username,
        request.body.password,
        request.ip,
        deviceCookieOf(app, request),
      );
      reply.setCookie(
        DEVICE_COOKIE,
        Buffer.from(JSON.stringify(deviceCookie)).toString('base64url'),
        {
          signed: true,
          httpOnly: true,
          sameSite: 'strict',
          secure: options.secureCookies,
          path: '/api/login',
          maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
        },
      );
      return { token };
    },
  );

  r.get(
    '/api/admin',
    {
      config: { admin: true },
      schema: {
        tags: ['auth'],
        summary: 'Comprueba el token de administrador',
        response: {
          // owner and permissions: the panel hides the controls of areas this admin may not use.
          200: z.object({
            message: z.string(),
            username: z.string(),
            owner: z.boolean(),
            permissions: z.array(z.enum(STAFF_AREAS)),
          }),
          ...errorAnswers,
        },
      },
    },
    (request) => {
      const { username } = assertAdmin(request);
      const access = request.adminAccess;
      return {
        message: `Hola, ${username}`,
        username,
        owner: access?.owner === true,
        // An owner holds every area; a staff admin, those granted.
        permissions: access?.owner ? [...STAFF_AREAS] : [...(access?.permissions ?? [])],
      };
    },
  );
}
