/// <reference types="@testing-library/jest-dom" />
import { problemTypes } from '@care/contracts/problem';
import { tagEndpoints } from '@care/contracts/tag';
import { problem } from '@care/testing';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { storedTags, tagsPath } from '../testing/fixtures';
import { field, renderTagsApp } from '../testing/render-tags-app';

// Typing through a whole form takes a few seconds in jsdom on a small machine.
jest.setTimeout(20_000);

async function replaceText(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

async function fillValidTag(user: UserEvent) {
  await replaceText(user, field('Name'), 'Wound care');
  await replaceText(user, field('Abbreviation'), 'WND');
  await replaceText(user, field('Description'), 'Dressing changes twice a week');
  await replaceText(user, field('Background colour'), 'C53030');
  await user.click(screen.getByRole('radio', { name: 'Syringe' }));
}

describe('new tag', () => {
  it('tells the limits of name and abbreviation at their boundaries', async () => {
    const { user } = await renderTagsApp(tagsPath('/new'));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    const abbr = field('Abbreviation');

    await replaceText(user, name, 'ab');
    expect(name).toHaveAccessibleDescription('Must be at least 3 characters long');
    await replaceText(user, name, 'abc');
    expect(name).not.toHaveAttribute('aria-invalid');

    await replaceText(user, abbr, 'ABCDEFGHIJK');
    expect(abbr).toHaveAccessibleDescription(
      expect.stringContaining('Must be at most 10 characters long'),
    );
    await replaceText(user, abbr, 'ABCDEFGHIJ');
    expect(abbr).not.toHaveAttribute('aria-invalid');
  });

  it('on a submit with missing fields asks to fill them in and sends nothing', async () => {
    const { user, api } = await renderTagsApp(tagsPath('/new'));

    await user.click(await screen.findByRole('button', { name: 'Create tag' }));

    expect(await screen.findByText('Fill in required fields')).toBeInTheDocument();
    expect(field('Name')).toHaveFocus();
    expect(field('Description')).toHaveAccessibleDescription('Must be at least 3 characters long');
    expect(screen.getByRole('group', { name: 'Icon' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(api.requestsTo(tagEndpoints.createTag)).toHaveLength(0);
  });

  it('sends the tag, says it is created and goes back to the list', async () => {
    const created = { ...storedTags[0]!, id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', version: 1 };
    const { user, api } = await renderTagsApp(tagsPath('/new'), (stub) =>
      stub
        .on(tagEndpoints.createTag, { answer: created })
        .on(tagEndpoints.listTags, { answer: { items: [created] } }),
    );
    await screen.findByRole('textbox', { name: 'Name' });

    await fillValidTag(user);
    await user.click(screen.getByRole('button', { name: 'Create tag' }));

    expect(await screen.findByText('Tag created')).toBeInTheDocument();
    const [request] = api.requestsTo(tagEndpoints.createTag);
    expect(request!.body).toEqual({
      name: 'Wound care',
      abbr: 'WND',
      description: 'Dressing changes twice a week',
      color: 'C53030',
      textColor: 'ffffff',
      icon: 'syringe',
    });
    expect(request!.headers.get('Content-Type')).toBe('application/json');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(tagsPath()),
    );
  });

  it('previews both colours as chosen and warns, without blocking, when the text reads poorly', async () => {
    const created = { ...storedTags[0]!, id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', version: 1 };
    const { user, api } = await renderTagsApp(tagsPath('/new'), (stub) =>
      stub
        .on(tagEndpoints.createTag, { answer: created })
        .on(tagEndpoints.listTags, { answer: { items: [created] } }),
    );
    await screen.findByRole('textbox', { name: 'Name' });
    await fillValidTag(user);
    const badge = () => screen.getByTitle('Wound care');
    expect(badge()).toHaveStyle({ color: '#ffffff', backgroundColor: '#C53030' });
    expect(screen.queryByText(/hard to read/)).not.toBeInTheDocument();

    // Pink on red: 2.3:1, the badge shows it as chosen and the form says so.
    await replaceText(user, field('Text colour'), 'f687b3');
    expect(badge()).toHaveStyle({ color: '#f687b3' });
    expect(screen.getByText('The text is hard to read on this background')).toBeVisible();
    expect(
      screen.getByText(/contrast of 2\.\d:1; readable text needs at least 4\.5:1/),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByText('Tag created')).toBeInTheDocument();
    expect(api.requestsTo(tagEndpoints.createTag)[0]!.body).toMatchObject({ textColor: 'f687b3' });
  });

  it('puts a duplicate name on the name field', async () => {
    const { user } = await renderTagsApp(tagsPath('/new'), (stub) =>
      stub.on(tagEndpoints.createTag, {
        answer: problem(409, problemTypes.duplicate, { title: 'Conflict', detail: 'Name taken' }),
      }),
    );
    await screen.findByRole('textbox', { name: 'Name' });

    await fillValidTag(user);
    await user.click(screen.getByRole('button', { name: 'Create tag' }));

    await waitFor(() =>
      expect(field('Name')).toHaveAccessibleDescription('A tag with this name already exists'),
    );
    expect(field('Name')).toHaveFocus();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      tagsPath('/new'),
    );
  });

  it('puts the API’s own validation errors on their fields', async () => {
    const { user } = await renderTagsApp(tagsPath('/new'), (stub) =>
      stub.on(tagEndpoints.createTag, {
        answer: problem(400, problemTypes.validation, {
          title: 'Bad request',
          errors: [{ path: 'abbr', message: 'Abbreviation is reserved' }],
        }),
      }),
    );
    await screen.findByRole('textbox', { name: 'Name' });

    await fillValidTag(user);
    await user.click(screen.getByRole('button', { name: 'Create tag' }));

    await waitFor(() =>
      expect(field('Abbreviation')).toHaveAccessibleDescription(
        expect.stringContaining('Abbreviation is reserved'),
      ),
    );
    expect(screen.queryByText('Tag creation failed')).not.toBeInTheDocument();
  });

  it('says why a save failed for any other reason', async () => {
    const { user } = await renderTagsApp(tagsPath('/new'), (stub) =>
      stub.on(tagEndpoints.createTag, {
        answer: problem(500, problemTypes.internal, {
          title: 'Internal error',
          detail: 'Try again later.',
        }),
      }),
    );
    await screen.findByRole('textbox', { name: 'Name' });

    await fillValidTag(user);
    await user.click(screen.getByRole('button', { name: 'Create tag' }));

    expect(await screen.findByText('Tag creation failed')).toBeInTheDocument();
    expect(screen.getByText('Try again later.')).toBeInTheDocument();
  });
});
