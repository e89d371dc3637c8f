// What the members suites are built from: a member's creation body, creating members and tags
// through the API, and a plain (not super) operator of an organization.
import {
  apiBasePath,
  buildPath,
  endpoints,
  type MemberCreate,
  type MemberDetails,
  type StoredTag,
} from '@care/contracts';
import { asc, eq } from 'drizzle-orm';
import { auditEvents } from '../../src/db/schema';
import type { TestApi } from './api';
import { uniqueEmail } from './identities';
import {
  addMembership,
  type RegisteredCaller,
  registeredCaller,
  type TestOrganization,
} from './world';

export function memberBody(overrides: Partial<MemberCreate> = {}): MemberCreate {
  return {
    accountOwnerType: 'OWN_ACCOUNT',
    role: 'BENEFICIARY',
    firstName: 'Zofia',
    lastName: 'Kowalska',
    accountEmail: uniqueEmail('member'),
    isSuperOperator: false,
    tags: [],
    ...overrides,
  };
}

export const organizationParams = (organization: TestOrganization) => ({
  organizationId: organization.organizationId,
});

export const memberParams = (organization: TestOrganization, memberId: string) => ({
  organizationId: organization.organizationId,
  memberId,
});

/** Creates a member through the API as the organization's super operator (or `token`). */
export async function createMember(
  api: TestApi,
  organization: TestOrganization,
  overrides: Partial<MemberCreate> = {},
  token = organization.operator.token,
): Promise<MemberDetails> {
  const response = await api.call('createMember', {
    token,
    params: organizationParams(organization),
    body: memberBody(overrides),
  });
  if (response.statusCode !== 201)
    throw new Error(`create member: ${response.statusCode} ${response.body}`);
  return response.json<MemberDetails>();
}

export async function createTag(
  api: TestApi,
  organization: TestOrganization,
  name: string,
  abbr = name.slice(0, 3).toUpperCase(),
): Promise<StoredTag> {
  const response = await api.call('createTag', {
    token: organization.operator.token,
    params: organizationParams(organization),
    body: {
      name,
      abbr,
      description: `Tag ${name}`,
      color: '336699',
      textColor: 'ffffff',
      icon: 'tag',
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`create tag: ${response.statusCode} ${response.body}`);
  return response.json<StoredTag>();
}

/** An ACCEPTED operator of the organization who is not a super operator. */
export async function plainOperator(
  api: TestApi,
  organization: TestOrganization,
): Promise<RegisteredCaller & { memberId: string }> {
  const caller = await registeredCaller(api);
  const memberId = await addMembership(api, organization.organizationId, caller, 'OPERATOR');
  return { ...caller, memberId };
}

export interface FormPart {
  name: string;
  value: string | Buffer;
  /** Set for a file part. */
  filename?: string;
  type?: string;
}

/** A multipart/form-data body with its parts in the given order, as a browser's FormData sends it. */
export function multipartBody(parts: FormPart[]) {
  const boundary = `----care-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename ? `Content-Type: ${part.type ?? 'text/csv'}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Posts a form to an upload endpoint of the organization. */
export function upload(
  api: TestApi,
  endpoint: 'importMembers' | 'previewMemberImport',
  organization: TestOrganization,
  parts: FormPart[],
  { token = organization.operator.token, headers = {} as Record<string, string> } = {},
) {
  const body = multipartBody(parts);
  return api.app.inject({
    method: 'POST',
    url: `${apiBasePath}${buildPath(endpoints[endpoint].path, organizationParams(organization))}`,
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, ...body.headers, ...headers },
  });
}

export const csvFile = (text: string | Buffer, filename = 'members.csv'): FormPart => ({
  name: 'file',
  value: text,
  filename,
});

/**
 * The member endpoints a card's suites call, as an organization's super operator: `home()` by
 * default, or the one passed (another organization's, whose paths must not reach `home`'s
 * members). Getters, since the suite's API and organization exist only once `beforeAll` ran.
 */
export function memberCalls(api: () => TestApi, home: () => TestOrganization) {
  return {
    create: (body: unknown) =>
      api().call('createMember', {
        token: home().operator.token,
        params: organizationParams(home()),
        body,
      }),
    get: (memberId: string, organization = home()) =>
      api().call('getMember', {
        token: organization.operator.token,
        params: memberParams(organization, memberId),
      }),
    patch: (memberId: string, body: unknown, ifMatch?: string, organization = home()) =>
      api().call('updateMember', {
        token: organization.operator.token,
        params: memberParams(organization, memberId),
        body,
        ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
      }),
    /** The audit events of one record, oldest first. */
    auditOf: (entityId: string) =>
      api()
        .db.select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, entityId))
        .orderBy(asc(auditEvents.occurredAt)),
  };
}
