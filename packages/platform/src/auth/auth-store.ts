import { create } from 'zustand';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/** The identity token claims the guard reads (docs/product.md, route guard). */
export interface SessionClaims {
  /** Set once the user is registered in the product. */
  internalId?: string;
  email_verified: boolean;
}

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  claims: SessionClaims;
}

export const signedOutState: AuthState = {
  status: 'signedOut',
  user: null,
  claims: { email_verified: false },
};

/** The identity service's view of the visitor; fed only by the session watcher. */
export const useAuthStore = create<AuthState>()(() => ({ ...signedOutState, status: 'loading' }));

/** Signed in, email verified and registered: the account API may be called. */
export function isRegisteredSession(state: AuthState): boolean {
  return (
    state.status === 'signedIn' && state.claims.email_verified && Boolean(state.claims.internalId)
  );
}
