import {
  apiBasePath,
  type Document,
  type DocumentAcceptance,
  type DocumentAcceptanceReceipt,
  type DocumentListItem,
  type DocumentSummary,
  type DocumentWrite,
  type Pagination,
  problemTypes,
  type PublishState,
} from '@care/contracts';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { CallOptions, TestApi } from '../../../test/support/api';
import { databaseKinds } from '../../../test/support/database';
import {
  addMembership,
  adminCaller,
  organizationWithOperator,
  type RegisteredCaller,
  registeredCaller,
  type TestOrganization,
  withTwoOrganizations,
} from '../../../test/support/world';
import { isUniqueViolation } from '../../db/errors';
import { auditEvents, documents, members } from '../../db/schema';

type Page<T> = { items: T[]; pagination: Pagination };

/** What a statement failed with; a statement that succeeds fails the test. */
const failureOf = (statement: PromiseLike<unknown>) =>
  Promise.resolve(statement).then(
    () => {
      throw new Error('The database accepted the statement');
    },
    (error: unknown) => error,
  );

const rules = (title = 'Regulamin domu', body = 'Cisza nocna od 22:00.\n'): DocumentWrite => ({
  title,
  body,
  needsAcceptance: true,
});

describe.each(databaseKinds)('documents on %s', (kind) => {
  let api: TestApi;
  let home: TestOrganization;
  let other: TestOrganization;

  withTwoOrganizations(kind, (started) => ({ api, home, other } = started));

  const params = (documentId?: string, organization = home) => ({
    organizationId: organization.organizationId,
    ...(documentId ? { documentId } : {}),
  });
  /**
   * The documents endpoints as one caller: the organization's operator by default. Resolved
   * when called, so it can be set up before the organizations exist.
   */
  const as = (
    pick: () => TestOrganization = () => home,
    tokenOf: () => string = () => pick().operator.token,
  ) => {
    const on = (documentId?: string) => ({ token: tokenOf(), params: params(documentId, pick()) });
    return {
      create: (body: unknown = rules()) => api.call('createDocument', { ...on(), body }),
      get: (id: string) => api.call('getDocument', on(id)),
      update: (id: string, body: unknown, ifMatch?: string) =>
        api.call('updateDocument', {
          ...on(id),
          body,
          ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
        }),
      remove: (id: string, ifMatch?: string) =>
        api.call('deleteDocument', {
          ...on(id),
          ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
        }),
      version: (id: string) => api.call('createDocumentVersion', on(id)),
      publish: (id: string, ifMatch?: string) =>
        api.call('publishDocument', {
          ...on(id),
          ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
        }),
      unpublish: (id: string) => api.call('unpublishDocument', on(id)),
      republish: (id: string, ifMatch?: string) =>
        api.call('republishDocument', {
          ...on(id),
          ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
        }),
      diff: (id: string) => api.call('getDocumentDiff', on(id)),
      revisions: (id: string) => api.call('listDocumentRevisions', on(id)),
      list: (query: CallOptions['query'] = {}) => api.call('listDocuments', { ...on(), query }),
      acceptances: (id: string, query: CallOptions['query'] = {}) =>
        api.call('listDocumentAcceptances', { ...on(id), query }),
      exportAcceptances: (
        id: string,
        headers: Record<string, string> = {},
        query: CallOptions['query'] = {},
      ) => api.call('exportDocumentAcceptances', { ...on(id), headers, query }),
    };
  };

  const operator = as();
  const accept = (caller: { token: string }, documentId: string) =>
    api.call('acceptDocument', { token: caller.token, params: { documentId } });

  const created = async (body: DocumentWrite = rules(), organization = home) => {
    const response = await as(() => organization).create(body);
    expect(response.statusCode).toBe(201);
    return response.json<Document>();
  };
  const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => T }>) => {
    const answered = await response;
    if (answered.statusCode >= 300) throw new Error(`${answered.statusCode} ${answered.body}`);
    return answered.json();
  };
  /** A document whose revision 1 is in the given state. */
  const inState = async (state: PublishState) => {
    const document = await created();
    if (state === 'DRAFT') return document;
    const published = await ok<Document>(operator.publish(document.id));
    if (state === 'PUBLISHED') return published;
    return ok<Document>(operator.unpublish(document.id));
  };
  const historyOf = (firstRevisionId: string) =>
    api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, firstRevisionId))
      .orderBy(auditEvents.occurredAt);

  /** A registered account with an ACCEPTED membership of the organization. */
  const member = async (
    role: 'BENEFICIARY' | 'ASSISTANT' | 'OPERATOR' = 'BENEFICIARY',
    status: 'ACCEPTED' | 'PENDING' | 'DEACTIVATED' = 'ACCEPTED',
    organization = home,
  ) => {
    const caller = await registeredCaller(api);
    const memberId = await addMembership(api, organization.organizationId, caller, role, status);
    return { ...caller, memberId };
  };

  describe('writing', () => {
    it('creates revision 1 as a draft with its ETag, no diff and no acceptances, audited', async () => {
      const response = await operator.create(rules());
      expect(response.statusCode).toBe(201);
      const document = response.json<Document>();
      expect(document).toMatchObject({
        ...rules(),
        body: 'Cisza nocna od 22:00.',
        revision: 1,
        firstRevisionId: document.id,
        previousDocumentId: null,
        diffUrl: null,
        publishState: 'DRAFT',
        publishedAt: null,
        unpublishedAt: null,
        acceptedCount: 0,
        pendingAcceptanceCount: 0,
        version: 1,
      });
      expect(response.headers.etag).toBe('"1"');
      const [event] = await historyOf(document.id);
      expect(event).toMatchObject({
        actorAccountId: home.operator.accountId,
        organizationId: home.organizationId,
        entity: 'document',
        action: 'created',
        changes: {
          revision: { before: null, after: 1 },
          title: { before: null, after: 'Regulamin domu' },
          publishState: { before: null, after: 'DRAFT' },
        },
      });
    });

    it('refuses invalid content with the fields named, and unknown keys', async () => {
      const response = await operator.create({
        title: 'ab',
        body: '   ',
        needsAcceptance: 'yes',
        extra: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(
        response
          .json<{ errors: { path: string }[] }>()
          .errors.map((error) => error.path)
          .sort(),
      ).toEqual(['body', 'extra', 'needsAcceptance', 'title']);
      const tooLong = await operator.create(rules('Za długi', 'x'.repeat(100_001)));
      expect(tooLong.statusCode).toBe(400);
    });

    it('edits a draft against the version it read: 412 for a stale one, which changes nothing', async () => {
      const document = await created();
      const edited = await operator.update(document.id, rules('Regulamin', 'Nowa treść'), '"1"');
      expect(edited.statusCode).toBe(200);
      expect(edited.json<Document>()).toMatchObject({ title: 'Regulamin', version: 2 });
      expect(edited.headers.etag).toBe('"2"');

      const stale = await operator.update(document.id, rules('Nadpisany', 'x'), '"1"');
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toMatchObject({ type: problemTypes.preconditionFailed });
      expect((await operator.get(document.id)).json<Document>()).toMatchObject({
        title: 'Regulamin',
        body: 'Nowa treść',
        version: 2,
      });
      const staleDelete = await operator.remove(document.id, '"1"');
      expect(staleDelete.statusCode).toBe(412);

      const [, event] = await historyOf(document.id);
      expect(event).toMatchObject({
        action: 'updated',
        changes: {
          title: { before: 'Regulamin domu', after: 'Regulamin' },
          body: { before: 'Cisza nocna od 22:00.', after: 'Nowa treść' },
        },
      });
    });

    it('lets one of two concurrent edits of the same version win; the other gets 412', async () => {
      const document = await created();
      const answers = await Promise.all([
        operator.update(document.id, rules('Pierwszy'), '"1"'),
        operator.update(document.id, rules('Drugi'), '"1"'),
      ]);
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 412]);
    });

    it('answers any body with a 2xx or a 4xx problem, never a 5xx', async () => {
      const document = await created();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue(),
            fc.record({
              title: fc.string({ maxLength: 300 }),
              body: fc.string({ maxLength: 500 }),
              needsAcceptance: fc.oneof(fc.boolean(), fc.string()),
            }),
          ),
          async (body) => {
            const response = await operator.update(document.id, body);
            expect(response.statusCode).toBeLessThan(500);
          },
        ),
        { numRuns: 40 },
      );
    });

    it('answers any list or acceptances query with 200 or a 400 problem, never a 5xx', async () => {
      const document = await inState('PUBLISHED');
      const key = fc.oneof(
        fc.constantFrom('page', 'limit', 'sort', 'search', 'publishState', 'status'),
        fc.string(),
      );
      const value = fc.oneof(
        fc.constantFrom('title', '-updatedAt', 'acceptedAt', 'DRAFT', 'PENDING', '%', '\\', '0'),
        fc.string(),
        fc.integer().map(String),
      );
      await fc.assert(
        fc.asyncProperty(fc.dictionary(key, value, { maxKeys: 4 }), async (query) => {
          for (const response of [
            await operator.list(query),
            await operator.acceptances(document.id, query),
          ]) {
            expect([200, 400]).toContain(response.statusCode);
          }
        }),
        { numRuns: 40 },
      );
    });
  });

  describe('transitions', () => {
    // What each action answers for a revision (the only one of its document) in each state.
    const table: [PublishState, Record<string, number>][] = [
      [
        'DRAFT',
        { update: 200, remove: 204, publish: 200, unpublish: 409, republish: 409, version: 409 },
      ],
      [
        'PUBLISHED',
        { update: 409, remove: 409, publish: 409, unpublish: 200, republish: 409, version: 201 },
      ],
      [
        'UNPUBLISHED',
        { update: 409, remove: 409, publish: 409, unpublish: 409, republish: 200, version: 201 },
      ],
    ];

    it.each(
      table.flatMap(([state, answers]) =>
        Object.entries(answers).map(([action, status]) => [state, action, status] as const),
      ),
    )('a %s revision: %s answers %i', async (state, action, status) => {
      const document = await inState(state);
      const response = await {
        update: () => operator.update(document.id, rules('Zmieniony')),
        remove: () => operator.remove(document.id),
        publish: () => operator.publish(document.id),
        unpublish: () => operator.unpublish(document.id),
        republish: () => operator.republish(document.id),
        version: () => operator.version(document.id),
      }[action as 'update']();
      expect(response.statusCode).toBe(status);
      if (status === 409) {
        expect(response.json()).toMatchObject({ type: problemTypes.invalidTransition });
        const unchanged = (await operator.get(document.id)).json<Document>();
        expect(unchanged).toMatchObject({ publishState: state, version: document.version });
      }
    });

    it('publishing revision 2 unpublishes revision 1, in one step recorded as one change', async () => {
      const first = await inState('PUBLISHED');
      const draft = await ok<Document>(operator.version(first.id));
      expect(draft).toMatchObject({
        revision: 2,
        previousDocumentId: first.id,
        firstRevisionId: first.id,
        publishState: 'DRAFT',
        title: first.title,
        body: first.body,
        needsAcceptance: true,
        diffUrl: `${apiBasePath}/operator/organization/${home.organizationId}/document/${draft.id}/diff`,
      });
      const published = await ok<Document>(operator.publish(draft.id, `"${draft.version}"`));
      expect(published).toMatchObject({
        publishState: 'PUBLISHED',
        publishedAt: expect.any(String),
      });
      expect((await operator.get(first.id)).json<Document>()).toMatchObject({
        publishState: 'UNPUBLISHED',
        unpublishedAt: expect.any(String),
        version: first.version + 1,
      });
      const history = await historyOf(first.id);
      expect(history.map((event) => [event.action, event.changes])).toEqual([
        ['created', expect.any(Object)],
        ['published', { publishedRevision: { before: null, after: 1 } }],
        ['versionCreated', { revision: { before: 1, after: 2 } }],
        ['published', { publishedRevision: { before: 1, after: 2 } }],
      ]);
    });

    it('unpublishing leaves no revision published and brings none back', async () => {
      const first = await inState('PUBLISHED');
      const second = await ok<Document>(operator.version(first.id));
      await ok(operator.publish(second.id));
      const withdrawn = await ok<Document>(operator.unpublish(second.id));
      expect(withdrawn.publishState).toBe('UNPUBLISHED');
      const revisions = await ok<{ items: DocumentSummary[] }>(operator.revisions(first.id));
      expect(revisions.items.map((item) => [item.revision, item.publishState])).toEqual([
        [2, 'UNPUBLISHED'],
        [1, 'UNPUBLISHED'],
      ]);
      const [, , , , last] = await historyOf(first.id);
      expect(last).toMatchObject({
        action: 'unpublished',
        changes: { publishedRevision: { before: 2, after: null } },
      });
    });

    it('publishes a withdrawn revision again as it was, its acceptances kept, with If-Match', async () => {
      const published = await inState('PUBLISHED');
      const member = await registeredCaller(api);
      await addMembership(api, home.organizationId, member, 'BENEFICIARY', 'ACCEPTED');
      await ok(accept(member, published.id));
      const withdrawn = await ok<Document>(operator.unpublish(published.id));

      const stale = await operator.republish(published.id, `"${published.version}"`);
      expect(stale.statusCode).toBe(412);
      const again = await operator.republish(published.id, `"${withdrawn.version}"`);
      expect(again.statusCode).toBe(200);
      expect(again.headers.etag).toBe(`"${withdrawn.version + 1}"`);
      expect(again.json<Document>()).toMatchObject({
        publishState: 'PUBLISHED',
        publishedAt: published.publishedAt,
        unpublishedAt: null,
        acceptedCount: 1,
      });
      // Both the withdrawal and its undo are on the record.
      expect((await historyOf(published.id)).slice(-2).map((event) => event.action)).toEqual([
        'unpublished',
        'republished',
      ]);
    });

    it('publishes no withdrawn revision over a published one, nor one a newer revision replaced', async () => {
      const first = await inState('PUBLISHED');
      const second = await ok<Document>(operator.version(first.id));
      await ok(operator.publish(second.id));
      // Revision 1 was replaced by revision 2, published now.
      const replaced = await operator.republish(first.id);
      expect(replaced.statusCode).toBe(409);
      await ok(operator.unpublish(second.id));
      // With revision 2 withdrawn too, revision 1 still does not come back over it.
      expect((await operator.republish(first.id)).statusCode).toBe(409);
      expect((await operator.get(first.id)).json<Document>().publishState).toBe('UNPUBLISHED');
      expect((await operator.republish(second.id)).statusCode).toBe(200);

      const third = await ok<Document>(operator.version(second.id));
      await ok(operator.publish(third.id));
      await ok(operator.unpublish(third.id));
      // A third revision was published after the second, so the second is replaced.
      expect((await operator.republish(second.id)).statusCode).toBe(409);
      expect((await operator.republish(third.id)).statusCode).toBe(200);
    });

    it('keeps one draft per document and one line of revisions: only the latest gets a new version', async () => {
      const first = await inState('PUBLISHED');
      const draft = await ok<Document>(operator.version(first.id));
      const again = await operator.version(first.id);
      expect(again.statusCode).toBe(409);
      expect((await operator.version(draft.id)).statusCode).toBe(409);

      await ok(operator.publish(draft.id));
      // Revision 1 is now an older, unpublished revision: it cannot fork the line.
      expect((await operator.version(first.id)).statusCode).toBe(409);
      const third = await ok<Document>(operator.version(draft.id));
      expect(third.revision).toBe(3);
    });

    it('deleting a draft makes the revision before it the latest again', async () => {
      const first = await inState('PUBLISHED');
      const draft = await ok<Document>(operator.version(first.id));
      const deleted = await operator.remove(draft.id, `"${draft.version}"`);
      expect(deleted.statusCode).toBe(204);
      expect((await operator.get(draft.id)).statusCode).toBe(404);
      const list = await ok<Page<DocumentListItem>>(operator.list({ limit: 100 }));
      expect(list.items.find((item) => item.firstRevisionId === first.id)).toMatchObject({
        id: first.id,
        revision: 1,
      });
      const next = await ok<Document>(operator.version(first.id));
      expect(next.revision).toBe(2);
      const events = await historyOf(first.id);
      expect(events.find((event) => event.action === 'deleted')).toMatchObject({
        changes: {
          revision: { before: 2, after: null },
          publishState: { before: 'DRAFT', after: null },
        },
      });
    });

    it('lets exactly one of two concurrent publishes of a draft win', async () => {
      const first = await inState('PUBLISHED');
      const draft = await ok<Document>(operator.version(first.id));
      const answers = await Promise.all([operator.publish(draft.id), operator.publish(draft.id)]);
      expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const revisions = await ok<{ items: DocumentSummary[] }>(operator.revisions(first.id));
      expect(revisions.items.filter((item) => item.publishState === 'PUBLISHED')).toHaveLength(1);
    });

    it('lets exactly one of two concurrent new versions win', async () => {
      const first = await inState('PUBLISHED');
      const answers = await Promise.all([operator.version(first.id), operator.version(first.id)]);
      expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    });

    it('has the database let exactly one of two concurrent publishes of different revisions win, with no lock of the code', async () => {
      // Revisions 1 and 2 both UNPUBLISHED: two writers that skip the service's lock publish one
      // each at the same time.
      const first = await inState('UNPUBLISHED');
      const second = await ok<Document>(operator.version(first.id));
      await ok(operator.publish(second.id));
      await ok(operator.unpublish(second.id));

      let firstWritten: () => void = () => undefined;
      const firstWrote = new Promise<void>((resolve) => (firstWritten = resolve));
      let secondStarted: () => void = () => undefined;
      const secondStarting = new Promise<void>((resolve) => (secondStarted = resolve));
      const republish = (tx: typeof api.db, id: string) =>
        tx
          .update(documents)
          .set({ publishState: 'PUBLISHED', publishedAt: new Date(), unpublishedAt: null })
          .where(eq(documents.id, id));
      const outcomes = await Promise.allSettled([
        api.db.transaction(async (tx) => {
          await republish(tx, first.id);
          firstWritten();
          // Still uncommitted while the other writer sets out.
          await secondStarting;
        }),
        firstWrote.then(() => {
          secondStarted();
          return api.db.transaction((tx) => republish(tx, second.id));
        }),
      ]);

      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
      const [, lost] = outcomes;
      expect(lost?.status === 'rejected' && isUniqueViolation(lost.reason)).toBe(true);
      const revisions = await ok<{ items: DocumentSummary[] }>(operator.revisions(first.id));
      expect(revisions.items.map((item) => [item.revision, item.publishState])).toEqual([
        [2, 'UNPUBLISHED'],
        [1, 'PUBLISHED'],
      ]);
    });

    it('has the database refuse a second published revision or a second draft, whatever the code does', async () => {
      const first = await inState('PUBLISHED');
      const second = await ok<Document>(operator.version(first.id));
      const publishBoth = api.db
        .update(documents)
        .set({ publishState: 'PUBLISHED', publishedAt: new Date() })
        .where(eq(documents.id, second.id));
      expect(isUniqueViolation(await failureOf(publishBoth))).toBe(true);

      await ok(operator.unpublish(first.id));
      const secondDraft = api.db.insert(documents).values({
        organizationId: home.organizationId,
        firstRevisionId: first.id,
        previousDocumentId: second.id,
        revision: 3,
        title: 'Drugi szkic',
        body: 'x',
      });
      expect(isUniqueViolation(await failureOf(secondDraft))).toBe(true);
    });
  });

  describe('diffs', () => {
    const revisionsWith = async (before: string, after: string) => {
      const first = await created(rules('Diff', before));
      await ok(operator.publish(first.id));
      const second = await ok<Document>(operator.version(first.id));
      const edited = await ok<Document>(operator.update(second.id, rules('Diff', after)));
      return { first, second: edited };
    };

    it('shows added lines against the previous revision, as text/x-diff at the diffUrl', async () => {
      const { second } = await revisionsWith(
        'Cisza nocna od 22:00.\nOdwiedziny do 20:00.',
        'Cisza nocna od 22:00.\nOdwiedziny do 20:00.\nZwierzęta po uzgodnieniu.',
      );
      const response = await api.app.inject({
        url: second.diffUrl as string,
        headers: { authorization: `Bearer ${home.operator.token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/x-diff; charset=utf-8');
      const lines = response.body.split('\n');
      expect(lines.slice(0, 2)).toEqual([
        expect.stringMatching(/^--- revision-1\.md\t/),
        expect.stringMatching(/^\+\+\+ revision-2\.md\t/),
      ]);
      expect(lines).toContain('@@ -1,2 +1,3 @@');
      expect(lines.filter((line) => /^[+-](?![+-]{2})/.test(line))).toEqual([
        '+Zwierzęta po uzgodnieniu.',
      ]);
    });

    it('shows removed and changed lines', async () => {
      const { second } = await revisionsWith('Jeden\nDwa\nTrzy\nCztery', 'Jeden\nTrzy\nCztery!');
      const lines = (await operator.diff(second.id)).body.split('\n');
      expect(lines.filter((line) => /^[+-](?![+-]{2})/.test(line))).toEqual([
        '-Dwa',
        '-Cztery',
        '+Cztery!',
      ]);
    });

    it('shows no change for a revision identical to the previous one', async () => {
      const first = await inState('PUBLISHED');
      const second = await ok<Document>(operator.version(first.id));
      const body = (await operator.diff(second.id)).body;
      expect(body).toMatch(/^--- revision-1\.md\t.*\n\+\+\+ revision-2\.md\t.*\n$/);
      expect(body).not.toContain('@@');
    });

    it('answers 404 for revision 1, which has nothing before it', async () => {
      const document = await created();
      const response = await operator.diff(document.id);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    });
  });

  describe('the list', () => {
    let organization: TestOrganization;
    let list: ReturnType<typeof as>;

    beforeAll(async () => {
      organization = await organizationWithOperator(api, await adminCaller(api));
      list = as(() => organization);
    });

    it('answers the latest revision of each document with the one published now and the acceptance figures', async () => {
      // ACCEPTED members of every role count (the operator who created the organization is one);
      // pending, deactivated and ended ones do not.
      const beneficiary = await member('BENEFICIARY', 'ACCEPTED', organization);
      const assistant = await member('ASSISTANT', 'ACCEPTED', organization);
      await member('BENEFICIARY', 'PENDING', organization);
      await member('ASSISTANT', 'DEACTIVATED', organization);

      const rulesDoc = await created(rules('Regulamin'), organization);
      await ok(list.publish(rulesDoc.id));
      await ok(accept(beneficiary, rulesDoc.id));
      const rulesDraft = await ok<Document>(list.version(rulesDoc.id));
      const consent = await created(
        { ...rules('Zgoda RODO'), needsAcceptance: false },
        organization,
      );
      await ok(list.publish(consent.id));
      const draftOnly = await created(rules('Szkic polityki'), organization);

      const page = await ok<Page<DocumentListItem>>(list.list({ sort: 'title' }));
      expect(page.pagination).toEqual({ page: 1, limit: 10, total: 3, isLast: true });
      expect(page.items.map((item) => [item.title, item.revision, item.publishState])).toEqual([
        ['Regulamin', 2, 'DRAFT'],
        ['Szkic polityki', 1, 'DRAFT'],
        ['Zgoda RODO', 1, 'PUBLISHED'],
      ]);
      const [first, second, third] = page.items;
      expect(first).toMatchObject({
        id: rulesDraft.id,
        acceptedCount: 0,
        pendingAcceptanceCount: 0,
        publishedRevision: {
          id: rulesDoc.id,
          revision: 1,
          needsAcceptance: true,
          acceptedCount: 1,
          pendingAcceptanceCount: 2,
        },
      });
      expect(second).toMatchObject({ id: draftOnly.id, publishedRevision: null });
      expect(third).toMatchObject({
        id: consent.id,
        pendingAcceptanceCount: 0,
        publishedRevision: { id: consent.id, needsAcceptance: false, pendingAcceptanceCount: 0 },
      });

      await ok(accept(assistant, rulesDoc.id));
      const after = await ok<Page<DocumentListItem>>(list.list({ search: 'regul' }));
      expect(after.items.map((item) => item.publishedRevision)).toEqual([
        expect.objectContaining({ acceptedCount: 2, pendingAcceptanceCount: 1 }),
      ]);
    });

    it('filters on the latest revision’s state, searches titles literally and pages', async () => {
      const drafts = await ok<Page<DocumentListItem>>(list.list({ publishState: 'DRAFT' }));
      expect(drafts.items.map((item) => item.title).sort()).toEqual([
        'Regulamin',
        'Szkic polityki',
      ]);
      const published = await ok<Page<DocumentListItem>>(list.list({ publishState: 'PUBLISHED' }));
      expect(published.items.map((item) => item.title)).toEqual(['Zgoda RODO']);
      expect((await ok<Page<DocumentListItem>>(list.list({ search: '%' }))).items).toEqual([]);
      const second = await ok<Page<DocumentListItem>>(
        list.list({ sort: 'title', limit: 2, page: 2 }),
      );
      expect(second.items.map((item) => item.title)).toEqual(['Zgoda RODO']);
      expect(second.pagination).toMatchObject({ page: 2, total: 3, isLast: true });
    });

    it('shows nothing of another organization', async () => {
      const page = await ok<Page<DocumentListItem>>(operator.list({ search: 'Szkic polityki' }));
      expect(page.items).toEqual([]);
    });
  });

  describe('acceptance', () => {
    it('a member accepts the published revision; again changes nothing; the figures move', async () => {
      const document = await inState('PUBLISHED');
      const before = (await operator.get(document.id)).json<Document>();
      const beneficiary = await member('BENEFICIARY');

      const response = await accept(beneficiary, document.id);
      expect(response.statusCode).toBe(200);
      const receipt = response.json<DocumentAcceptanceReceipt>();
      expect(receipt).toEqual({
        documentId: document.id,
        revision: 1,
        acceptedAt: expect.any(String),
        memberIds: [beneficiary.memberId],
      });
      const again = await accept(beneficiary, document.id);
      expect(again.json()).toEqual(receipt);

      const after = (await operator.get(document.id)).json<Document>();
      expect(after.acceptedCount).toBe(before.acceptedCount + 1);
      expect(after.pendingAcceptanceCount).toBe(before.pendingAcceptanceCount);
      const accepted = (await historyOf(document.id)).filter(
        (event) => event.action === 'accepted',
      );
      expect(accepted).toEqual([
        expect.objectContaining({
          actorAccountId: beneficiary.accountId,
          changes: {
            acceptedRevision: { before: null, after: 1 },
            memberIds: { before: null, after: [beneficiary.memberId] },
          },
        }),
      ]);
    });

    it('takes acceptances from members only, of the published revision only', async () => {
      const published = await inState('PUBLISHED');
      const draft = await inState('DRAFT');
      const unpublished = await inState('UNPUBLISHED');
      const noAcceptance = await created({ ...rules(), needsAcceptance: false });
      await ok(operator.publish(noAcceptance.id));
      const beneficiary = await member('BENEFICIARY');
      const pending = await member('BENEFICIARY', 'PENDING');
      const deactivated = await member('ASSISTANT', 'DEACTIVATED');
      const outsider = await member('BENEFICIARY', 'ACCEPTED', other);
      const stranger = await registeredCaller(api);

      const answers = {
        pending: await accept(pending, published.id),
        deactivated: await accept(deactivated, published.id),
        outsider: await accept(outsider, published.id),
        stranger: await accept(stranger, published.id),
        draft: await accept(beneficiary, draft.id),
        unknown: await accept(beneficiary, '0b8f3a4e-4f6c-4d1e-9a57-2f1f0a6c9e11'),
        unpublished: await accept(beneficiary, unpublished.id),
        noAcceptance: await accept(beneficiary, noAcceptance.id),
      };
      const statuses = Object.fromEntries(
        Object.entries(answers).map(([name, response]) => [
          name,
          [response.statusCode, response.json<{ type: string }>().type],
        ]),
      );
      expect(statuses).toEqual({
        pending: [404, problemTypes.notFound],
        deactivated: [404, problemTypes.notFound],
        outsider: [404, problemTypes.notFound],
        stranger: [404, problemTypes.notFound],
        draft: [404, problemTypes.notFound],
        unknown: [404, problemTypes.notFound],
        unpublished: [409, problemTypes.invalidTransition],
        noAcceptance: [409, problemTypes.conflict],
      });
      const operatorAccepts = await accept(home.operator, published.id);
      expect(operatorAccepts.statusCode).toBe(200);
    });

    it('asks again for a new revision: accepting it is a new acceptance', async () => {
      const first = await inState('PUBLISHED');
      const beneficiary = await member('BENEFICIARY');
      const firstReceipt = await ok<DocumentAcceptanceReceipt>(accept(beneficiary, first.id));
      const second = await ok<Document>(operator.version(first.id));
      await ok(operator.publish(second.id));

      const rows = await ok<Page<DocumentAcceptance>>(
        operator.acceptances(second.id, { search: beneficiary.email }),
      );
      expect(rows.items).toEqual([
        expect.objectContaining({
          memberId: beneficiary.memberId,
          hasAccepted: false,
          lastAcceptance: {
            documentId: first.id,
            revision: 1,
            acceptedAt: firstReceipt.acceptedAt,
          },
        }),
      ]);
      expect((await accept(beneficiary, first.id)).statusCode).toBe(409);
      const secondReceipt = await ok<DocumentAcceptanceReceipt>(accept(beneficiary, second.id));
      expect(secondReceipt.revision).toBe(2);
      const now = await ok<Page<DocumentAcceptance>>(
        operator.acceptances(second.id, { search: beneficiary.email }),
      );
      expect(now.items[0]).toMatchObject({
        hasAccepted: true,
        lastAcceptance: { documentId: second.id, revision: 2 },
      });
    });
  });

  describe('acceptances of a revision', () => {
    let organization: TestOrganization;
    let view: ReturnType<typeof as>;
    let document: Document;
    let people: Record<'anna' | 'bartek' | 'cezary', RegisteredCaller & { memberId: string }>;

    beforeAll(async () => {
      organization = await organizationWithOperator(api, await adminCaller(api));
      view = as(() => organization);
      const named = async (
        firstName: string,
        lastName: string,
        role: 'BENEFICIARY' | 'ASSISTANT',
      ) => {
        const person = await member(role, 'ACCEPTED', organization);
        await api.db
          .update(members)
          .set({ firstName, lastName })
          .where(eq(members.id, person.memberId));
        return person;
      };
      people = {
        anna: await named('Anna', 'Adamska', 'BENEFICIARY'),
        bartek: await named('Bartek', 'Bąk', 'ASSISTANT'),
        cezary: await named('=HYPERLINK("http://x")', '+Cebula', 'BENEFICIARY'),
      };
      await member('BENEFICIARY', 'PENDING', organization);
      document = await created(rules('Regulamin'), organization);
      await ok(view.publish(document.id));
      await ok(accept(people.bartek, document.id));
      await ok(accept(people.anna, document.id));
    });

    it('lists every ACCEPTED member with whether and when it accepted, filtered and sorted', async () => {
      const all = await ok<Page<DocumentAcceptance>>(view.acceptances(document.id));
      expect(all.pagination.total).toBe(4);
      // '+Cebula' sorts by the database's collation (punctuation first, or ignored): left aside.
      const lettered = all.items.filter((row) => row.memberId !== people.cezary.memberId);
      expect(lettered.map((row) => [row.lastName, row.hasAccepted])).toEqual([
        ['Adamska', true],
        ['Bąk', true],
        ['Operatorska', false],
      ]);
      const accepted = await ok<Page<DocumentAcceptance>>(
        view.acceptances(document.id, { status: 'ACCEPTED', sort: 'acceptedAt' }),
      );
      expect(accepted.items.map((row) => row.firstName)).toEqual(['Bartek', 'Anna']);
      const pending = await ok<Page<DocumentAcceptance>>(
        view.acceptances(document.id, { status: 'PENDING' }),
      );
      expect(pending.items.map((row) => row.lastAcceptance)).toEqual([null, null]);
      const searched = await ok<Page<DocumentAcceptance>>(
        view.acceptances(document.id, { search: 'anna adam' }),
      );
      expect(searched.items.map((row) => row.memberId)).toEqual([people.anna.memberId]);
    });

    it('exports them as CSV safe from formulas, in the caller’s language', async () => {
      const polish = await view.exportAcceptances(document.id);
      expect(polish.statusCode).toBe(200);
      expect(polish.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(polish.headers['content-disposition']).toBe(
        `attachment; filename="akceptacje-regulamin-wersja-1.csv"; filename*=UTF-8''akceptacje-regulamin-wersja-1.csv`,
      );
      expect(polish.body.startsWith('\uFEFF')).toBe(true);
      // For a Polish spreadsheet: “;” between cells, the panel's words and dates.
      const lines = polish.body.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'Nazwisko;Imię;E-mail;Rola;Zaakceptowano tę wersję;Ostatnio zaakceptowana wersja;Data akceptacji',
      );
      expect(lines).toContain(
        `'+Cebula;"'=HYPERLINK(""http://x"")";${people.cezary.email};Podopieczny;Nie;;`,
      );
      expect(lines.find((line) => line.startsWith('Adamska'))).toMatch(
        new RegExp(
          `^Adamska;Anna;${people.anna.email};Podopieczny;Tak;1;\\d\\d\\.\\d\\d\\.\\d\\d, \\d\\d:\\d\\d$`,
        ),
      );
      expect(lines).toHaveLength(1 + 4 + 1); // the header, four members, the last line's end

      const english = await view.exportAcceptances(document.id, { 'accept-language': 'en-GB' });
      expect(english.body.slice(1).split('\r\n')[0]).toBe(
        'Last name,First name,Email,Role,Accepted this revision,Last accepted revision,Accepted at',
      );
    });

    it('exports them for another system with format=machine: codes, ISO dates, commas', async () => {
      const machine = await view.exportAcceptances(document.id, {}, { format: 'machine' });
      const lines = machine.body.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'lastName,firstName,accountEmail,role,hasAccepted,lastRevision,acceptedAt',
      );
      expect(lines.find((line) => line.startsWith('Adamska'))).toMatch(
        new RegExp(`^Adamska,Anna,${people.anna.email},BENEFICIARY,true,1,\\d{4}-\\d\\d-\\d\\dT`),
      );
    });
  });

  describe('another organization', () => {
    it('answers every documents endpoint on another organization’s revision with 404', async () => {
      const foreign = await created(rules(), other);
      await ok(as(() => other).publish(foreign.id));
      const answers = await Promise.all([
        operator.get(foreign.id),
        operator.update(foreign.id, rules()),
        operator.remove(foreign.id),
        operator.version(foreign.id),
        operator.publish(foreign.id),
        operator.unpublish(foreign.id),
        operator.diff(foreign.id),
        operator.revisions(foreign.id),
        operator.acceptances(foreign.id),
        operator.exportAcceptances(foreign.id),
      ]);
      for (const response of answers) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ type: problemTypes.notFound });
      }
      expect((await as(() => other).get(foreign.id)).json<Document>().publishState).toBe(
        'PUBLISHED',
      );
    });

    it('lets a plain operator do everything a super operator does, and no one else in the organization', async () => {
      const plain = await member('OPERATOR');
      const byPlain = as(undefined, () => plain.token);
      const document = await ok<Document>(byPlain.create(rules()));
      await ok(byPlain.publish(document.id));
      const beneficiary = await member('BENEFICIARY');
      const assistant = await member('ASSISTANT');
      for (const caller of [beneficiary, assistant]) {
        const denied = await as(undefined, () => caller.token).get(document.id);
        expect(denied.statusCode).toBe(404);
        expect((await as(undefined, () => caller.token).unpublish(document.id)).statusCode).toBe(
          404,
        );
      }
      const still = await api.db
        .select({ state: documents.publishState })
        .from(documents)
        .where(and(eq(documents.id, document.id)));
      expect(still).toEqual([{ state: 'PUBLISHED' }]);
    });
  });

  it('documents the diff and the CSV export with their media types in OpenAPI', async () => {
    const openapi = (await api.app.inject({ url: `${apiBasePath}/openapi.json` })).json<{
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    }>();
    const base = `${apiBasePath}/operator/organization/{organizationId}/document/{documentId}`;
    expect(
      Object.keys(openapi.paths[`${base}/diff`]?.get?.responses['200']?.content ?? {}),
    ).toEqual(['text/x-diff']);
    expect(
      Object.keys(openapi.paths[`${base}/acceptance/export`]?.get?.responses['200']?.content ?? {}),
    ).toEqual(['text/csv']);
  });
});
