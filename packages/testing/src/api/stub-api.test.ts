import { endpoints, problemTypes, type StoredTag } from '@care/contracts';
import { callEndpoint, isApiError } from '@care/platform';
import { problem, unchecked } from './problem';
import { stubApi } from './stub-api';

const organizationId = '7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
const otherOrganizationId = '0b7f3c8e-6a43-4f1e-9d8e-2f4b0e2d9a11';
const tag: StoredTag = {
  id: '0b9f6b7e-1c1d-4c4e-9a51-3b0f6f0e2d11',
  name: 'Home care',
  abbr: 'HOME',
  description: 'Visits at home',
  color: '2b6cb0',
  textColor: 'ffffff',
  icon: 'home',
  version: 1,
};
const tagBody = {
  name: tag.name,
  abbr: tag.abbr,
  description: 'Visits at home',
  color: tag.color,
  textColor: 'ffffff',
  icon: 'home',
};

describe('API stub', () => {
  it('answers an endpoint for its path parameters and records what was sent', async () => {
    const api = stubApi().on(endpoints.createTag, {
      params: { organizationId },
      answer: tag,
    });

    const created = await callEndpoint(endpoints.createTag, {
      params: { organizationId },
      body: tagBody,
      headers: { 'If-Match': '"1"' },
    });

    expect(created).toEqual(tag);
    const [request] = api.requestsTo(endpoints.createTag, { organizationId });
    expect(request).toMatchObject({
      method: 'POST',
      path: `/operator/organization/${organizationId}/tag`,
      params: { organizationId },
      body: tagBody,
    });
    expect(request!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(request!.headers.get('If-Match')).toBe('"1"');
  });

  it('fails where a fixture that the endpoint cannot answer is given', () => {
    const api = stubApi();
    expect(() =>
      api.on(endpoints.listTags, { answer: { items: [{ ...tag, color: 'blue' }] } }),
    ).toThrow(/listTags does not fit its response schema/);
    expect(() => api.on(endpoints.deleteTag, { answer: tag as unknown as undefined })).toThrow(
      /deleteTag answers no body/,
    );
  });

  it('answers a call nothing stubs with 501 and fails the test with what was called', async () => {
    const api = stubApi().on(endpoints.listTags, {
      params: { organizationId },
      answer: { items: [] },
    });

    const failure = await callEndpoint(endpoints.listTags, {
      params: { organizationId: otherOrganizationId },
    }).catch((error: unknown) => error);

    expect(isApiError(failure) && failure.status).toBe(501);
    expect(api.failures).toEqual([
      expect.stringContaining(
        `No stub answers GET http://api.test/api/v1/operator/organization/${otherOrganizationId}/tag`,
      ),
    ]);
    // Read here, so the check after the test does not fail it.
    api.failures.length = 0;
  });

  it('answers in turn, repeats the last answer, and takes a new one once that was given', async () => {
    const api = stubApi()
      .on(endpoints.listTags, { answer: problem(503, problemTypes.internal) })
      .on(endpoints.listTags, { answer: { items: [tag] } });
    const list = () =>
      callEndpoint(endpoints.listTags, { params: { organizationId } }).then(
        (answer) => answer.items.length,
        (error: unknown) => (isApiError(error) ? error.status : error),
      );

    expect([await list(), await list(), await list()]).toEqual([503, 1, 1]);
    api.on(endpoints.listTags, { answer: { items: [] } });
    expect(await list()).toBe(0);
  });

  it('answers by query values, the most specific stub first', async () => {
    stubApi()
      .on(endpoints.listNotifications, {
        answer: { items: [], pagination: { page: 1, limit: 10, isLast: true } },
      })
      .on(endpoints.listNotifications, {
        query: { page: 2 },
        answer: { items: [], pagination: { page: 2, limit: 10, isLast: true } },
      });
    const pageOf = async (page: number) =>
      (await callEndpoint(endpoints.listNotifications, { query: { page, limit: 10 } })).pagination
        .page;

    expect([await pageOf(1), await pageOf(2)]).toEqual([1, 2]);
  });

  it('sends a problem as problem+json and a malformed answer as it is', async () => {
    stubApi()
      .on(endpoints.createTag, {
        answer: problem(400, problemTypes.validation, {
          errors: [{ path: 'abbr', message: 'Abbreviation is reserved' }],
        }),
      })
      .on(endpoints.listTags, { answer: unchecked({ items: [{ name: 'No id' }] }) });

    const refused = await callEndpoint(endpoints.createTag, {
      params: { organizationId },
      body: tagBody,
    }).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.problem).toEqual({
      type: problemTypes.validation,
      title: problemTypes.validation,
      status: 400,
      errors: [{ path: 'abbr', message: 'Abbreviation is reserved' }],
    });
    await expect(callEndpoint(endpoints.listTags, { params: { organizationId } })).rejects.toThrow(
      /id/,
    );
  });

  it('answers an endpoint that produces text with that text, asked for by its media type', async () => {
    const csv = 'Nazwisko,Imię\r\nNowak,Anna\r\n';
    const params = { organizationId, documentId: tag.id };
    const api = stubApi().on(endpoints.exportDocumentAcceptances, { answer: csv });

    expect(await callEndpoint(endpoints.exportDocumentAcceptances, { params })).toBe(csv);
    expect(api.requestsTo(endpoints.exportDocumentAcceptances)[0]?.headers.get('Accept')).toBe(
      'text/csv',
    );
    expect(() =>
      stubApi().on(endpoints.exportDocumentAcceptances, {
        answer: { rows: [] } as unknown as string,
      }),
    ).toThrow(/text\/csv/);
  });
});
