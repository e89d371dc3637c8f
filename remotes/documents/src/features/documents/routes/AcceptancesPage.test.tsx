/// <reference types="@testing-library/jest-dom" />
import { documentEndpoints } from '@care/contracts/document';
import { screen, waitFor, within } from '@testing-library/react';
import {
  acceptances,
  documentsPath,
  page,
  renderDocumentsApp,
  rulesV1,
  rulesV2,
  summaryOf,
} from '../testing/fixtures';

jest.setTimeout(20_000);

/** The API's file: a name a spreadsheet would run as a formula comes already defused. */
const exported =
  '\uFEFFLast name,First name\r\nKowalski,Jan\r\n\'+Cebula,"\'=HYPERLINK(""x"")"\r\n';

const openAcceptances = (query = '') =>
  renderDocumentsApp(documentsPath(`/${rulesV2.id}/acceptances${query}`), (api) =>
    api
      .on(documentEndpoints.getDocument, { answer: rulesV2 })
      .on(documentEndpoints.listDocumentRevisions, {
        answer: { items: [rulesV2, rulesV1].map(summaryOf) },
      })
      .on(documentEndpoints.listDocumentAcceptances, { answer: page(acceptances) })
      .on(documentEndpoints.listDocumentAcceptances, {
        query: { status: 'PENDING' },
        answer: page(acceptances.filter((row) => !row.hasAccepted)),
      })
      .on(documentEndpoints.exportDocumentAcceptances, { answer: exported }),
  );

describe('acceptances of a revision', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows who accepted this revision and when, and who accepted only an earlier one', async () => {
    await openAcceptances();
    const anna = (await screen.findByRole('rowheader', { name: /Anna Nowak/ })).closest('tr')!;
    const table = anna.closest('table')!;
    expect(table).toHaveAccessibleName('Members and their acceptance of revision 2');
    expect(within(anna).getByText('Accepted')).toBeInTheDocument();
    expect(within(anna).getByText('02/02/26')).toBeInTheDocument();
    expect(within(anna).getByText('Beneficiary')).toBeInTheDocument();
    const jan = within(table)
      .getByRole('rowheader', { name: /Jan Kowalski/ })
      .closest('tr')!;
    expect(within(jan).getByText('Not accepted yet')).toBeInTheDocument();
    expect(within(jan).getByText('Accepted revision 1')).toBeInTheDocument();
  });

  it('shows who has not accepted yet, and exports that list as CSV', async () => {
    const saved: { name: string; text: string }[] = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = jest.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = jest.fn();
    // The browser's download: what the link would save, and under which name.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href);
      if (!blob) return;
      const name = this.download;
      // Read as bytes (the Blob is Node's, which jsdom's FileReader does not take).
      void blob.arrayBuffer().then((bytes) =>
        saved.push({
          name,
          // Byte for byte: a byte-order mark is kept, not read past.
          text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
        }),
      );
    });
    const { api, user } = await openAcceptances();
    await screen.findByRole('rowheader', { name: /Anna Nowak/ });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Acceptance' }), 'PENDING');
    await waitFor(() => expect(screen.queryByText('Anna Nowak')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Acceptances exported')).toBeInTheDocument();
    const [request] = api.requestsTo(documentEndpoints.exportDocumentAcceptances);
    expect(request?.query.get('status')).toBe('PENDING');
    expect(request?.query.has('page')).toBe(false);
    await waitFor(() =>
      expect(saved).toEqual([
        {
          name: 'acceptances-revision-2.csv',
          // Byte for byte the API's: one byte-order mark, the defused cells left as they are.
          text: exported,
        },
      ]),
    );
  });
});
