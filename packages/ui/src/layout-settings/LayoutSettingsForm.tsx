import { getLanguage, languages, setLanguage, useTranslation } from '@care/i18n';
import { LAYOUT_SCALES, useLayoutSettings, type LayoutScale } from '@care/platform';
// The kit's own entry point, not a relative path: the colour mode's store is one per page.
import { Stack, useColorMode, type ColorModePreference } from '@care/ui';
import { Switch } from '@chakra-ui/react';
import { ChoiceGroup } from '../forms/ChoiceGroup';

const colorModes: ColorModePreference[] = ['system', 'light', 'dark'];
const menuModes = ['static', 'overlay'] as const;
const inputStyles = ['outlined', 'filled'] as const;

/**
 * The layout choices (theme, side menu, text size, form fields, click animation), in words an
 * operator uses rather than a developer's, as the top bar's
 * configurator and the account's settings page both offer them. Every choice applies at once
 * and is kept in this browser, in the stores the layout reads.
 */
export function LayoutSettingsForm() {
  const { t } = useTranslation();
  const settings = useLayoutSettings();
  const { preference, setColorMode } = useColorMode();
  return (
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
        choices={menuModes.map((mode) => ({
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
          // Named by how the text looks, not by its size in pixels.
          label: t(`layoutSettings.scale.option.${size}`),
        }))}
        onChange={(size) => settings.setScale(Number(size) as LayoutScale)}
      />
      <ChoiceGroup
        label={t('layoutSettings.inputStyle.label')}
        value={settings.inputStyle}
        choices={inputStyles.map((style) => ({
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
    </Stack>
  );
}

/** The language of the panel, applied at once and kept in this browser. */
export function LanguageChoice() {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      label={t('language.label')}
      value={getLanguage()}
      // Each language is named in itself, so it is found whatever the page speaks.
      choices={languages.map((language) => ({
        value: language,
        label: t(`language.${language}`),
        lang: language,
      }))}
      onChange={(language) => void setLanguage(language)}
    />
  );
}
