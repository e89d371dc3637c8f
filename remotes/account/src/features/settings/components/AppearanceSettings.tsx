import { getLanguage, languages, setLanguage, useTranslation } from '@care/i18n';
import { LAYOUT_SCALES, useLayoutSettings, type LayoutScale } from '@care/platform';
import { Stack, useColorMode, type ColorModePreference } from '@care/ui';
import { ChoiceGroup, Switch } from '@care/ui/panel';

const colorModes: ColorModePreference[] = ['system', 'light', 'dark'];

/**
 * Language and layout, in the same stores the top bar's layout configurator edits: a change
 * here applies at once everywhere and is kept in this browser.
 */
export function AppearanceSettings() {
  const { t } = useTranslation('account');
  const settings = useLayoutSettings();
  const { preference, setColorMode } = useColorMode();
  return (
    <Stack gap="6">
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
      <ChoiceGroup
        label={t('settings.theme.label')}
        value={preference}
        choices={colorModes.map((mode) => ({ value: mode, label: t(`settings.theme.${mode}`) }))}
        onChange={setColorMode}
      />
      <ChoiceGroup
        label={t('settings.menuMode.label')}
        value={settings.menuMode}
        choices={(['static', 'overlay'] as const).map((mode) => ({
          value: mode,
          label: t(`settings.menuMode.${mode}`),
        }))}
        onChange={settings.setMenuMode}
      />
      <ChoiceGroup
        label={t('settings.scale.label')}
        value={String(settings.scale)}
        choices={LAYOUT_SCALES.map((size) => ({
          value: String(size),
          label: t('settings.scale.option', { size }),
        }))}
        onChange={(size) => settings.setScale(Number(size) as LayoutScale)}
      />
      <ChoiceGroup
        label={t('settings.inputStyle.label')}
        value={settings.inputStyle}
        choices={(['outlined', 'filled'] as const).map((style) => ({
          value: style,
          label: t(`settings.inputStyle.${style}`),
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
        <Switch.Label>{t('settings.ripple')}</Switch.Label>
      </Switch.Root>
    </Stack>
  );
}
