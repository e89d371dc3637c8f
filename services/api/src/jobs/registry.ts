import { accessLogRetentionJob } from '../modules/access-log/retention';
import { invitationBatchJob, invitationEmailJob } from '../mail/invitation-job';
import { memberImportJob } from '../modules/members/import/job';
import { memberRetentionJob } from '../modules/members/retention';
import { memberSweepJob } from '../modules/members/sweep';
import { createOrderEscalationJob } from '../modules/orders/escalation';
import type { PushJob } from '../modules/push/job';
import type { JobDefinition } from './definition';

/**
 * Every kind of background job the API runs, in one place: the queue creates a pg-boss queue
 * (with its retry policy) and a worker for each, and installs their schedules. A feature defines
 * its job beside its service with `defineJob` and lists it here.
 */
export const jobs: readonly JobDefinition[] = [
  // Members: CSV imports, and the sweep that persists INACTIVE for ended memberships.
  memberImportJob,
  memberSweepJob,
  // Invitation e-mails of new members, resent invitations and new organizations; an import's
  // members come in batches that fan out to one e-mail job each.
  invitationEmailJob,
  invitationBatchJob,
  // Deletes the access log's entries past their organization's retention, nightly.
  accessLogRetentionJob,
  // Erases the personal data of INACTIVE members past their organization's retention, nightly.
  memberRetentionJob,
];

/**
 * Every job this API runs: the fixed ones, the sweep that escalates overdue orders (it pushes
 * what it notifies, so it is built with the push job), and the push job when push is on.
 */
export function jobsWith({
  push,
  clock = () => new Date(),
}: {
  push: PushJob | null;
  clock?: () => Date;
}): readonly JobDefinition[] {
  const escalation = createOrderEscalationJob({ clock, pushJob: push });
  return push ? [...jobs, escalation, push] : [...jobs, escalation];
}
