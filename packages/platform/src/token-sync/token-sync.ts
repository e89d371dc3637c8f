import type { User } from 'firebase/auth';
import { getFirebaseAuth } from '../auth/firebase';

let started = false;

/**
 * The optional token sync: once started, the signed-in user's ID token is posted to
 * `url` (bearer header) after sign-in and after every refresh, and a DELETE is sent when the
 * user signs out, so the server's file cookie follows the session. It runs only for a URL on
 * this page's origin in a secure context (the cookie is Secure); otherwise, or without a URL,
 * nothing is sent. Starting it again does nothing: it lasts as long as the page.
 */
export async function startTokenSync(url: string | undefined): Promise<void> {
  if (!url || started || !window.isSecureContext) return;
  const target = new URL(url, window.location.origin);
  if (target.origin !== window.location.origin) {
    console.error(`Token sync is off: ${target.href} is not on this page's origin.`);
    return;
  }
  started = true;
  const [auth, { onIdTokenChanged }] = await Promise.all([
    getFirebaseAuth(),
    import('firebase/auth'),
  ]);
  let lastSent: string | null | undefined;
  onIdTokenChanged(auth, async (user: User | null) => {
    const token = user ? await user.getIdToken() : null;
    // The first answer for a signed-out visitor has no cookie to clear.
    if (token === lastSent || (token === null && lastSent === undefined)) return;
    lastSent = token;
    try {
      const response = await fetch(target, {
        method: token ? 'POST' : 'DELETE',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        credentials: 'same-origin',
      });
      if (!response.ok) console.error(`Token sync answered ${response.status}.`);
    } catch (error) {
      console.error('Token sync failed.', error);
    }
  });
}
