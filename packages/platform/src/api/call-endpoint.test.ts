import { accountEndpoints } from '@care/contracts/account';
import { dataExportEndpoints } from '@care/contracts/data-export';
import { invitationEndpoints } from '@care/contracts/member';
import { notificationEndpoints } from '@care/contracts/notification';
import { organizationEndpoints } from '@care/contracts/organization';
import { tagEndpoints } from '@care/contracts/tag';
import { startApiServer, type CannedAnswer } from '../../test/api-server';
import { configurePlatform } from '../config/platform-config';
import { ApiError } from './api-error';
import { callEndpoint } from './call-endpoint';

const organizationId = '0b7f3c8e-6a43-4f1e-9d8e-2f4b0e2d9a11';
let answer: CannedAnswer;
let server: Awaited<ReturnType<typeof startApiServer>>;
let token: string | null;

beforeAll(async () => {
  server = await startApiServer(() => answer);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  token = 'id-token-1';
  configurePlatform({
    apiBaseUrl: server.baseUrl,
    getIdToken: async () => token,
    getLanguage: () => 'pl',
  });
});

describe('callEndpoint', () => {
  it('sends the bearer token, JSON headers and language, and parses the answer', async () => {
    answer = { status: 200, body: { id: organizationId, name: 'Hospicjum Demo' } };

    const organization = await callEndpoint(organizationEndpoints.getOrganization, {
      params: { organizationId },
    });

    expect(organization).toEqual({ id: organizationId, name: 'Hospicjum Demo' });
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(`/api/v1/operator/organization/${organizationId}`);
    expect(request?.headers.authorization).toBe('Bearer id-token-1');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['accept-language']).toBe('pl');
  });

  it('asks for the token again on every request, so a refreshed one is used', async () => {
    answer = { status: 200, body: { count: 3 } };
    await callEndpoint(notificationEndpoints.countNotifications);
    token = 'id-token-2';
    await callEndpoint(notificationEndpoints.countNotifications);

    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer id-token-1',
      'Bearer id-token-2',
    ]);
  });

  it('sends no authorization header when nobody is signed in', async () => {
    token = null;
    answer = { status: 200, body: { count: 0 } };
    await callEndpoint(notificationEndpoints.countNotifications);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the body as JSON and the query as search parameters', async () => {
    answer = { status: 200, body: { items: [] } };
    await callEndpoint(invitationEndpoints.listInvitations, { query: { status: 'PENDING' } });
    answer = {
      status: 201,
      body: {
        id: organizationId,
        firstName: 'Anna',
        lastName: 'Nowak',
        email: 'anna@care.test',
        isPolicyAccepted: true,
        formOfAddress: null,
        policiesToAccept: [],
        policyVersions: { privacy: '2026-12-01', terms: '2026-12-01' },
        policiesAcceptedAt: '2025-01-01T10:00:00.000Z',
        createdAt: '2025-01-01T10:00:00.000Z',
      },
    };
    await callEndpoint(accountEndpoints.register, {
      body: { firstName: 'Anna', lastName: 'Nowak', isPolicyAccepted: true },
    });

    expect(server.requests[0]?.url).toBe('/api/v1/account/me/membership-invitation?status=PENDING');
    expect(server.requests[1]?.method).toBe('POST');
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({
      firstName: 'Anna',
      lastName: 'Nowak',
      isPolicyAccepted: true,
    });
  });

  it('answers a ZIP as its bytes, asked for by its media type', async () => {
    // The ZIP signature and bytes that are no UTF-8: reading them as text would change them.
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0xc3]);
    answer = { status: 200, body: bytes, contentType: 'application/zip' };

    const archive = await callEndpoint(dataExportEndpoints.exportMyData);

    expect(server.requests[0]?.headers.accept).toBe('application/zip');
    expect([...new Uint8Array(await archive.arrayBuffer())]).toEqual([...bytes]);
  });

  it('resolves to undefined for a 204 answer', async () => {
    answer = { status: 204 };
    await expect(
      callEndpoint(tagEndpoints.deleteTag, { params: { organizationId, tagId: organizationId } }),
    ).resolves.toBeUndefined();
  });

  it('throws an ApiError carrying the problem details of a non-2xx answer', async () => {
    const problem = {
      type: 'not-found',
      title: 'Not Found',
      status: 404,
      detail: 'Requested resource is not available.',
    };
    answer = { status: 404, body: problem, contentType: 'application/problem+json' };

    const error = await callEndpoint(organizationEndpoints.getOrganization, {
      params: { organizationId },
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      problem,
      message: 'Requested resource is not available.',
    });
  });

  it('still throws an ApiError with the status when the error answer is not a problem', async () => {
    answer = { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' };
    const error = await callEndpoint(accountEndpoints.getMe).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
  });

  it('rejects an answer that does not match the endpoint schema', async () => {
    answer = { status: 200, body: { id: 'not-a-uuid', name: 'x' } };
    await expect(
      callEndpoint(organizationEndpoints.getOrganization, { params: { organizationId } }),
    ).rejects.toThrow();
  });
});
