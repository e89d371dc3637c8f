import { Button, Stack } from '@care/ui';
import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert } from './identity-feedback';

export interface AccountFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What the service answered to the whole form, shown above the fields. */
  error: ReactNode;
  submitLabel: ReactNode;
  submitting: boolean;
  /** Another action of the page is under way (e.g. a provider popup). */
  disabled?: boolean;
  children: ReactNode;
}

/** The frame of the account pages' forms: the service's answer, the fields, the submit button. */
export function AccountForm({
  onSubmit,
  error,
  submitLabel,
  submitting,
  disabled,
  children,
}: AccountFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {error && <FormAlert status="error">{error}</FormAlert>}
        {children}
        <Button type="submit" loading={submitting} disabled={disabled}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
