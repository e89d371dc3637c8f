import {
  accountEndpoints,
  type AccountInfo,
  type Permissions,
  type Person,
} from '@care/contracts/account';
import type { InvitationStatus } from '@care/contracts/enums';
import { type Invitation, invitationEndpoints } from '@care/contracts/member';
import type { Language } from '@care/i18n';
import { useAuthStore } from '@care/platform';
import { renderRemote, type ApiStub } from '@care/testing';
import App from '../App';

export const accountInfo: AccountInfo = {
  id: '5f0c2b1e-8d4a-4c3b-9e2f-1a2b3c4d5e6f',
  firstName: 'Zofia',
  lastName: 'Nowak',
  email: 'zofia.nowak@care.test',
  isPolicyAccepted: true,
  formOfAddress: null,
  policiesToAccept: [],
  policyVersions: { privacy: '2026-12-01', terms: '2026-12-01' },
  policiesAcceptedAt: '2026-01-10T09:00:00.000Z',
  createdAt: '2026-01-10T09:00:00.000Z',
};

export const ownPerson: Person = {
  id: '7a1d5c3e-2b4f-4e6a-8c9d-0e1f2a3b4c5d',
  firstName: 'Zofia',
  lastName: 'Nowak',
  isOwn: true,
};

export const noRole: Permissions = { isAdmin: false, operator: {}, beneficiary: {}, assistant: {} };

export const organization = { id: '3c2b1a09-8f7e-4d6c-b5a4-938271605f4e', name: 'Hospicjum Demo' };

export function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: '9e8d7c6b-5a49-4382-a716-151413121110',
    organization,
    role: 'OPERATOR',
    accountOwnerType: 'OWN_ACCOUNT',
    status: 'PENDING',
    firstName: 'Zofia',
    lastName: 'Nowak',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    invitedBy: { firstName: 'Olga', lastName: 'Operatorska', isAdministrator: false },
    ...overrides,
  };
}

/** The account bundle's three answers, with these permissions (several: answered in turn). */
export function stubAccount(
  api: ApiStub,
  {
    permissions = [noRole],
    persons = [ownPerson],
  }: { permissions?: Permissions[]; persons?: Person[] } = {},
) {
  api.on(accountEndpoints.getMe, { answer: accountInfo }).on(accountEndpoints.listPersons, {
    answer: { items: persons },
  });
  for (const answer of permissions) api.on(accountEndpoints.getPermissions, { answer });
  return api;
}

/** Invitations of one status; several lists are answered in turn. */
export function stubInvitations(api: ApiStub, status: InvitationStatus, ...lists: Invitation[][]) {
  for (const items of lists) {
    api.on(invitationEndpoints.listInvitations, { query: { status }, answer: { items } });
  }
  return api;
}

/** A registered, verified session, as the session watcher would report it. */
export function signIn() {
  useAuthStore.setState(
    {
      status: 'signedIn',
      user: { uid: 'uid-zofia', email: accountInfo.email, displayName: null },
      claims: { email_verified: true, internalId: accountInfo.id },
    },
    true,
  );
}

/** The remote mounted where the shell mounts it for `url`, with the API answering as `api` says. */
export function renderAccountApp(
  mountPath: string,
  url: string,
  api?: (stub: ApiStub) => void,
  language: Language = 'en',
) {
  signIn();
  return renderRemote(App, { mountPath, url, api, language });
}
