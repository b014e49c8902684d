import { SignJWT, jwtVerify } from 'jose';

export type AdminClaims = { userId: string; username: string };

const ISSUER = 'tienda-deportiva';

export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AdminClaims): Promise<string> {
      return new SignJWT({ username: claims.username })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    /** Null for a forged, expired or malformed token. */
    async verify(token: string): Promise<AdminClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.username !== 'string') return null;
        return { userId: payload.sub, username: payload.username };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
