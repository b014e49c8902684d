import { randomUUID } from 'node:crypto';
import { ApiError } from '../../http/errors.js';
import type { LoginThrottle } from './login-throttle.js';
import { DUMMY_HASH_PROMISE, verifyPassword } from './passwords.js';
import type { TokenService } from './tokens.js';

/** A user as signing in needs it: who, the password's hash, and whether the account is active. */
export type SignInUser = { id: string; username: string; passwordHash: string; status: string };

/** The one lookup signing in makes. */
export type UserLookup = {
  findByUsername(username: string): Promise<SignInUser | undefined>;
};

/** API.md: a wrong sign-in answers this, whether or not the user exists. */
const INVALID_CREDENTIALS = 'Invalid credentials';

/** What a device cookie holds (signed by the route): whose browser it is, and its own id. */
export type DeviceCookie = { username: string; device: string };

export function createAuthService(
  users: UserLookup,
  tokens: TokenService,
  throttle: LoginThrottle,
) {
  return {
    /**
     * Signs in; `deviceCookie` is the browser's verified device cookie, if any. Answers the
     * token and the device cookie to give the browser (a fresh one on every success).
     */
    async login(
      username: string,
      password: string,
      address: string,
      deviceCookie?: DeviceCookie,
    ): Promise<{ token: string; deviceCookie: DeviceCookie }> {
      const ownDevice =
        deviceCookie && deviceCookie.username === username.toLowerCase()
          ? deviceCookie.device
          : undefined;
      const attempt = { username, address, device: ownDevice };
      const wait = throttle.retryAfter(attempt);
      if (wait > 0) {
        throw new ApiError(
          429,
          'too_many_attempts',
          `Demasiados intentos fallidos. Esperá ${Math.ceil(wait / 60)} minuto(s) e intentá de nuevo.`,
          undefined,
          { 'retry-after': String(wait) },
        );
      }
      const user = await users.findByUsername(username);
      const valid = await verifyPassword(
        user?.passwordHash ?? (await DUMMY_HASH_PROMISE),
        password,
      );
      if (!user || !valid || user.status !== 'Activo') {
        throttle.recordFailure(attempt);
        throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS);
      }
      throttle.recordSuccess(attempt);
      return {
        token: await tokens.sign({ userId: user.id, username: user.username }),
        deviceCookie: { username: username.toLowerCase(), device: randomUUID() },
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
