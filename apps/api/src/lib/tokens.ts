import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { AppError } from './errors';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  phone: string;
  type: TokenType;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
  /** Access tokens: the refresh token (its jti) they were issued under, and the user's session version then. */
  session?: AccessSession;
}

/** What binds an access token to a live session: see plugins/session-state.ts. */
export interface AccessSession {
  /** jti of the refresh token the access token came with or from; logging it out ends the access token too. */
  sid: string;
  /** users.session_version when the token was issued. */
  version: number;
}

const ISSUER = 'linux-festival';

export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly accessSeconds: number,
    private readonly refreshSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * Signs a token; `expiresInSeconds` overrides the configured lifetime (tests use it). An access token
   * without `session` is refused by the API, so every real one is signed with it.
   */
  async sign(type: TokenType, userId: number, phone: string, expiresInSeconds?: number, session?: AccessSession) {
    const jti = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const exp = now + (expiresInSeconds ?? (type === 'access' ? this.accessSeconds : this.refreshSeconds));
    const sessionClaims = session ? { sid: session.sid, sv: session.version } : {};
    const token = await new SignJWT({ phone, type, ...sessionClaims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, jti, expiresAt: new Date(exp * 1000) };
  }

  /** A keyed hash of `value` (HMAC-SHA256 with the token secret): the same value always gives the same hash. */
  fingerprint(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }

  /** Verifies signature, expiry and type; throws 401 TOKEN_EXPIRED or TOKEN_INVALID. */
  async verify(token: string, type: TokenType): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.type !== type || typeof payload.phone !== 'string' || !payload.sub || !payload.jti) {
        throw new AppError(401, 'TOKEN_INVALID', 'توکن نامعتبر است.');
      }
      const { sid, sv } = payload;
      return {
        userId: Number(payload.sub),
        phone: payload.phone,
        type,
        jti: payload.jti,
        issuedAt: new Date((payload.iat ?? 0) * 1000),
        expiresAt: new Date((payload.exp ?? 0) * 1000),
        session: typeof sid === 'string' && Number.isSafeInteger(sv) ? { sid, version: sv as number } : undefined,
      };
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof joseErrors.JWTExpired) {
        throw new AppError(401, 'TOKEN_EXPIRED', 'توکن منقضی شده است.');
      }
      throw new AppError(401, 'TOKEN_INVALID', 'توکن نامعتبر است.');
    }
  }
}
