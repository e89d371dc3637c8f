import { endpoints, type Outpost, problemTypes } from '@care/contracts';
import { isApiError } from '@care/platform';
import { resolveApiLink, uploadToEndpoint } from '@care/platform/upload';
import { problem } from './problem';
import { stubApi, TEST_API_BASE_URL } from './stub-api';

const organizationId = '7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
const outpostId = '0b9f6b7e-1c1d-4c4e-9a51-3b0f6f0e2d11';
const outpost: Outpost = {
  id: outpostId,
  name: 'Biuro',
  type: 'OFFICE',
  address: { street: 'ul. Długa 1', city: 'Kraków', postalCode: '30-001', country: 'PL' },
  website: null,
  phone: '+48124300100',
  email: 'biuro@example.org',
  openingHours: null,
  logoUrl: `/api/v1/operator/organization/${organizationId}/outpost/${outpostId}/logo?v=2&exp=1&sig=x`,
  version: 2,
};
const picture = () => new File([new Uint8Array(1000).fill(7)], 'logo.png', { type: 'image/png' });

describe('uploads through the API stub', () => {
  it('sends the fields and then the file as multipart, with the token, and reports progress', async () => {
    const api = stubApi().on(endpoints.uploadOutpostLogo, { answer: outpost });
    const progress: number[] = [];

    const answer = await uploadToEndpoint(endpoints.uploadOutpostLogo, {
      params: { organizationId, outpostId },
      file: picture(),
      fields: { cropX: '1', cropY: '2', cropSize: '30' },
      headers: { 'If-Match': '"1"' },
      onProgress: ({ loaded, total }) => progress.push(loaded / total),
    });

    expect(answer).toEqual(outpost);
    expect(progress.at(-1)).toBe(1);
    const [request] = api.requestsTo(endpoints.uploadOutpostLogo, { outpostId });
    expect(request!.method).toBe('PUT');
    expect(request!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(request!.headers.get('If-Match')).toBe('"1"');
    const form = request!.body as FormData;
    expect([...form.keys()]).toEqual(['cropX', 'cropY', 'cropSize', 'file']);
    const file = form.get('file') as File;
    expect([file.name, file.size]).toEqual(['logo.png', 1000]);
  });

  it('throws the problem of a refused upload, as callEndpoint does', async () => {
    stubApi().on(endpoints.uploadOutpostLogo, {
      answer: problem(415, problemTypes.unsupportedMediaType, { detail: 'Not a picture' }),
    });
    const sent = uploadToEndpoint(endpoints.uploadOutpostLogo, {
      params: { organizationId, outpostId },
      file: picture(),
    });
    const error = await sent.catch((caught: unknown) => caught);
    expect(isApiError(error, 415)).toBe(true);
    expect(error).toMatchObject({ problem: { detail: 'Not a picture' } });
  });

  it('stops when its signal aborts', async () => {
    stubApi().on(endpoints.uploadOutpostLogo, {
      answer: () => new Promise(() => undefined),
    });
    const controller = new AbortController();
    const sent = uploadToEndpoint(endpoints.uploadOutpostLogo, {
      params: { organizationId, outpostId },
      file: picture(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(sent).rejects.toThrow();
  });

  it('resolves a link the API answered against the API’s own address', () => {
    stubApi();
    expect(resolveApiLink('/api/v1/x?sig=1')).toBe(
      `${new URL(TEST_API_BASE_URL).origin}/api/v1/x?sig=1`,
    );
  });
});
