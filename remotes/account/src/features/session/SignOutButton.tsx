import { useTranslation } from '@care/i18n';
import { routes, signOut } from '@care/platform';
import { useNavigate } from '@care/platform/router';
import { Button, SignOutIcon } from '@care/ui';
import { useState } from 'react';

/**
 * Signs out from the invitations page a person with no role is kept on. The push device goes
 * first, while the token still lets the API forget it.
 */
export function SignOutButton() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const leave = async () => {
    setSigningOut(true);
    try {
      await import('@care/platform/push')
        .then((push) => push.removePushDeviceOnSignOut())
        .catch((error: unknown) => console.error('The push device could not be removed.', error));
      await signOut();
      await navigate(routes.login(), { replace: true });
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <Button
      variant="outline"
      alignSelf="flex-start"
      loading={signingOut}
      onClick={() => void leave()}
    >
      <SignOutIcon aria-hidden="true" />
      {t('signOut')}
    </Button>
  );
}
