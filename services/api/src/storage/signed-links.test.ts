import { createLinkSigner } from './signed-links';

const secret = 'signed-links-test-secret-of-32-characters';
const at = (iso: string) => new Date(iso);

describe('signed links', () => {
  const signer = createLinkSigner(secret, { seconds: 3600, stepSeconds: 600 });

  it('makes one expiry for every link within a step, at least the lifetime away', () => {
    const early = signer.expiryFrom(at('2026-03-01T10:00:01Z'));
    const late = signer.expiryFrom(at('2026-03-01T10:09:59Z'));
    expect(early).toBe(late);
    expect(early * 1000).toBe(at('2026-03-01T11:10:00Z').getTime());
    expect(signer.expiryFrom(at('2026-03-01T10:10:01Z'))).toBe(early + 600);
  });

  it('tells a valid link from an expired and a forged one', () => {
    const now = at('2026-03-01T10:00:00Z');
    const expires = signer.expiryFrom(now);
    const signature = signer.sign('logo:1', expires);
    expect(signer.check('logo:1', expires, signature, now)).toBe('valid');
    expect(signer.check('logo:1', expires, signature, new Date(expires * 1000))).toBe('expired');
    expect(signer.check('logo:2', expires, signature, now)).toBe('forged');
    expect(signer.check('logo:1', expires + 1, signature, now)).toBe('forged');
    expect(signer.check('logo:1', expires, signature.slice(1), now)).toBe('forged');
    const other = createLinkSigner('another-secret-of-at-least-32-chars!');
    expect(signer.check('logo:1', expires, other.sign('logo:1', expires), now)).toBe('forged');
  });
});
