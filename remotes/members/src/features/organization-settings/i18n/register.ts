import { registerResources } from '@care/i18n';
import en from './en.json';
import pl from './pl.json';

/**
 * Adds the settings page's strings to the remote's `members` namespace (under
 * `organizationSettings.`). They load with the page's own chunk, not with the members list.
 */
export function registerSettingsResources() {
  registerResources('members', { pl, en });
}
