import type { AccountInfo, Person } from '@care/contracts';
import type { Account } from '../../auth/caller';
import type { Handlers } from '../../http/endpoint-routes';
import { problems } from '../../http/problem';
import type { ModuleDeps } from '../deps';
import { listPersons } from './queries';
import { createAccountService } from './service';

export function toAccountInfo(account: Account): AccountInfo {
  return {
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    isPolicyAccepted: account.isPolicyAccepted,
    createdAt: account.createdAt.toISOString(),
  };
}

export function accountHandlers(deps: ModuleDeps) {
  const service = createAccountService(deps);
  return {
    getMe: async ({ caller }) => {
      if (!caller.account) throw problems.notFound('This account is not registered yet.');
      return toAccountInfo(caller.account);
    },
    updateMe: async ({ caller, body }) => toAccountInfo(await service.update(caller.account, body)),
    listPersons: async ({ caller }) => {
      const rows = await listPersons(deps.db, caller.account.id);
      const items: Person[] = rows.map(({ id, firstName, lastName, isOwn }) => ({
        id,
        firstName,
        lastName,
        isOwn,
      }));
      return { items };
    },
    getPermissions: async ({ caller }) => service.permissions(caller.account),
    register: async ({ caller, body }) => toAccountInfo(await service.register(caller, body)),
  } satisfies Partial<Handlers>;
}
