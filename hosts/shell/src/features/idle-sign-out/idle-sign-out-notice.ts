/**
 * Why the last sign-out of this tab happened, for the login page to say: signed out after so
 * many minutes without activity. Kept in the tab's session storage, read once. Plain storage and
 * no imports: the login page carries it without the signed-in frame's code.
 */
const IDLE_SIGN_OUT_NOTICE_KEY = 'care:idle-sign-out';

export function rememberIdleSignOut(minutes: number): void {
  try {
    sessionStorage.setItem(IDLE_SIGN_OUT_NOTICE_KEY, String(minutes));
  } catch {
    // Blocked storage: the login page just says nothing about why.
  }
}

/** The minutes of the idle sign-out this tab went through, once; null when it was not one. */
export function takeIdleSignOutNotice(): number | null {
  try {
    const minutes = Number(sessionStorage.getItem(IDLE_SIGN_OUT_NOTICE_KEY));
    sessionStorage.removeItem(IDLE_SIGN_OUT_NOTICE_KEY);
    return Number.isInteger(minutes) && minutes > 0 ? minutes : null;
  } catch {
    return null;
  }
}
