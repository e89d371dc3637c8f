import { getLanguage, languages, setLanguage } from '@care/i18n';
import { LAYOUT_SCALES, useLayoutSettings, type LayoutScale } from '@care/platform';
import { IconButton, Stack, useColorMode, type ColorModePreference } from '@care/ui';
import { ChoiceGroup, LayoutSettingsIcon, Switch } from '@care/ui/panel';
import { useShellTranslation } from '../../../app/i18n/shell-i18n';
import { TopBarDrawer } from './TopBarDrawer';

const colorModes: ColorModePreference[] = ['system', 'light', 'dark'];

/**
 * Spec §3 config sidebar: the layout configurator. Every choice applies at
 * once and is kept in this browser (layout settings, color mode, `locale`).
 */
export function ConfigSidebar() {
  const { t } = useShellTranslation();
  const settings = useLayoutSettings();
  const { preference, setColorMode } = useColorMode();

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
        <ChoiceGroup
          label={t('layoutSettings.theme.label')}
          value={preference}
          choices={colorModes.map((mode) => ({
            value: mode,
            label: t(`layoutSettings.theme.${mode}`),
          }))}
          onChange={setColorMode}
        />
        <ChoiceGroup
          label={t('layoutSettings.menuMode.label')}
          value={settings.menuMode}
          choices={(['static', 'overlay'] as const).map((mode) => ({
            value: mode,
            label: t(`layoutSettings.menuMode.${mode}`),
          }))}
          onChange={settings.setMenuMode}
        />
        <ChoiceGroup
          label={t('layoutSettings.scale.label')}
          value={String(settings.scale)}
          choices={LAYOUT_SCALES.map((size) => ({
            value: String(size),
            label: t('layoutSettings.scale.option', { size }),
          }))}
          onChange={(size) => settings.setScale(Number(size) as LayoutScale)}
        />
        <ChoiceGroup
          label={t('layoutSettings.inputStyle.label')}
          value={settings.inputStyle}
          choices={(['outlined', 'filled'] as const).map((style) => ({
            value: style,
            label: t(`layoutSettings.inputStyle.${style}`),
          }))}
          onChange={settings.setInputStyle}
        />
        <Switch.Root
          checked={settings.ripple}
          onCheckedChange={({ checked }) => settings.setRipple(checked)}
          colorPalette="blue"
        >
          {/* Announced as the on/off switch it looks like, not as a checkbox. */}
          <Switch.HiddenInput role="switch" />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('layoutSettings.ripple')}</Switch.Label>
        </Switch.Root>
        <ChoiceGroup
          label={t('common:language.label')}
          value={getLanguage()}
          // Each language is named in itself, so it is found whatever the page speaks.
          choices={languages.map((language) => ({
            value: language,
            label: t(`common:language.${language}`),
            lang: language,
          }))}
          onChange={(language) => void setLanguage(language)}
        />
      </Stack>
    </TopBarDrawer>
  );
}
