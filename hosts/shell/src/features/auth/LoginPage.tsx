import {
  classifySignInError,
  routes,
  signIn,
  useAuthStore,
  type SignInFailure,
} from '@care/platform';
import {
  Alert,
  Button,
  CenteredPage,
  HStack,
  Link,
  LogoIcon,
  Stack,
  Text,
  TextField,
  useZodForm,
} from '@care/ui';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useLocation } from '@care/platform/router';
import type { LoginRedirectState } from '../../app/guard/RequireAuth';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { loginSchema } from './login-schema';

/** Back to the page that sent the visitor here, or the dashboard. */
function returnPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : routes.dashboard();
}

export function LoginPage() {
  const { t } = useShellTranslation();
  const location = useLocation();
  const signedIn = useAuthStore((state) => state.status === 'signedIn');
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });

  if (signedIn) return <Navigate to={returnPath(location.state)} replace />;

  const onSubmit = form.submit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signIn(email, password);
    } catch (error) {
      setFailure(classifySignInError(error));
    }
  });

  return (
    <CenteredPage title={t('login.title')} header={<LogoIcon size={32} aria-hidden="true" />}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {failure && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{t(`login.failure.${failure}`)}</Alert.Title>
            </Alert.Root>
          )}
          <TextField
            control={form.control}
            name="email"
            label={t('login.email')}
            type="email"
            autoComplete="email"
            required
          />
          <TextField
            control={form.control}
            name="password"
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            required
          />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
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
