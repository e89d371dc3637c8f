/// <reference types="@testing-library/jest-dom" />
import { documentEndpoints } from '@care/contracts/document';
import { problemTypes } from '@care/contracts/problem';
import { problem, type ApiStub } from '@care/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  documentsPath,
  ORGANIZATION_ID,
  renderDocumentsApp,
  rulesV2,
  rulesV3,
  summaryOf,
} from '../testing/fixtures';
import { draftStorageKey } from './draft-storage';

jest.setTimeout(30_000);

// A required field's label ends in an asterisk hidden from assistive technology.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const editPath = documentsPath(`/${rulesV3.id}/edit`);
const currentPath = () => screen.getByRole('status', { name: 'Current path' });

const editDraft = (more?: (api: ApiStub) => void) =>
  renderDocumentsApp(editPath, (api) => {
    api
      .on(documentEndpoints.getDocument, { params: { documentId: rulesV3.id }, answer: rulesV3 })
      .on(documentEndpoints.listDocumentRevisions, {
        answer: { items: [rulesV3, rulesV2].map(summaryOf) },
      });
    more?.(api);
  });

beforeEach(() => window.localStorage.clear());

describe('the document editor', () => {
  it('shows the Markdown as it is typed, without raw HTML, links opening safely', async () => {
    const { user } = await renderDocumentsApp(documentsPath('/new'));
    const body = await screen.findByRole('textbox', { name: /^Text/ });
    await user.click(body);
    await user.paste(
      '## Visits\nSee [the hours](https://example.test).\n\n<img src=x onerror="alert(1)"><b>bold HTML</b>\n\n[bad](javascript:alert(1))',
    );

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(
      await within(preview).findByRole('heading', { level: 3, name: 'Visits' }),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'the hours' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // The tags are dropped, never rendered: their text stays as plain text of the paragraph.
    expect(preview.querySelector('img, b, [onerror]')).toBeNull();
    expect(within(preview).getByText('bold HTML').tagName).toBe('P');
    expect(within(preview).getByText('bad').closest('a')?.getAttribute('href') ?? '').not.toMatch(
      /javascript/i,
    );
  });

  it('keeps a new document’s text through a remount, and creates it', async () => {
    const first = await renderDocumentsApp(documentsPath('/new'));
    await first.user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Visiting rules');
    await first.user.type(screen.getByRole('textbox', { name: /^Text/ }), 'Visits until 20:00.');
    first.unmount();

    const created = { ...rulesV2, id: rulesV3.id, title: 'Visiting rules', revision: 1 };
    const { api, user } = await renderDocumentsApp(documentsPath('/new'), (stub) =>
      stub
        .on(documentEndpoints.createDocument, { answer: { ...created, publishState: 'DRAFT' } })
        .on(documentEndpoints.getDocument, { answer: created })
        .on(documentEndpoints.listDocumentRevisions, { answer: { items: [summaryOf(created)] } }),
    );
    expect(
      await screen.findByText(/Your unsaved changes from .* were restored\./),
    ).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Visiting rules');
    expect(field('Text')).toHaveValue('Visits until 20:00.');

    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Document created')).toBeInTheDocument();
    expect(api.requestsTo(documentEndpoints.createDocument)[0]?.body).toEqual({
      title: 'Visiting rules',
      body: 'Visits until 20:00.',
      needsAcceptance: true,
    });
    await waitFor(() => expect(currentPath()).toHaveTextContent(documentsPath(`/${rulesV3.id}`)));
    expect(window.localStorage.getItem(draftStorageKey(ORGANIZATION_ID, undefined))).toBeNull();
  });

  it('keeps a draft’s edits through a remount, keyed by document, and discards them on request', async () => {
    const first = await editDraft();
    const body = await screen.findByRole('textbox', { name: /^Text/ });
    await first.user.clear(body);
    await first.user.type(body, 'Only my text');
    // Kept shortly after typing stops, without waiting for the editor to close.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(window.localStorage.getItem(draftStorageKey(ORGANIZATION_ID, rulesV3.id))).toContain(
      'Only my text',
    );
    expect(window.localStorage.getItem(draftStorageKey(ORGANIZATION_ID, undefined))).toBeNull();
    first.unmount();

    const { user } = await editDraft();
    expect(await screen.findByText(/were restored/)).toBeInTheDocument();
    expect(field('Text')).toHaveValue('Only my text');

    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(field('Text')).toHaveValue(rulesV3.body);
    expect(screen.queryByText(/were restored/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(draftStorageKey(ORGANIZATION_ID, rulesV3.id))).toBeNull();
  });

  it('saves against the version the kept edits started from, so another’s save is not overwritten', async () => {
    window.localStorage.setItem(
      draftStorageKey(ORGANIZATION_ID, rulesV3.id),
      JSON.stringify({
        values: { title: rulesV3.title, body: 'Written yesterday', needsAcceptance: true },
        baseVersion: rulesV3.version,
        savedAt: '2026-02-03T10:00:00.000Z',
      }),
    );
    const theirs = { ...rulesV3, body: 'Their text', version: rulesV3.version + 1 };
    const { api, user } = await renderDocumentsApp(editPath, (stub) =>
      stub
        .on(documentEndpoints.getDocument, { params: { documentId: rulesV3.id }, answer: theirs })
        .on(documentEndpoints.listDocumentRevisions, { answer: { items: [summaryOf(theirs)] } })
        .on(documentEndpoints.updateDocument, {
          answer: problem(412, problemTypes.preconditionFailed),
        }),
    );
    expect(
      await screen.findByText(/Someone else changed this draft meanwhile/),
    ).toBeInTheDocument();
    expect(field('Text')).toHaveValue('Written yesterday');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.requestsTo(documentEndpoints.updateDocument)).toHaveLength(1));
    expect(api.requestsTo(documentEndpoints.updateDocument)[0]?.headers.get('If-Match')).toBe(
      `"${rulesV3.version}"`,
    );
    expect(field('Text')).toHaveValue('Written yesterday');
    expect(window.localStorage.getItem(draftStorageKey(ORGANIZATION_ID, rulesV3.id))).toContain(
      'Written yesterday',
    );
  });

  it('saves a draft, forgets the kept copy and goes back to the document', async () => {
    const saved = { ...rulesV3, title: 'House rules 2026', version: 2 };
    const { api, user } = await editDraft((stub) =>
      stub.on(documentEndpoints.updateDocument, { answer: saved }),
    );
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'House rules 2026');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(api.requestsTo(documentEndpoints.updateDocument)[0]?.headers.get('If-Match')).toBe(
      '"1"',
    );
    await waitFor(() => expect(currentPath()).toHaveTextContent(documentsPath(`/${rulesV3.id}`)));
    expect(window.localStorage.getItem(draftStorageKey(ORGANIZATION_ID, rulesV3.id))).toBeNull();
  });

  it('puts the API’s field errors on their fields', async () => {
    const { user } = await editDraft((stub) =>
      stub.on(documentEndpoints.updateDocument, {
        answer: problem(400, problemTypes.validation, {
          errors: [{ path: 'title', message: 'Title is taken by another document' }],
        }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Title is taken by another document')).toBeInTheDocument();
  });

  it('says a new document could not be created, keeping what was typed', async () => {
    const { user } = await renderDocumentsApp(documentsPath('/new'), (stub) =>
      stub.on(documentEndpoints.createDocument, {
        answer: problem(503, problemTypes.internal, { detail: 'Database down' }),
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Visiting rules');
    await user.type(screen.getByRole('textbox', { name: /^Text/ }), 'Visits until 20:00.');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    expect(await screen.findByText('It could not be created. Try again.')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Visiting rules');
    // Still kept in this browser: a reload now loses nothing.
    await waitFor(() =>
      expect(window.localStorage.getItem(draftStorageKey(ORGANIZATION_ID, undefined))).toContain(
        'Visits until 20:00.',
      ),
    );
  });

  it('says a draft could not be saved, keeping the edits', async () => {
    const { user } = await editDraft((stub) =>
      stub.on(documentEndpoints.updateDocument, {
        answer: problem(503, problemTypes.internal, { detail: 'Database down' }),
      }),
    );
    const body = await screen.findByRole('textbox', { name: /^Text/ });
    await user.clear(body);
    await user.type(body, 'Only my text');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('It could not be updated. Try again.')).toBeInTheDocument();
    expect(field('Text')).toHaveValue('Only my text');
    expect(currentPath()).toHaveTextContent(editPath);
  });

  it('refuses to edit a revision that is no longer a draft', async () => {
    await renderDocumentsApp(documentsPath(`/${rulesV2.id}/edit`), (api) =>
      api
        .on(documentEndpoints.getDocument, { answer: rulesV2 })
        .on(documentEndpoints.listDocumentRevisions, { answer: { items: [summaryOf(rulesV2)] } }),
    );
    expect(await screen.findByText(/Only a draft can be edited/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Text/ })).not.toBeInTheDocument();
  });
});
