import { signIn } from '@care/platform';
import { TextField, useZodForm } from '@care/ui/forms';
import { useHostKitTranslation } from '../i18n/host-kit-i18n';
import { AccountForm } from './AccountForm';
import type { IdentityFailure } from './identity-feedback';
import { loginSchema } from './login-schema';

/**
 * The sign-in form's state: email and password sent to the identity service, a refusal
 * reported to `failure` (the page's one identity failure, which other ways in report to too).
 * `submitting` lets the page hold its other ways in while the form is sent.
 */
export function useLoginForm(failure: IdentityFailure) {
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const onSubmit = form.submit(async ({ email, password }) => {
    failure.clear();
    try {
      await signIn(email, password);
    } catch (error) {
      failure.report(error);
    }
  });
  return { form, onSubmit, failure, submitting: form.formState.isSubmitting };
}

export type LoginFormState = ReturnType<typeof useLoginForm>;

export interface LoginFormProps {
  login: LoginFormState;
  /** Another way in is under way (e.g. a provider popup). */
  disabled?: boolean;
}

/**
 * Email and password against the identity service (the emulator when configured): the panel's
 * login page and a remote running alone sign in with this one form.
 */
export function LoginForm({ login, disabled }: LoginFormProps) {
  const { t } = useHostKitTranslation();
  const { form, onSubmit, failure, submitting } = login;
  return (
    <AccountForm
      onSubmit={onSubmit}
      error={failure.message}
      submitLabel={t('signIn.submit')}
      submitting={submitting}
      disabled={disabled || submitting}
    >
      <TextField
        control={form.control}
        name="email"
        label={t('signIn.email')}
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        control={form.control}
        name="password"
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        required
      />
    </AccountForm>
  );
}
