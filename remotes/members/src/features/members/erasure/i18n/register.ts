import { registerResources } from '@care/i18n';
import en from './en.json';
import pl from './pl.json';

/**
 * Adds the erasure section's strings to the remote's `members` namespace (under `erasure.`).
 * They load with the section's own chunk, which only super operators fetch.
 */
export function registerErasureResources() {
  registerResources('members', { pl, en });
}
