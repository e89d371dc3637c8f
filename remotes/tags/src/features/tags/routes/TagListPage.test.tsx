/// <reference types="@testing-library/jest-dom" />
import { problemTypes } from '@care/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { problem } from '../testing/api-stub';
import { storedTags } from '../testing/fixtures';
import { renderTagsApp, setUpTagsApp, tagsApiPath, tagsPath } from '../testing/render-tags-app';

beforeAll(setUpTagsApp);

describe('tag list', () => {
  it('shows every tag the API answers as a row with its badge, in the order answered', async () => {
    const { api } = renderTagsApp(tagsPath(), (stub) =>
      stub.on('GET', tagsApiPath(), { status: 200, body: { items: storedTags } }),
    );

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Home care');
    expect(rows[1]).toHaveTextContent('Pain management');

    const homeBadge = within(rows[0]!).getByTitle('Home care');
    expect(homeBadge).toHaveTextContent('HOME');
    expect(
      within(rows[0]!).getByRole('img', { name: 'Background #2b6cb0, text #ffffff' }),
    ).toBeInTheDocument();
    // No text colour stored: the badge picks the readable one.
    expect(
      within(rows[1]!).getByRole('img', { name: 'Background #f6e05e, text #000000' }),
    ).toBeInTheDocument();

    expect(api.requests[0]!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(screen.getByRole('link', { name: 'Edit Home care' })).toHaveAttribute(
      'href',
      tagsPath(`/${storedTags[0]!.id}/edit`),
    );
    expect(screen.getByRole('link', { name: 'New tag' })).toHaveAttribute('href', tagsPath('/new'));
  });

  it('invites to create the first tag when there is none', async () => {
    renderTagsApp(tagsPath(), (stub) =>
      stub.on('GET', tagsApiPath(), { status: 200, body: { items: [] } }),
    );

    expect(await screen.findByText('No tags yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New tag' })).toHaveAttribute('href', tagsPath('/new'));
  });

  it('explains a failed load and loads again on Retry', async () => {
    const { user, api } = renderTagsApp(tagsPath(), (stub) =>
      stub
        .on(
          'GET',
          tagsApiPath(),
          problem(503, problemTypes.internal, 'Service unavailable', 'The database is restarting.'),
        )
        .on('GET', tagsApiPath(), { status: 200, body: { items: storedTags } }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load tags');
    expect(alert).toHaveTextContent('The database is restarting.');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(api.requestsTo('GET', tagsApiPath())).toHaveLength(2);
  });

  it('shows not available for an organization the caller may not see', async () => {
    renderTagsApp(tagsPath(), (stub) =>
      stub.on('GET', tagsApiPath(), problem(404, problemTypes.notFound, 'Not found')),
    );
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
  });

  it('deletes a tag only after the user confirms', async () => {
    const { user, api } = renderTagsApp(tagsPath(), (stub) =>
      stub
        .on('GET', tagsApiPath(), { status: 200, body: { items: storedTags } })
        .on('GET', tagsApiPath(), { status: 200, body: { items: storedTags.slice(1) } })
        .on('DELETE', tagsApiPath(`/${storedTags[0]!.id}`), { status: 204 }),
    );

    await user.click(await screen.findByRole('button', { name: 'Delete Home care' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete tag?' });
    expect(dialog).toHaveTextContent('“Home care” will be removed from every member');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requestsTo('DELETE', tagsApiPath(`/${storedTags[0]!.id}`))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Home care' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete tag?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Tag deleted')).toBeInTheDocument();
    expect(api.requestsTo('DELETE', tagsApiPath(`/${storedTags[0]!.id}`))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Home care')).not.toBeInTheDocument());
  });

  it('keeps the dialog open and says why when a delete fails', async () => {
    const { user } = renderTagsApp(tagsPath(), (stub) =>
      stub
        .on('GET', tagsApiPath(), { status: 200, body: { items: storedTags } })
        .on(
          'DELETE',
          tagsApiPath(`/${storedTags[0]!.id}`),
          problem(403, problemTypes.forbidden, 'Forbidden', 'Only operators may delete tags.'),
        ),
    );

    await user.click(await screen.findByRole('button', { name: 'Delete Home care' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Could not delete the tag')).toBeInTheDocument();
    expect(screen.getByText('Only operators may delete tags.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows not available for an unknown page of the area', async () => {
    renderTagsApp(tagsPath('/no/such/page'), () => undefined);
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
  });
});
