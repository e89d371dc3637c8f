/*
 * Everything the panel keeps in this browser's storage on behalf of the person signed in, in one
 * list, so that signing out forgets all of it: on a shared office computer the next person must
 * find nothing of the last one's. The session watcher empties it whenever the person signed in
 * is no longer the one before (a sign-out in this tab or another, an ended session, another
 * account). No imports: the panel's page reads some of these keys before any script runs.
 *
 * What is not listed stays, on purpose: the browser's own preferences (the language under
 * `locale`, the color mode, the layout settings, push switched off) and the note that tells the
 * login page why this tab was signed out.
 */

/** The keys a feature writes for the signed-in person; a feature reads its key from here. */
export const USER_STORAGE_KEYS = {
  /** localStorage: what the dashboard last asked for, for whom (the shell's dashboard). */
  dashboardSubjects: 'dashboardSubjects',
  /** localStorage: the push device this browser registered with the API, and for whom. */
  pushRegistration: 'care.push.registration',
  /** localStorage, a prefix: the unsaved document drafts, one key per document. */
  documentDraftPrefix: 'care.documents.draft:',
  /** sessionStorage: this tab's last verification e-mail, for its cooldown. */
  lastVerificationEmail: 'care:last-verification-email',
} as const;

const localKeys = [USER_STORAGE_KEYS.dashboardSubjects, USER_STORAGE_KEYS.pushRegistration];
const localPrefixes = [USER_STORAGE_KEYS.documentDraftPrefix];
const sessionKeys = [USER_STORAGE_KEYS.lastVerificationEmail];

function forget(storage: Storage, keys: readonly string[], prefixes: readonly string[]): void {
  const matching: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null && prefixes.some((prefix) => key.startsWith(prefix))) matching.push(key);
  }
  for (const key of [...keys, ...matching]) storage.removeItem(key);
}

/** Removes every listed key of the person who was signed in from this browser's storage. */
export function forgetUserStorage(): void {
  try {
    forget(localStorage, localKeys, localPrefixes);
  } catch {
    // Blocked storage holds nothing to forget.
  }
  try {
    forget(sessionStorage, sessionKeys, []);
  } catch {
    // As above.
  }
}
