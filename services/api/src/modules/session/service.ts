import { apiBasePath } from '@care/contracts';

/**
 * The file cookie of the optional token sync: it carries the caller's ID token, so a GET of a
 * file (a logo, a document) authenticates like a bearer request. httpOnly keeps it from scripts,
 * Secure from plain HTTP, SameSite=Strict from other sites' requests, and its path from
 * everything but the API. Nothing is stored, so a session has no queries and no audit event.
 */
export const SESSION_COOKIE = 'care_session';

const attributes = `Path=${apiBasePath}; HttpOnly; Secure; SameSite=Strict`;

/** Seconds until the token's `exp` claim; the guard has verified the token before this runs. */
function secondsUntilExpiry(idToken: string, now: number): number {
  const payload = idToken.split('.')[1] ?? '';
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    exp?: unknown;
  };
  return typeof exp === 'number' ? Math.max(0, Math.floor(exp - now / 1000)) : 0;
}

/** The token of an `Authorization: Bearer …` header the guard has accepted. */
function bearerTokenOf(authorization: string | undefined): string {
  return (authorization ?? '').replace(/^Bearer\s+/i, '').trim();
}

/** The cookie that holds the caller's bearer token for as long as the token is valid. */
export function openSession(authorization: string | undefined, now = Date.now()): string {
  const token = bearerTokenOf(authorization);
  return `${SESSION_COOKIE}=${token}; Max-Age=${secondsUntilExpiry(token, now)}; ${attributes}`;
}

/** The cookie that clears it. */
export function closeSession(): string {
  return `${SESSION_COOKIE}=; Max-Age=0; ${attributes}`;
}
