import { Button, SignOutIcon } from '@care/ui';
import { useState } from 'react';
import { useShellTranslation } from '../i18n/shell-i18n';
import { useSignOut } from './use-sign-out';

/** For pages a signed-in user may be stuck on (verification, registration, access denied, mobile). */
export function SignOutButton() {
  const { t } = useShellTranslation();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <Button
      variant="outline"
      alignSelf="start"
      loading={signingOut}
      onClick={() => {
        setSigningOut(true);
        void signOut().finally(() => setSigningOut(false));
      }}
    >
      <SignOutIcon aria-hidden="true" />
      {t('layout.signOut')}
    </Button>
  );
}
