import type { AdminOrganization } from '@care/contracts';

/** An organization as the admin list answers it. */
export function toAdminOrganization(row: {
  id: string;
  name: string;
  version: number;
  createdAt: Date;
  membersCount: number;
  ordersCount: number;
}): AdminOrganization {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    membersCount: row.membersCount,
    ordersCount: row.ordersCount,
    version: row.version,
  };
}
