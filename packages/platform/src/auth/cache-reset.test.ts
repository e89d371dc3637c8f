import { QueryClient } from '@tanstack/react-query';
import { signedOutState, useAuthStore, type AuthState } from './auth-store';
import { clearCacheOnUserChange } from './cache-reset';

const signedIn = (uid: string): AuthState => ({
  status: 'signedIn',
  user: { uid, email: `${uid}@care.test`, displayName: null },
  claims: { email_verified: true, internalId: uid },
});

describe('cache reset on user change', () => {
  let queryClient: QueryClient;
  let stop: () => void;

  beforeEach(() => {
    useAuthStore.setState({ ...signedOutState, status: 'loading' }, true);
    queryClient = new QueryClient();
    stop = clearCacheOnUserChange(queryClient);
  });
  afterEach(() => stop());

  const cached = () => queryClient.getQueryData(['account']);

  it('keeps the cache when the session is first established and when the token refreshes', () => {
    useAuthStore.setState(signedIn('a'), true);
    queryClient.setQueryData(['account'], 'a’s account');
    useAuthStore.setState(
      { ...signedIn('a'), claims: { email_verified: true, internalId: 'new' } },
      true,
    );
    expect(cached()).toBe('a’s account');
  });

  it('clears the cache on sign-out and when another user signs in', () => {
    useAuthStore.setState(signedIn('a'), true);
    queryClient.setQueryData(['account'], 'a’s account');
    useAuthStore.setState(signedOutState, true);
    expect(cached()).toBeUndefined();

    useAuthStore.setState(signedIn('a'), true);
    queryClient.setQueryData(['account'], 'a’s account');
    useAuthStore.setState(signedIn('b'), true);
    expect(cached()).toBeUndefined();
  });
});
