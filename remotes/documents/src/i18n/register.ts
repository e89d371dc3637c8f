import { registerResources } from '@care/i18n';
import en from './en.json';
import pl from './pl.json';

export const DOCUMENTS_NAMESPACE = 'documents';

/** Adds this remote's strings (namespace `documents`) to the page's one i18next instance. */
export function registerDocumentsResources() {
  registerResources(DOCUMENTS_NAMESPACE, { pl, en });
}
