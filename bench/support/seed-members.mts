// Members as the benchmarks seed them: Polish names (a few thousand distinct ones, some with a
// second, diacritic surname), varied roles and statuses, a third without a phone, some ended.
// Used by members.mts and backup-restore.mts.
import type { MemberStatus, Role } from '../../packages/contracts/src/index';
import { polishLastNames } from './names.mts';

export const firstNames = [
  'Anna',
  'Łucja',
  'Zofia',
  'Jan',
  'Józef',
  'Ewa',
  'Stanisław',
  'Krystyna',
  'Piotr',
  'Małgorzata',
  'Andrzej',
  'Grażyna',
];
const roles: Role[] = ['BENEFICIARY', 'BENEFICIARY', 'BENEFICIARY', 'ASSISTANT', 'OPERATOR'];
const statuses: MemberStatus[] = [
  'ACCEPTED',
  'ACCEPTED',
  'ACCEPTED',
  'PENDING',
  'DEACTIVATED',
  'REJECTED',
];

/** Members of one organization: Polish names (a few thousand distinct ones), varied roles and statuses. */
export function* memberRows(organizationId: string, count: number, label: string) {
  const start = Date.now() - count * 60_000;
  for (let index = 0; index < count; index += 1) {
    const firstName = firstNames[index % firstNames.length] as string;
    const lastName = `${polishLastNames[(index * 7) % polishLastNames.length]}${index % 97 === 0 ? '-Żółkiewska' : ''}`;
    yield {
      organizationId,
      role: roles[index % roles.length] as Role,
      status: statuses[index % statuses.length] as MemberStatus,
      accountOwnerType: index % 11 === 0 ? ('GUARDIAN_ACCOUNT' as const) : ('OWN_ACCOUNT' as const),
      accountEmail: `${label}.${index}@bench.care.test`,
      firstName,
      lastName,
      phone: index % 3 === 0 ? null : `+4860${String(1_000_000 + index).slice(-7)}`,
      endDate: index % 13 === 0 ? new Date(start - 86_400_000) : null,
      createdAt: new Date(start + index * 60_000),
    };
  }
}
