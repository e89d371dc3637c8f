import type { Handlers } from '../../http/endpoint-routes';
import type { ModuleDeps } from '../deps';
import { createAccountService } from './service';

export function accountHandlers(deps: ModuleDeps) {
  const accounts = createAccountService(deps);
  return {
    getMe: async ({ caller }) => accounts.me(caller),
    updateMe: async ({ caller, body }) => accounts.update(caller.account, body),
    listPersons: async ({ caller }) => ({ items: await accounts.persons(caller.account) }),
    addPerson: async ({ caller, body }) => accounts.addPerson(caller.account, body),
    deleteMe: async ({ caller }) => accounts.delete(caller),
    getPermissions: async ({ caller }) => accounts.permissions(caller.account),
    getSessionPolicy: async ({ caller }) => accounts.sessionPolicy(caller.account),
    acceptPolicies: async ({ caller, body }) => accounts.acceptPolicies(caller.account, body),
    register: async ({ caller, body }) => accounts.register(caller, body),
  } satisfies Partial<Handlers>;
}
