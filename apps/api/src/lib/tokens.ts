import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError } from './errors';
import { authTexts } from './texts';

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
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

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
    const payload = { phone, type, ...sessionClaims, sub: String(userId), jti, iss: ISSUER, iat: now, exp };
    // A compact JWS (RFC 7515), HS256, signed synchronously with node:crypto like verify below: a login
    // signs two, and WebCrypto's HMAC costs a trip through the thread pool that argon2 is using.
    const signingInput = `${HEADER}.${base64url(JSON.stringify(payload))}`;
    const token = `${signingInput}.${createHmac('sha256', this.key).update(signingInput).digest('base64url')}`;
    return { token, jti, expiresAt: new Date(exp * 1000) };
  }

  /** A keyed hash of `value` (HMAC-SHA256 with the token secret): the same value always gives the same hash. */
  fingerprint(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }

  /**
   * Verifies signature, expiry and type; throws 401 TOKEN_EXPIRED or TOKEN_INVALID. HS256 only, checked
   * synchronously with node:crypto: it runs on every authenticated request, and a WebCrypto verify
   * costs a trip through the thread pool per call (the registration rush: docs/performance.md).
   */
  async verify(token: string, type: TokenType): Promise<TokenClaims> {
    const payload = this.verifiedPayload(token);
    if (typeof payload.exp !== 'number' || payload.exp <= Math.floor(Date.now() / 1000)) {
      throw new AppError(401, 'TOKEN_EXPIRED', authTexts.tokenExpired);
    }
    if (typeof payload.nbf === 'number' && payload.nbf > Math.floor(Date.now() / 1000)) throw invalid();
    if (payload.type !== type || typeof payload.phone !== 'string' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') {
      throw invalid();
    }
    const { sid, sv } = payload;
    return {
      userId: Number(payload.sub),
      phone: payload.phone,
      type,
      jti: payload.jti,
      issuedAt: new Date((typeof payload.iat === 'number' ? payload.iat : 0) * 1000),
      expiresAt: new Date(payload.exp * 1000),
      session: typeof sid === 'string' && Number.isSafeInteger(sv) ? { sid, version: sv as number } : undefined,
    };
  }

  /** The payload of a compact JWS whose HS256 signature is ours and whose issuer is us; TOKEN_INVALID otherwise. */
  private verifiedPayload(token: string): Record<string, unknown> {
    const parts = token.split('.');
    if (parts.length !== 3) throw invalid();
    const [header, body, signature] = parts as [string, string, string];
    const expected = createHmac('sha256', this.key).update(`${header}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    const head = parseJson(header);
    // Only what we sign: no other algorithm, and no critical extension we would not understand.
    if (head?.alg !== 'HS256' || head.crit !== undefined) throw invalid();
    const payload = parseJson(body);
    if (!payload || payload.iss !== ISSUER) throw invalid();
    return payload;
  }
}

const invalid = () => new AppError(401, 'TOKEN_INVALID', authTexts.tokenInvalid);

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
