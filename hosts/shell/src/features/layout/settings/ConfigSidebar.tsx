import { IconButton, Stack } from '@care/ui';
import { LanguageChoice, LayoutSettingsForm, LayoutSettingsIcon } from '@care/ui/panel';
import { useShellTranslation } from '../../../app/i18n/shell-i18n';
import { TopBarDrawer } from './TopBarDrawer';

/**
 * The config sidebar: the layout configurator. Every choice applies at
 * once and is kept in this browser (layout settings, color mode, `locale`).
 */
export function ConfigSidebar() {
  const { t } = useShellTranslation();

  return (
    <TopBarDrawer
      title={t('layoutSettings.title')}
      trigger={
        <IconButton variant="ghost" aria-label={t('layoutSettings.open')}>
          <LayoutSettingsIcon aria-hidden />
        </IconButton>
      }
    >
      <Stack gap="6">
        <LayoutSettingsForm />
        <LanguageChoice />
      </Stack>
    </TopBarDrawer>
  );
}
