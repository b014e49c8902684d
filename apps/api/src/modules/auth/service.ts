import { ApiError } from '../../http/errors.js';
import type { UserRepo } from '../users/repo.js';
import type { LoginThrottle } from './login-throttle.js';
import { DUMMY_HASH_PROMISE, verifyPassword } from './passwords.js';
import type { TokenService } from './tokens.js';

/** API.md: a wrong sign-in answers this, whether or not the user exists. */
const INVALID_CREDENTIALS = 'Invalid credentials';

export function createAuthService(users: UserRepo, tokens: TokenService, throttle: LoginThrottle) {
  return {
    async login(username: string, password: string, address: string): Promise<{ token: string }> {
      const wait = throttle.retryAfter(username, address);
      if (wait > 0) {
        throw new ApiError(
          429,
          'too_many_attempts',
          `Demasiados intentos fallidos. Esperá ${Math.ceil(wait / 60)} minuto(s) e intentá de nuevo.`,
        );
      }
      const user = await users.findByUsername(username);
      const valid = await verifyPassword(
        user?.passwordHash ?? (await DUMMY_HASH_PROMISE),
        password,
      );
      if (!user || !valid || user.status !== 'Activo') {
        throttle.recordFailure(username, address);
        throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS);
      }
      throttle.recordSuccess(username);
      return { token: await tokens.sign({ userId: user.id, username: user.username }) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
