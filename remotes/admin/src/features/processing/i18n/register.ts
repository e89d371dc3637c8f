import { registerResources } from '@care/i18n';
import en from './en.json';
import pl from './pl.json';

/**
 * Adds the records of processing's strings to the remote's `admin` namespace (under
 * `processing.`). They load with the page's own chunk, so the organizations list does not carry
 * them.
 */
export function registerProcessingResources() {
  registerResources('admin', { pl, en });
}
