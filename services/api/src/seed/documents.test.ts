import type { Document, DocumentListItem, DocumentSummary, Pagination } from '@care/contracts';
import { startTestApi, type TestApi } from '../../test/support/api';
import { databaseKinds } from '../../test/support/database';
import { signIn, testAuth } from '../../test/support/identities';
import * as schema from '../db/schema';
import { demoAccounts, demoPassword } from './demo-accounts';
import { seedDemo } from './index';

describe.each(databaseKinds)('demo documents on %s', (kind) => {
  let api: TestApi;
  let organizationId: string;
  let operator: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    organizationId = (await seedDemo({ db: api.db, auth: testAuth() })).organizationIds.demo;
    operator = await signIn(demoAccounts.operator.email, demoPassword);
  });
  afterAll(() => api.close());

  const call = <T>(name: Parameters<TestApi['call']>[0], documentId?: string) =>
    api
      .call(name, {
        token: operator,
        params: { organizationId, ...(documentId ? { documentId } : {}) },
      })
      .then((response) => response.json<T>());

  it('gives Hospicjum Demo house rules in two revisions, the second published and partly accepted, and a draft', async () => {
    const list = await call<{ items: DocumentListItem[]; pagination: Pagination }>('listDocuments');
    const rules = list.items.find((item) => item.title === 'Regulamin pobytu w hospicjum');
    expect(rules).toMatchObject({
      revision: 2,
      publishState: 'PUBLISHED',
      needsAcceptance: true,
      publishedRevision: { revision: 2 },
    });
    expect(rules?.acceptedCount).toBeGreaterThan(0);
    expect(rules?.pendingAcceptanceCount).toBeGreaterThan(0);
    expect(list.items.filter((item) => item.publishState === 'DRAFT')).toHaveLength(1);

    const revisions = await call<{ items: DocumentSummary[] }>('listDocumentRevisions', rules?.id);
    expect(revisions.items.map((item) => [item.revision, item.publishState])).toEqual([
      [2, 'PUBLISHED'],
      [1, 'UNPUBLISHED'],
    ]);
    const body = (await call<Document>('getDocument', rules?.id)).body;
    expect(body).toContain('## Odwiedziny');
    const diff = await api.call('getDocumentDiff', {
      token: operator,
      params: { organizationId, documentId: rules?.id ?? '' },
    });
    expect(diff.body).toContain('+## Zwierzęta');
  });

  it('changes no document, acceptance or history when seeded again', async () => {
    const tables = [schema.documents, schema.documentAcceptances, schema.auditEvents];
    const snapshot = () => Promise.all(tables.map((table) => api.db.select().from(table)));
    const before = await snapshot();
    await seedDemo({ db: api.db, auth: testAuth() });
    expect(await snapshot()).toEqual(before);
  });
});
