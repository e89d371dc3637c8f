import type { AccountInfo, InvitationStatus, MemberDetails, Person, Role } from '@care/contracts';
import { memberTags, members } from '../../src/db/schema';
import { type TestApi, type TestApiOptions, withTestApi } from './api';
import type { DatabaseKind } from './database';
import { createIdentity, type TestIdentity, uniqueEmail } from './identities';

export interface RegisteredCaller extends TestIdentity {
  accountId: string;
  personId: string;
}

function expectStatus(
  response: { statusCode: number; body: string },
  status: number,
  what: string,
) {
  if (response.statusCode !== status)
    throw new Error(`${what}: expected ${status}, got ${response.statusCode} ${response.body}`);
}

/** A verified identity that registered through the API. */
export async function registeredCaller(
  api: TestApi,
  options: { email?: string } = {},
): Promise<RegisteredCaller> {
  const identity = await createIdentity({ email: options.email ?? uniqueEmail() });
  const registered = await api.call('register', {
    token: identity.token,
    body: { firstName: 'Test', lastName: 'Caller', isPolicyAccepted: true },
  });
  expectStatus(registered, 201, 'register');
  const account = registered.json<AccountInfo>();
  const persons = await api.call('listPersons', { token: identity.token });
  const own = persons.json<{ items: Person[] }>().items.find((person) => person.isOwn);
  if (!own) throw new Error('registered account has no own person');
  return { ...identity, accountId: account.id, personId: own.id };
}

const admins = new WeakMap<TestApi, Promise<RegisteredCaller>>();

/** The one admin of a test API (registered with its ADMIN_EMAILS address on first use). */
export function adminCaller(api: TestApi): Promise<RegisteredCaller> {
  const admin = admins.get(api) ?? registeredCaller(api, { email: api.adminEmail });
  admins.set(api, admin);
  return admin;
}

export interface TestOrganization {
  organizationId: string;
  name: string;
  /** Its super operator, who accepted the invitation of the organization's creation. */
  operator: RegisteredCaller;
  operatorMemberId: string;
}

/** The whole flow: an admin creates the organization, the invited operator registers and accepts. */
export async function organizationWithOperator(
  api: TestApi,
  admin: RegisteredCaller,
): Promise<TestOrganization> {
  const operatorEmail = uniqueEmail('operator');
  const name = `Hospicjum ${operatorEmail.slice(9, 17)}`;
  const created = await api.call('createAdminOrganization', {
    token: admin.token,
    body: { name, operator: { firstName: 'Olga', lastName: 'Operatorska', email: operatorEmail } },
  });
  expectStatus(created, 201, 'create organization');
  const organizationId = created.json<{ id: string }>().id;
  const operator = await registeredCaller(api, { email: operatorEmail });
  const invitations = await api.call('listInvitations', {
    token: operator.token,
    query: { status: 'PENDING' },
  });
  const invitation = invitations
    .json<{ items: { id: string; organization: { id: string } }[] }>()
    .items.find((item) => item.organization.id === organizationId);
  if (!invitation) throw new Error('the operator was not invited');
  const accepted = await api.call('answerInvitation', {
    token: operator.token,
    params: { invitationId: invitation.id },
    body: { personId: operator.personId, status: 'ACCEPTED' },
  });
  expectStatus(accepted, 200, 'accept invitation');
  return { organizationId, name, operator, operatorMemberId: accepted.json<MemberDetails>().id };
}

/**
 * Two organizations, each with its super operator: the one a suite works in, and another whose
 * ids must answer 404 there.
 */
export async function twoOrganizations(
  api: TestApi,
): Promise<[TestOrganization, TestOrganization]> {
  const admin = await adminCaller(api);
  return Promise.all([organizationWithOperator(api, admin), organizationWithOperator(api, admin)]);
}

export interface TwoOrganizationsSuite {
  api: TestApi;
  home: TestOrganization;
  other: TestOrganization;
}

/**
 * For a describe block: starts the API on `kind` with two organizations before its tests (handing
 * them to `started`, which may set up more) and closes the API after them.
 */
export function withTwoOrganizations(
  kind: DatabaseKind,
  started: (suite: TwoOrganizationsSuite) => unknown,
  options: TestApiOptions = {},
) {
  withTestApi(
    kind,
    async (api) => {
      const [home, other] = await twoOrganizations(api);
      await started({ api, home, other });
    },
    options,
  );
}

/**
 * A membership row as the members module will create it (its endpoints come later). Linked to
 * the caller's account unless it is still an invitation (PENDING or REJECTED).
 */
export async function addMembership(
  api: TestApi,
  organizationId: string,
  caller: { email: string; accountId?: string; personId?: string },
  role: Role,
  status: InvitationStatus | 'DEACTIVATED' | 'INACTIVE' = 'ACCEPTED',
  extra: { endDate?: Date; tagIds?: string[] } = {},
): Promise<string> {
  const linked = status !== 'PENDING' && status !== 'REJECTED';
  const [member] = await api.db
    .insert(members)
    .values({
      organizationId,
      role,
      status,
      accountOwnerType: 'OWN_ACCOUNT',
      accountEmail: caller.email,
      firstName: 'Member',
      lastName: 'Fixture',
      accountId: linked ? (caller.accountId ?? null) : null,
      personId: linked ? (caller.personId ?? null) : null,
      endDate: extra.endDate ?? null,
    })
    .returning();
  if (!member) throw new Error('membership insert failed');
  if (extra.tagIds?.length) {
    await api.db
      .insert(memberTags)
      .values(extra.tagIds.map((tagId) => ({ memberId: member.id, tagId })));
  }
  return member.id;
}
