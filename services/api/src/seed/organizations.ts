import { and, isNull, sql } from 'drizzle-orm';
import { organizations } from '../db/schema';
import { type SeedContext, daysAgo } from './context';
import { type DemoOrganizationKey, demoOrganizations } from './demo-accounts';
import { seedId } from './ids';

/** Both demo organizations; one that already exists under the same name is reused. */
export async function seedOrganizations({ tx, now }: Pick<SeedContext, 'tx' | 'now'>) {
  const ids = {} as Record<DemoOrganizationKey, string>;
  for (const [key, name] of Object.entries(demoOrganizations) as [DemoOrganizationKey, string][]) {
    await tx
      .insert(organizations)
      .values({ id: seedId(`organization:${key}`), name, createdAt: daysAgo(now, 180) })
      .onConflictDoNothing();
    const [stored] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        and(sql`lower(${organizations.name}) = lower(${name})`, isNull(organizations.deletedAt)),
      );
    if (!stored) throw new Error(`Seeding organization ${name} failed`);
    ids[key] = stored.id;
  }
  return ids;
}
