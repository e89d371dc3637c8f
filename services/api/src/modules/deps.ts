import type { Identity } from '../auth/identity';
import type { Database } from '../db/database';
import type { PolicyVersionSource } from '../policy-versions';
import type { Enqueue } from '../jobs/definition';
import type { FileStore } from '../storage/file-store';
import type { LinkSigner } from '../storage/signed-links';
import type { LiveEventHub } from './events/hub';
import type { LiveEventSettings } from './events/stream';
import type { PushJob } from './push/job';

/** What every domain module is built from. */
export interface ModuleDeps {
  db: Database;
  identity: Identity;
  /** Lower-case emails that become admins when they register. */
  adminEmails: ReadonlySet<string>;
  /**
   * Puts background work on the job queue; pass `{ tx }` to enqueue in the transaction of the
   * write that causes it, so the job exists only if that write commits.
   */
  enqueue: Enqueue;
  /** Where uploaded files (logos) are kept. */
  files: FileStore;
  /** Signs the links files are fetched with without a token (an `<img>` sends none). */
  fileLinks: LinkSigner;
  /** The deployment's IANA time zone, in which days and years (order numbers) are counted. */
  timeZone: string;
  /** The time now, for rules read against it (whether an order waited too long). */
  clock: () => Date;
  /** The job that pushes notifications to devices, or null when push is off. */
  pushJob: PushJob | null;
  /**
   * The current versions of the privacy policy and the terms, which accounts must accept: asked
   * for at each use, since a deployment may change them while the API runs.
   */
  policyVersions: PolicyVersionSource;
  /** This instance's live event streams and their limits. */
  liveEvents: { hub: LiveEventHub; settings: LiveEventSettings };
}
