/**
 * Whether someone was signed in in this browser at last count. Read before
 * any bundle runs (the sign-in pages start their script at once for such a
 * visitor, who is sent on to the panel); a hint, never a credential: the
 * identity service alone decides who is signed in.
 */
export const SESSION_HINT_STORAGE_KEY = 'signedIn';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_STORAGE_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_STORAGE_KEY);
  } catch {
    // Blocked storage only means the sign-in pages wait for the visitor's first move.
  }
}
