import { registerResources } from '@care/i18n';
import en from './en.json';
import pl from './pl.json';

/**
 * Adds the audit log's strings to the remote's `members` namespace (under `auditLog.`). They
 * load with the page's own chunk, not with the members list.
 */
export function registerAuditLogResources() {
  registerResources('members', { pl, en });
}
