import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../clock';

export interface AccessClaims {
  /** users.id */
  sub: number;
  /** the refresh-token family this token was issued with: one per sign-in */
  sid: string;
}

export interface AccessTokenIssuer {
  issue(claims: AccessClaims): Promise<{ accessToken: string; accessTokenExpiry: number }>;
  /** The claims of a valid, unexpired token signed with our secret; null for anything else. */
  verify(token: string): Promise<AccessClaims | null>;
}

const ISSUER = 'bbangjob-api';

export function createAccessTokenIssuer(secret: string, ttlSeconds: number, clock: Clock): AccessTokenIssuer {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(claims) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const accessToken = await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.sub))
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setJti(randomUUID())
        .setExpirationTime(expiresAt)
        .sign(key);
      return { accessToken, accessTokenExpiry: expiresAt * 1000 };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: clock.now(),
        });
        const sub = Number(payload.sub);
        if (!Number.isInteger(sub) || typeof payload.sid !== 'string') return null;
        return { sub, sid: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
