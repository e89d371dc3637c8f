import { useTranslation } from '@care/i18n';
import {
  identityErrorMessageKey,
  type IdentityAction,
  type IdentityErrorMessageKey,
} from '@care/platform/identity';
import { Alert } from '@care/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export interface FormAlertProps {
  status: 'error' | 'success' | 'info';
  children: ReactNode;
}

/**
 * What the service answered to a whole form (not one field). It takes the
 * focus when it appears or changes, so keyboard and screen reader users land
 * on it instead of on a button that no longer explains anything.
 */
export function FormAlert({ status, children }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [children]);
  return (
    <Alert.Root
      ref={ref}
      status={status}
      role={status === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

export interface IdentityFailure {
  /** The translated failure, or null while there is none. */
  message: string | null;
  report: (error: unknown, failedAction?: IdentityAction) => void;
  clear: () => void;
}

/**
 * The translated failure of one identity action (sign-in, sign-up, …), worded
 * by the common `errors.identity` catalogue. `report` keeps nothing when the
 * user ended the flow themself (closed the popup); `initialError` is one an
 * earlier page ran into.
 */
export function useIdentityError(action: IdentityAction, initialError?: unknown): IdentityFailure {
  const { t } = useTranslation('common');
  const [key, setKey] = useState<IdentityErrorMessageKey | null>(() =>
    initialError === undefined ? null : identityErrorMessageKey(initialError, action),
  );
  const report = useCallback(
    (error: unknown, failedAction: IdentityAction = action) =>
      setKey(identityErrorMessageKey(error, failedAction)),
    [action],
  );
  const clear = useCallback(() => setKey(null), []);
  return { message: key ? t(key) : null, report, clear };
}
