import { useRuntimeConfig } from '@care/host-kit';
import { CenteredPage, Link, Text, toaster } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { CheckboxField } from '@care/ui/panel';
import { useQueryClient } from '@care/platform/query';
import { useState } from 'react';
import { useTranslation } from '@care/i18n';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { SignOutButton } from '../../app/session/SignOutButton';
import { AccountForm } from '@care/host-kit/sign-in';
import { registerAccount } from './api/register-account';
import { completeRegistrationSchema } from './complete-registration-schema';

/**
 * Guard step 3: a verified user not yet registered in the product gives
 * their name and accepts the Terms of Service. The guard then takes them on
 * (no role yet: to the invitations page).
 */
export function CompleteRegistrationPage() {
  const { t } = useShellTranslation();
  const { t: tCommon } = useTranslation('common');
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const config = useRuntimeConfig();
  const termsUrl = config?.termsUrl;
  const privacyPolicyUrl = config?.privacyPolicyUrl;
  const form = useZodForm(completeRegistrationSchema, {
    defaultValues: { firstName: '', lastName: '', isPolicyAccepted: false },
  });

  const onSubmit = form.submit(async (registration) => {
    setFailed(false);
    try {
      await registerAccount(registration, queryClient);
    } catch {
      setFailed(true);
      return;
    }
    toaster.success({ title: tCommon('messages.registered') });
  });

  return (
    <CenteredPage title={t('completeRegistration.title')}>
      <Text>{t('completeRegistration.intro')}</Text>
      <AccountForm
        onSubmit={onSubmit}
        error={failed && tCommon('messages.registrationFailed')}
        submitLabel={t('completeRegistration.submit')}
        submitting={form.formState.isSubmitting}
      >
        <TextField
          control={form.control}
          name="firstName"
          label={t('completeRegistration.firstName')}
          autoComplete="given-name"
          required
        />
        <TextField
          control={form.control}
          name="lastName"
          label={t('completeRegistration.lastName')}
          autoComplete="family-name"
          required
        />
        <CheckboxField
          control={form.control}
          name="isPolicyAccepted"
          label={t('completeRegistration.acceptTerms')}
          required
        />
        {/* Read before accepting, in a tab of its own so the form keeps what was typed. */}
        {termsUrl && (
          <Link href={termsUrl} target="_blank" rel="noopener noreferrer" fontSize="sm">
            {t('completeRegistration.readTerms')}{' '}
            <Text as="span" color="fg.muted">
              {t('completeRegistration.opensInNewTab')}
            </Text>
          </Link>
        )}
        {privacyPolicyUrl && (
          <Link href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer" fontSize="sm">
            {t('acceptPolicies.read.privacy')}{' '}
            <Text as="span" color="fg.muted">
              {t('completeRegistration.opensInNewTab')}
            </Text>
          </Link>
        )}
      </AccountForm>
      <SignOutButton />
    </CenteredPage>
  );
}
