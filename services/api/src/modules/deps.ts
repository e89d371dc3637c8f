import type { Identity } from '../auth/identity';
import type { Database } from '../db/database';

/** What every domain module is built from. */
export interface ModuleDeps {
  db: Database;
  identity: Identity;
  /** Lower-case emails that become admins when they register. */
  adminEmails: ReadonlySet<string>;
}
