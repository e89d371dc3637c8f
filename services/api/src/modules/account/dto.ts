import type { AccountInfo, Person } from '@care/contracts';
import type { Account } from '../../auth/caller';
import type { persons } from '../../db/schema';

type PersonRow = typeof persons.$inferSelect;

export function toAccountInfo(account: Account): AccountInfo {
  return {
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    isPolicyAccepted: account.isPolicyAccepted,
    formOfAddress: account.formOfAddress ?? null,
    createdAt: account.createdAt.toISOString(),
  };
}

export function toPerson({ id, firstName, lastName, isOwn }: PersonRow): Person {
  return { id, firstName, lastName, isOwn };
}
