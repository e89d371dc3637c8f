import { Button, CenteredPage, ErrorState, Text } from '@care/ui';
import { useEffect } from 'react';
import { useRouteError } from '@care/platform/router';
import { useShellTranslation } from '../../app/i18n/shell-i18n';

const reload = () => window.location.reload();

function useReportedRouteError() {
  const error = useRouteError();
  useEffect(() => console.error('A page failed while rendering.', error), [error]);
}

/** A page that threw outside the panel frame: a full-page message instead of a white screen. */
export function RouteCrashPage() {
  const { t } = useShellTranslation();
  useReportedRouteError();
  return (
    <CenteredPage title={t('crash.title')}>
      <Text>{t('crash.body')}</Text>
      <Button alignSelf="start" onClick={reload}>
        {t('crash.reload')}
      </Button>
    </CenteredPage>
  );
}

/** A page that threw inside the panel frame: the top bar and sidebar keep working. */
export function RouteCrashCard() {
  const { t } = useShellTranslation();
  useReportedRouteError();
  return <ErrorState title={t('crash.title')} detail={t('crash.body')} onRetry={reload} />;
}
