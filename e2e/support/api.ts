import type {
  MemberCreate,
  MemberDetails,
  MemberUpdate,
} from '../../packages/contracts/src/member';
import type { OrderCreate } from '../../packages/contracts/src/order';
import type { TagCreate } from '../../packages/contracts/src/tag';
import { currentEndpoints } from './deployment';
import { passwordSignIn } from './identity';

const api = (path: string) => `${currentEndpoints().apiUrl}${path}`;

/** An ID token for a demo account, as the identity SDK would get one by signing in. */
export async function idTokenOf(email: string, password: string): Promise<string> {
  const { idToken } = await passwordSignIn(email, password).catch(() => ({ idToken: undefined }));
  if (!idToken) throw new Error(`${email} could not sign in`);
  return idToken;
}

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(api(path), {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Accept-Language': 'pl',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The organization an operator runs, found by name among its permissions. */
export async function organizationOf(token: string, name: string) {
  const permissions = await call<{ operator: Record<string, unknown> }>(
    token,
    'GET',
    '/account/permissions',
  );
  for (const id of Object.keys(permissions.operator)) {
    const organization = await call<{ id: string; name: string }>(
      token,
      'GET',
      `/operator/organization/${id}`,
    );
    if (organization.name === name) return organization;
  }
  throw new Error(`No organization named ${name}`);
}

/** Adds a member, which invites `accountEmail` by e-mail. */
export function addMember(token: string, organizationId: string, member: MemberCreate) {
  return call<{ id: string }>(
    token,
    'POST',
    `/operator/organization/${organizationId}/member`,
    member,
  );
}

/** Creates a tag of the organization, for a spec that needs one nobody else relies on. */
export function addTag(token: string, organizationId: string, tag: TagCreate) {
  return call<{ id: string; version: number }>(
    token,
    'POST',
    `/operator/organization/${organizationId}/tag`,
    tag,
  );
}

/** A member as the operators read it now, with its version. */
export function memberOf(token: string, organizationId: string, memberId: string) {
  return call<MemberDetails>(
    token,
    'GET',
    `/operator/organization/${organizationId}/member/${memberId}`,
  );
}

/**
 * Deletes what a spec made (`path` under the API, at its current `version`), so the seeded
 * organization is left as the other specs count it.
 */
export async function removeRecord(token: string, path: string, version: number) {
  const response = await fetch(api(path), {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}`, 'If-Match': `"${version}"` },
  });
  if (!response.ok) throw new Error(`DELETE ${path}: ${response.status} ${await response.text()}`);
}

/** Changes a member as an operator would, at the version it was read with. */
export async function updateMember(
  token: string,
  organizationId: string,
  member: Pick<MemberDetails, 'id' | 'version'>,
  changes: MemberUpdate,
) {
  const path = `/operator/organization/${organizationId}/member/${member.id}`;
  const response = await fetch(api(path), {
    method: 'PATCH',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'If-Match': `"${member.version}"`,
    },
    body: JSON.stringify(changes),
  });
  if (!response.ok) throw new Error(`PATCH ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as MemberDetails;
}

/** Registers a verified user's panel account, accepting the policy versions in force. */
export function register(token: string, names: { firstName: string; lastName: string }) {
  return call<{ id: string }>(token, 'POST', '/account/register', {
    ...names,
    isPolicyAccepted: true,
  });
}

/** The invitee accepts an invitation (a PENDING member's id) for their own person. */
export async function acceptInvitation(token: string, invitationId: string) {
  const { items } = await call<{ items: { id: string; isOwn: boolean }[] }>(
    token,
    'GET',
    '/account/me/person',
  );
  const own = items.find((person) => person.isOwn);
  if (!own) throw new Error('The account has no person of its own');
  return call<{ id: string }>(token, 'PUT', `/member/${invitationId}/status`, {
    personId: own.id,
    status: 'ACCEPTED',
  });
}

/** A beneficiary places an order, as the mobile app does. */
export function placeOrder(token: string, organizationId: string, order: OrderCreate) {
  return call<{ id: string; number: string; version: number }>(
    token,
    'POST',
    `/beneficiary/organization/${organizationId}/order`,
    order,
  );
}

/** The beneficiary withdraws its own order (NEW or ACCEPTED), at the version it last read. */
export async function withdrawOrder(
  token: string,
  organizationId: string,
  order: { id: string; version: number },
) {
  const path = `/beneficiary/organization/${organizationId}/order/${order.id}/cancel`;
  const response = await fetch(api(path), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'If-Match': `"${order.version}"` },
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; status: string; version: number };
}
