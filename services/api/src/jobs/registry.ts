import { invitationBatchJob, invitationEmailJob } from '../mail/invitation-job';
import { memberImportJob } from '../modules/members/import/job';
import { memberSweepJob } from '../modules/members/sweep';
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
];

/** Every job this API runs: the fixed ones, and the push job when push is on. */
export function jobsWith({ push }: { push: PushJob | null }): readonly JobDefinition[] {
  return push ? [...jobs, push] : jobs;
}
