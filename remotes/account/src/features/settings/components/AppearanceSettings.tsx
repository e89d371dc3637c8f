import { Stack } from '@care/ui';
import { LanguageChoice, LayoutSettingsForm } from '@care/ui/panel';

/**
 * Language and layout, in the same stores the top bar's layout configurator edits: a change
 * here applies at once everywhere and is kept in this browser.
 */
export function AppearanceSettings() {
  return (
    <Stack gap="6">
      <LanguageChoice />
      <LayoutSettingsForm />
    </Stack>
  );
}
