import { routes } from '@care/platform';
import { requestPasswordReset } from '@care/platform/identity';
import { CenteredPage, Link, Text } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { useState } from 'react';
import { Link as RouterLink } from '@care/platform/router';
import { z } from 'zod';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { AccountForm, FormAlert, useIdentityError } from '@care/host-kit/sign-in';

const forgotPasswordSchema = z.object({ email: z.email() });

/**
 * Sends a password reset link. The answer reads the same whether or not the
 * address has an account, so the page cannot be used to find out who has one.
 */
export function ForgotPasswordPage() {
  const { t } = useShellTranslation();
  const failure = useIdentityError('passwordReset');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });

  const onSubmit = form.submit(async ({ email }) => {
    failure.clear();
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      failure.report(error);
    }
  });

  return (
    <CenteredPage title={t('forgotPassword.title')}>
      {sentTo === null ? (
        <>
          <Text>{t('forgotPassword.intro')}</Text>
          <AccountForm
            onSubmit={onSubmit}
            error={failure.message}
            submitLabel={t('forgotPassword.submit')}
            submitting={form.formState.isSubmitting}
          >
            <TextField
              control={form.control}
              name="email"
              label={t('forgotPassword.email')}
              type="email"
              autoComplete="email"
              required
            />
          </AccountForm>
        </>
      ) : (
        <FormAlert status="success">{t('forgotPassword.sent', { email: sentTo })}</FormAlert>
      )}
      <Link asChild alignSelf="start">
        <RouterLink to={routes.login()}>{t('forgotPassword.backToLogin')}</RouterLink>
      </Link>
    </CenteredPage>
  );
}
