import { registerResources } from '@care/i18n';
import en from './en.json';
import pl from './pl.json';

/** Adds this remote's strings (namespace `members`) to the page's one i18next instance. */
export function registerMembersResources() {
  registerResources('members', { pl, en });
}
