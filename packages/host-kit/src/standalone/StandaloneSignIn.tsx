import { CenteredPage, LogoIcon } from '@care/ui';
import { LoginForm, useIdentityError, useLoginForm } from '../sign-in';
import { useStandaloneTranslation } from './i18n';

/** The panel's own sign-in form, for a remote running alone; the URL stays where it was. */
export function StandaloneSignIn() {
  const { t } = useStandaloneTranslation();
  const login = useLoginForm(useIdentityError('signIn'));
  return (
    <CenteredPage title={t('signInTitle')} header={<LogoIcon size={32} aria-hidden="true" />}>
      <LoginForm login={login} />
    </CenteredPage>
  );
}
