import { LoginForm, useIdentityError, useLoginForm } from '@care/host-kit/sign-in';
import { routes, useAuthStore } from '@care/platform';
import { signInWithProvider, type SignInProvider } from '@care/platform/identity';
import {
  Alert,
  Button,
  CenteredPage,
  HStack,
  Link,
  LogoIcon,
  Separator,
  Stack,
  Text,
} from '@care/ui';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useLocation } from '@care/platform/router';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { takeIdleSignOutNotice } from '../idle-sign-out/idle-sign-out-notice';
import { AppleIcon, GoogleIcon } from './provider-icons';
import { returnPath } from './return-path';

const providerAction = { google: 'googleSignIn', apple: 'appleSignIn' } as const;

export function LoginPage() {
  const { t } = useShellTranslation();
  const location = useLocation();
  const signedIn = useAuthStore((state) => state.status === 'signedIn');
  const failure = useIdentityError('signIn');
  const login = useLoginForm(failure);
  const [pendingProvider, setPendingProvider] = useState<SignInProvider | null>(null);
  // Read once, when the page opens: after the next sign-in it no longer applies.
  const [idleMinutes] = useState(takeIdleSignOutNotice);

  // Once signed in by any means, the guard of the page we return to decides what comes next.
  if (signedIn) return <Navigate to={returnPath(location.state)} replace />;

  const busy = login.submitting || pendingProvider !== null;

  const signInWith = async (provider: SignInProvider) => {
    failure.clear();
    setPendingProvider(provider);
    try {
      await signInWithProvider(provider);
    } catch (error) {
      failure.report(error, providerAction[provider]);
    } finally {
      setPendingProvider(null);
    }
  };

  return (
    <CenteredPage title={t('login.title')} header={<LogoIcon size={32} aria-hidden="true" />}>
      {idleMinutes !== null && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('idleSignOut.signedOut', { count: idleMinutes })}</Alert.Title>
        </Alert.Root>
      )}
      <LoginForm login={login} disabled={busy} />
      <HStack gap="3" aria-hidden="true">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          {t('login.or')}
        </Text>
        <Separator flex="1" />
      </HStack>
      <Stack gap="3">
        <Button
          variant="outline"
          loading={pendingProvider === 'google'}
          disabled={busy}
          onClick={() => void signInWith('google')}
        >
          <GoogleIcon aria-hidden="true" />
          {t('login.google')}
        </Button>
        <Button
          variant="outline"
          loading={pendingProvider === 'apple'}
          disabled={busy}
          onClick={() => void signInWith('apple')}
        >
          <AppleIcon aria-hidden="true" />
          {t('login.apple')}
        </Button>
      </Stack>
      <Stack gap="2" fontSize="sm">
        <Link asChild alignSelf="start">
          <RouterLink to={routes.forgotPassword()}>{t('login.forgotPassword')}</RouterLink>
        </Link>
        <HStack gap="1">
          <Text>{t('login.noAccount')}</Text>
          <Link asChild>
            <RouterLink to={routes.register()}>{t('login.register')}</RouterLink>
          </Link>
        </HStack>
      </Stack>
    </CenteredPage>
  );
}
