import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link is good for at least, and the step its expiry is rounded up to. */
export interface LinkLifetime {
  seconds: number;
  /**
   * Expiries are rounded up to a multiple of this, so every answer within one step carries the
   * same link and the browser's cache keeps serving the picture it already has.
   */
  stepSeconds: number;
}

export const defaultLinkLifetime: LinkLifetime = { seconds: 60 * 60, stepSeconds: 10 * 60 };

export type LinkCheck = 'valid' | 'expired' | 'forged';

/**
 * Signs and checks links to files that are fetched without a bearer token (an `<img>` cannot
 * send one): an HMAC-SHA256 over what the link names and its expiry, with a server secret.
 */
export function createLinkSigner(secret: string | Buffer, lifetime = defaultLinkLifetime) {
  const signatureOf = (subject: string, expires: number) =>
    createHmac('sha256', secret).update(`${subject}\n${expires}`).digest('base64url');

  return {
    /** Until when (Unix seconds) a link made now is good. */
    expiryFrom(now: Date): number {
      const earliest = Math.floor(now.getTime() / 1000) + lifetime.seconds;
      return Math.ceil(earliest / lifetime.stepSeconds) * lifetime.stepSeconds;
    },
    sign(subject: string, expires: number): string {
      return signatureOf(subject, expires);
    },
    /** Constant-time comparison, so the signature cannot be guessed byte by byte. */
    check(subject: string, expires: number, signature: string, now: Date): LinkCheck {
      const expected = Buffer.from(signatureOf(subject, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
      return expires * 1000 <= now.getTime() ? 'expired' : 'valid';
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
