/// <reference types="@testing-library/jest-dom" />
import { auditEndpoints } from '@care/contracts/audit';
import { type Document, documentEndpoints } from '@care/contracts/document';
import { problemTypes } from '@care/contracts/problem';
import { problem, type ApiStub } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  documentsPath,
  renderDocumentsApp,
  rulesV1,
  rulesV2,
  rulesV3,
  summaryOf,
} from '../testing/fixtures';

jest.setTimeout(20_000);

const revisions = (...items: Document[]) => ({ items: items.map(summaryOf) });
const currentPath = () => screen.getByRole('status', { name: 'Current path' });

/** The document's page, with its revisions answered newest first. */
const openDocument = (document: Document, all: Document[], more?: (api: ApiStub) => void) =>
  renderDocumentsApp(documentsPath(`/${document.id}`), (api) => {
    api
      .on(documentEndpoints.getDocument, { params: { documentId: document.id }, answer: document })
      .on(documentEndpoints.listDocumentRevisions, { answer: revisions(...all) });
    more?.(api);
  });

describe('a document', () => {
  it('shows its Markdown without raw HTML, its links opening safely, and its revisions', async () => {
    const withHtml = {
      ...rulesV2,
      body: 'Read the [visiting hours](https://example.test/hours).\n\n<script>alert(1)</script><b>bold HTML</b>\n\n[bad](javascript:alert(1))',
    };
    await openDocument(withHtml, [withHtml, rulesV1]);

    const link = await screen.findByRole('link', { name: 'visiting hours' });
    expect(link).toHaveAttribute('href', 'https://example.test/hours');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('bold HTML')).not.toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('bad').closest('a')?.getAttribute('href') ?? '').not.toMatch(
      /javascript/i,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'House rules' })).toBeInTheDocument();
    const list = screen.getByRole('heading', { name: 'Revisions' })
      .nextElementSibling as HTMLElement;
    expect(within(list).getByText('Revision 2').closest('[aria-current]')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Revision 1' })).toHaveAttribute(
      'href',
      documentsPath(`/${rulesV1.id}`),
    );
    expect(screen.getByText('34 of 40 accepted')).toBeInTheDocument();
  });

  it('offers Retry when its revisions cannot be loaded, keeping the text in view', async () => {
    const { user } = await renderDocumentsApp(documentsPath(`/${rulesV2.id}`), (api) =>
      api
        .on(documentEndpoints.getDocument, { answer: rulesV2 })
        .on(documentEndpoints.listDocumentRevisions, {
          answer: problem(503, problemTypes.internal, { detail: 'Try later' }),
        })
        .on(documentEndpoints.listDocumentRevisions, { answer: revisions(rulesV2, rulesV1) }),
    );
    expect(await screen.findByText('Try later')).toBeInTheDocument();
    // The text's own `# House rules` is a section of the page, below its one h1.
    expect(screen.getByRole('heading', { level: 1, name: 'House rules' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'House rules' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Revision 1' })).toBeInTheDocument();
  });

  it('says an unknown or foreign document is not available', async () => {
    await renderDocumentsApp(documentsPath(`/${rulesV2.id}`), (api) =>
      api
        .on(documentEndpoints.getDocument, { answer: problem(404, problemTypes.notFound) })
        .on(documentEndpoints.listDocumentRevisions, {
          answer: problem(404, problemTypes.notFound),
        }),
    );
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to documents' })).toBeInTheDocument();
  });

  it('publishes a draft after saying the published revision will be unpublished', async () => {
    const published = { ...rulesV3, publishState: 'PUBLISHED' as const, version: 2 };
    const { api, user } = await openDocument(rulesV3, [rulesV3, rulesV2, rulesV1], (stub) =>
      stub.on(documentEndpoints.publishDocument, { answer: published }),
    );

    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish revision 3?' });
    expect(dialog).toHaveTextContent(
      'Revision 2, published now, will be unpublished: members will see revision 3 instead.',
    );
    expect(dialog).toHaveTextContent('Every member will be asked to accept revision 3');
    expect(api.requestsTo(documentEndpoints.publishDocument)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Revision 3 published')).toBeInTheDocument();
    const [request] = api.requestsTo(documentEndpoints.publishDocument, { documentId: rulesV3.id });
    expect(request?.headers.get('If-Match')).toBe(`"${rulesV3.version}"`);
  });

  it('unpublishes only after confirming that no earlier revision takes its place', async () => {
    const { api, user } = await openDocument(rulesV2, [rulesV2, rulesV1], (stub) =>
      stub.on(documentEndpoints.unpublishDocument, {
        answer: { ...rulesV2, publishState: 'UNPUBLISHED', unpublishedAt: rulesV2.updatedAt },
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Unpublish revision 2?' });
    expect(dialog).toHaveTextContent('No earlier revision is published in its place');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requestsTo(documentEndpoints.unpublishDocument)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Unpublish revision 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Revision 2 unpublished')).toBeInTheDocument();
    expect(api.requestsTo(documentEndpoints.unpublishDocument)).toHaveLength(1);
  });

  it('keeps a refused publish open with the reason', async () => {
    const { user } = await openDocument(rulesV3, [rulesV3, rulesV2], (stub) =>
      stub.on(documentEndpoints.publishDocument, {
        answer: problem(409, problemTypes.invalidTransition, {
          detail: 'Only a draft can be published.',
        }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The revision could not be published')).toBeInTheDocument();
    expect(screen.getByText('Only a draft can be published.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('starts a new version of the latest revision and opens it for editing', async () => {
    const { api, user } = await openDocument(rulesV2, [rulesV2, rulesV1], (stub) =>
      stub
        .on(documentEndpoints.createDocumentVersion, { answer: rulesV3 })
        .on(documentEndpoints.getDocument, { params: { documentId: rulesV3.id }, answer: rulesV3 }),
    );
    await user.click(await screen.findByRole('button', { name: 'New version' }));
    expect(await screen.findByText('Revision 3 started')).toBeInTheDocument();
    await waitFor(() =>
      expect(currentPath()).toHaveTextContent(documentsPath(`/${rulesV3.id}/edit`)),
    );
    expect(
      api.requestsTo(documentEndpoints.createDocumentVersion)[0]?.headers.get('If-Match'),
    ).toBe(`"${rulesV2.version}"`);
  });

  it('offers no new version on an older revision, but the way to the latest', async () => {
    await openDocument(rulesV1, [rulesV2, rulesV1]);
    expect(await screen.findByText('This is an older revision.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to revision 2, the latest' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New version' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });

  it('deletes a draft after asking, and goes back to the revision before it', async () => {
    const { api, user } = await openDocument(rulesV3, [rulesV3, rulesV2], (stub) =>
      stub
        .on(documentEndpoints.deleteDocument, {})
        .on(documentEndpoints.getDocument, { params: { documentId: rulesV2.id }, answer: rulesV2 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the draft of revision 3?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Draft deleted')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toHaveTextContent(documentsPath(`/${rulesV2.id}`)));
    expect(api.requestsTo(documentEndpoints.deleteDocument)[0]?.headers.get('If-Match')).toBe(
      '"1"',
    );
  });

  it('says a draft could not be deleted, and keeps it', async () => {
    const { user, router } = await openDocument(rulesV3, [rulesV3, rulesV2], (stub) =>
      stub.on(documentEndpoints.deleteDocument, {
        answer: problem(503, problemTypes.internal, { detail: 'Database down' }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('It could not be deleted. Try again.')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(documentsPath(`/${rulesV3.id}`));
  });

  it('shows the document’s history across its revisions', async () => {
    await renderDocumentsApp(documentsPath(`/${rulesV2.id}/history`), (api) =>
      api
        .on(documentEndpoints.getDocument, { answer: rulesV2 })
        .on(documentEndpoints.listDocumentRevisions, { answer: revisions(rulesV2, rulesV1) })
        .on(auditEndpoints.listAuditEvents, {
          query: { entity: 'document', entityId: rulesV1.id },
          answer: {
            items: [
              {
                id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
                at: '2026-02-01T10:00:00.000Z',
                actor: {
                  accountId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
                  firstName: 'Olga',
                  lastName: 'Operator',
                  email: 'olga@example.test',
                  formOfAddress: null,
                },
                organizationId: '7f1c2a34-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
                entity: 'document',
                entityId: rulesV1.id,
                action: 'published',
                before: { publishedRevision: 1 },
                after: { publishedRevision: 2 },
                recordExists: true,
              },
            ],
            pagination: { page: 1, limit: 20, total: 1, isLast: true },
          },
        }),
    );
    expect(await screen.findByText('published revision 2')).toBeInTheDocument();
    expect(screen.getByText('Published revision')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
  });
});
