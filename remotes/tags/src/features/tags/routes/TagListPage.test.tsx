/// <reference types="@testing-library/jest-dom" />
import { problemTypes } from '@care/contracts/problem';
import { tagEndpoints } from '@care/contracts/tag';
import { problem } from '@care/testing';
import { SWATCH_EDGE_COLOR } from '@care/ui/panel';
import { screen, waitFor, within } from '@testing-library/react';
import { storedTags, tagsPath } from '../testing/fixtures';
import { renderTagsApp } from '../testing/render-tags-app';
import { pickRowAction } from '@care/testing';

jest.setTimeout(20_000);

const homeCare = storedTags[0]!;
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('tag list', () => {
  it('shows every tag as a row with its badge and colours, sorted by name', async () => {
    const { api } = await renderTagsApp(tagsPath(), (stub) =>
      stub.on(tagEndpoints.listTags, { answer: { items: storedTags } }),
    );

    const table = await screen.findByRole('table', { name: 'Tags of the organization' });
    const rows = bodyRows();
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Home care');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Pain management');
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    const homeBadge = within(rows[0]!).getByTitle('Home care');
    expect(homeBadge).toHaveTextContent('HOME');
    const homeColors = within(rows[0]!).getByRole('img', {
      name: 'Background #2b6cb0, text #ffffff',
    });
    // The colour field's edge, which shows a swatch as dark as the dark page (#1a202c) too.
    const swatches = homeColors.querySelectorAll(':scope > div');
    expect(swatches).toHaveLength(2);
    for (const swatch of swatches) {
      expect(getComputedStyle(swatch).borderColor).toBe(
        `var(--chakra-colors-${SWATCH_EDGE_COLOR.replace('.', '-')})`,
      );
    }
    // No text colour stored: the badge picks the readable one.
    expect(
      within(rows[1]!).getByRole('img', { name: 'Background #f6e05e, text #000000' }),
    ).toBeInTheDocument();

    expect(api.requests[0]!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(screen.getByRole('link', { name: 'New tag' })).toHaveAttribute('href', tagsPath('/new'));
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('edits a tag from its row’s actions', async () => {
    const { user, router } = await renderTagsApp(tagsPath(), (stub) =>
      stub
        .on(tagEndpoints.listTags, { answer: { items: storedTags } })
        .on(tagEndpoints.getTag, { params: { tagId: homeCare.id }, answer: homeCare }),
    );

    await pickRowAction(user, 'Home care', 'Edit');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(tagsPath(`/${homeCare.id}/edit`)),
    );
    expect(await screen.findByDisplayValue('Home care')).toBeInTheDocument();
  });

  it('invites to create the first tag when there is none', async () => {
    await renderTagsApp(tagsPath(), (stub) =>
      stub.on(tagEndpoints.listTags, { answer: { items: [] } }),
    );

    expect(await screen.findByText('No tags yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create tag' })).toHaveAttribute(
      'href',
      tagsPath('/new'),
    );
    // One call to action: the header's goes while the empty state shows its own.
    expect(screen.queryByRole('link', { name: 'New tag' })).not.toBeInTheDocument();
  });

  it('explains a failed load and loads again on Retry', async () => {
    const { user, api } = await renderTagsApp(tagsPath(), (stub) =>
      stub
        .on(tagEndpoints.listTags, {
          answer: problem(503, problemTypes.internal, {
            title: 'Service unavailable',
            detail: 'The database is restarting.',
          }),
        })
        .on(tagEndpoints.listTags, { answer: { items: storedTags } }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load tags');
    expect(alert).toHaveTextContent('The database is restarting.');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(api.requestsTo(tagEndpoints.listTags)).toHaveLength(2);
  });

  it('shows not available for an organization the caller may not see', async () => {
    await renderTagsApp(tagsPath(), (stub) =>
      stub.on(tagEndpoints.listTags, {
        answer: problem(404, problemTypes.notFound, { title: 'Not found' }),
      }),
    );
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
  });

  it('deletes a tag only after the user confirms, naming the version the user saw', async () => {
    const { user, api } = await renderTagsApp(tagsPath(), (stub) =>
      stub
        .on(tagEndpoints.listTags, { answer: { items: storedTags } })
        .on(tagEndpoints.deleteTag, { params: { tagId: homeCare.id } })
        .on(tagEndpoints.listTags, { answer: { items: storedTags.slice(1) } }),
    );

    await pickRowAction(user, 'Home care', 'Delete');
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete tag?' });
    expect(dialog).toHaveTextContent('“Home care” will be removed from every member');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requestsTo(tagEndpoints.deleteTag)).toHaveLength(0);

    await pickRowAction(user, 'Home care', 'Delete');
    dialog = await screen.findByRole('alertdialog', { name: 'Delete tag?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Tag deleted')).toBeInTheDocument();
    const [request] = api.requestsTo(tagEndpoints.deleteTag, { tagId: homeCare.id });
    expect(request!.headers.get('If-Match')).toBe(`"${homeCare.version}"`);
    await waitFor(() => expect(screen.queryByText('Home care')).not.toBeInTheDocument());
  });

  it('when the tag changed since the list was read (412), says so and shows its latest version', async () => {
    const renamed = { ...homeCare, name: 'Home visits', version: homeCare.version + 1 };
    const { user, api } = await renderTagsApp(tagsPath(), (stub) =>
      stub
        .on(tagEndpoints.listTags, { answer: { items: storedTags } })
        .on(tagEndpoints.deleteTag, {
          params: { tagId: homeCare.id },
          answer: problem(412, problemTypes.preconditionFailed, { title: 'Precondition failed' }),
        })
        .on(tagEndpoints.listTags, { answer: { items: [renamed, storedTags[1]!] } }),
    );

    await pickRowAction(user, 'Home care', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete tag?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Someone else changed this tag')).toBeInTheDocument();
    expect(screen.getByText(/The list shows its latest version/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('rowheader', { name: 'Home visits' })).toBeInTheDocument();
    expect(api.requestsTo(tagEndpoints.listTags)).toHaveLength(2);
    expect(screen.queryByText('Tag deleted')).not.toBeInTheDocument();
  });

  it('keeps the dialog open and says why when a delete fails', async () => {
    const { user } = await renderTagsApp(tagsPath(), (stub) =>
      stub.on(tagEndpoints.listTags, { answer: { items: storedTags } }).on(tagEndpoints.deleteTag, {
        answer: problem(403, problemTypes.forbidden, {
          title: 'Forbidden',
          detail: 'Only operators may delete tags.',
        }),
      }),
    );

    await pickRowAction(user, 'Home care', 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Could not delete the tag')).toBeInTheDocument();
    expect(screen.getByText('Only operators may delete tags.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows not available for an unknown page of the area', async () => {
    await renderTagsApp(tagsPath('/no/such/page'));
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
  });
});
