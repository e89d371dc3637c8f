import { Button, CenteredPage, Text } from '@care/ui';
import { useShellTranslation } from '../i18n/shell-i18n';

/** What the page shows when the shell cannot start: never a blank screen. */
export function BootFailurePage() {
  const { t } = useShellTranslation();
  return (
    <CenteredPage title={t('boot.title')}>
      <Text>{t('boot.detail')}</Text>
      <Button alignSelf="start" onClick={() => window.location.reload()}>
        {t('boot.retry')}
      </Button>
    </CenteredPage>
  );
}
