import { passwordChangeFieldsSchema } from '@care/contracts/account';
import { answerSignInAgain } from '@care/platform';
import {
  identityErrorMessageKey,
  linkedSignInMethods,
  providerSignInMethod,
  type SignInMethod,
  type SignInProvider,
  signInAgainWithPassword,
  signInAgainWithProvider,
} from '@care/platform/identity';
import { Alert, Button, Portal, Stack } from '@care/ui';
import { TextField, useZodForm } from '@care/ui/forms';
import { Dialog } from '@care/ui/panel';
import { useEffect, useState } from 'react';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { AppleIcon, GoogleIcon } from '../auth/provider-icons';

// The same rule as the password change's current password: anything typed is checked by the
// identity service, not here.
const passwordSchema = passwordChangeFieldsSchema.pick({ currentPassword: true });

const providers: { provider: SignInProvider; Icon: typeof GoogleIcon }[] = [
  { provider: 'google', Icon: GoogleIcon },
  { provider: 'apple', Icon: AppleIcon },
];

/**
 * Asks the signed-in person to prove it is still them, the way their account signs in: the
 * password, or Google's or Apple's popup. Signed in, the refused request is sent again; cancelled,
 * it fails as refused and nothing has happened.
 */
export default function SignInAgainDialog() {
  const { t } = useShellTranslation();
  const [methods, setMethods] = useState<SignInMethod[] | null>(null);
  const [pendingProvider, setPendingProvider] = useState<SignInProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(passwordSchema, { defaultValues: { currentPassword: '' } });
  const busy = form.formState.isSubmitting || pendingProvider !== null;

  useEffect(() => {
    // Unknown (the identity service unreachable): the password, which most accounts have.
    linkedSignInMethods().then(setMethods, () => setMethods(['password']));
  }, []);

  const failed = (error: unknown): string | null => {
    const key = identityErrorMessageKey(error, 'signInAgain');
    return key ? t(`common:${key}`) : null;
  };

  const confirmWithPassword = form.submit(async ({ currentPassword }) => {
    setFailure(null);
    try {
      await signInAgainWithPassword(currentPassword);
    } catch (error) {
      const message = failed(error);
      if (
        message &&
        identityErrorMessageKey(error, 'signInAgain') === 'errors.identity.wrongPassword'
      )
        form.setError('currentPassword', { message }, { shouldFocus: true });
      else setFailure(message);
      return;
    }
    answerSignInAgain(true);
  });

  const confirmWithProvider = async (provider: SignInProvider) => {
    setFailure(null);
    setPendingProvider(provider);
    try {
      await signInAgainWithProvider(provider);
    } catch (error) {
      // A closed popup says nothing: the person may still choose another way, or cancel.
      setFailure(failed(error));
      return;
    } finally {
      setPendingProvider(null);
    }
    answerSignInAgain(true);
  };

  const hasPassword = methods?.includes('password') ?? false;
  const linkedProviders = providers.filter(({ provider }) =>
    methods?.includes(providerSignInMethod[provider]),
  );

  return (
    <Dialog.Root
      role="alertdialog"
      open
      onOpenChange={({ open }) => {
        if (!open && !busy) answerSignInAgain(false);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form noValidate onSubmit={confirmWithPassword}>
              <Dialog.Header>
                <Dialog.Title>{t('signInAgain.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                <Dialog.Description>{t('signInAgain.description')}</Dialog.Description>
                {failure && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{failure}</Alert.Title>
                  </Alert.Root>
                )}
                {hasPassword && (
                  <TextField
                    control={form.control}
                    name="currentPassword"
                    label={t('signInAgain.password')}
                    type="password"
                    autoComplete="current-password"
                    required
                    disabled={pendingProvider !== null}
                  />
                )}
                {linkedProviders.length > 0 && (
                  <Stack gap="3">
                    {linkedProviders.map(({ provider, Icon }) => (
                      <Button
                        key={provider}
                        variant="outline"
                        loading={pendingProvider === provider}
                        disabled={busy}
                        onClick={() => void confirmWithProvider(provider)}
                      >
                        <Icon aria-hidden="true" />
                        {t(`signInAgain.${provider}`)}
                      </Button>
                    ))}
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" disabled={busy} onClick={() => answerSignInAgain(false)}>
                  {t('common:actions.cancel')}
                </Button>
                {hasPassword && (
                  <Button type="submit" loading={form.formState.isSubmitting} disabled={busy}>
                    {t('signInAgain.confirm')}
                  </Button>
                )}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
