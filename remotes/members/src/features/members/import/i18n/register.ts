import { registerResources } from '@care/i18n';
import en from './en.json';
import pl from './pl.json';

/**
 * Adds the import wizard's strings to the remote's `members` namespace (under `import.`, as
 * the wizard reads them). They load with the wizard's own chunk: the list, which opens first,
 * names the wizard only in its button (`import.action`, with the remote's other strings).
 */
export function registerImportResources() {
  registerResources('members', { pl, en });
}
