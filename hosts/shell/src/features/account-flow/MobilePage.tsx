import { CenteredPage, MobileAppIcon, Text } from '@care/ui';
import { useShellTranslation } from '../../app/i18n/shell-i18n';
import { SignOutButton } from '../../app/session/SignOutButton';

/** Where mobile-app users are sent: the panel is for operators. */
export function MobilePage() {
  const { t } = useShellTranslation();
  return (
    <CenteredPage title={t('mobile.title')} header={<MobileAppIcon size={32} aria-hidden="true" />}>
      <Text>{t('mobile.body')}</Text>
      <SignOutButton />
    </CenteredPage>
  );
}
