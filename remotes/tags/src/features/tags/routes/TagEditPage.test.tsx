/// <reference types="@testing-library/jest-dom" />
import { problemTypes } from '@care/contracts/problem';
import { tagEndpoints } from '@care/contracts/tag';
import { problem } from '@care/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { storedTags, tagsPath, twelveTags } from '../testing/fixtures';
import { field, renderTagsApp } from '../testing/render-tags-app';
import { pickRowAction } from '@care/testing';

jest.setTimeout(20_000);

const painTag = storedTags[1]!;
const editPath = tagsPath(`/${painTag.id}/edit`);

describe('edit tag', () => {
  it('asks before a changed tag is left for another page', async () => {
    const { user, router } = await renderTagsApp(editPath, (stub) =>
      stub.on(tagEndpoints.getTag, { params: { tagId: painTag.id }, answer: painTag }),
    );
    await user.type(await screen.findByDisplayValue('Pain management'), ' clinic');

    // As a sidebar link does.
    await act(() => router.navigate('/'));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(editPath);
  });

  it('loads the tag by its id and saves it against the version it started from', async () => {
    const saved = { ...painTag, name: 'Pain relief', version: painTag.version + 1 };
    const { user, api } = await renderTagsApp(editPath, (stub) =>
      stub
        .on(tagEndpoints.getTag, { params: { tagId: painTag.id }, answer: painTag })
        .on(tagEndpoints.updateTag, { params: { tagId: painTag.id }, answer: saved })
        .on(tagEndpoints.listTags, { answer: { items: [storedTags[0]!, saved] } }),
    );

    const name = await screen.findByDisplayValue('Pain management');
    // The tag alone, not the whole list to find it in.
    expect(api.requestsTo(tagEndpoints.getTag, { tagId: painTag.id })).toHaveLength(1);
    expect(api.requestsTo(tagEndpoints.listTags)).toHaveLength(0);
    expect(field('Abbreviation')).toHaveValue('PAIN');
    expect(field('Background colour')).toHaveValue('f6e05e');
    // No stored text colour: the form proposes the readable one rather than leaving it empty.
    expect(field('Text colour')).toHaveValue('000000');
    expect(screen.getByRole('radio', { name: 'Pill' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to tags' })).toHaveAttribute('href', tagsPath());

    await user.clear(name);
    await user.type(name, 'Pain relief');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Tag saved')).toBeInTheDocument();
    const [request] = api.requestsTo(tagEndpoints.updateTag, { tagId: painTag.id });
    expect(request!.headers.get('If-Match')).toBe(`"${painTag.version}"`);
    expect(request!.body).toEqual({
      name: 'Pain relief',
      abbr: 'PAIN',
      description: 'Needs regular pain assessment',
      color: 'f6e05e',
      textColor: '000000',
      icon: 'pill',
    });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(tagsPath()),
    );
    expect(await screen.findByRole('rowheader', { name: 'Pain relief' })).toBeInTheDocument();
  });

  it('when someone else changed the tag meanwhile, says so and loads their version', async () => {
    const theirs = { ...painTag, name: 'Pain clinic', abbr: 'PC', version: painTag.version + 1 };
    const { user, api } = await renderTagsApp(editPath, (stub) =>
      stub
        .on(tagEndpoints.getTag, { params: { tagId: painTag.id }, answer: painTag })
        .on(tagEndpoints.getTag, { params: { tagId: painTag.id }, answer: theirs })
        .on(tagEndpoints.updateTag, {
          params: { tagId: painTag.id },
          answer: problem(412, problemTypes.preconditionFailed, { title: 'Precondition failed' }),
        })
        .on(tagEndpoints.updateTag, {
          params: { tagId: painTag.id },
          answer: { ...theirs, version: theirs.version + 1 },
        })
        .on(tagEndpoints.listTags, { answer: { items: [storedTags[0]!, theirs] } }),
    );
    const name = await screen.findByDisplayValue('Pain management');

    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Someone else changed this tag')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Pain clinic')).toBeInTheDocument();
    expect(field('Abbreviation')).toHaveValue('PC');
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(editPath);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Tag saved')).toBeInTheDocument();
    const [, second] = api.requestsTo(tagEndpoints.updateTag, { tagId: painTag.id });
    expect(second!.headers.get('If-Match')).toBe(`"${theirs.version}"`);
  });

  it('shows not available, with the way back, for a tag that does not exist', async () => {
    await renderTagsApp(tagsPath('/0f0e0d0c-0b0a-4909-8807-060504030201/edit'), (stub) =>
      stub.on(tagEndpoints.getTag, {
        answer: problem(404, problemTypes.notFound, { title: 'Not found' }),
      }),
    );
    expect(await screen.findByText('Requested resource is not available.')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Back to tags' })) {
      expect(link).toHaveAttribute('href', tagsPath());
    }
  });

  it('explains a failed load and loads again on Retry', async () => {
    const { user } = await renderTagsApp(editPath, (stub) =>
      stub
        .on(tagEndpoints.getTag, {
          answer: problem(503, problemTypes.internal, {
            title: 'Unavailable',
            detail: 'Restarting.',
          }),
        })
        .on(tagEndpoints.getTag, { answer: painTag }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load the tag');
    expect(alert).toHaveTextContent('Restarting.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue('Pain management')).toBeInTheDocument();
  });

  it('returns to the list as it was left: its page, sort and search', async () => {
    const volunteer = twelveTags[11]!;
    const { user, router } = await renderTagsApp(tagsPath('?page=2&sort=abbr'), (stub) =>
      stub
        .on(tagEndpoints.listTags, { answer: { items: twelveTags } })
        .on(tagEndpoints.getTag, { params: { tagId: volunteer.id }, answer: volunteer })
        .on(tagEndpoints.updateTag, {
          params: { tagId: volunteer.id },
          answer: { ...volunteer, version: 2 },
        }),
    );

    await pickRowAction(user, 'Volunteer', 'Edit');
    expect(await screen.findByDisplayValue('Volunteer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to tags' })).toHaveAttribute(
      'href',
      tagsPath('?page=2&sort=abbr'),
    );

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(tagsPath()));
    expect(router.state.location.search).toBe('?page=2&sort=abbr');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  });
});
