import type { Database } from '../db/database';
import type { DemoAccountKey, DemoOrganizationKey } from './demo-accounts';

/** What earlier seed parts produced, for the later ones to link to. */
export interface SeedContext {
  tx: Database;
  /** Firebase uid of every demo account, registered or not. */
  uids: Record<DemoAccountKey, string>;
  /** Account ids of the registered demo accounts. */
  accountIds: Partial<Record<DemoAccountKey, string>>;
  organizationIds: Record<DemoOrganizationKey, string>;
  /** The reference instant, so every relative date of one run agrees. */
  now: Date;
}

export const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);
export const daysAgo = (now: Date, days: number) => hoursAgo(now, days * 24);
