import { registerResources } from '@care/i18n';
import en from './en.json';
import pl from './pl.json';

/** Adds this remote's strings (namespace `account`) to the page's one i18next instance. */
export function registerAccountResources() {
  registerResources('account', { pl, en });
}
