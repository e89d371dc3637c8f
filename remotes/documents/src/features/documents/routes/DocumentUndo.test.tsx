/// <reference types="@testing-library/jest-dom" />
import { type Document, documentEndpoints } from '@care/contracts/document';
import { problemTypes } from '@care/contracts/problem';
import { problem, type ApiStub } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  documentsPath,
  renderDocumentsApp,
  rulesV1,
  rulesV2,
  summaryOf,
} from '../testing/fixtures';

jest.setTimeout(30_000);

const withdrawn: Document = {
  ...rulesV2,
  publishState: 'UNPUBLISHED',
  unpublishedAt: rulesV2.updatedAt,
  version: rulesV2.version + 1,
};

/** Unpublishes revision 2 from its page; `then` says what the API answers after that. */
async function unpublishV2(then: (stub: ApiStub) => void, language: 'en' | 'pl' = 'en') {
  const rendered = await renderDocumentsApp(
    documentsPath(`/${rulesV2.id}`),
    (stub) => {
      stub
        .on(documentEndpoints.getDocument, { params: { documentId: rulesV2.id }, answer: rulesV2 })
        .on(documentEndpoints.listDocumentRevisions, {
          answer: { items: [rulesV2, rulesV1].map(summaryOf) },
        })
        .on(documentEndpoints.unpublishDocument, { answer: withdrawn });
      then(stub);
    },
    language,
  );
  const names =
    language === 'en'
      ? { open: 'Unpublish', confirm: 'Unpublish' }
      : { open: 'Wycofaj publikację', confirm: 'Wycofaj' };
  await rendered.user.click(await screen.findByRole('button', { name: names.open }));
  const dialog = await screen.findByRole('alertdialog');
  // The toast can only appear after this click, so it is gone no sooner than its duration after.
  const confirmedAt = Date.now();
  await rendered.user.click(within(dialog).getByRole('button', { name: names.confirm }));
  return { ...rendered, confirmedAt };
}

describe('undo on a document', () => {
  it('publishes the revision again, at the version the unpublishing answered', async () => {
    const { api, user } = await unpublishV2((stub) =>
      stub.on(documentEndpoints.republishDocument, {
        answer: { ...rulesV2, version: withdrawn.version + 1 },
      }),
    );
    expect(await screen.findByText('Revision 2 unpublished')).toBeInTheDocument();
    // Sent at once: members stop seeing the revision now, not when the toast goes.
    expect(api.requestsTo(documentEndpoints.unpublishDocument)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    const [request] = api.requestsTo(documentEndpoints.republishDocument, {
      documentId: rulesV2.id,
    });
    expect(request!.headers.get('If-Match')).toBe(`"${withdrawn.version}"`);
  });

  it('lets the undo go after 5000 ms, publishing nothing', async () => {
    const { api, confirmedAt } = await unpublishV2(() => {});
    expect(await screen.findByText('Revision 2 unpublished')).toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByText('Revision 2 unpublished')).not.toBeInTheDocument(),
      { timeout: 8000 },
    );
    expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(5000);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(api.requestsTo(documentEndpoints.republishDocument)).toHaveLength(0);
  });

  it('says so when another revision was published before the undo (409), in Polish', async () => {
    const { user } = await unpublishV2(
      (stub) =>
        stub.on(documentEndpoints.republishDocument, {
          answer: problem(409, problemTypes.invalidTransition),
        }),
      'pl',
    );
    await user.click(await screen.findByRole('button', { name: 'Cofnij' }));
    expect(
      await screen.findByText('Nie cofnięto: w międzyczasie coś się zmieniło'),
    ).toBeInTheDocument();
  });
});
