import { Button, CenteredPage, Text } from '@care/ui';
import { useHostKitTranslation } from '../i18n/host-kit-i18n';

/** What the page shows when its host cannot start: never a blank screen. */
export function BootFailurePage() {
  const { t } = useHostKitTranslation();
  return (
    <CenteredPage title={t('boot.title')}>
      <Text>{t('boot.detail')}</Text>
      <Button alignSelf="start" onClick={() => window.location.reload()}>
        {t('boot.retry')}
      </Button>
    </CenteredPage>
  );
}
