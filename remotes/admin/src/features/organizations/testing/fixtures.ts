import type { Permissions } from '@care/contracts/account';
import type { AdminOrganization } from '@care/contracts/organization';

export const adminPath = (suffix = '') => `/admin${suffix}`;

const HOUR_MS = 3_600_000;

// Created some hours before the test runs: the list writes the date as relative time, which a
// fixed date turned from 'x days ago' into 'last week' as the calendar moved on.
const organizationOf = (
  index: number,
  name: string,
  membersCount: number,
  ordersCount: number,
): AdminOrganization => ({
  id: `3a1f0c2e-5d4b-4c6a-8e9f-${String(index).padStart(12, '0')}`,
  name,
  createdAt: new Date(Date.now() - index * 3 * HOUR_MS).toISOString(),
  membersCount,
  ordersCount,
  version: index,
});

/** Newest first, as the list answers by default. */
export const organizations: AdminOrganization[] = [
  organizationOf(1, 'Hospicjum Demo', 42, 130),
  organizationOf(2, 'Hospicjum Południe', 7, 1),
];

export const adminPermissions: Permissions = {
  isAdmin: true,
  operator: {},
  beneficiary: {},
  assistant: {},
};
export const operatorPermissions: Permissions = {
  isAdmin: false,
  operator: { [organizations[0]!.id]: { memberId: organizations[0]!.id, isSuperOperator: true } },
  beneficiary: {},
  assistant: {},
};
