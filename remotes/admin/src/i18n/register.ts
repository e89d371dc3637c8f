import { registerResources } from '@care/i18n';
import en from './en.json';
import pl from './pl.json';

/** Adds this remote's strings (namespace `admin`) to the page's one i18next instance. */
export function registerAdminResources() {
  registerResources('admin', { pl, en });
}
