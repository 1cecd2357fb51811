import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe links that work without signing in: the token names a member and what
 * they stop (a message kind, or `alert-<id>` for one 맞춤 공고 alert) and is signed with the api's
 * secret, so nobody can stop someone else's mail by guessing.
 */
export interface UnsubscribeScope {
  userId: number;
  /** a MessageKind, or alert-<id> */
  scope: string;
}

export function createUnsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('unsubscribe').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url').slice(0, 32);

  return {
    sign({ userId, scope }: UnsubscribeScope): string {
      const payload = Buffer.from(`${userId}:${scope}`).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },

    /** The scope of a token this api signed; null for anything else. */
    verify(token: string): UnsubscribeScope | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined || signature.length !== 32) return null;
      const [expected, given] = [Buffer.from(sign(payload)), Buffer.from(signature)];
      // a signature of other characters may be longer in bytes, which timingSafeEqual refuses by throwing
      if (given.length !== expected.length || !timingSafeEqual(expected, given)) return null;
      const match = /^(\d{1,10}):([a-z0-9_-]{1,60})$/.exec(Buffer.from(payload, 'base64url').toString());
      return match ? { userId: Number(match[1]), scope: match[2]! } : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
