import {
  documentAcceptanceQuerySchema,
  documentDiffUrl,
  documentListQuerySchema,
  documentWriteSchema,
  endpoints,
} from '../src';

describe('document contracts', () => {
  it('takes a title, a Markdown body and needsAcceptance, and nothing else', () => {
    expect(
      documentWriteSchema.parse({
        title: ' Regulamin ',
        body: '# Zasady\n',
        needsAcceptance: true,
      }),
    ).toEqual({ title: 'Regulamin', body: '# Zasady', needsAcceptance: true });
    for (const invalid of [
      { title: 'ab', body: 'x', needsAcceptance: true },
      { title: 'Regulamin', body: '  \n ', needsAcceptance: true },
      { title: 'Regulamin', body: 'x', needsAcceptance: 'yes' },
      { title: 'Regulamin', body: 'x', needsAcceptance: true, revision: 2 },
    ])
      expect(documentWriteSchema.safeParse(invalid).success).toBe(false);
  });

  it('lists the newest changes first by default, and refuses unknown filters', () => {
    expect(documentListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, sort: '-updatedAt' });
    expect(documentListQuerySchema.safeParse({ sort: 'revision' }).success).toBe(false);
    expect(documentListQuerySchema.safeParse({ state: 'DRAFT' }).success).toBe(false);
    expect(documentAcceptanceQuerySchema.parse({ status: 'PENDING' })).toEqual({
      page: 1,
      limit: 10,
      status: 'PENDING',
      sort: 'lastName',
    });
  });

  it('answers the diff and the acceptances export as text, and points diffUrl at the diff', () => {
    expect(endpoints.getDocumentDiff.produces).toBe('text/x-diff');
    expect(endpoints.exportDocumentAcceptances.produces).toBe('text/csv');
    expect('response' in endpoints.getDocumentDiff).toBe(false);
    expect(documentDiffUrl('o', 'd')).toBe('/api/v1/operator/organization/o/document/d/diff');
  });
});
