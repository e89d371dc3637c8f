/// <reference types="@testing-library/jest-dom" />
import { type Document, documentEndpoints } from '@care/contracts/document';
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

const third: Document = {
  ...rulesV3,
  title: 'House rules 2026',
  body: `${rulesV2.body}\nNo smoking.`,
};

const compare = (suffix = '') =>
  renderDocumentsApp(documentsPath(`/${rulesV2.id}/compare${suffix}`), (api) => {
    api.on(documentEndpoints.listDocumentRevisions, {
      answer: { items: [third, rulesV2, rulesV1].map(summaryOf) },
    });
    for (const document of [rulesV1, rulesV2, third])
      api.on(documentEndpoints.getDocument, {
        params: { documentId: document.id },
        answer: document,
      });
  });

/** A changed line as a screen reader reads it: its kind, then its text. */
const changed = (kind: 'Added' | 'Removed', text: string) => `${kind}: ${text}`;
const linesIn = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll(selector)].map((node) => node.textContent);

describe('comparing revisions', () => {
  it('shows this revision against the one before, side by side, changes marked in colour and words', async () => {
    await compare();
    const table = await screen.findByRole('table', {
      name: 'Changes from revision 1 to revision 2',
    });
    const [older, newer] = within(table).getAllByRole('columnheader');
    expect(older).toHaveTextContent('Revision 1');
    expect(newer).toHaveTextContent('Revision 2');
    expect(screen.getByText('2 lines added, 1 removed')).toBeInTheDocument();

    expect(linesIn(table, 'del')).toEqual([changed('Removed', 'Visits until 20:00.')]);
    expect(linesIn(table, 'ins')).toEqual([
      changed('Added', 'Visits at any time.'),
      changed('Added', 'Pets are welcome.'),
    ]);
    // The removed line faces the line that replaced it.
    const replacedRow = within(table).getByText('Visits until 20:00.').closest('tr')!;
    expect(within(replacedRow).getByText('Visits at any time.')).toBeInTheDocument();
    expect(replacedRow.querySelector('[data-change="removed"]')).not.toBeNull();
    expect(replacedRow.querySelector('[data-change="added"]')).not.toBeNull();
  });

  it('shows the same changes inline, and keeps the view and revisions in the URL', async () => {
    const { user, router } = await compare();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Inline' }));

    const list = await screen.findByRole('list', { name: 'Changes from revision 1 to revision 2' });
    expect(screen.getByRole('button', { name: 'Inline' })).toHaveAttribute('aria-pressed', 'true');
    // Each line as read aloud: the +/− sign is for the eye only.
    const lines = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('del, ins, [data-change] > span + span')?.textContent);
    expect(lines).toEqual([
      '# House rules',
      '',
      changed('Removed', 'Visits until 20:00.'),
      changed('Added', 'Visits at any time.'),
      'Quiet at night.',
      changed('Added', 'Pets are welcome.'),
    ]);
    expect(router.state.location.search).toContain('view=inline');
  });

  it('compares any two revisions chosen, in either order, and names a changed title', async () => {
    const { user, router } = await compare();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Newer revision' }), third.id);
    expect(new URLSearchParams(router.state.location.search).get('to')).toBe(third.id);

    await waitFor(() =>
      expect(
        screen.getByRole('table', { name: 'Changes from revision 1 to revision 3' }),
      ).toBeInTheDocument(),
    );
    expect(
      screen.getByText('Title changed from “House rules” to “House rules 2026”.'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Older revision' }), third.id);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Newer revision' }), rulesV2.id);
    const table = await screen.findByRole('table', {
      name: 'Changes from revision 2 to revision 3',
    });
    expect(linesIn(table, 'ins')).toEqual([changed('Added', 'No smoking.')]);
    expect(linesIn(table, 'del')).toEqual([]);
  });

  it('says when the two texts are the same', async () => {
    const copy = { ...rulesV2, id: rulesV3.id, revision: 3, previousDocumentId: rulesV2.id };
    await renderDocumentsApp(documentsPath(`/${copy.id}/compare`), (api) =>
      api
        .on(documentEndpoints.listDocumentRevisions, {
          answer: { items: [copy, rulesV2].map(summaryOf) },
        })
        .on(documentEndpoints.getDocument, { params: { documentId: copy.id }, answer: copy })
        .on(documentEndpoints.getDocument, { params: { documentId: rulesV2.id }, answer: rulesV2 }),
    );
    expect(await screen.findByText('The text of these revisions is the same.')).toBeInTheDocument();
  });

  it('says there is nothing to compare while the document has one revision', async () => {
    await renderDocumentsApp(documentsPath(`/${rulesV1.id}/compare`), (api) =>
      api
        .on(documentEndpoints.getDocument, { answer: rulesV1 })
        .on(documentEndpoints.listDocumentRevisions, { answer: { items: [summaryOf(rulesV1)] } }),
    );
    expect(await screen.findByText(/This document has one revision/)).toBeInTheDocument();
  });
});
