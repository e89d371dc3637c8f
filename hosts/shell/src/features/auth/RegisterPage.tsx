import { routes, useAuthStore } from '@care/platform';
import { sendVerificationEmail, signUp } from '@care/platform/identity';
import { CenteredPage, HStack, Link, LogoIcon, Text } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from '@care/platform/router';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { AccountForm, useIdentityError } from '@care/host-kit/sign-in';
import { registerSchema } from './register-schema';

/** Sign-up with email and password; the new user goes on to verify the address. */
export function RegisterPage() {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const signedIn = useAuthStore((state) => state.status === 'signedIn');
  const failure = useIdentityError('signUp');
  const form = useZodForm(registerSchema, {
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  // An invitation e-mail links here with the address it was sent to (`?email=`). Filled in once
  // the form is on the page, not as its default: opened directly, the page is prerendered with
  // an empty field that hydration would keep, and an address the visitor typed meanwhile wins.
  const invitedEmail = new URLSearchParams(useLocation().search).get('email');
  const { getValues, setValue } = form;
  useEffect(() => {
    if (invitedEmail && getValues('email') === '') setValue('email', invitedEmail);
  }, [invitedEmail, getValues, setValue]);

  // Set from the sign-up until this page is left: the new user is signed in before it is done.
  const [signingUp, setSigningUp] = useState(false);

  // A signed-in visitor has an account already; the guard shows where it stands.
  if (signedIn && !signingUp) return <Navigate to={routes.dashboard()} replace />;

  const onSubmit = form.submit(async ({ email, password }) => {
    failure.clear();
    setSigningUp(true);
    try {
      await signUp(email, password);
    } catch (error) {
      setSigningUp(false);
      failure.report(error);
      return;
    }
    try {
      await sendVerificationEmail();
    } catch {
      // The account exists now: the next page says the e-mail failed and offers it again.
    }
    await navigate(routes.emailVerification(), { replace: true });
  });

  return (
    <CenteredPage title={t('register.title')} header={<LogoIcon size={32} aria-hidden="true" />}>
      <Text>{t('register.intro')}</Text>
      <AccountForm
        onSubmit={onSubmit}
        error={failure.message}
        submitLabel={t('register.submit')}
        submitting={form.formState.isSubmitting}
      >
        <TextField
          control={form.control}
          name="email"
          label={t('register.email')}
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          control={form.control}
          name="password"
          label={t('register.password')}
          helperText={t('register.passwordHint')}
          type="password"
          autoComplete="new-password"
          required
        />
        <TextField
          control={form.control}
          name="confirmPassword"
          label={t('register.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
        />
      </AccountForm>
      <HStack gap="1" fontSize="sm">
        <Text>{t('register.haveAccount')}</Text>
        <Link asChild>
          <RouterLink to={routes.login()}>{t('register.signIn')}</RouterLink>
        </Link>
      </HStack>
    </CenteredPage>
  );
}
