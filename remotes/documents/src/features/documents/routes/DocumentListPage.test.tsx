/// <reference types="@testing-library/jest-dom" />
import { documentEndpoints } from '@care/contracts/document';
import { problemTypes } from '@care/contracts/problem';
import { problem } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  documentsPath,
  listItem,
  page,
  renderDocumentsApp,
  rulesV2,
  rulesV3,
} from '../testing/fixtures';

jest.setTimeout(20_000);

const consent = listItem({
  ...rulesV2,
  id: '6f7a8b9c-0d1e-4f2a-8b3c-8d9e0f1a2b3c',
  firstRevisionId: '6f7a8b9c-0d1e-4f2a-8b3c-8d9e0f1a2b3c',
  title: 'Privacy notice',
  revision: 1,
  previousDocumentId: null,
  diffUrl: null,
  needsAcceptance: false,
});

describe('documents list', () => {
  it('shows each document’s state, the revision published meanwhile and how far acceptance is', async () => {
    await renderDocumentsApp(documentsPath(), (api) =>
      api.on(documentEndpoints.listDocuments, {
        answer: page([listItem(rulesV3, rulesV2), consent]),
      }),
    );

    const rules = (await screen.findByRole('link', { name: 'House rules' })).closest('tr')!;
    expect(within(rules).getByText('Draft')).toBeInTheDocument();
    expect(within(rules).getByText('Revision 2 is published')).toBeInTheDocument();
    expect(within(rules).getByText('34 of 40 accepted')).toBeInTheDocument();
    const notice = screen.getByRole('link', { name: 'Privacy notice' }).closest('tr')!;
    expect(within(notice).getByText('Published')).toBeInTheDocument();
    expect(within(notice).getByText('Does not need acceptance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'House rules' })).toHaveAttribute(
      'href',
      documentsPath(`/${rulesV3.id}`),
    );
  });

  it('asks the API for the chosen state and keeps it in the URL', async () => {
    const { api, user, router } = await renderDocumentsApp(documentsPath(), (stub) =>
      stub
        .on(documentEndpoints.listDocuments, {
          answer: page([listItem(rulesV3, rulesV2), consent]),
        })
        .on(documentEndpoints.listDocuments, {
          query: { publishState: 'PUBLISHED' },
          answer: page([consent]),
        }),
    );
    await screen.findByRole('link', { name: 'House rules' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Published');

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'House rules' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toBeInTheDocument();
    const last = api.requestsTo(documentEndpoints.listDocuments).at(-1)!;
    expect(last.query.get('publishState')).toBe('PUBLISHED');
    expect(last.query.get('sort')).toBe('-updatedAt');
    expect(router.state.location.search).toBe('?publishState=PUBLISHED');
  });

  it('invites to write the first document when there is none', async () => {
    await renderDocumentsApp(documentsPath(), (api) =>
      api.on(documentEndpoints.listDocuments, { answer: page([]) }),
    );
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write the first document' })).toHaveAttribute(
      'href',
      documentsPath('/new'),
    );
  });

  it('shows the not-available state for an organization the caller may not see', async () => {
    await renderDocumentsApp(documentsPath(), (api) =>
      api.on(documentEndpoints.listDocuments, { answer: problem(404, problemTypes.notFound) }),
    );
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    const { user } = await renderDocumentsApp(documentsPath(), (api) =>
      api
        .on(documentEndpoints.listDocuments, {
          answer: problem(503, problemTypes.internal, { detail: 'Database down' }),
        })
        .on(documentEndpoints.listDocuments, { answer: page([consent]) }),
    );
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Privacy notice' })).toBeInTheDocument();
  });

  it.each(['/not-a-uuid', '/new/extra', `/${rulesV2.id}/unknown`])(
    'shows the not-available state at %s',
    async (suffix) => {
      await renderDocumentsApp(documentsPath(suffix));
      expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
    },
  );
});
